import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { GENERATOR_LEFT_OUT_FIELDS, GENERATOR_REFUSALS, type GeneratedPost } from '@app/contract';
import { LOCALES, loadMessages, type Locale } from '../i18n';
import { LEFT_OUT_LABELS, REFUSAL_MESSAGES, failureText, leftOutFields, leftOutList } from './refusals';

async function i18nIn(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

describe('refusals', () => {
  it('say every reason of the contract, and name every field it may leave out, in every language', async () => {
    expect(Object.keys(REFUSAL_MESSAGES).sort()).toEqual([...GENERATOR_REFUSALS].sort());
    expect(Object.keys(LEFT_OUT_LABELS).sort()).toEqual([...GENERATOR_LEFT_OUT_FIELDS].sort());
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale, 'backoffice');
      for (const descriptor of [...Object.values(REFUSAL_MESSAGES), ...Object.values(LEFT_OUT_LABELS)]) {
        expect(messages[descriptor.id], `${locale}: ${descriptor.id}`).toBeTruthy();
      }
    }
  });

  it("say a refused post's reason instead of the server's English text; an unknown error as sent", async () => {
    const chinese = await i18nIn('zh-CN');
    const refused: GeneratedPost = {
      title: '',
      content: '',
      keywords: [],
      error: 'The post repeated another.',
      refusal: 'duplicate',
    };
    expect(failureText(chinese, refused)).toMatch(/^这篇帖子被拒绝了：.*太像了/);
    expect(failureText(chinese, { title: '', content: '', keywords: [], error: 'Model timed out' })).toBe(
      'Model timed out',
    );
    expect(
      failureText(chinese, {
        title: '',
        content: '',
        keywords: [],
        error: 'The generator is unavailable. Please try again.',
      }),
    ).toBe('生成器暂时无法使用，请再试一次。');
  });

  it('gather the fields any post left out, in the form’s order, as a list in the user’s language', async () => {
    const post: GeneratedPost = { title: '', content: '', keywords: [] };
    const fields = leftOutFields([
      { ...post, leftOut: ['photoNotes', 'benefits'] },
      { ...post, leftOut: ['targetAudience', 'benefits'] },
      post,
    ]);
    expect(fields).toEqual(['targetAudience', 'benefits', 'photoNotes']);
    expect(leftOutList(await i18nIn('en'), fields)).toBe('Target Audience, Benefits, and Picked notes');
    expect(leftOutList(await i18nIn('ms'), fields.slice(0, 2))).toBe('Sasaran pelanggan dan Kelebihan');
    expect(leftOutFields([post])).toEqual([]);
  });
});
