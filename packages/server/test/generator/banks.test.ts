import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { en, ms, zh } from '../../src/generator/banks';
import { loadBank } from '../../src/generator/banks/schema';

const banksDir = fileURLToPath(new URL('../../src/generator/banks/', import.meta.url));
const rawBank = (code: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(banksDir, `${code}.json`), 'utf8')) as Record<string, unknown>;

describe('phrase banks as data', () => {
  it('loads the three shipped banks', () => {
    for (const bank of [en, ms, zh]) expect(bank.industries.general.hooks.length).toBeGreaterThan(0);
  });

  it('refuses a malformed bank, naming the file and the path of the bad field', () => {
    const bank = rawBank('ms') as { tones: Record<string, { hooks: unknown[] }> };
    const hooks = bank.tones.neutral?.hooks;
    if (!hooks) throw new Error('the Malay bank has no neutral hooks');
    hooks[1] = 42;
    expect(() => loadBank(bank, 'banks/ms.json')).toThrow(/banks\/ms\.json.*tones\.neutral\.hooks\.1/);
  });

  it('refuses a template with an unknown field, a missing industry and an extra key', () => {
    const unknownField = rawBank('en') as { businessHooks: unknown[] };
    unknownField.businessHooks[0] = 'Hello {customerName}!';
    expect(() => loadBank(unknownField, 'en.json')).toThrow(/businessHooks\.0: uses an unknown field/);

    const missing = rawBank('zh') as { industries: Record<string, unknown> };
    delete missing.industries.general;
    expect(() => loadBank(missing, 'zh.json')).toThrow(/industries\.general/);

    const extra = { ...rawBank('en'), jokes: [] };
    expect(() => loadBank(extra, 'en.json')).toThrow(/jokes/);

    const loop = rawBank('en') as { industries: Record<string, Record<string, unknown>> };
    loop.industries.meals = { extends: 'drinks' };
    expect(() => loadBank(loop, 'en.json')).toThrow(/industries\.meals\.extends/);
  });

  describe('in the server bundle', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'banks-bundle-'));
    afterAll(() => rmSync(outdir, { recursive: true, force: true }));

    it('are bundled with the code that loads them (esbuild, as scripts/server-bundle.mjs builds)', async () => {
      const esbuild = await import('esbuild');
      const outfile = join(outdir, 'banks.mjs');
      await esbuild.build({
        entryPoints: [join(banksDir, 'index.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        logLevel: 'silent',
        plugins: [
          {
            name: 'external-packages',
            setup(build) {
              build.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith('@app/') ? undefined : { external: true },
              );
            },
          },
        ],
      });
      const bundled = (await import(outfile)) as { ms: typeof ms };
      expect(bundled.ms.industries.general.hooks).toEqual(ms.industries.general.hooks);
    });
  });
});
