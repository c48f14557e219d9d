/**
 * The whole posts as data (posts/<lang>/<mode>.json, core.json): every shipped file passes the check command's rules,
 * a malformed file stops the load naming the file and the path, the check names each kind of problem, and the files
 * travel in the server's bundle.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS, MODES, type Mode } from '../../src/generator/families';
import { loadFamilies } from '../../src/generator/industries';
import { loadPosts, POSTS } from '../../src/generator/posts';
import { fileProblems, postsFiles } from '../../src/generator/posts/check';
import { lineWarnings, modeProblems } from '../../src/generator/posts/schema';

const postsDir = fileURLToPath(new URL('../../src/generator/posts/', import.meta.url));
const raw = (lang: string, name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(postsDir, lang, `${name}.json`), 'utf8')) as Record<string, unknown>;
const rawModes = (lang: string) =>
  Object.fromEntries(MODES.map((mode) => [mode, raw(lang, mode)])) as Record<Mode, Record<string, unknown>>;

const post = (...lines: string[]) => [lines];
interface Fixture {
  redbook: string[][][];
  tiktok: string[][][];
  instagram: string[][][];
  facebook: string[][][];
  page: string[][][];
  review: { openers: string[]; middles: string[]; verdicts: string[] };
  titles: string[];
}

/** A mode file with enough well-formed lines, for a test to break one of them. */
function fixture(): Fixture {
  const many = <T>(n: number, make: (k: number) => T) => Array.from({ length: n }, (_, k) => make(k));
  const social = () => many(6, (k) => post(`{e} [Tried|Had|Got] {thing} at {business} [today|again|at last] ${k}`));
  return {
    redbook: social(),
    tiktok: social(),
    instagram: social(),
    facebook: social(),
    page: many(5, () => post('[We made|We have|We serve] {thing} at {business}.')),
    review: {
      openers: many(12, () => '[Had|Tried|Got] {thing} at {business}.'),
      middles: many(12, () => '[Noted|Saw|Liked] {benefits}.'),
      verdicts: many(10, () => '[Would|Will|Might] go back to {business}.'),
    },
    titles: many(10, () => '{thing} [at|from|by] {business}'),
  };
}

describe('whole posts as data', () => {
  it('ships every file of every language, and each passes the check', () => {
    const { files, missing } = postsFiles();
    expect(missing).toEqual([]);
    expect(files).toHaveLength(LANGS.length * (MODES.length + 1));
    const problems = files.flatMap((file) =>
      fileProblems(file).map(({ path, message }) => `${file.slice(postsDir.length)}: ${path}: ${message}`),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a malformed file at load, naming the file and the path of the bad line', () => {
    const modes = rawModes('ms');
    const eat = modes.eat as { redbook: string[][][] };
    eat.redbook[1] = [['Cuba {thing} di {kedai}']];
    expect(() => loadPosts('ms', { core: raw('ms', 'core'), modes })).toThrow(
      /posts\/ms\/eat\.json.*redbook\.1\.0\.0: unknown slot \{kedai\}/u,
    );
    const other = rawModes('zh');
    delete other.stay.page;
    expect(() => loadPosts('zh', { core: raw('zh', 'core'), modes: other })).toThrow(/posts\/zh\/stay\.json.*page/u);
  });

  it('names each kind of problem with its path', () => {
    const lines = (edit: (data: Fixture) => void): string[] => {
      const data = fixture();
      edit(data);
      return modeProblems(data, 'en').map(({ path, message }) => `${path}: ${message}`);
    };
    expect(lines(() => undefined)).toEqual([]);
    expect(lines((d) => (d.redbook[0] = post('Tried {dish}')))).toContainEqual(
      expect.stringMatching(/^redbook\.0\.0\.0: unknown slot/u),
    );
    expect(lines((d) => (d.tiktok[1] = post('[Tried|Had {thing}')))).toContainEqual(
      expect.stringMatching(/^tiktok\.1\.0\.0: unbalanced/u),
    );
    expect(lines((d) => (d.instagram = d.instagram.slice(0, 5)))).toContain('instagram: has 5, needs at least 6');
    expect(lines((d) => (d.review.middles[2] = '{e} [Liked|Loved] {benefits}.'))).toContainEqual(
      expect.stringMatching(/^review\.middles\.2: a review line uses \{e\}/u),
    );
    expect(lines((d) => (d.facebook[0] = post('[Tried|Had] {thing} #foodie')))).toContainEqual(
      expect.stringMatching(/hashtag/u),
    );
    expect(lines((d) => (d.titles[0] = '「{thing}」[at|by] {business}'))).toContainEqual(
      expect.stringMatching(/^titles\.0: 「」/u),
    );
    expect(lines((d) => (d.redbook[2] = post('[Honest review|Real talk] of {thing}')))).toContainEqual(
      expect.stringMatching(/^redbook\.2\.0\.0: a claim/u),
    );
    expect(lines((d) => (d.page[0] = post('WhatsApp [us|now] at {business} for {thing}')))).toContainEqual(
      expect.stringMatching(/^page\.0\.0\.0: contact details/u),
    );
    expect(lines((d) => (d.facebook[3] = post('[So|Very] nice, we will be back to {business}')))).toContainEqual(
      expect.stringMatching(/^facebook\.3\.0\.0: the business's voice/u),
    );
    expect(lines((d) => (d.redbook[4] = post('{e} Quick one: {thing} at {business}')))).toContainEqual(
      expect.stringMatching(/seam/u),
    );
    expect(lines((d) => (d.redbook[5] = post('I really enjoyed my time there today.')))).toContainEqual(
      expect.stringMatching(/a sentence of 5\+ words with no slot or choice/u),
    );
    const twice = (d: Fixture) =>
      (d.instagram[1] = [
        ['[Tried|Had] {thing} at {business}.', '{benefits}. Loved it.'],
        ['{benefit}, [yes|really].'],
      ]);
    expect(lines(twice)).toContain('instagram.1: says {benefits}/{benefit} in 2 lines');
    const avoided = modeProblems(fixture(), 'en', ['tried']).map(({ message }) => message);
    expect(avoided).toContainEqual(expect.stringMatching(/"tried": a word one family of this mode must never use/u));
  });

  it('warns of a sentence of choices only that posts of different businesses would share', () => {
    expect(lineWarnings("[I'd go back|Would go again|Going back for round two].")).toHaveLength(1);
    expect(lineWarnings("[I'd go back to|Would go again to|Going back to] {business}.")).toEqual([]);
    expect(lineWarnings('[Yes|Sure].')).toEqual([]);
  });

  it('checks a file on the command line the same way', () => {
    const dir = mkdtempSync(join(tmpdir(), 'posts-check-'));
    try {
      mkdirSync(join(dir, 'en'));
      const file = join(dir, 'en', 'eat.json');
      const data = fixture();
      data.redbook[0] = post('Tried {dish}');
      writeFileSync(file, JSON.stringify(data));
      const found = fileProblems(file).map(({ path, message }) => `${path}: ${message}`);
      expect(found).toContainEqual(expect.stringMatching(/^redbook\.0\.0\.0: unknown slot/u));
      writeFileSync(join(dir, 'en', 'jokes.json'), '{}');
      expect(fileProblems(join(dir, 'en', 'jokes.json'))[0]?.message).toMatch(/not core\.json or a mode/u);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a family without its mode or with an unknown one, naming the family', () => {
    const families = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../src/generator/banks/industries.json', import.meta.url)), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    expect(() => loadFamilies(families)).not.toThrow();
    const noMode = structuredClone(families);
    delete noMode.nails?.mode;
    expect(() => loadFamilies(noMode)).toThrow(/industries\.json.*nails\.mode/u);
    const badMode = structuredClone(families);
    if (badMode.car) badMode.car.mode = 'drive';
    expect(() => loadFamilies(badMode)).toThrow(/car\.mode: must be a mode/u);
  });

  describe('in the server bundle', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'posts-bundle-'));
    afterAll(() => rmSync(outdir, { recursive: true, force: true }));

    it('are bundled with the code that loads them (esbuild, as scripts/server-bundle.mjs builds)', async () => {
      const esbuild = await import('esbuild');
      const outfile = join(outdir, 'posts.mjs');
      await esbuild.build({
        entryPoints: [join(postsDir, 'index.ts')],
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
      const bundled = (await import(outfile)) as { POSTS: typeof POSTS };
      expect(bundled.POSTS.ms.modes.eat.redbook).toEqual(POSTS.ms.modes.eat.redbook);
      expect(bundled.POSTS.zh.core.families.nails).toEqual(POSTS.zh.core.families.nails);
    });
  });
});
