/**
 * What the fuzzer sends (test/fuzz.test.ts): every route of the API with near-valid and malformed bodies, content
 * types, queries and ids, as every kind of caller.
 */
import fc from 'fast-check';
import { PNG_BYTES } from './helpers';

/** Ids of real records (filled by the test before it sends calls), so some calls reach past "not found". */
export const knownIds: string[] = [];

export interface Route {
  method: string;
  path: string;
  /** Field names of a valid body (objects), for near-valid bodies. */
  keys?: string[];
  array?: 'ids' | 'objects';
  query?: string[];
  kind?: 'upload' | 'sse';
}

export const ROUTES: Route[] = [
  { method: 'POST', path: '/api/auth/admin/login', keys: ['username', 'password'] },
  { method: 'POST', path: '/api/auth/tenant/login', keys: ['email', 'password'] },
  { method: 'GET', path: '/api/admin' },
  { method: 'POST', path: '/api/admin', keys: ['name', 'username', 'email', 'phone', 'password', 'status'] },
  { method: 'PATCH', path: '/api/admin/one/{id}', keys: ['name', 'username', 'email', 'phone', 'password', 'status'] },
  { method: 'GET', path: '/api/tenant' },
  { method: 'GET', path: '/api/tenant/profile' },
  {
    method: 'POST',
    path: '/api/tenant',
    keys: ['name', 'industry_type', 'address', 'email', 'phone', 'logo', 'password'],
  },
  {
    method: 'PATCH',
    path: '/api/tenant/one/{id}',
    keys: ['name', 'industry_type', 'address', 'email', 'phone', 'logo'],
  },
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/user', keys: ['tenantId', 'name', 'phone', 'email'] },
  { method: 'PATCH', path: '/api/user/one/{id}', keys: ['tenantId', 'name', 'phone', 'email'] },
  { method: 'GET', path: '/api/link' },
  { method: 'POST', path: '/api/link/generate', keys: ['count'] },
  { method: 'POST', path: '/api/link/assign', keys: ['uuid', 'tenantId'] },
  { method: 'GET', path: '/api/link/export' },
  { method: 'DELETE', path: '/api/link/{id}' },
  { method: 'GET', path: '/api/print-kit/link/{id}', query: ['format'] },
  { method: 'GET', path: '/api/print-kit/tenant/{id}', query: ['format'] },
  { method: 'GET', path: '/api/campaign' },
  { method: 'GET', path: '/api/campaign/one/{id}' },
  { method: 'POST', path: '/api/campaign', keys: ['name', 'description', 'keyword'] },
  { method: 'PATCH', path: '/api/campaign/one/{id}', keys: ['name', 'description', 'keyword'] },
  { method: 'DELETE', path: '/api/campaign/one/{id}' },
  { method: 'DELETE', path: '/api/campaign/many', array: 'ids' },
  { method: 'GET', path: '/api/content', query: ['campaignId'] },
  {
    method: 'POST',
    path: '/api/content',
    keys: ['title', 'text', 'img', 'status', 'isRedirected', 'keyword', 'campaignId', 'assetIds'],
  },
  {
    method: 'POST',
    path: '/api/content/bulk',
    array: 'objects',
    keys: ['campaignId', 'userId', 'title', 'text', 'status', 'isRedirected', 'keyword', 'assetIds'],
  },
  {
    method: 'PATCH',
    path: '/api/content/one/{id}',
    keys: ['title', 'text', 'img', 'status', 'isRedirected', 'keyword', 'campaignId', 'assetIds'],
  },
  { method: 'DELETE', path: '/api/content/many', array: 'ids' },
  { method: 'GET', path: '/api/asset', query: ['campaignId'] },
  {
    method: 'POST',
    path: '/api/asset',
    keys: ['type', 'filePath', 'noteContent', 'thumbnailPath', 'entryId', 'uploadedBy'],
  },
  {
    method: 'PATCH',
    path: '/api/asset/one/{id}',
    keys: ['type', 'filePath', 'noteContent', 'thumbnailPath', 'entryId', 'uploadedBy'],
  },
  { method: 'DELETE', path: '/api/asset/one/{id}' },
  { method: 'DELETE', path: '/api/asset/many', array: 'ids' },
  { method: 'GET', path: '/api/entry', query: ['campaignId'] },
  { method: 'POST', path: '/api/entry', keys: ['type', 'accessValue', 'tenantId', 'campaignId'] },
  { method: 'PATCH', path: '/api/entry/one/{id}', keys: ['type', 'accessValue', 'tenantId', 'campaignId'] },
  { method: 'DELETE', path: '/api/entry/many', array: 'ids' },
  {
    method: 'POST',
    path: '/api/redbook/generate',
    keys: ['platform', 'language', 'productName', 'tone', 'count', 'keywords', 'campaignId', 'save'],
  },
  {
    method: 'POST',
    path: '/api/redbook/generate/stream',
    keys: ['platform', 'language', 'productName', 'tone', 'count', 'keywords', 'campaignId', 'save'],
  },
  { method: 'GET', path: '/api/stats/overview' },
  { method: 'GET', path: '/api/stats/mine' },
  { method: 'GET', path: '/api/stats/funnel', query: ['from', 'to', 'tenantId'] },
  { method: 'GET', path: '/api/stats/funnel.csv', query: ['from', 'to', 'tenantId'] },
  { method: 'GET', path: '/api/stats/model-usage', query: ['month'] },
  { method: 'GET', path: '/api/stats/model-usage.csv', query: ['month'] },
  { method: 'GET', path: '/api/content/export.csv', query: ['from', 'to', 'tenantId'] },
  { method: 'GET', path: '/api/public/q/{id}' },
  { method: 'POST', path: '/api/public/q/{id}/claim', keys: ['platform'] },
  { method: 'POST', path: '/api/public/q/{id}/redirect', keys: ['platform', 'action'] },
  { method: 'GET', path: '/q/{id}' },
  { method: 'GET', path: '/api/sse', kind: 'sse' },
  { method: 'POST', path: '/files/public/upload/raw', query: ['bucketKey'], kind: 'upload' },
  { method: 'GET', path: '/files/{id}' },
  { method: 'GET', path: '/files/_signed/{id}', query: ['expires', 'signature'] },
];

export const ROLES = ['admin', 'tenantA', 'tenantB', 'anonymous', 'garbage'] as const;
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  '',
];

// ------------------------------------------------------------------------------------------ generators

const hugeString = fc.constantFrom(201, 2049, 5001, 20_001, 100_000).map((n) => 'x'.repeat(n));
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:x}',
    'active',
    'note',
    'image',
    'video',
    'admin@example.test',
    'campaign-media',
    'Redbook',
    'copy',
  ),
);
const idValue = () => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownIds) }, fc.uuid(), text);
const junk = fc.jsonValue({ maxDepth: 4 });
const fieldValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 2, arbitrary: idValue() },
    { weight: 2, arbitrary: junk },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.array(fc.oneof(text, idValue()), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 150 }) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, 1e308, -0, 5) },
  );
const OWNERSHIP_KEYS = [
  'tenantId',
  'userId',
  'id',
  'createdAt',
  'uploadedBy',
  'status',
  'role',
  'passwordHash',
  'constructor',
];
function nearValid(keys: string[]) {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of [...keys, ...OWNERSHIP_KEYS]) model[key] = fieldValue();
  return fc.record(model, { requiredKeys: [] });
}

/** The body as text (or undefined) and its content type. */
function bodyFor(route: Route): fc.Arbitrary<{ text?: string; type: string }> {
  const shaped =
    route.array === 'ids'
      ? fc.array(idValue(), { maxLength: 6 })
      : route.array === 'objects'
        ? fc.array(nearValid(route.keys ?? []), { maxLength: 4 })
        : route.keys
          ? nearValid(route.keys)
          : junk;
  const jsonText = fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: junk.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '[1,',
        '{"a":1}}',
        'null',
        '"text"',
        '1e999',
        '[]',
        '{}',
        '{"__proto__":{"role":"admin","isAdmin":true},"name":"p"}',
        `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        `{"name":"${'\\ud800'.repeat(10)}"}`,
        '\ufeff{"name":"bom"}',
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ text: jsonText, type: fc.constantFrom(...CONTENT_TYPES) }) },
    { weight: 1, arbitrary: fc.constant({ type: '' }) },
    {
      weight: 1,
      arbitrary: fc.constant({ text: JSON.stringify({ name: 'x'.repeat(1_100_000) }), type: 'application/json' }),
    },
  );
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'lone-surrogate';
  }
}

const pathId = () =>
  fc.oneof(
    { weight: 6, arbitrary: idValue().map(encode) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(10_000)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..%2F..%2Fserver.lock',
        '..',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '%zz',
        '%',
        '%E0%A4%A',
        '%00',
        'campaign-media/../../server.lock',
        'campaign-media%2F..%2F..%2Fdb%2FPG_VERSION',
        '%F0%9F%92%A9',
        'a%20b',
      ),
    },
  );

/** Dates and years of every shape, for the routes that take a day: far past and future, two-digit years, no year. */
const dateValue = fc.oneof(
  fc
    .record({
      year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 50, 99, 100, 1999, 2000, 2100, 2101)),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    })
    .map(({ year, month, day }) =>
      [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'),
    ),
  fc.constantFrom('0050-01-01', '0000-01-01', '+275760-09-13', '-000001-01-01', '2026-02-29', '2026-13-01', '99-01-01'),
);

function queryFor(route: Route): fc.Arbitrary<string> {
  const keys = [...(route.query ?? []), 'campaignId', 'x'];
  const takesDays = route.query?.includes('from') ?? false;
  const value = takesDays
    ? fc.oneof({ weight: 3, arbitrary: dateValue }, idValue(), text, hugeString)
    : fc.oneof(idValue(), text, hugeString);
  return fc.oneof(
    {
      weight: takesDays ? 6 : 3,
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys), value, { maxKeys: 3 })
        .map((entries) => new URLSearchParams(entries).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'campaignId=%E0%A4%A',
        'campaignId=%zz',
        'campaignId&campaignId=a',
        'bucketKey=../x',
        'bucketKey=campaign-media',
        'expires=1e999&signature=',
      ),
    },
  );
}

export interface Call {
  route: Route;
  method: string;
  role: (typeof ROLES)[number];
  id: string;
  query: string;
  body: { text?: string; type: string };
  upload?: { bytes: Uint8Array; name: string; field: string };
}

export const callArb: fc.Arbitrary<Call> = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant(route.method) },
      fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
    ),
    role: fc.constantFrom(...ROLES),
    id: pathId(),
    query: queryFor(route),
    body: bodyFor(route),
    upload: fc.record({
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.uint8Array({ maxLength: 32 }).map((tail) => new Uint8Array([...PNG_BYTES, ...tail])),
      ),
      name: fc.oneof(text, fc.constantFrom('../../etc/passwd.png', 'a\r\nb.png', 'x.png')),
      field: fc.constantFrom('file', 'file', 'other'),
    }),
  }),
);
