import { describe, expect, it } from 'vitest';
import { isLocale, matchLocale, pickLocale } from './locales';

describe('matchLocale', () => {
  it('matches a tag by its primary language, in any case or separator', () => {
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('zh-Hans-MY')).toBe('zh-CN');
    expect(matchLocale('zh-TW')).toBe('zh-CN');
    expect(matchLocale('ms_MY')).toBe('ms');
  });
  it('answers null for other languages and empty tags', () => {
    expect(matchLocale('ta-MY')).toBeNull();
    expect(matchLocale('fr')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe('pickLocale', () => {
  it('takes the first preference it knows', () => {
    expect(pickLocale(['ta-MY', 'ms-MY', 'en'])).toBe('ms');
    expect(pickLocale([null, 'zh-CN', 'en-US'])).toBe('zh-CN');
  });
  it('falls back to English', () => {
    expect(pickLocale(['fr-FR', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts exactly the three locales', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
