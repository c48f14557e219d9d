import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminLoginResponse, Campaign } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index';
import { silentLogger } from '../src/logger';
import {
  ADMIN_PASSWORD,
  adminToken,
  client,
  ensureTemplate,
  type TestServer,
  fakeAppBuild,
  runMain,
  spawnServer,
  startTestServer,
  usingPostgres,
} from './helpers';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = fakeAppBuild();
  writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
  server = await startTestServer({ staticDir });
}, 180_000);

afterAll(async () => {
  await server?.destroy();
  rmSync(staticDir, { recursive: true, force: true });
}, 30_000);

describe('static single-page app', () => {
  it('serves files, falls back to index.html for HTML navigations, and leaves /api and /files alone', async () => {
    const index = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<div id="root">');
    const route = await fetch(`${server.url}/tenant/campaign-details?id=1`, { headers: { Accept: 'text/html,*/*' } });
    expect(await route.text()).toContain('<div id="root">');
    const script = await fetch(`${server.url}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('console.log("app");');
    expect(await fetch(`${server.url}/.env`, { headers: { Accept: 'text/html' } }).then((r) => r.text())).not.toContain(
      'SECRET',
    );
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/tenant/profile`, { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    const files = await fetch(`${server.url}/files/x`, { headers: { Accept: 'text/html' } });
    expect(files.headers.get('content-type')).toContain('application/json');
  });
});

describe('persistence and the data directory lock', () => {
  it('keeps data across a restart; a second server on the same DATA_DIR refuses to start', async () => {
    const api = client(server.url);
    const admin = await adminToken(api);
    const created = await api.post(
      '/api/campaign',
      { name: 'Durable', description: 'd', keyword: ['k'] },
      { token: admin },
    );
    expect(created.status).toBe(201);

    if (!usingPostgres) {
      await expect(
        startServer({ port: 0, dataDir: server.dataDir, quiet: true, logger: silentLogger() }),
      ).rejects.toThrow(/is in use by another server \(pid \d+\)/);
      expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(true);
    }

    await server.close();
    expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
    const again = await server.restart();
    try {
      const api2 = client(again.url);
      const token = await adminToken(api2);
      const list = await api2.get<Campaign[]>('/api/campaign', { token });
      expect(list.body.map((row) => row.name)).toContain('Durable');
      // the old token still works: the signing secret persisted too
      expect((await api2.get('/api/campaign', { token: admin })).status).toBe(200);
      expect(again.generatedAdminPassword).toBeUndefined();
    } finally {
      await again.close();
    }
  }, 120_000);

  it.skipIf(usingPostgres)(
    'takes over a lock file left by a dead process',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'app-server-stale-'));
      try {
        const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
          encoding: 'utf8',
        });
        writeFileSync(path.join(dataDir, 'server.lock'), dead.stdout);
        const started = await startServer({
          port: 0,
          dataDir,
          quiet: true,
          logger: silentLogger(),
          adminPassword: 'x-password',
          pgliteTemplate: await ensureTemplate(),
        });
        await started.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe('seeding the first administrator', () => {
  it('generates a password when none is given, reports it once, and it works', async () => {
    const fresh = await startTestServer({ adminPassword: undefined, adminUsername: 'root' });
    try {
      expect(fresh.generatedAdminPassword).toMatch(/^\S{12,}$/);
      const api = client(fresh.url);
      const login = await api.post('/api/auth/admin/login', {
        username: 'root',
        password: fresh.generatedAdminPassword,
      });
      expect(login.status).toBe(200);
      expect((await api.post('/api/auth/admin/login', { username: 'root', password: ADMIN_PASSWORD })).status).toBe(
        401,
      );
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});

describe('npm start (src/main.ts)', () => {
  it('refuses a bad variable before anything starts: exit code 1 and one line naming it', () => {
    const dataDir = path.join(os.tmpdir(), `app-never-created-${process.pid}-${Date.now()}`);
    const result = runMain({ ...process.env, PORT: 'abc', DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('Could not start the server: PORT is "abc", expected a port number from 0 to 65535\n');
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('starts from the environment, prints the URL, logs each request, and stops cleanly on SIGTERM', async () => {
    // prepare the data directory from the template so the child starts quickly
    const seedServer = await startTestServer({ adminPassword: undefined });
    const databaseUrl = seedServer.databaseUrl;
    await seedServer.close();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: seedServer.dataDir,
      LOG_REQUESTS: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    delete env.ADMIN_PASSWORD;
    const { child, exited, output, url: listening } = spawnServer(env);
    try {
      const url = await listening();
      expect(url, output()).toBeTruthy();
      const api = client(url!);
      // the seed server already created the admin with a generated password: main must not print another
      expect(output()).not.toMatch(/password/i);
      expect((await api.get('/api/campaign')).status).toBe(401);
      expect(output()).toMatch(/GET \/api\/campaign 401 \d+ms/);
      const login = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
        username: 'admin',
        password: seedServer.generatedAdminPassword,
      });
      expect(login.status).toBe(200);
      // an open SSE stream must not keep the server from stopping
      const stream = await fetch(`${url}/api/sse`, { headers: { Authorization: `Bearer ${login.body.token}` } });
      expect(stream.status).toBe(200);
      const reading = stream.body!.getReader();
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000))]);
      expect(code).toBe(0);
      // the stream was ended by the server
      let ended = false;
      for (let i = 0; i < 10 && !ended; i += 1) {
        const part = await reading.read().catch(() => ({ done: true }));
        ended = part.done === true;
      }
      expect(ended).toBe(true);
      expect(output()).toMatch(/SIGTERM: shutting down/);
      expect(existsSync(path.join(seedServer.dataDir, 'server.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await seedServer.destroy();
    }
  }, 180_000);
});
