// Front-end weight: gzip size of the JS and CSS each route loads, from packages/app/dist.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HASH = '[A-Za-z0-9_-]{8}';

/**
 * Route → lazy chunks (by the component module name Vite gives the chunk). The entry (index.html's module script
 * and its static imports) loads on every route; an area chunk (AdminArea / TenantArea) and a page chunk follow.
 */
export const ROUTES = [
  { route: '/login/admin (and /login/tenant)', chunks: ['LoginPage'] },
  ...[
    ['/admin/dashboard', 'DashboardPage'],
    ['/admin/campaign', 'CampaignPage'],
    ['/admin/content', 'ContentPage'],
    ['/admin/asset', 'AssetPage'],
    ['/admin/entry', 'EntryPage'],
    ['/admin/manage-admin', 'AdminsPage'],
    ['/admin/manage-tenant', 'TenantsPage'],
    ['/admin/manage-user', 'UsersPage'],
    ['/admin/link', 'LinksPage'],
  ].map(([route, page]) => ({ route, chunks: ['AdminArea', page] })),
  ...[
    ['/tenant/profile', 'ProfilePage'],
    ['/tenant/campaign', 'CampaignPage'],
    ['/tenant/campaign-details/:id', 'CampaignDetailsPage'],
    ['/tenant/content', 'ContentPage'],
    ['/tenant/asset', 'AssetPage'],
    ['/tenant/entry', 'EntryPage'],
  ].map(([route, page]) => ({ route, chunks: ['TenantArea', page] })),
];

/**
 * The JS files of `assetsDir` that `roots` load before they run: the roots and, transitively, their static imports
 * (`from"./x.js"`, `import"./x.js"`), not their lazy chunks.
 */
export function staticClosure(assetsDir, roots) {
  const files = readdirSync(assetsDir);
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(assetsDir, file), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (files.includes(match[1])) stack.push(match[1]);
  }
  return seen;
}

export function measureFrontend(distDir) {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(path.join(distDir, 'index.html'))) return { error: `no build at ${distDir}` };
  const files = readdirSync(assets);
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) {
      const bytes = readFileSync(path.join(assets, file));
      gz.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return gz.get(file);
  };
  const closure = (roots) => staticClosure(assets, roots);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const entryCss = [...html.matchAll(/<link[^>]+href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  const chunkFile = (name) => files.find((file) => new RegExp(`^${name}-${HASH}\\.js$`).test(file));
  const cssOf = (jsFiles) => {
    // a lazy chunk's CSS is named after it (Vite: Name-hash.css)
    const css = new Set(entryCss);
    for (const js of jsFiles) {
      const base = js.replace(new RegExp(`-${HASH}\\.js$`), '');
      for (const file of files) if (new RegExp(`^${base}-${HASH}\\.css$`).test(file)) css.add(file);
    }
    return [...css];
  };
  const routes = ROUTES.map(({ route, chunks }) => {
    const missing = chunks.filter((name) => !chunkFile(name));
    const js = [...closure([...entry, ...chunks.map(chunkFile).filter(Boolean)])];
    const css = cssOf(js);
    const sum = (list, key) => list.reduce((total, file) => total + size(file)[key], 0);
    return {
      route,
      jsGzipKB: Math.round(sum(js, 'gzip') / 102.4) / 10,
      jsRawKB: Math.round(sum(js, 'raw') / 102.4) / 10,
      cssGzipKB: Math.round(sum(css, 'gzip') / 102.4) / 10,
      files: js.length + css.length,
      ...(missing.length ? { missing } : {}),
    };
  });
  const cssFiles = files.filter((file) => file.endsWith('.css'));
  // the i18n runtime (Lingui's core and react, a chunk of its own, see packages/app/vite.config.ts), part of the
  // login route's JS; and the English back-office catalog the app loads before it renders
  const i18nChunk = chunkFile('i18n');
  const loginJs = closure(entry);
  const i18n = i18nChunk
    ? {
        runtimeGzipKB: Math.round(size(i18nChunk).gzip / 102.4) / 10,
        onLoginRoute: loginJs.has(i18nChunk),
      }
    : { error: 'no i18n chunk in the build' };
  return {
    i18n,
    routes,
    cssFiles: cssFiles.length,
    totalJsGzipKB:
      Math.round(files.filter((f) => f.endsWith('.js')).reduce((t, f) => t + size(f).gzip, 0) / 102.4) / 10,
  };
}
