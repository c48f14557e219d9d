/**
 * Faults: the real server (src/main.ts) as a child process, killed with SIGKILL during a loop of bulk saves,
 * then restarted on the same data. Every acknowledged save is complete and no save is partial. On PGlite a
 * second server on the same DATA_DIR refuses to start while the first runs. With TEST_DATABASE_URL the
 * kill/restart check runs against PostgreSQL (DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import type { AdminLoginResponse, Campaign } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, spawnServer, startTestServer, usingPostgres, type TestServer } from './helpers';

const ADMIN_PASSWORD = 'faults-admin-password-1';
const ITEMS = 20;
const WRITERS = 3;

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  url: () => Promise<string | undefined>;
}

let seed: TestServer;
let dataDir: string;
let databaseUrl: string | undefined;
const children: ChildProcess[] = [];

function startChild(extraEnv: Record<string, string> = {}): Child {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_REQUESTS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const server = spawnServer(env);
  children.push(server.child);
  return { process: server.child, output: server.output, exited: server.exited, url: server.url };
}

async function waitListening(child: Child): Promise<string> {
  const url = await child.url();
  if (!url) throw new Error(`the server did not start: ${child.output()}`);
  return url;
}

async function stop(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal);
  return Promise.race([child.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
}

beforeAll(async () => {
  // a migrated data directory (or database) from the template, so the child starts in about a second
  seed = await startTestServer({ adminPassword: ADMIN_PASSWORD, jwtSecret: undefined });
  dataDir = seed.dataDir;
  databaseUrl = seed.databaseUrl;
  await seed.close();
}, 180_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await seed?.destroy().catch(() => undefined);
}, 30_000);

describe('a crash during bulk saves', () => {
  it('SIGKILL mid-loop, restart: every acknowledged save is complete, no save is partial', async () => {
    const first = startChild();
    const api = client(await waitListening(first));
    const login = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(login.status, login.text).toBe(200);
    const token = login.body.token;
    const campaign = await api.post<Campaign>(
      '/api/campaign',
      { name: 'Crash test', description: 'd', keyword: ['k'] },
      { token },
    );
    expect(campaign.status).toBe(201);
    const campaignId = campaign.body.id;

    const acknowledged = new Set<string>();
    const attempted = new Set<string>();
    let stopWriting = false;
    let errorsBeforeKill = 0;
    let killed = false;
    const writer = async (writerId: number) => {
      for (let round = 0; !stopWriting; round += 1) {
        const marker = `batch-${writerId}-${round}`;
        attempted.add(marker);
        const items = Array.from({ length: ITEMS }, (_, index) => ({
          campaignId,
          title: `${marker} item ${index}`,
          text: `${marker} ${'lorem ipsum '.repeat(20)}`,
          keyword: [marker],
        }));
        try {
          const reply = await api.post('/api/content/bulk', items, { token });
          if (reply.status === 201 && Array.isArray(reply.body) && reply.body.length === ITEMS)
            acknowledged.add(marker);
          else if (!killed) errorsBeforeKill += 1;
        } catch {
          // the server died: this save is unacknowledged
          if (!killed) errorsBeforeKill += 1;
          return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    // kill while saves are in flight, after a fair number were acknowledged
    const until = Date.now() + 60_000;
    while (acknowledged.size < 15 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    killed = true;
    first.process.kill('SIGKILL');
    await first.exited;
    stopWriting = true;
    await Promise.all(writers);
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(errorsBeforeKill).toBe(0);
    expect(acknowledged.size).toBeGreaterThanOrEqual(15);

    // restart on the same data (PGlite: the dead server's lock file is taken over)
    const second = startChild();
    try {
      const api2 = client(await waitListening(second));
      const login2 = await api2.post<AdminLoginResponse>('/api/auth/admin/login', {
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      expect(login2.status).toBe(200);
      const list = await api2.get(`/api/content?campaignId=${campaignId}`, { token: login2.body.token });
      expect(list.status).toBe(200);
      const perBatch = new Map<string, number>();
      for (const row of list.body as { keyword: string[]; title: string }[]) {
        const marker = row.keyword[0]!;
        expect(row.title.startsWith(`${marker} item `)).toBe(true);
        perBatch.set(marker, (perBatch.get(marker) ?? 0) + 1);
      }
      const partial = [...perBatch].filter(([, count]) => count !== ITEMS);
      expect(partial, 'batches saved in part').toEqual([]);
      const lost = [...acknowledged].filter((marker) => perBatch.get(marker) !== ITEMS);
      expect(lost, 'acknowledged batches missing after the restart').toEqual([]);
      // nothing appears that was never sent
      expect([...perBatch.keys()].filter((marker) => !attempted.has(marker))).toEqual([]);
      console.log(
        `faults: ${acknowledged.size} acknowledged saves of ${attempted.size} attempted; ${perBatch.size} batches present after the restart (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`,
      );
      // the restarted server takes writes
      expect(
        (await api2.post('/api/content/bulk', [{ campaignId, text: 'after' }], { token: login2.body.token })).status,
      ).toBe(201);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 150_000);
});

describe('the data directory lock', () => {
  it.skipIf(usingPostgres)(
    'a second server on the same DATA_DIR refuses to start while the first runs',
    async () => {
      const first = startChild();
      try {
        const url = await waitListening(first);
        const other = startChild({ PORT: '0' });
        const code = await Promise.race([
          other.exited,
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
        ]);
        expect(code).not.toBe('timeout');
        expect(code).not.toBe(0);
        expect(other.output()).toMatch(/DATA_DIR .* is in use by another server \(pid \d+\)/);
        expect(other.output()).not.toMatch(/listening on/);
        // the first one is unharmed
        const login = await client(url).post('/api/auth/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
        expect(login.status).toBe(200);
      } finally {
        expect(await stop(first)).toBe(0);
      }
    },
    120_000,
  );
});
