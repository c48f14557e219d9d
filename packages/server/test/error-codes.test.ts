/**
 * Error codes (issue 17): every error answer is `{ message, code, params? }` of the contract's table, with the
 * table's text. A static look at the server's source (no error answered without a code) and representative calls
 * for the codes of the table; the fuzz test checks every refusal of its random calls the same way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERRORS, type ApiErrorCode } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  isTableErrorBody,
  request,
  startTestServer,
  upload,
  type Client,
  type Reply,
  type TestServer,
} from './helpers';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the source', () => {
  it('answers no error without a code: bodies come from the table (apiErrorBody, ApiError)', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(SRC, file);
      // a hand-made error body: { message: … } answered or serialized
      for (const match of text.matchAll(/(c\.json|JSON\.stringify)\(\s*\{\s*message\b/g))
        problems.push(`${where}: ${match[0]}`);
      // an error status answered with a body not built from the table
      for (const match of text.matchAll(/c\.json\(([^;]*?),\s*(4\d\d|5\d\d)\b/g)) {
        if (!/apiErrorBody\(|\.body\b/.test(match[1]!)) problems.push(`${where}: ${match[0]}`);
      }
      // an ApiError made from a text instead of a code
      for (const match of text.matchAll(/(badRequest|unauthorized|forbidden|notFound|conflict|apiError)\(\s*[`"]/g))
        problems.push(`${where}: ${match[0]}`);
    }
    expect(problems).toEqual([]);
    // and the checks above do see the answers the server makes
    const all = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(all.match(/apiErrorBody\(/g)?.length).toBeGreaterThan(8);
  });
});

let server: TestServer;
let api: Client;
let admin: string;
let tenant: { token: string; id: string };

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await adminToken(api);
  const created = await createTenant(api, admin, 'Codes Cafe');
  tenant = { token: created.token, id: created.id };
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

const NIL = '00000000-0000-4000-8000-000000000000';

describe('error answers', () => {
  it('carry a known code and the table’s message, route by route', async () => {
    const seen = new Set<ApiErrorCode>();
    const wrong: string[] = [];
    const check = (reply: Reply, status: number, code: ApiErrorCode) => {
      const body = reply.body as { code?: unknown };
      if (reply.status !== status || body?.code !== code || !isTableErrorBody(reply.body))
        wrong.push(`${code}: ${reply.status} ${reply.text.slice(0, 200)}`);
      seen.add(code);
    };
    const a = { token: admin };
    const t = { token: tenant.token };

    // sign-in and access
    check(await api.get('/api/campaign'), 401, 'unauthorized');
    check(
      await api.post('/api/auth/admin/login', { username: 'admin', password: 'wrong-password' }),
      401,
      'invalid_username_or_password',
    );
    check(
      await api.post('/api/auth/tenant/login', { email: 'nobody@example.com', password: 'x' }),
      401,
      'invalid_email_or_password',
    );
    check(await api.get('/api/admin', t), 403, 'admins_only');
    check(await api.get('/api/tenant/profile', a), 403, 'tenants_only');
    check(await api.get('/api/stats/mine', a), 403, 'tenants_only');

    // records
    check(await api.get('/api/nothing-here', a), 404, 'not_found');
    check(await api.patch(`/api/admin/one/${NIL}`, { name: 'X' }, a), 404, 'admin_not_found');
    check(await api.patch(`/api/user/one/${NIL}`, { name: 'X' }, a), 404, 'user_not_found');
    check(await api.patch(`/api/campaign/one/${NIL}`, { name: 'X' }, a), 404, 'campaign_not_found');
    check(await api.patch(`/api/content/one/${NIL}`, { title: 'X' }, a), 404, 'content_not_found');
    check(await api.patch(`/api/asset/one/${NIL}`, { type: 'note' }, a), 404, 'asset_not_found');
    check(await api.patch(`/api/entry/one/${NIL}`, { accessValue: 'x' }, a), 404, 'entry_not_found');
    check(await api.post('/api/link/assign', { uuid: NIL, tenantId: tenant.id }, a), 404, 'link_not_found');
    check(
      await api.post('/api/user', { tenantId: NIL, name: 'N', phone: '1', email: 'n@example.com' }, a),
      400,
      'tenant_not_found',
    );
    check(
      await api.post('/api/entry', { type: 'TikTok', accessValue: 'x', tenantId: tenant.id, campaignId: NIL }, t),
      400,
      'campaign_not_found',
    );
    check(await api.post('/api/asset', { type: 'note', entryId: NIL, noteContent: 'n' }, t), 400, 'platform_not_found');
    check(
      await api.post(
        '/api/admin',
        { name: 'A', username: 'admin', email: 'a@example.com', phone: '1', password: 'password-1' },
        a,
      ),
      409,
      'username_taken',
    );

    // requests and fields
    check(
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: 'x',
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
      'content_type_json',
    );
    check(
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      'body_invalid_json',
    );
    check(await api.post('/api/campaign', [1], a), 400, 'body_not_object');
    check(await api.post('/api/campaign', { name: '', description: 'd', keyword: 'k' }, a), 400, 'field_required');
    check(
      await api.post('/api/campaign', { name: 'x'.repeat(201), description: 'd', keyword: 'k' }, a),
      400,
      'field_too_long',
    );
    check(
      await api.post('/api/campaign', { name: 'N', description: 'd', keyword: ['x'.repeat(101)] }, a),
      400,
      'field_each_too_long',
    );
    check(
      await api.post('/api/admin', { name: 'A', username: 'u2', email: 'nope', phone: '1', password: 'password-1' }, a),
      400,
      'field_email',
    );
    check(
      await api.post(
        '/api/admin',
        { name: 'A', username: 'u3', email: 'u3@example.com', phone: '1', password: 'short' },
        a,
      ),
      400,
      'field_too_short',
    );
    check(await api.post('/api/link/generate', { count: 0 }, a), 400, 'field_whole_number');
    check(await api.post('/api/redbook/generate', { platform: 'MySpace' }, t), 400, 'field_one_of');
    check(await api.post('/api/redbook/generate', { tone: 'x'.repeat(41) }, t), 400, 'tone_invalid');
    check(await api.get('/api/campaign?sort=password:asc', a), 400, 'sort_invalid');
    check(await api.get('/api/admin?status=gone', a), 400, 'status_active_inactive');
    check(await api.get('/api/content?status=gone', a), 400, 'status_active_pending_archived');
    check(await api.get('/api/asset?type=gif', a), 400, 'type_image_video_note');
    check(await api.del('/api/campaign/many', [], a), 400, 'ids_empty');
    check(
      await api.post('/api/content', { title: 'T', text: 'x', keyword: 'k', isRedirected: 'yes' }, a),
      400,
      'field_not_boolean',
    );

    // files
    check(
      await request(server.url, 'POST', '/files/public/upload/raw?bucketKey=BAD', { token: tenant.token }),
      400,
      'bucket_key_invalid',
    );
    check(
      await request(server.url, 'POST', '/files/public/upload/raw?bucketKey=media', {
        token: tenant.token,
        body: 'x',
        headers: { 'Content-Type': 'text/plain' },
      }),
      400,
      'upload_not_multipart',
    );
    check(await upload(server.url, tenant.token, Buffer.from('not a picture at all')), 415, 'invalid_file_type');
    check(
      await request(server.url, 'GET', `/files/_signed/media/${NIL}.png?expires=1&signature=x`),
      403,
      'invalid_signature',
    );
    const key = (await upload(server.url, tenant.token, PNG_BYTES)).body;
    expect(typeof key.key).toBe('string');
    check(await api.get(`/files/media/${NIL}.png`, t), 404, 'file_not_found');

    // the QR page
    check(await api.get(`/api/public/q/${NIL}`), 404, 'qr_code_not_found');

    // ops
    check(await api.get('/metrics'), 404, 'not_found');

    expect(wrong).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(39);
    for (const code of seen) expect(API_ERRORS).toHaveProperty(code);
  });
});
