import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { GeneratedPost } from '@app/contract';
import { loadMessages, type Locale } from '../i18n';
import { fallbackText } from './refusals';

async function i18nIn(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

const post = (extra: Partial<GeneratedPost>): GeneratedPost => ({
  title: 'Kopi',
  content: 'A post',
  keywords: [],
  ...extra,
});

describe('a post the built-in writer wrote in the model’s place', () => {
  it('says so, and why, in the user’s language', async () => {
    const english = await i18nIn('en');
    const chinese = await i18nIn('zh-CN');
    const malay = await i18nIn('ms');
    const down = post({ writer: 'builtin', fallback: 'unavailable' });
    const refused = post({ writer: 'builtin', fallback: 'refused' });
    expect(fallbackText(english, down)).toBe('Written by the built-in writer: the model did not answer');
    expect(fallbackText(english, refused)).toBe("Written by the built-in writer: the model's answer was refused");
    expect(fallbackText(chinese, down)).toBe('由内置写手撰写：模型没有回应');
    expect(fallbackText(malay, refused)).toBe('Ditulis oleh penulis terbina dalam: jawapan model ditolak');
  });

  it('says nothing of a post the model wrote, or of one written with no model', async () => {
    const english = await i18nIn('en');
    expect(fallbackText(english, post({ writer: 'model' }))).toBeUndefined();
    expect(fallbackText(english, post({}))).toBeUndefined();
  });
});
