/**
 * The platforms and the post languages in the user's language, keyed by the contract's values (which are what is
 * sent and saved): every screen that names a platform or a post's language (the generator, the campaign details,
 * the lists, the profile's supply, the funnel) takes them from here.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLATFORMS, type Language, type Platform } from '@app/contract';

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

/** The generator platform a campaign's entry stands for ("google review", " Redbook "), if it is one of the five. */
export function platformOfEntryType(type: string): Platform | undefined {
  const key = type.trim().replace(/\s+/g, ' ').toLowerCase();
  return PLATFORMS.find((platform) => platform.toLowerCase() === key);
}
