import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales';

/** The message ids and translations of a PO catalog (its header left out). */
function entries(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../locales/customer/${locale}.po`, import.meta.url), 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

describe('the catalogs', () => {
  const source = entries(SOURCE_LOCALE);

  it('hold messages', () => {
    expect(source.size).toBeGreaterThan(20);
  });

  for (const locale of LOCALES.filter((each) => each !== SOURCE_LOCALE)) {
    it(`${locale} translates every message, placeholders kept`, () => {
      const translated = entries(locale);
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [id, text] of translated) {
        expect(text, id).not.toBe('');
        const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), id).toEqual(placeholders(id));
      }
    });
  }
});
