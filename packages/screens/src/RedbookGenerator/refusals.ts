/**
 * What the generator tells the user about its posts, in the interface's language: why a post was refused (the
 * server's `refusal`), and which of the form's fields the built-in writer could not use in the posts' language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  GENERATOR_LEFT_OUT_FIELDS,
  type GeneratedPost,
  type GeneratorFallback,
  type GeneratorLeftOutField,
  type GeneratorRefusal,
} from '@app/contract';
import { translateErrorText } from '../i18n';

/** Why a post was refused, and what the user can do about it. */
export const REFUSAL_MESSAGES: Record<GeneratorRefusal, MessageDescriptor> = {
  language: msg`This post was refused because it was not written in the language you chose. Regenerate to try again.`,
  facts: msg`This post was refused because it stated facts your form does not give (a price, time, number, link or contact). Add them to the form if they are true, or regenerate.`,
  claims: msg`This post was refused because it claimed to be genuine, unsponsored or paid for by the writer, which the platforms do not allow. Regenerate to try again.`,
  'off-topic': msg`This post was refused because it was not about your business, or it followed an instruction typed in the form. Check the form, then regenerate.`,
  spam: msg`This post was refused because the review carried emoji or rows of stars. Regenerate to try again.`,
  duplicate: msg`This post was refused because it was too close to another post of this batch or one already saved in this campaign. Regenerate for a new one.`,
  time: msg`This post was refused because the generator ran out of time for it. Regenerate to try again.`,
  unavailable: msg`The generator is unavailable. Please try again.`,
  format: msg`This post was refused because it was laid out as a document (a list, a table or a quotation), not as a post. Regenerate to try again.`,
  contact: msg`This post was refused because it carried contact details (a phone number, WhatsApp, a website or an e-mail address). Regenerate to try again.`,
  'no-post': msg`This post was refused because the model answered without writing a post. Regenerate to try again.`,
};

/** Why the built-in writer wrote a post in the model's place. */
export const FALLBACK_MESSAGES: Record<GeneratorFallback, MessageDescriptor> = {
  unavailable: msg`Written by the built-in writer: the model did not answer`,
  refused: msg`Written by the built-in writer: the model's answer was refused`,
};

/** The note under a post the built-in writer wrote in the model's place, in the user's language; else undefined. */
export function fallbackText(i18n: I18n, post: GeneratedPost): string | undefined {
  return post.fallback === undefined ? undefined : i18n._(FALLBACK_MESSAGES[post.fallback]);
}

/** Why a failed post failed: its refusal in the user's language, else its error (a known text translated). */
export function failureText(i18n: I18n, post: GeneratedPost): string {
  const refusal = post.refusal === undefined ? undefined : REFUSAL_MESSAGES[post.refusal];
  if (refusal) return i18n._(refusal);
  return translateErrorText(i18n, post.error ?? '');
}

/** The fields by the form's labels (the photos' notes have none there). */
export const LEFT_OUT_LABELS: Record<GeneratorLeftOutField, MessageDescriptor> = {
  targetAudience: msg`Target Audience`,
  benefits: msg`Benefits`,
  additionalDetails: msg`Additional Details`,
  promotion: msg`Promotion`,
  photoNotes: msg`Picked notes`,
};

/** The fields any of the posts left out, in the form's order. */
export function leftOutFields(posts: readonly GeneratedPost[]): GeneratorLeftOutField[] {
  const left = new Set(posts.flatMap((post) => post.leftOut ?? []));
  return GENERATOR_LEFT_OUT_FIELDS.filter((field) => left.has(field));
}

/** The fields as a list in the user's language ("Target Audience and Benefits", "目标受众和卖点"). */
export function leftOutList(i18n: I18n, fields: readonly GeneratorLeftOutField[]): string {
  const labels = fields.map((field) => i18n._(LEFT_OUT_LABELS[field]));
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(labels);
}
