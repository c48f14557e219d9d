/**
 * Checks the whole posts: `npx tsx packages/server/src/generator/posts/check.ts [--warnings] [files…]` validates every
 * posts file (posts/<lang>/core.json and posts/<lang>/<mode>.json) or the ones given, and prints each problem with its
 * file and path; `--warnings` adds the sentences of choices only that posts of different businesses will share. It
 * exits with 1 when any file has a problem (warnings aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, MODES, type PostLanguage } from '../families';
import { modeAvoid } from './avoid';
import { coreProblems, modeProblems, modeWarnings, type Problem } from './schema';

const root = dirname(fileURLToPath(import.meta.url));

/** The problems of one posts file, by its place: `<lang>/core.json` or `<lang>/<mode>.json`. */
export function fileProblems(file: string): Problem[] {
  const lang = basename(dirname(file));
  const name = basename(file, '.json');
  if (!(LANGS as readonly string[]).includes(lang))
    return [{ path: '(file)', message: `is not in a language's folder (${LANGS.join(', ')})` }];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [{ path: '(file)', message: `is not JSON: ${(error as Error).message}` }];
  }
  if (name === 'core') return coreProblems(raw, lang as PostLanguage);
  if (!(MODES as readonly string[]).includes(name))
    return [{ path: '(file)', message: `is not core.json or a mode (${MODES.join(', ')})` }];
  return modeProblems(raw, lang as PostLanguage, modeAvoid(name as (typeof MODES)[number]));
}

/** Every posts file there is, and the names of those not written yet. */
export function postsFiles(): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const lang of LANGS) {
    const present = new Set(readdirSafe(join(root, lang)));
    for (const name of ['core', ...MODES]) {
      if (present.has(`${name}.json`)) files.push(join(root, lang, `${name}.json`));
      else missing.push(`${lang}/${name}.json`);
    }
  }
  return { files, missing };
}

function readdirSafe(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** The warnings of a mode file (none for core.json or a file with problems). */
export function fileWarnings(file: string): Problem[] {
  if (basename(file, '.json') === 'core') return [];
  try {
    return modeWarnings(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

function main(args: string[]): number {
  const warnings = args.includes('--warnings');
  const given = args.filter((arg) => arg !== '--warnings').map((file) => resolve(file));
  const { files, missing } = given.length > 0 ? { files: given, missing: [] } : postsFiles();
  let count = 0;
  for (const file of files) {
    const problems = fileProblems(file);
    const shown = relative(process.cwd(), file);
    for (const { path, message } of problems) console.log(`${shown}: ${path}: ${message}`);
    if (problems.length === 0) console.log(`${shown}: ok`);
    count += problems.length;
    if (warnings)
      for (const { path, message } of fileWarnings(file)) console.log(`${shown}: ${path}: warning: ${message}`);
  }
  if (missing.length > 0) console.log(`not written yet: ${missing.join(', ')}`);
  console.log(count === 0 ? `${files.length} files, no problems` : `${count} problems in ${files.length} files`);
  return count === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
