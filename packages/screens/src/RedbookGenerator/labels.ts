/**
 * The generator's choices in the user's language, keyed by the contract's values (which are what is sent and
 * saved): the platforms, the post languages, the ten tones (the value sent and saved stays the Chinese name), and the
 * names of a post's measures.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language, Platform, PostMeasure, Tone } from '@app/contract';

/** The five platforms by name (the English names are the contract's). */
export const PLATFORM_LABELS: Record<Platform, MessageDescriptor> = {
  Tiktok: msg`Tiktok`,
  'Google Review': msg`Google Review`,
  Facebook: msg`Facebook`,
  Redbook: msg`Redbook`,
  Instagram: msg`Instagram`,
};

/** A platform's name as shown: one of the five translated, any other (a custom entry type) as it was typed. */
export function platformLabel(i18n: I18n, platform: string): string {
  const known = (PLATFORM_LABELS as Record<string, MessageDescriptor | undefined>)[platform];
  return known ? i18n._(known) : platform;
}

/** The language a post is written in (not the interface's language). */
export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  English: msg`English`,
  Mandarin: msg`Mandarin`,
  Malay: msg`Malay`,
};

/** The language a post is written in as shown: one of the three translated, any other as it is. */
export function languageLabel(i18n: I18n, language: string): string {
  const known = (LANGUAGE_LABELS as Record<string, MessageDescriptor | undefined>)[language];
  return known ? i18n._(known) : language;
}

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
