// The server's production build: esbuild bundles packages/server/src (and the contract's TypeScript) into
// packages/server/dist/{main,cli}.js, so `npm start` runs plain JavaScript instead of compiling TypeScript at every
// start (`npm run dev` keeps tsx). Installed packages stay outside the bundle: Node loads them from node_modules as
// usual (PGlite finds its WebAssembly files beside its own modules). Rebuilt when a source is newer than the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'packages/server/dist');
export const SERVER_MAIN = join(outdir, 'main.js');
export const SERVER_CLI = join(outdir, 'cli.js');
const SERVER_WORKER = join(outdir, 'print-worker.js');
const sources = ['packages/server/src', 'packages/server/package.json', 'packages/contract/src'].map((path) =>
  join(root, path),
);

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function isStale() {
  const outputs = [SERVER_MAIN, SERVER_CLI, SERVER_WORKER];
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > built;
}

/** Bare imports stay external, except the workspace's own packages (TypeScript sources, bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { external: true }));
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'packages/server/src/main.ts',
      cli: 'packages/server/src/cli.ts',
      // the print kit's worker thread (print/kits.ts loads it beside the bundle)
      'print-worker': 'packages/server/src/print/worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

/** Builds the bundle when it is missing or older than its sources. */
export async function ensureServerBuilt() {
  if (!isStale()) return;
  console.log('Building the server…');
  await buildServer();
}

// `node scripts/server-bundle.mjs`: build now
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
