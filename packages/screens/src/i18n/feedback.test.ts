import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs';
import { failureText, successText } from './feedback';

async function i18nIn(locale: 'en' | 'zh-CN' | 'ms') {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

describe('successText', () => {
  it('says what happened in English, counting several with the plural noun', async () => {
    const i18n = await i18nIn('en');
    expect(successText(i18n, 'campaign', 'created')).toBe('Campaign created');
    expect(successText(i18n, 'entry', 'deleted', 1)).toBe('Entry deleted');
    expect(successText(i18n, 'entry', 'deleted', 2)).toBe('2 entries deleted');
    expect(successText(i18n, 'post', 'generated', 5)).toBe('5 posts generated');
    expect(successText(i18n, 'qrCode', 'exported')).toBe('QR codes exported');
  });

  it('never says zero: a success concerns at least one record', async () => {
    expect(successText(await i18nIn('en'), 'post', 'generated', 0)).toBe('Post generated');
  });

  it('speaks Chinese and Malay', async () => {
    expect(successText(await i18nIn('zh-CN'), 'content', 'deleted', 3)).toBe('已删除 3 条内容');
    expect(successText(await i18nIn('ms'), 'campaign', 'created')).toBe('Kempen dicipta');
  });
});

describe('failureText', () => {
  const fallback = msg`Campaign created`;

  it("shows the server's message when the error carries one", async () => {
    const error = { serverMessage: 'Name is required', code: 'not-a-known-code' };
    expect(failureText(await i18nIn('zh-CN'), error, fallback)).toBe('Name is required');
  });

  it("falls back to the screen's text, translated", async () => {
    expect(failureText(await i18nIn('zh-CN'), new Error('network'), fallback)).toBe('活动已创建');
    expect(failureText(await i18nIn('en'), { serverMessage: '  ' }, 'Delete failed.')).toBe('Delete failed.');
  });
});
