/**
 * The catalogs against a fresh extraction of the code (as `npx lingui extract` would do it, without writing): each
 * catalog (customer, back-office) holds exactly the messages the code uses — none missing, none obsolete — and
 * every language translates each of them, with the same ICU placeholders as the English source.
 */
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales';

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}

interface CatalogState {
  extracted: Set<string>;
  byLocale: Map<string, Record<string, Entry>>;
}

const configPath = fileURLToPath(new URL('../../../../lingui.config.ts', import.meta.url));
const states = new Map<string, CatalogState>();

/** The names of a message's ICU arguments (`{name}`, `{count, plural, …}`), sorted, once each. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((match) => match[1] ?? ''))].sort();
}

beforeAll(async () => {
  const config = getConfig({ configPath, skipValidation: true });
  for (const catalog of await getCatalogs(config)) {
    const name = catalog.path.includes('/customer/') ? 'customer' : 'backoffice';
    const extracted = new Set(Object.keys((await catalog.collect()) ?? {}));
    const byLocale = new Map<string, Record<string, Entry>>();
    for (const locale of LOCALES) byLocale.set(locale, await catalog.read(locale));
    states.set(name, { extracted, byLocale });
  }
}, 180_000);

describe('placeholders', () => {
  it('finds simple and plural arguments, not the words inside a plural', () => {
    expect(placeholders('{count, plural, one {# item} other {# items}} for {name}')).toEqual(['count', 'name']);
    expect(placeholders('No results for "{search}".')).toEqual(['search']);
    expect(placeholders('Plain text')).toEqual([]);
  });
});

for (const name of ['customer', 'backoffice']) {
  describe(`the ${name} catalogs`, () => {
    const state = () => {
      const found = states.get(name);
      if (!found) throw new Error(`no ${name} catalog in lingui.config.ts`);
      return found;
    };

    it('hold messages', () => {
      expect(state().extracted.size).toBeGreaterThan(20);
    });

    for (const locale of LOCALES) {
      it(`${locale}: exactly the messages the code uses (none missing, none obsolete)`, () => {
        const entries = state().byLocale.get(locale) ?? {};
        const live = Object.keys(entries).filter((id) => !entries[id]?.obsolete);
        const obsolete = Object.keys(entries).filter((id) => entries[id]?.obsolete);
        expect(obsolete, 'obsolete entries (run npx lingui extract --clean)').toEqual([]);
        const missing = [...state().extracted].filter((id) => !live.includes(id));
        const unused = live.filter((id) => !state().extracted.has(id));
        expect(missing, 'messages missing from the catalog (run npx lingui extract)').toEqual([]);
        expect(unused, 'messages the code no longer uses').toEqual([]);
      });

      if (locale === SOURCE_LOCALE) continue;
      it(`${locale}: translates every message, with the source's placeholders`, () => {
        const entries = state().byLocale.get(locale) ?? {};
        const source = state().byLocale.get(SOURCE_LOCALE) ?? {};
        const empty: string[] = [];
        const mismatched: string[] = [];
        for (const [id, entry] of Object.entries(entries)) {
          const english = source[id]?.message || source[id]?.translation || id;
          const translation = entry.translation ?? '';
          if (translation.trim() === '') empty.push(english);
          else if (placeholders(translation).join() !== placeholders(english).join()) {
            mismatched.push(`${english} → ${translation}`);
          }
        }
        expect(empty, 'messages without a translation').toEqual([]);
        expect(mismatched, 'placeholders that differ from English').toEqual([]);
      });
    }
  });
}

describe('the two catalogs together', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a message in both reads the same in both (one name per platform everywhere)`, () => {
      const customer = states.get('customer')?.byLocale.get(locale) ?? {};
      const backoffice = states.get('backoffice')?.byLocale.get(locale) ?? {};
      const english = states.get('customer')?.byLocale.get(SOURCE_LOCALE) ?? {};
      const shared = Object.keys(customer).filter((id) => id in backoffice);
      const named = (id: string) => english[id]?.translation ?? id;
      // the customer page writes the brand TikTok (its own message); the back-office keeps the SPEC's Tiktok
      expect(shared.map(named)).toEqual(expect.arrayContaining(['Redbook', 'Google Review', 'Facebook']));
      expect(Object.values(english).map((message) => message.translation)).toContain('TikTok');
      const differing = shared
        .filter((id) => customer[id]?.translation !== backoffice[id]?.translation)
        .map((id) => `${named(id)}: ${customer[id]?.translation} / ${backoffice[id]?.translation}`);
      expect(differing).toEqual([]);
    });
  }
});
