import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, initialLocale, rememberLocale, storedLocale } from './locale';

function memoryStorage(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('initialLocale', () => {
  it("prefers the customer's remembered choice", () => {
    expect(initialLocale({ stored: 'ms', browser: ['zh-CN', 'en'], server: 'zh-CN' })).toBe('ms');
  });
  it("then the browser's languages, in order", () => {
    expect(initialLocale({ stored: null, browser: ['ta-MY', 'zh-Hans-MY', 'en'], server: 'en' })).toBe('zh-CN');
  });
  it("then the server's guess, then English", () => {
    expect(initialLocale({ stored: null, browser: ['fr-FR'], server: 'ms' })).toBe('ms');
    expect(initialLocale({ stored: null, browser: [], server: null })).toBe('en');
  });
});

describe('storedLocale and rememberLocale', () => {
  it('keep a choice across visits', () => {
    const storage = memoryStorage();
    expect(storedLocale(() => storage)).toBeNull();
    rememberLocale(() => storage, 'zh-CN');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(storedLocale(() => storage)).toBe('zh-CN');
  });
  it('ignore a stored value that is not one of the languages', () => {
    expect(storedLocale(() => memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' }))).toBeNull();
  });
  it('survive storage that refuses access', () => {
    expect(storedLocale(blocked)).toBeNull();
    expect(() => rememberLocale(blocked, 'ms')).not.toThrow();
  });
});
