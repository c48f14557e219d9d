/**
 * The QR page's HTML: the built `q.html` (the front end's own entry) with its data in place of `<!--q-data-->`, its
 * language on `<html lang>`, and a strict Content-Security-Policy that allows the template's own inline scripts and
 * styles by hash. Without a built template, a small page of its own that still shows the business.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { PublicLinkView } from '@app/contract';
import type { PageLanguage } from './language';

export const DATA_PLACEHOLDER = '<!--q-data-->';

export interface PageData {
  uuid: string;
  view: PublicLinkView | null;
}

export interface Template {
  /** The HTML around the placeholder. */
  head: string;
  tail: string;
  /** CSP sources of the template's inline scripts and styles. */
  scripts: string[];
  styles: string[];
}

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hashes of the inline `<script>` (executable ones: no src, a JavaScript type) and `<style>` elements. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type === undefined || type === 'module' || type.includes('javascript')) scripts.push(hashSource(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) => hashSource(body));
  return { scripts, styles };
}

function parseTemplate(html: string): Template {
  const at = html.indexOf(DATA_PLACEHOLDER);
  // a template without the placeholder gets its data at the end of its head
  const split = at >= 0 ? at : Math.max(0, html.search(/<\/head\s*>/i));
  const end = at >= 0 ? at + DATA_PLACEHOLDER.length : split;
  return { head: html.slice(0, split), tail: html.slice(end), ...inlineHashes(html) };
}

/** How often the template's file is looked at again (a page view costs no file system call in between). */
const TEMPLATE_CHECK_MS = 1000;

/** `q.html` of the static directory, read once and again when the file changes (`npm start` rebuilds it). */
export class PageTemplate {
  private cached: { version: string; template: Template } | undefined;
  private checked: { at: number; template: Promise<Template | undefined> } | undefined;

  constructor(private readonly file: string | undefined) {}

  load(): Promise<Template | undefined> {
    const now = Date.now();
    if (!this.checked || now - this.checked.at >= TEMPLATE_CHECK_MS) {
      this.checked = { at: now, template: this.read() };
    }
    return this.checked.template;
  }

  private async read(): Promise<Template | undefined> {
    if (!this.file) return undefined;
    try {
      const info = await stat(this.file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (this.cached?.version !== version) {
        this.cached = { version, template: parseTemplate(await readFile(this.file, 'utf8')) };
      }
      return this.cached.template;
    } catch {
      this.cached = undefined;
      return undefined;
    }
  }
}

/** JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function withLanguage(html: string, language: PageLanguage): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${language}"${rest}>`;
  });
}

const TEXTS: Record<PageLanguage, Record<'notFound' | 'vacant' | 'platforms' | 'tooMany', string>> = {
  en: {
    notFound: 'This QR code was not found.',
    vacant: 'This QR code is not active yet.',
    platforms: 'Choose a platform',
    tooMany: 'Too many requests. Please try again in a few minutes.',
  },
  'zh-CN': {
    notFound: '找不到这个二维码。',
    vacant: '这个二维码尚未启用。',
    platforms: '选择平台',
    tooMany: '请求过多，请几分钟后再试。',
  },
  ms: {
    notFound: 'Kod QR ini tidak dijumpai.',
    vacant: 'Kod QR ini belum aktif.',
    platforms: 'Pilih platform',
    tooMany: 'Terlalu banyak permintaan. Sila cuba lagi dalam beberapa minit.',
  },
};

const FALLBACK_STYLE =
  'body{margin:0 auto;max-width:30rem;padding:1.5rem;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328}h1{font-size:1.5rem}li{margin:.25rem 0}';

/** The page of its own (no built template): the business's name and platforms, or what became of the link. */
function fallbackPage(data: PageData | null, language: PageLanguage): string {
  const texts = TEXTS[language];
  const view = data?.view;
  let title: string;
  let body: string;
  if (!data) {
    title = texts.tooMany;
    body = `<p>${escapeHtml(texts.tooMany)}</p>`;
  } else if (!view) {
    title = texts.notFound;
    body = `<p>${escapeHtml(texts.notFound)}</p>`;
  } else if (view.status === 'vacant') {
    title = texts.vacant;
    body = `<p>${escapeHtml(texts.vacant)}</p>`;
  } else {
    title = view.business.name;
    const items = view.platforms.map((platform) => `<li>${escapeHtml(platform.name)}</li>`).join('');
    body = `<h1>${escapeHtml(view.business.name)}</h1>${items ? `<h2>${escapeHtml(texts.platforms)}</h2><ul>${items}</ul>` : ''}`;
  }
  const script = data ? `<script id="q-data" type="application/json">${scriptJson(data)}</script>` : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${FALLBACK_STYLE}</style>${script}</head><body><main>${body}</main></body></html>`;
}

const FALLBACK_STYLE_HASH = hashSource(FALLBACK_STYLE);

function contentSecurityPolicy(scripts: string[], styles: string[], fileOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${["'self'", ...scripts].join(' ')}`,
    `style-src ${["'self'", ...styles].join(' ')}`,
    `img-src 'self' ${fileOrigin} data: blob:`,
    "font-src 'self' data:",
    `connect-src 'self' ${fileOrigin}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Per template: its head in each language and its CSP for each file origin (a template never changes once read). */
const headsOf = new WeakMap<Template, Map<string, string>>();
const policiesOf = new WeakMap<Template, Map<string, string>>();

function remembered(
  cache: WeakMap<Template, Map<string, string>>,
  template: Template,
  key: string,
  make: () => string,
) {
  let byKey = cache.get(template);
  if (!byKey) {
    byKey = new Map();
    cache.set(template, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    if (byKey.size >= 16) byKey.clear();
    byKey.set(key, value);
  }
  return value;
}

/**
 * The page's HTML and CSP. `data` null: the too-many-requests page. `fileOrigin`: where signed file URLs point
 * (the public address), allowed for images and downloads.
 */
export function renderPage(
  template: Template | undefined,
  data: PageData | null,
  language: PageLanguage,
  fileOrigin: string,
): { html: string; csp: string } {
  if (!template || !data) {
    return { html: fallbackPage(data, language), csp: contentSecurityPolicy([], [FALLBACK_STYLE_HASH], fileOrigin) };
  }
  const script = `<script id="q-data" type="application/json">${scriptJson(data)}</script>`;
  const head = remembered(headsOf, template, language, () => withLanguage(template.head, language));
  const csp = remembered(policiesOf, template, fileOrigin, () =>
    contentSecurityPolicy(template.scripts, template.styles, fileOrigin),
  );
  return { html: `${head}${script}${template.tail}`, csp };
}
