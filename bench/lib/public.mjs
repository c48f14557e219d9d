// The customer side under load (autocannon): claims by concurrent customers (each a new phone: its own address and
// cookie jar), whole customers (claim, reload, copy), and views of the QR page, against a business with an assigned
// link and enough unused posts.
import { PNG_BYTES, call, createTenant, expectOk, pool } from './api.mjs';
import { cannon } from './load.mjs';

/** A business with an assigned link, one Redbook entry with a picture, and `posts` posts using it. */
export async function seedPublic(base, admin, posts) {
  const owner = await createTenant(base, admin, 'QR Cafe');
  const token = owner.token;
  const [link] = (
    await expectOk(call(base, 'POST', '/api/link/generate', { token: admin, json: { count: 1 } }), 'link')
  ).body;
  await expectOk(
    call(base, 'POST', '/api/link/assign', { token: admin, json: { uuid: link.uuid, tenantId: owner.id } }),
    'assign',
  );
  const campaign = (
    await expectOk(
      call(base, 'POST', '/api/campaign', {
        token,
        json: { name: 'QR', description: 'Posts for the QR page', keyword: ['qr'] },
      }),
      'campaign',
    )
  ).body;
  const entry = (
    await expectOk(
      call(base, 'POST', '/api/entry', {
        token,
        json: {
          type: 'Redbook',
          accessValue: 'https://www.xiaohongshu.com/',
          tenantId: owner.id,
          campaignId: campaign.id,
        },
      }),
      'entry',
    )
  ).body;
  const form = new FormData();
  form.append('file', new Blob([PNG_BYTES]), 'picture.png');
  const key = (
    await expectOk(
      call(base, 'POST', '/files/public/upload/raw?bucketKey=campaign-media', { token, body: form }),
      'upload',
    )
  ).body.key;
  const asset = (
    await expectOk(
      call(base, 'POST', '/api/asset', { token, json: { type: 'image', entryId: entry.id, filePath: key } }),
      'asset',
    )
  ).body;
  await pool(Math.ceil(posts / 100), 2, async (batch) => {
    const items = Array.from({ length: Math.min(100, posts - batch * 100) }, (_, i) => ({
      campaignId: campaign.id,
      title: `QR post ${batch * 100 + i}`,
      text: `A ready-made post number ${batch * 100 + i} with a few words, #qr #bench`,
      status: 'active',
      isRedirected: false,
      keyword: ['qr', 'bench'],
      assetIds: [asset.id],
    }));
    await expectOk(call(base, 'POST', '/api/content/bulk', { token, json: items }), 'bulk posts');
  });
  return { uuid: link.uuid, platform: 'Redbook' };
}

let addresses = 0;
/** A new client address (the server runs with TRUST_PROXY=1): every customer is a different phone. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** Each request from a new phone (address, and no cookie yet). */
const newPhone = (request) => ({ ...request, headers: { ...request.headers, 'X-Forwarded-For': nextAddress() } });

/** An autocannon request posting `json` to the link's public API. */
const post = (target, action, json, hooks) => ({
  method: 'POST',
  path: `/api/public/q/${target.uuid}/${action}`,
  headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE },
  body: JSON.stringify(json),
  ...hooks,
});

/**
 * Claims, each by a new customer (its own address, an empty cookie jar): a new post each time. `noneLeft`: the
 * answers without a post (the seeded posts ran out: the figures then time the cheaper "none left" answer).
 */
export async function measureClaims(base, target, { connections, duration }) {
  let noneLeft = 0;
  const onResponse = (status, body) => {
    if (status === 200 && body.includes('"post":null')) noneLeft += 1;
  };
  const requests = [post(target, 'claim', { platform: target.platform }, { setupRequest: newPhone, onResponse })];
  return { ...(await cannon({ url: base, connections, duration, requests })), noneLeft };
}

/**
 * Whole customers, one after another on each connection, each with its own address and cookie jar: claim a post,
 * claim again as a reload does (the same post back, from the cookie), copy it (the redirect marks it used).
 */
export function measureCustomers(base, target, { connections, duration }) {
  const withPhone = (request, context) => ({
    ...request,
    headers: { ...request.headers, 'X-Forwarded-For': context.address, Cookie: context.cookie ?? '' },
  });
  const claim = { platform: target.platform };
  const requests = [
    post(target, 'claim', claim, {
      setupRequest: (request, context) => {
        context.address = nextAddress();
        context.cookie = undefined;
        return withPhone(request, context);
      },
      onResponse: (status, body, context, headers) => {
        const cookie = headers?.['set-cookie'];
        context.cookie = (Array.isArray(cookie) ? cookie[0] : cookie)?.split(';')[0];
      },
    }),
    post(target, 'claim', claim, { setupRequest: withPhone }),
    post(target, 'redirect', { ...claim, action: 'copy' }, { setupRequest: withPhone }),
  ];
  return cannon({ url: base, connections, duration, requests });
}

/** Phones opening the QR page, each a new phone (each view a counted scan). */
export function measurePageViews(base, target, { connections, duration }) {
  return cannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path: `/q/${target.uuid}`,
        headers: { 'User-Agent': PHONE, 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' },
        setupRequest: newPhone,
      },
    ],
  });
}
