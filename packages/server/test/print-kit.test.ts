/**
 * The print kit: what a customer's phone reads on the printed card and poster is the link's full_url; the pages are
 * A6 and A5; the text is a subset of the Noto CJK face that a strict renderer (poppler, as in most viewers and
 * printers' drivers) accepts; and a tenant prints only its own links.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Link } from '@app/contract';
import jsQR from 'jsqr';
import { PDFDocument, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, startTestServer, upload, type TestServer } from './helpers';
import { business, setUpWorld, world } from './public-fixture';

setUpWorld();

const run = promisify(execFile);
const MM = 72 / 25.4;
const DPI = 150;

/** Page `page` (1-based) as poppler renders it: RGBA pixels, and what poppler complained about. */
async function rendered(pdf: Uint8Array, page: number) {
  const folder = await mkdtemp(join(tmpdir(), 'print-kit-'));
  try {
    await writeFile(join(folder, 'kit.pdf'), pdf);
    const args = ['-r', String(DPI), '-f', String(page), '-l', String(page), '-singlefile', '-png'];
    const { stderr } = await run('pdftoppm', [...args, join(folder, 'kit.pdf'), join(folder, 'page')]).catch(
      (error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new Error('pdftoppm is missing: install poppler-utils (.ci/run does)') : error;
      },
    );
    const png = await readFile(join(folder, 'page.png'));
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data), width: info.width, height: info.height, stderr };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text poppler reads out of the PDF (what a viewer's search and a screen reader get). */
async function textOf(pdf: Uint8Array) {
  const folder = await mkdtemp(join(tmpdir(), 'print-kit-'));
  try {
    await writeFile(join(folder, 'kit.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(folder, 'kit.pdf'), '-'])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function download(path: string, token: string) {
  const response = await fetch(`${world.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The embedded fonts' names and their font files' sizes. */
function fontsOf(document: PDFDocument) {
  const names: string[] = [];
  let fileBytes = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type'))?.toString() === '/FontDescriptor') {
      names.push(object.get(PDFName.of('FontName'))!.toString().slice(1));
    }
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/CIDFontType0C') {
      fileBytes += object.contents.byteLength;
    }
  }
  return { names, fileBytes };
}

/**
 * The quiet zone around the code read in `image`, in modules: how far out from the code's edges every pixel stays
 * light (up to 6 modules looked at).
 */
function quietModules(image: { data: Uint8ClampedArray; width: number }, code: NonNullable<ReturnType<typeof jsQR>>) {
  const { topLeftCorner: topLeft, topRightCorner: topRight, bottomLeftCorner: bottomLeft } = code.location;
  const module = (topRight.x - topLeft.x) / (17 + 4 * code.version);
  const light = (x: number, y: number) => image.data[(Math.round(y) * image.width + Math.round(x)) * 4]! > 200;
  let modules = 0;
  for (; modules < 6; modules += 1) {
    const out = (modules + 0.5) * module;
    const left = topLeft.x - out;
    const right = topRight.x + out;
    const top = topLeft.y - out;
    const bottom = bottomLeft.y + out;
    for (let along = 0; along <= 1; along += 0.01) {
      const x = left + (right - left) * along;
      const y = top + (bottom - top) * along;
      if (!(light(x, top) && light(x, bottom) && light(left, y) && light(right, y))) return modules;
    }
  }
  return modules;
}

/** A logo of one strong red, as a JPEG (the kit converts it for the PDF). */
const redLogo = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .jpeg()
    .toBuffer();

describe('the print kit', () => {
  it("prints a card and a poster whose QR code reads back the link's full_url, in a subset font poppler draws", async () => {
    const logo = (await upload(world.server.url, world.admin, await redLogo(), 'logo.jpg')).body.key;
    const owner = await business(world, '老王茶餐厅 Old Wang', logo);
    const links = await world.api.get<Link[]>('/api/link', { token: world.admin });
    const link = links.body.find((item) => item.uuid === owner.uuid)!;
    expect(link.full_url).toContain(`/q/${owner.uuid}`);
    const labelled = await world.api.patch(
      `/api/link/${owner.uuid}`,
      { label: '五号桌 Table 5' },
      { token: world.admin },
    );
    expect(labelled.status).toBe(200);

    const { response, bytes } = await download(`/api/print-kit/link/${owner.uuid}`, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="print-kit-${link.name}.pdf"`);
    // a subset: tens of kilobytes, where the whole face is megabytes
    expect(bytes.byteLength).toBeLessThan(300 * 1024);

    const document = await PDFDocument.load(bytes);
    const sizes = document.getPages().map((page) => page.getSize());
    expect(sizes.map(({ width, height }) => [Math.round(width / MM), Math.round(height / MM)])).toEqual([
      [105, 148],
      [148, 210],
    ]);
    const fonts = fontsOf(document);
    expect(fonts.names).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansCJKsc-Regular$/)]);
    expect(fonts.fileBytes).toBeGreaterThan(0);
    expect(fonts.fileBytes).toBeLessThan(300 * 1024);

    // the business, the table's label and the call to action in the three languages, as text a viewer finds
    const text = (await textOf(bytes)).replace(/\s+/g, ' ');
    for (const line of ['老王茶餐厅 Old Wang', '五号桌 Table 5', 'Scan to share your experience', '扫码分享您的体验'])
      expect(text).toContain(line);
    expect(text).toContain('Imbas untuk berkongsi pengalaman anda');
    for (const page of [1, 2]) {
      const image = await rendered(bytes, page);
      expect(image.stderr).toBe('');
      const code = jsQR(image.data, image.width, image.height);
      expect(code?.data).toBe(link.full_url);
      expect(quietModules(image, code!)).toBeGreaterThanOrEqual(4);
      // the logo, red, at the top
      const top = image.data.subarray(0, image.width * Math.round(image.height / 5) * 4);
      const red = top.some((_, i) => i % 4 === 0 && top[i]! > 150 && top[i + 1]! < 80 && top[i + 2]! < 80);
      expect(red).toBe(true);
    }
  });

  it("prints all of a tenant's links, in one format when asked, with the business's name in the file name", async () => {
    const owner = await business(world, 'Kedai Kopi');
    const added = await world.api.post(
      '/api/link/add',
      { tenantId: owner.id, label: 'Counter' },
      { token: world.admin },
    );
    expect(added.status).toBe(201);
    const card = await download(`/api/print-kit/tenant/${owner.id}?format=card`, owner.token);
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('print-kit-Kedai Kopi.pdf')}`,
    );
    const cardPages = (await PDFDocument.load(card.bytes)).getPages();
    // one card per link, the first (assigned) link first
    expect(cardPages.map((page) => Math.round(page.getWidth() / MM))).toEqual([105, 105]);
    expect((await textOf(card.bytes)).split('\f')[1]).toContain('Counter');
    const poster = await download(`/api/print-kit/tenant/${owner.id}?format=poster`, world.admin);
    expect((await PDFDocument.load(poster.bytes)).getPages().map((page) => Math.round(page.getWidth() / MM))).toEqual([
      148, 148,
    ]);
    expect((await download(`/api/print-kit/tenant/${owner.id}?format=flyer`, world.admin)).response.status).toBe(400);
  });

  it("does not print another tenant's link or links, nor a vacant link, for a tenant; an administrator prints any", async () => {
    const first = await business(world, 'First');
    const second = await business(world, 'Second');
    const [vacant] = (await world.api.post<Link[]>('/api/link/generate', { count: 1 }, { token: world.admin })).body;

    const status = async (path: string, token: string) => (await download(path, token)).response.status;
    expect(await status(`/api/print-kit/link/${second.uuid}`, first.token)).toBe(404);
    expect(await status(`/api/print-kit/link/${vacant!.uuid}`, first.token)).toBe(404);
    expect(await status(`/api/print-kit/tenant/${second.id}`, first.token)).toBe(404);
    expect(await status(`/api/print-kit/link/${first.uuid}`, first.token)).toBe(200);
    expect(await status(`/api/print-kit/tenant/${first.id}`, first.token)).toBe(200);

    expect(await status(`/api/print-kit/link/${second.uuid}`, world.admin)).toBe(200);
    expect(await status(`/api/print-kit/link/${vacant!.uuid}`, world.admin)).toBe(200);
    expect(await status(`/api/print-kit/link/${crypto.randomUUID()}`, world.admin)).toBe(404);
    expect(await status(`/api/print-kit/tenant/${crypto.randomUUID()}`, world.admin)).toBe(404);
    expect((await fetch(`${world.server.url}/api/print-kit/link/${first.uuid}`)).status).toBe(401);
  });
});

describe('the print kit without its font', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ printFontPath: '/nowhere/NotoSansCJK-Regular.ttc' });
  }, 180_000);
  afterAll(() => server?.destroy(), 30_000);

  it('fails with a server error, and the log says which font is missing and how to provide it', async () => {
    const api = client(server.url);
    const admin = await adminToken(api);
    const [link] = (await api.post<Link[]>('/api/link/generate', { count: 1 }, { token: admin })).body;
    const response = await fetch(`${server.url}/api/print-kit/link/${link!.uuid}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(500);
    expect(server.logs.join('\n')).toMatch(/\/nowhere\/NotoSansCJK-Regular\.ttc .*no such file.*PRINT_FONT_PATH/);
  });
});

describe('print kits drawn off the event loop', () => {
  /** How long /api/health takes to answer, in milliseconds. */
  async function healthMs() {
    const start = performance.now();
    const response = await fetch(`${world.server.url}/api/health`);
    expect(response.status).toBe(200);
    return performance.now() - start;
  }

  it('keeps answering other requests while four 40-link kits are drawn, and refuses a third kit of one account', async () => {
    const owner = await business(world, '吉隆坡老字号海南鸡饭'.repeat(20));
    for (let batch = 0; batch < 4; batch += 1) {
      // 39 links beside the assigned one
      const added = await Promise.all(
        Array.from({ length: 9 }, (_, k) =>
          world.api.post(
            '/api/link/add',
            { tenantId: owner.id, label: `桌 ${batch * 9 + k} 🍜` },
            { token: world.admin },
          ),
        ),
      );
      expect(added.map((reply) => reply.status)).toEqual(Array(9).fill(201));
    }
    const path = `/api/print-kit/tenant/${owner.id}?format=card`;
    // three kits of the tenant's at once: two are drawn, whichever comes third is refused
    const asked = [owner.token, owner.token, owner.token, world.admin, world.admin].map((token) =>
      download(path, token),
    );
    const waits: number[] = [];
    let done = false;
    void Promise.all(asked).finally(() => (done = true));
    while (!done) {
      waits.push(await healthMs());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(asked);
    const refused = answers.filter((kit) => kit.response.status === 429);
    expect(refused).toHaveLength(1);
    expect(answers.indexOf(refused[0]!)).toBeLessThan(3);
    expect(refused[0]!.response.headers.get('retry-after')).toMatch(/^\d+$/);
    const drawn = answers.filter((kit) => kit !== refused[0]);
    expect(drawn.map((kit) => kit.response.status)).toEqual([200, 200, 200, 200]);
    expect((await PDFDocument.load(drawn[0]!.bytes)).getPageCount()).toBe(37);
    // every health check answered while kits were drawn (a margin above a second for a busy machine)
    waits.sort((a, b) => a - b);
    expect(waits.length).toBeGreaterThan(3);
    expect(waits[Math.floor(waits.length / 2)]!).toBeLessThan(500);
    expect(waits.at(-1)!).toBeLessThan(1500);
    // the long name is capped and the emoji left out, the label's words printed
    const text = await textOf(drawn[0]!.bytes);
    expect(text).toMatch(/桌 ?0/);
    // the name, 200 characters, printed as its first 59 and an ellipsis: five or six of its ten-character repeats
    expect((text.split('\f')[0]!.match(/海南鸡饭/g) ?? []).length).toBeLessThanOrEqual(6);
    expect(text).not.toContain('🍜');
  }, 180_000);
});
