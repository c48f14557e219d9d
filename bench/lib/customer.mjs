// The customer page (`/q/{uuid}`): its JavaScript weight from the build, and a business to measure it with — a real
// logo, platforms, and posts with real-size photos (3000×2250 JPEGs of 2–4 MB made by ImageMagick), seeded
// through the API as a business would.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { call, createCampaign, createTenant, expectOk } from './api.mjs';
import { staticClosure } from './frontend.mjs';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * The page's gzipped JavaScript (level 9, file by file): the entry of q.html with its static imports, plus the
 * largest of its language catalogs (one is loaded, for the page's language); and its CSS.
 */
export function measureCustomerPage(distDir) {
  const html = path.join(distDir, 'q.html');
  if (!existsSync(html)) return { error: `no customer page build at ${html}` };
  const assets = path.join(distDir, 'assets');
  const files = readdirSync(assets);
  const gzip = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  const text = readFileSync(html, 'utf8');
  const entry = [...text.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...text.matchAll(/<link[^>]+href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  const seen = staticClosure(assets, entry);
  // the customer page's own catalogs: the ones its entry imports (the back-office's are built beside them)
  const entryText = [...seen].map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
  const catalogs = files.filter((file) => /^(en|zh-CN|ms)-[\w-]{8}\.js$/.test(file) && entryText.includes(file));
  const entryBytes = [...seen].reduce((total, file) => total + gzip(file), 0);
  const catalogBytes = Math.max(0, ...catalogs.map(gzip));
  return {
    entryJsGzipKB: kb(entryBytes),
    catalogJsGzipKB: kb(catalogBytes),
    jsGzipKB: kb(entryBytes + catalogBytes),
    cssGzipKB: kb(css.reduce((total, file) => total + gzip(file), 0)),
    catalogs: catalogs.length,
  };
}

const run = promisify(execFile);

/**
 * Makes the pictures with ImageMagick: a 512×512 PNG logo and `count` photos; rejects when `convert` is missing.
 * Asynchronously: a blocked event loop would keep the HTTP client's idle sockets that the server has since closed.
 */
async function makePictures(dir, count) {
  const logo = path.join(dir, 'logo.png');
  await run('convert', [
    '-size',
    '512x512',
    'radial-gradient:#f3c56b-#c2185b',
    '-fill',
    '#7b1f3a',
    '-draw',
    'circle 300,220 300,110',
    logo,
  ]);
  const photos = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${i + 1}.jpg`);
    const plasma = ['-size', '3000x2250', '-seed', String(11 + i), 'plasma:fractal', '-attenuate', '0.8'];
    await run('convert', [...plasma, '+noise', 'Gaussian', '-quality', '89', file]);
    photos.push(file);
  }
  return { logo, photos };
}

async function upload(base, token, file, type) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type }), path.basename(file));
  const response = await fetch(`${base}/files/public/upload/raw?bucketKey=campaign-media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  if (!response.ok || !body.key) throw new Error(`upload ${path.basename(file)}: HTTP ${response.status}`);
  return body.key;
}

/**
 * A business as a customer meets it: its logo, Redbook and Google Review entries, and ten posts on Redbook each with
 * the three photos. Answers the QR code's URL and what was seeded.
 */
export async function seedCustomerPage(base, adminToken, dir) {
  const { logo, photos } = await makePictures(dir, 3);
  const tenant = await createTenant(base, adminToken, '月光饼家 Moonlight Bakery');
  const logoKey = await upload(base, tenant.token, logo, 'image/png');
  await expectOk(
    call(base, 'PATCH', `/api/tenant/one/${tenant.id}`, {
      token: tenant.token,
      json: {
        name: tenant.name,
        industry_type: 'Bakery',
        address: '12 Jalan Telawi 3, Bangsar Baru, Kuala Lumpur',
        email: tenant.email,
        phone: '+60 3-2282 8888',
        logo: logoKey,
      },
    }),
    'tenant logo',
  );
  const links = await expectOk(
    call(base, 'POST', '/api/link/generate', { token: adminToken, json: { count: 1 } }),
    'generate link',
  );
  const link = links.body[0];
  await expectOk(
    call(base, 'POST', '/api/link/assign', { token: adminToken, json: { uuid: link.uuid, tenantId: tenant.id } }),
    'assign link',
  );
  const campaign = await createCampaign(base, tenant.token, 'customer page');
  const entry = async (type, accessValue) =>
    (
      await expectOk(
        call(base, 'POST', '/api/entry', {
          token: tenant.token,
          json: { type, accessValue, tenantId: tenant.id, campaignId: campaign.id },
        }),
        `entry ${type}`,
      )
    ).body;
  const redbook = await entry('Redbook', 'https://www.xiaohongshu.com/user/profile/moonlightbakery');
  await entry('Google Review', 'https://g.page/r/moonlight-bakery/review');
  const assetIds = [];
  for (const photo of photos) {
    const filePath = await upload(base, tenant.token, photo, 'image/jpeg');
    const asset = await expectOk(
      call(base, 'POST', '/api/asset', {
        token: tenant.token,
        json: { type: 'image', filePath, noteContent: null, thumbnailPath: null, entryId: redbook.id },
      }),
      'photo asset',
    );
    assetIds.push(asset.body.id);
  }
  const posts = Array.from({ length: 10 }, (_, i) => ({
    campaignId: campaign.id,
    title: `中秋月饼开箱 ${i + 1}｜流心奶黄真的绝了`,
    text: '朋友推荐的月光饼家，今年的中秋礼盒包装超有质感。流心奶黄一口咬下去会爆浆，甜度刚刚好。\n\n#中秋节 #月饼 #吉隆坡美食',
    status: 'active',
    isRedirected: false,
    keyword: ['中秋节', '月饼'],
    assetIds,
  }));
  await expectOk(call(base, 'POST', '/api/content/bulk', { token: tenant.token, json: posts }), 'posts');
  return { url: `${base}/q/${link.uuid}`, photos: photos.length, posts: posts.length };
}
