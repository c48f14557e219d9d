/**
 * The language model's use per tenant and month: each generation with the model adds its calls, the posts kept, the
 * posts refused by reason and the tokens its answers report to the tenant's month; GET /api/stats/model-usage shows
 * an administrator every tenant and a tenant only its own; the CSV has the same figures, formulas escaped.
 */
import { GENERATOR_REFUSALS, type ModelUsage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonth } from '../src/stats/model-usage';
import { createTenant, serverForFile } from './helpers';
import { goodPost, sendJson, startFakeServer, type FakeServer } from './generator/fake-provider';

const KEY = 'sk-usage-secret-0123456789abcd';
const servers: FakeServer[] = [];
const world = serverForFile();

const BRIEF = { productName: 'GlowLab Serum', productType: 'Serum', language: 'Mandarin', platform: 'Redbook' };
const LOAN = { title: '贷款', content: '💰急需贷款？当天批准！\n\n#贷款 #急用钱 #批准', keywords: [] };

/** A completion with `usage`: the prompt's tokens are 100 + the post's number, the answer's 40. */
function answer(content: unknown, post: number): string {
  return JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100 + post, completion_tokens: 40, total_tokens: 140 + post },
  });
}

let fake: FakeServer;
beforeAll(async () => {
  // post 1 writes well; post 2 advertises loans twice (refused, the built-in writer's); post 3 is a 500
  fake = await startFakeServer((res, req) => {
    if (req.post === 2) return sendJson(res, 200, answer(LOAN, req.post));
    if (req.post === 3) return sendJson(res, 500, '{"error":{"message":"boom"}}');
    sendJson(res, 200, answer(goodPost(req.post), req.post));
  }, servers);
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

const useModel = (on: boolean) =>
  world.api.raw('PUT', '/api/settings/model', {
    token: world.admin,
    json: {
      baseUrl: fake.baseUrl,
      model: 'test-model',
      ...(on ? { apiKey: KEY } : { clearKey: true }),
      timeoutMs: 5000,
      concurrency: 1,
    },
  });

const usageOf = (token: string, query = '') => world.api.get<ModelUsage>(`/api/stats/model-usage${query}`, { token });

/** A minimal RFC 4180 reader (quoted cells, doubled quotes), for comparing the CSV with the JSON. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('the language model’s use per tenant and month', () => {
  let cafe: Awaited<ReturnType<typeof createTenant>>;
  let salon: Awaited<ReturnType<typeof createTenant>>;
  const month = usageMonth(Date.now());

  beforeAll(async () => {
    cafe = await createTenant(world.api, world.admin, 'Kopi Corner');
    salon = await createTenant(world.api, world.admin, '=HYPERLINK("http://evil.test")');
    // the built-in writer alone: nothing is counted
    expect((await world.api.post('/api/redbook/generate', { ...BRIEF, count: 2 }, { token: cafe.token })).status).toBe(
      200,
    );
    expect((await useModel(true)).status).toBe(200);
  });
  afterAll(() => useModel(false));

  it('counts calls, posts kept, posts refused by reason and tokens after generations with the model', async () => {
    expect((await usageOf(world.admin)).body).toEqual({ month, rows: [] });
    const first = await world.api.post('/api/redbook/generate', { ...BRIEF, count: 3 }, { token: cafe.token });
    expect(first.status).toBe(200);
    const second = await world.api.post('/api/redbook/generate', { ...BRIEF, count: 2 }, { token: cafe.token });
    expect(second.status).toBe(200);
    const reply = await usageOf(world.admin);
    expect(reply.status).toBe(200);
    // first: post 1 once (kept), post 2 twice (refused, off-topic), post 3 once (a 500); second: posts 1 and 2 again
    expect(reply.body).toEqual({
      month,
      rows: [
        {
          tenantId: cafe.id,
          tenantName: 'Kopi Corner',
          calls: 7,
          kept: 2,
          refused: { 'off-topic': 2, unavailable: 1 },
          tokensIn: 2 * (101 + 102 + 102),
          tokensOut: 40 * 6,
        },
      ],
    });
    expect(reply.text).not.toContain(KEY);
  });

  it('shows an administrator every tenant, a tenant only its own', async () => {
    expect((await world.api.post('/api/redbook/generate', { ...BRIEF, count: 1 }, { token: salon.token })).status).toBe(
      200,
    );
    const all = await usageOf(world.admin, `?month=${month}`);
    expect(all.body.rows.map((row) => row.tenantId).sort()).toEqual([cafe.id, salon.id].sort());
    const own = await usageOf(cafe.token);
    expect(own.body.rows.map((row) => [row.tenantId, row.calls])).toEqual([[cafe.id, 7]]);
    const other = await usageOf(salon.token);
    expect(other.body.rows.map((row) => [row.tenantId, row.kept, row.calls])).toEqual([[salon.id, 1, 1]]);
    const csv = await world.api.get(`/api/stats/model-usage.csv`, { token: salon.token });
    expect(csv.text).not.toContain('Kopi Corner');
  });

  it('answers another month empty, and refuses a month not written YYYY-MM', async () => {
    expect((await usageOf(world.admin, '?month=2031-02')).body).toEqual({ month: '2031-02', rows: [] });
    const bad = await usageOf(world.admin, '?month=2031-13');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'field_month', params: { field: 'Month' } });
  });

  it('exports the same figures as CSV, formulas escaped', async () => {
    const json = (await usageOf(world.admin)).body;
    const reply = await world.api.get(`/api/stats/model-usage.csv?month=${month}`, { token: world.admin });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="model-usage-${month}.csv"`);
    const [header, ...rows] = readCsv(reply.text);
    expect(header).toEqual([
      'Month',
      'Business',
      'Model calls',
      'Posts kept',
      'Posts refused',
      ...GENERATOR_REFUSALS.map((reason) => `Refused: ${reason}`),
      'Tokens in',
      'Tokens out',
    ]);
    expect(rows).toEqual(
      json.rows.map((row) => [
        month,
        row.tenantName.startsWith('=') ? `'${row.tenantName}` : row.tenantName,
        String(row.calls),
        String(row.kept),
        String(Object.values(row.refused).reduce((sum, n) => sum + n, 0)),
        ...GENERATOR_REFUSALS.map((reason) => String(row.refused[reason] ?? 0)),
        String(row.tokensIn),
        String(row.tokensOut),
      ]),
    );
    // the formula-looking business name is shown, never run
    expect(rows.some((row) => row[1] === `'=HYPERLINK("http://evil.test")`)).toBe(true);
  });

  it('counts an administrator’s generation for a tenant’s campaign in that tenant’s month', async () => {
    const campaign = await world.api.post<{ id: string }>(
      '/api/campaign',
      { name: 'Serum week', description: 'GlowLab Serum', keyword: ['serum'] },
      { token: cafe.token },
    );
    const before = (await usageOf(cafe.token)).body.rows[0]!;
    const reply = await world.api.post(
      '/api/redbook/generate',
      { ...BRIEF, count: 1, campaignId: campaign.body.id },
      { token: world.admin },
    );
    expect(reply.status).toBe(200);
    const after = (await usageOf(cafe.token)).body.rows[0]!;
    expect([after.calls - before.calls, after.kept - before.kept]).toEqual([1, 1]);
  });
});
