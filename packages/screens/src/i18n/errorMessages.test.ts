import { setupI18n } from '@lingui/core';
import { ERROR_TEXTS, errorText, type ErrorTextCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs';
import { ERROR_MESSAGES, errorMessage, translateErrorText } from './errorMessages';

const SAMPLE: Record<string, string> = {
  field: 'Campaign Name',
  max: '20000',
  min: '8',
  values: 'TikTok, Redbook',
  columns: 'name, createdAt',
  path: 'keyword.0',
  quota: '2 GiB',
  problem: 'shutting down',
  platform: '"Friendster"',
  status: 'archived',
};

async function i18nIn(locale: 'en' | 'zh-CN' | 'ms') {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

describe('ERROR_MESSAGES', () => {
  it("renders every code's English exactly as the contract's message, with sample params", async () => {
    const en = await i18nIn('en');
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_TEXTS).sort());
    for (const code of Object.keys(ERROR_TEXTS) as ErrorTextCode[]) {
      const names = [...ERROR_TEXTS[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const params = Object.fromEntries(names.map((name) => [name, SAMPLE[name]!]));
      const expected = (errorText as (code: string, params?: object) => string)(code, params);
      expect(errorMessage(en, { code, params }), code).toBe(expected);
    }
  });

  it('translates a known code and its field label, and leaves unknown codes to the server message', async () => {
    const zh = await i18nIn('zh-CN');
    const ms = await i18nIn('ms');
    const error = { code: 'field_required', params: { field: 'Campaign Name' } };
    expect(errorMessage(zh, error)).toBe('请填写活动名称');
    expect(errorMessage(ms, error)).toBe('Nama kempen wajib diisi');
    expect(errorMessage(zh, { code: 'no_such_code' })).toBeUndefined();
    expect(translateErrorText(zh, 'Title must be at most 200 characters')).toBe('标题最多 200 个字符');
    expect(translateErrorText(ms, 'Something else')).toBe('Something else');
  });
});
