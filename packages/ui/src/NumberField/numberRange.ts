import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export interface NumberRange {
  min?: number;
  max?: number;
}

/** English without a catalog (the messages' source texts), for callers outside a language provider. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * The message for a typed number that breaks the field's rules, or undefined when it is acceptable. An empty value
 * is acceptable here: whether the field is required is the form's rule. Values are whole numbers. In `i18n`'s
 * language (English by default).
 */
export function numberRangeError(text: string, { min, max }: NumberRange, i18n: I18n = english): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return t(i18n)`Must be a whole number`;
  const tooLow = min !== undefined && value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return undefined;
  if (min !== undefined && max !== undefined) return t(i18n)`Must be between ${min} and ${max}`;
  return tooLow ? t(i18n)`Must be at least ${min}` : t(i18n)`Must be at most ${max}`;
}
