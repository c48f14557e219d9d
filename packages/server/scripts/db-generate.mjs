#!/usr/bin/env node
/**
 * Generates a SQL migration from src/db/schema.ts with drizzle-kit (`npm run db:generate -w @app/server -- --name NAME`).
 * npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm in packages/server/node_modules, where
 * drizzle-kit's own `import("drizzle-orm")` cannot see it; so it runs from a temporary folder that links both.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(path.join(packageDir, 'package.json'));
/** The installed folder of a package, found like Node finds it (its exports may hide package.json). */
function packageFolder(name) {
  const found = (require.resolve.paths(name) ?? [])
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed`);
  return found;
}
const kitDir = packageFolder('drizzle-kit');
const ormDir = packageFolder('drizzle-orm');

const temp = mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(path.join(temp, 'node_modules'));
  symlinkSync(kitDir, path.join(temp, 'node_modules', 'drizzle-kit'));
  symlinkSync(ormDir, path.join(temp, 'node_modules', 'drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      path.join(temp, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      'generate',
      ...process.argv.slice(2),
    ],
    { cwd: packageDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
