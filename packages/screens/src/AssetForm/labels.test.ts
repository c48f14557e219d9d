import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ASSET_TYPES } from '@app/contract';
import { LOCALES, loadMessages } from '../i18n';
import { ASSET_TYPE_LABELS, assetTypeLabel } from './labels';

describe('the asset type labels', () => {
  it('name every asset type of the contract in every language', async () => {
    expect(Object.keys(ASSET_TYPE_LABELS).sort()).toEqual([...ASSET_TYPES].sort());
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale, 'backoffice');
      for (const type of ASSET_TYPES) expect(messages[ASSET_TYPE_LABELS[type].id], `${locale}: ${type}`).toBeTruthy();
    }
  });

  it('keep the English type names and translate them', async () => {
    const en = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
    const zh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': await loadMessages('zh-CN', 'backoffice') } });
    expect(ASSET_TYPES.map((type) => assetTypeLabel(en, type))).toEqual([...ASSET_TYPES]);
    expect(assetTypeLabel(zh, 'image')).toBe('图片');
  });
});
