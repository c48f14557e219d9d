/** GET /q/{uuid}: the page a scanned QR code opens, with its data, language, headers and policy. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicLinkView } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { business, campaignOf, entryOf, phone, startWorld, type Business, type World } from './public-fixture';

let world: World;
let owner: Business;

beforeAll(async () => {
  world = await startWorld();
  owner = await business(world, 'Nasi </script><script>alert(1)</script> & Co');
  const campaign = await campaignOf(world, owner.token);
  await entryOf(world, owner, campaign.id, 'Redbook');
}, 180_000);
afterAll(() => world?.server.destroy(), 30_000);

/** The page's data: the JSON of its `q-data` script. */
function dataOf(html: string): { uuid: string; view: PublicLinkView | null } {
  const match = /<script id="q-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(match, html).not.toBeNull();
  return JSON.parse(match![1]!) as { uuid: string; view: PublicLinkView | null };
}

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('the page without a built front end', () => {
  it('shows the business (escaped), carries its data, and is never cached or framed', async () => {
    const reply = await phone(world).page(owner.uuid);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('vary')).toBe('Accept-Language');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.text).toContain('<h1>Nasi &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</h1>');
    expect(reply.text).toContain('<li>Redbook</li>');
    expect(reply.text).not.toContain('<script>alert(1)');
    // the JSON cannot close its script element
    expect(reply.text).toContain('Nasi \\u003c/script>\\u003cscript>');
    expect(dataOf(reply.text)).toEqual({
      uuid: owner.uuid,
      view: {
        status: 'active',
        business: { name: 'Nasi </script><script>alert(1)</script> & Co', logoUrl: null },
        platforms: [{ name: 'Redbook', icon: 'redbook' }],
      },
    });
    const csp = reply.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    // its one inline style is allowed by its hash, nothing inline else
    const style = /<style>([^<]*)<\/style>/.exec(reply.text)![1]!;
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
    expect(csp).not.toContain('unsafe');
  });

  it('an unknown link is 404 with no view; a vacant one says so', async () => {
    const unknown = await phone(world).page('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(dataOf(unknown.text)).toEqual({ uuid: '00000000-0000-4000-8000-000000000000', view: null });
    expect(unknown.text).toContain('This QR code was not found.');
    const garbage = await phone(world).page('%3Cb%3Ex');
    expect(garbage.status).toBe(404);
    expect(garbage.text).not.toContain('<b>x');
    const [link] = (
      await world.api.post<{ uuid: string }[]>('/api/link/generate', { count: 1 }, { token: world.admin })
    ).body;
    const vacant = await phone(world).page(link!.uuid);
    expect(vacant.status).toBe(200);
    expect(dataOf(vacant.text).view).toEqual({ status: 'vacant' });
    expect(vacant.text).toContain('This QR code is not active yet.');
  });

  it("speaks the browser's language: English, Simplified Chinese or Malay (English otherwise)", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'en'],
      ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-CN'],
      ['ms-MY', 'ms'],
      ['fr-FR, de;q=0.9', 'en'],
      ['en;q=0.1, ms;q=0.5', 'ms'],
      ['zh;q=0, ms', 'ms'],
      ['*', 'en'],
      ['garbage;;q=x,,', 'en'],
    ];
    for (const [header, lang] of cases) {
      const reply = await phone(world).page(owner.uuid, header ? { 'Accept-Language': header } : {});
      expect(langOf(reply.text), header).toBe(lang);
    }
    const chinese = await phone(world).page('00000000-0000-4000-8000-000000000000', { 'Accept-Language': 'zh-CN' });
    expect(chinese.text).toContain('找不到这个二维码。');
  });

  it('HEAD answers the headers only', async () => {
    const reply = await fetch(`${world.server.url}/q/${owner.uuid}`, { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await reply.text()).toBe('');
  });
});

describe('the page from the built q.html', () => {
  let dir: string;
  let server: TestServer;
  const template = (marker: string) =>
    `<!doctype html>\n<html lang="en" class="q">\n<head><meta charset="utf-8"><title>QR</title><style>body{color:red}</style><script>window.__boot=1</script><script type="module" crossorigin src="/assets/q-abc.js"></script><!--q-data--></head>\n<body><div id="root">${marker}</div></body></html>\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'q-template-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body>back-office</body></html>');
    writeFileSync(path.join(dir, 'q.html'), template('first'));
    server = await startTestServer({ staticDir: dir });
  }, 180_000);
  afterAll(async () => {
    await server?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('serves the template with its data in place of the placeholder, its language, and its inline code allowed by hash', async () => {
    const reply = await fetch(`${server.url}/q/00000000-0000-4000-8000-000000000000`, {
      headers: { 'Accept-Language': 'ms', Accept: 'text/html' },
    });
    const html = await reply.text();
    expect(reply.status).toBe(404);
    expect(html).toBe(
      template('first')
        .replace('<html lang="en" class="q">', '<html lang="ms" class="q">')
        .replace(
          '<!--q-data-->',
          '<script id="q-data" type="application/json">{"uuid":"00000000-0000-4000-8000-000000000000","view":null}</script>',
        ),
    );
    const csp = reply.headers.get('content-security-policy')!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash('window.__boot=1')};`);
    expect(csp).toContain(`style-src 'self' ${hash('body{color:red}')};`);
    // the back-office still answers its own routes
    const app = await fetch(`${server.url}/login/admin`, { headers: { Accept: 'text/html' } });
    expect(await app.text()).toContain('back-office');
  });

  it('reads the template again when it changes (npm start rebuilds it)', async () => {
    const file = path.join(dir, 'q.html');
    writeFileSync(file, template('second build'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const html = await (await fetch(`${server.url}/q/00000000-0000-4000-8000-000000000000`)).text();
    expect(html).toContain('second build');
    rmSync(file);
    // gone: the page of its own
    const fallback = await fetch(`${server.url}/q/00000000-0000-4000-8000-000000000000`);
    expect(fallback.status).toBe(404);
    expect(await fallback.text()).toContain('This QR code was not found.');
  });
});
