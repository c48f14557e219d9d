import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n';
import { pickerTileName } from './AssetPicker.names';

const entries = [
  { id: 'e-red', type: 'Redbook' },
  { id: 'e-shop', type: 'Shopee' },
];

describe('pickerTileName', () => {
  it('names a tile by its platform, what it is and its place', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
    expect(pickerTileName(i18n, { type: 'image', entryId: 'e-red' }, 2, entries)).toBe('Redbook photo 2');
    expect(pickerTileName(i18n, { type: 'video', entryId: 'e-red' }, 3, entries)).toBe('Redbook video 3');
    expect(pickerTileName(i18n, { type: 'note', entryId: 'e-shop' }, 4, entries)).toBe('Shopee note 4');
  });

  it('without a known platform says what it is and its place', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
    expect(pickerTileName(i18n, { type: 'image', entryId: 'gone' }, 1, entries)).toBe('Photo 1');
    expect(pickerTileName(i18n, { type: 'video', entryId: 'gone' }, 5, [])).toBe('Video 5');
  });

  it('speaks the interface language, platform included', async () => {
    const i18n = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': await loadMessages('zh-CN', 'backoffice') } });
    expect(pickerTileName(i18n, { type: 'image', entryId: 'e-red' }, 2, entries)).toBe('小红书 照片 2');
  });
});
