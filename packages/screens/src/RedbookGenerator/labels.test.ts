import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, PLATFORMS, TONES, measurePost } from '@app/contract';
import { LOCALES, loadMessages, type Locale } from '../i18n';
import { LANGUAGE_LABELS, MEASURE_LABELS, PLATFORM_LABELS, TONE_LABELS, platformLabel, toneLabel } from './labels';

async function i18nIn(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

/** Every descriptor of a table has a non-blank text in every language's catalog. */
async function expectTranslated(table: Record<string, MessageDescriptor>) {
  for (const locale of LOCALES) {
    const messages = await loadMessages(locale, 'backoffice');
    for (const [value, descriptor] of Object.entries(table)) {
      expect(messages[descriptor.id], `${locale}: ${value}`).toBeTruthy();
    }
  }
}

describe('the generator labels', () => {
  it('name every platform, post language and tone of the contract', async () => {
    expect(Object.keys(PLATFORM_LABELS).sort()).toEqual([...PLATFORMS].sort());
    expect(Object.keys(LANGUAGE_LABELS).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(TONE_LABELS).sort()).toEqual([...TONES].sort());
    await expectTranslated(PLATFORM_LABELS);
    await expectTranslated(LANGUAGE_LABELS);
    await expectTranslated(TONE_LABELS);
  });

  it("name every measure a post's platform can show", async () => {
    const labels = new Set(
      PLATFORMS.flatMap((platform) => measurePost(platform, { title: 't', content: 'c' }).map((m) => m.label)),
    );
    expect([...labels].sort()).toEqual(Object.keys(MEASURE_LABELS).sort());
    await expectTranslated(MEASURE_LABELS);
  });

  it('keep the English platform names, and name the tones in the interface language', async () => {
    const english = await i18nIn('en');
    expect(PLATFORMS.map((platform) => platformLabel(english, platform))).toEqual([...PLATFORMS]);
    expect(toneLabel(english, '亲切自然')).toBe('Friendly and natural');
    expect(toneLabel(english, 'cheeky but kind')).toBe('cheeky but kind');
    const chinese = await i18nIn('zh-CN');
    const malay = await i18nIn('ms');
    // in Chinese a listed tone is its own name, as sent and saved
    expect(TONES.map((tone) => toneLabel(chinese, tone))).toEqual([...TONES]);
    for (const tone of TONES) {
      expect(toneLabel(english, tone)).not.toBe(tone);
      expect(toneLabel(malay, tone)).not.toBe(toneLabel(english, tone));
    }
    expect(toneLabel(malay, '真实测评')).toBe('Ulasan jujur');
    expect(platformLabel(chinese, 'Redbook')).toBe('小红书');
    expect(platformLabel(chinese, 'WhatsApp')).toBe('WhatsApp');
    expect(malay._(LANGUAGE_LABELS.Malay)).toBe('Bahasa Melayu');
  });
});
