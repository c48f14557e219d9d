// A small JSON client for the product API, and the seeding the bench needs.
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body of one file part named `file`, as a browser's upload sends it: { body, type }. */
export function multipartForm(bytes, filename, type) {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function call(base, method, url, { token, json, body, headers = {}, timeoutMs = 120_000 } = {}) {
  const h = { ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  if (json !== undefined) {
    h['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${base}${url}`, { method, headers: h, body, signal: AbortSignal.timeout(timeoutMs) });
  const bytes = Buffer.from(await response.arrayBuffer());
  let parsed;
  try {
    parsed = bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, bytes };
}

export async function expectOk(promise, what) {
  const reply = await promise;
  if (reply.status < 200 || reply.status >= 300)
    throw new Error(`${what}: HTTP ${reply.status} ${reply.bytes.toString('utf8').slice(0, 300)}`);
  return reply;
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at a time. */
export async function pool(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

export async function adminLogin(base, password) {
  const reply = await expectOk(
    call(base, 'POST', '/api/auth/admin/login', { json: { username: 'admin', password } }),
    'admin login',
  );
  return reply.body.token;
}

let tenantSeq = 0;
export async function createTenant(base, adminToken, name) {
  tenantSeq += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '')}-${tenantSeq}-${Math.random().toString(36).slice(2, 7)}@bench.test`;
  const password = `bench-pass-${tenantSeq}-x`;
  const created = await expectOk(
    call(base, 'POST', '/api/tenant', {
      token: adminToken,
      json: { name, industry_type: 'Food', address: '1 Bench Street', email, phone: '0123456', password },
    }),
    `create tenant ${name}`,
  );
  const login = await expectOk(
    call(base, 'POST', '/api/auth/tenant/login', { json: { email, password } }),
    `tenant login ${name}`,
  );
  return { id: created.body.id, token: login.body.token, email, password, name };
}

export function campaignBody(i) {
  return {
    name: `Campaign ${i}`,
    description: `Seeded campaign number ${i} for the benchmark`,
    keyword: ['bench', `k${i % 10}`],
  };
}

export async function createCampaign(base, token, i) {
  const reply = await expectOk(
    call(base, 'POST', '/api/campaign', { token, json: campaignBody(i) }),
    'create campaign',
  );
  return reply.body;
}

export function contentItem(campaignId, i) {
  return {
    campaignId,
    title: `Post ${i}`,
    text: `Seeded content ${i}: a short caption with a few words about the campaign, #bench #k${i % 10}`,
    status: 'active',
    isRedirected: false,
    keyword: ['bench'],
    assetIds: [],
  };
}

/** Adds `count` contents to a campaign through POST /api/content/bulk, batches of 100, `concurrency` batches at a time. */
export async function bulkContents(base, token, campaignId, count, startIndex = 0, concurrency = 2) {
  const batches = Math.ceil(count / 100);
  await pool(batches, concurrency, async (b) => {
    const size = Math.min(100, count - b * 100);
    const items = Array.from({ length: size }, (_, j) => contentItem(campaignId, startIndex + b * 100 + j));
    await expectOk(call(base, 'POST', '/api/content/bulk', { token, json: items }), 'bulk contents');
  });
}
