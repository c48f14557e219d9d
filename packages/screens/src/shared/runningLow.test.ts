import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n';
import { runningLowText } from './runningLow';

const english = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
const chinese = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': await loadMessages('zh-CN', 'backoffice') } });
const malay = setupI18n({ locale: 'ms', messages: { ms: await loadMessages('ms', 'backoffice') } });

describe('runningLowText', () => {
  it('says a platform with none left has no posts', () => {
    expect(runningLowText({ platform: 'Google Review', unused: 0 }, english)).toBe(
      'Google Review has no posts — generate some',
    );
  });
  it('counts the few left in the singular and the plural', () => {
    expect(runningLowText({ platform: 'Redbook', unused: 1 }, english)).toBe(
      'Redbook has only 1 unused post left — generate some',
    );
    expect(runningLowText({ platform: 'Redbook', unused: 3 }, english)).toBe(
      'Redbook has only 3 unused posts left — generate some',
    );
  });
  it('says it in Chinese and Malay, the platform named as it is', () => {
    expect(runningLowText({ platform: 'Instagram', unused: 0 }, chinese)).toContain('Instagram');
    expect(runningLowText({ platform: 'Instagram', unused: 0 }, chinese)).not.toContain('has no posts');
    expect(runningLowText({ platform: 'Instagram', unused: 2 }, malay)).toMatch(/Instagram.*2/);
    expect(runningLowText({ platform: 'Instagram', unused: 2 }, malay)).not.toContain('unused');
    // the platform as the interface names it
    expect(runningLowText({ platform: 'Redbook', unused: 0 }, chinese)).toContain('小红书');
    expect(runningLowText({ platform: 'Shopee Mall', unused: 0 }, chinese)).toContain('Shopee Mall');
  });
});
