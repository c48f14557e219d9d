/**
 * The generator's choices in the user's language, keyed by the contract's values (which are what is sent and
 * saved): the platforms, the post languages, the ten tones (the value sent and saved stays the Chinese name), and the
 * names of a post's measures.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostMeasure, Tone } from '@app/contract';

export { LANGUAGE_LABELS, PLATFORM_LABELS, languageLabel, platformLabel } from '../shared/platformLabels';

/** The ten listed styles by name in the interface's language (in Chinese, the listed name itself). */
export const TONE_LABELS: Record<Tone, MessageDescriptor> = {
  亲切自然: msg`Friendly and natural`,
  活泼俏皮: msg`Lively and playful`,
  专业权威: msg`Expert and trustworthy`,
  温馨治愈: msg`Warm and soothing`,
  幽默风趣: msg`Funny and witty`,
  简约高级: msg`Simple and classy`,
  种草安利: msg`Must-have recommendation`,
  真实测评: msg`Honest review`,
  文艺清新: msg`Artsy and fresh`,
  热情激昂: msg`Passionate and upbeat`,
};

/** A tone as shown: a listed one by its name in the interface's language, any other (the user's own) as typed. */
export function toneLabel(i18n: I18n, tone: string): string {
  const label = (TONE_LABELS as Record<string, MessageDescriptor | undefined>)[tone];
  return label ? i18n._(label) : tone;
}

/** The measures under a generated post: the title's and the text's characters, a review's words. */
export const MEASURE_LABELS: Record<PostMeasure['label'], MessageDescriptor> = {
  Title: msg`Title`,
  Text: msg`Text`,
  Words: msg`Words`,
};
