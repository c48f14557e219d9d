/**
 * Settings → Language model: administrators only; the key write-only (a hint in answers, AES-GCM in the database,
 * in no log line); saved settings used by the next generation without a restart; a blank key keeps the saved one
 * and `clearKey` removes it; "Test connection" reports the model and latency or the provider's error as a problem;
 * GENERATOR_* environment variables win and make the settings read-only.
 */
import type { ModelSettingsView, ModelTestResult } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/settings/secret-box';
import { adminToken, client, createTenant, serverForFile, startTestServer } from './helpers';
import { completion, goodPost, sendJson, startFakeServer, type FakeServer } from './generator/fake-provider';

const KEY = 'sk-live-secret-key-0123456789wxyz';
const OTHER_KEY = 'sk-second-key-abcdefghijkl9876';
const servers: FakeServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const world = serverForFile();

const settings = (fake: FakeServer, extra: Record<string, unknown> = {}) => ({
  baseUrl: fake.baseUrl,
  model: 'test-model',
  timeoutMs: 5000,
  concurrency: 2,
  ...extra,
});

async function fakeModel(status = 200): Promise<FakeServer> {
  return startFakeServer((res, req) => {
    if (status !== 200) return sendJson(res, status, JSON.stringify({ error: { message: `bad key ${KEY}` } }));
    if ((req.body as { max_tokens?: number }).max_tokens === 1) {
      return sendJson(
        res,
        200,
        JSON.stringify({ model: 'test-model-2024-07-18', choices: [{ message: { content: 'O' } }] }),
      );
    }
    return sendJson(res, 200, completion(JSON.stringify(goodPost(req.post))));
  }, servers);
}

const generate = (token: string) =>
  world.api.post('/api/redbook/generate', { productName: 'GlowLab Serum', productType: 'Serum', count: 2 }, { token });

describe('Settings → Language model', () => {
  it('is for administrators only', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Kedai');
    const fake = await fakeModel();
    expect((await world.api.get('/api/settings/model', { token: tenant.token })).status).toBe(403);
    const put = await world.api.raw('PUT', '/api/settings/model', {
      token: tenant.token,
      json: settings(fake, { apiKey: KEY }),
    });
    expect(put.status).toBe(403);
    const test = await world.api.post('/api/settings/model/test', settings(fake, { apiKey: KEY }), {
      token: tenant.token,
    });
    expect(test.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
    expect((await world.api.get<ModelSettingsView>('/api/settings/model', { token: world.admin })).body.source).toBe(
      'none',
    );
  });

  it('keeps the key write-only and uses the saved model for the next generation, without a restart', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Kafe');
    const fake = await fakeModel();
    const saved = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { apiKey: KEY }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: 'database', model: 'test-model', keyHint: 'sk-…wxyz', concurrency: 2 });
    expect(saved.text).not.toContain(KEY);
    const shown = await world.api.get<ModelSettingsView>('/api/settings/model', { token: world.admin });
    expect(shown.text).not.toContain(KEY);
    expect(shown.body.keyHint).toBe('sk-…wxyz');

    const generated = await generate(tenant.token);
    expect(generated.status).toBe(200);
    expect(generated.text).not.toContain(KEY);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(fake.requests[0]?.body.model).toBe('test-model');

    // saved again without a key: the key is kept
    const again = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { model: 'other-model', apiKey: '' }),
    });
    expect(again.body).toMatchObject({ keyHint: 'sk-…wxyz', model: 'other-model' });
    const before = fake.requests.length;
    await generate(tenant.token);
    expect(fake.requests.slice(before).every((request) => request.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(fake.requests.at(-1)?.body.model).toBe('other-model');

    // a new key replaces it; clearing it goes back to the built-in writer
    const replaced = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { apiKey: OTHER_KEY }),
    });
    expect((replaced.body as ModelSettingsView).keyHint).toBe('sk-…9876');
    const cleared = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { clearKey: true }),
    });
    expect(cleared.body).toMatchObject({ keyHint: null, source: 'none' });
    const afterClear = fake.requests.length;
    const builtin = await generate(tenant.token);
    expect(builtin.status).toBe(200);
    expect(fake.requests.length).toBe(afterClear);

    const everyLine = JSON.stringify(world.server.logRecords);
    expect(everyLine).not.toContain(KEY);
    expect(everyLine).not.toContain(OTHER_KEY);
  });

  it('refuses a bad address or numbers with a message naming the field, and keeps what was saved', async () => {
    const fake = await fakeModel();
    const bad = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { baseUrl: 'ftp://example.test', apiKey: KEY }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'field_url', params: { field: 'Base URL' } });
    const slow = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { timeoutMs: 10, apiKey: KEY }),
    });
    expect(slow.status).toBe(400);
    expect(slow.body).toMatchObject({ code: 'field_whole_number', params: { field: 'Timeout' } });
  });
});

describe('Test connection', () => {
  const test = (body: Record<string, unknown>) =>
    world.api.post<ModelTestResult>('/api/settings/model/test', body, { token: world.admin });

  it("answers the model's name and the latency", async () => {
    const fake = await fakeModel();
    const reply = await test(settings(fake, { apiKey: KEY }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, model: 'test-model-2024-07-18' });
    expect(reply.body.latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${KEY}`);
  });

  it('uses the saved key when none is typed', async () => {
    const fake = await fakeModel();
    await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: settings(fake, { apiKey: OTHER_KEY }),
    });
    const reply = await test(settings(fake));
    expect(reply.body.ok).toBe(true);
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${OTHER_KEY}`);
  });

  it("names the provider's error in plain words, never echoing the key", async () => {
    const refused = await test(settings(await fakeModel(401), { apiKey: KEY }));
    expect(refused.body).toMatchObject({ ok: false, problem: 'key', status: 401 });
    expect(refused.text).not.toContain(KEY);
    expect((await test(settings(await fakeModel(404), { apiKey: KEY }))).body).toMatchObject({ problem: 'model' });
    expect((await test(settings(await fakeModel(500), { apiKey: KEY }))).body).toMatchObject({
      problem: 'http',
      status: 500,
    });
    const closed = await fakeModel();
    await closed.close();
    const unreachable = await test(settings(closed, { apiKey: KEY }));
    expect(unreachable.body).toMatchObject({ ok: false, problem: 'unreachable', host: new URL(closed.baseUrl).host });
    const silent = await startFakeServer(() => undefined, servers);
    const timedOut = await test(settings(silent, { apiKey: KEY, timeoutMs: 1000 }));
    expect(timedOut.body).toMatchObject({ ok: false, problem: 'timeout' });
    expect(JSON.stringify(world.server.logRecords)).not.toContain(KEY);
  });
});

describe('The environment wins', () => {
  it("shows the environment's model, read-only, and refuses a save with 409", async () => {
    const server = await startTestServer({
      generatorSettings: { baseUrl: 'https://api.deepseek.com/v1', apiKey: KEY, model: 'deepseek-chat' },
    });
    try {
      const api = client(server.url);
      const admin = await adminToken(api);
      const shown = await api.get<ModelSettingsView>('/api/settings/model', { token: admin });
      expect(shown.body).toMatchObject({ source: 'environment', model: 'deepseek-chat', keyHint: 'sk-…wxyz' });
      expect(shown.text).not.toContain(KEY);
      const put = await api.raw('PUT', '/api/settings/model', {
        token: admin,
        json: {
          baseUrl: 'https://api.openai.com/v1',
          model: 'gpt-4o-mini',
          apiKey: OTHER_KEY,
          timeoutMs: 30000,
          concurrency: 3,
        },
      });
      expect(put.status).toBe(409);
      expect(put.body).toMatchObject({ code: 'model_settings_from_env' });
      expect((await api.get<ModelSettingsView>('/api/settings/model', { token: admin })).body.model).toBe(
        'deepseek-chat',
      );
    } finally {
      await server.destroy();
    }
  });
});

describe('The key at rest', () => {
  it('opens only under the key it was sealed with (SECRETS_KEY, else the JWT secret)', () => {
    const jwt = new TextEncoder().encode('jwt-secret');
    const sealed = createSecretBox('secrets-key-one', jwt).seal(KEY);
    expect(sealed).not.toContain(KEY);
    expect(createSecretBox('secrets-key-one', jwt).open(sealed)).toBe(KEY);
    expect(createSecretBox('secrets-key-two', jwt).open(sealed)).toBeUndefined();
    expect(createSecretBox(undefined, jwt).open(sealed)).toBeUndefined();
    expect(createSecretBox(undefined, jwt).open(createSecretBox(undefined, jwt).seal(KEY))).toBe(KEY);
  });
});
