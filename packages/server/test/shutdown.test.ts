/**
 * Graceful shutdown: SIGTERM while a bulk save and a file upload are still arriving. Both finish (nothing is cut
 * half-way), the event streams end with a `retry:` hint, readiness fails first, and a server started on the same
 * data afterwards finds exactly what the answers promised: every saved content, the file's bytes, no stray files.
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type { AdminLoginResponse, Campaign, Content, FileUrlResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JWT_SECRET,
  MP4_BYTES,
  adminToken,
  client,
  listenSse,
  spawnServer,
  startTestServer,
  waitFor,
} from './helpers';

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends a request whose body arrives in pieces over `durationMs`; resolves with the answer (status 0: none). */
function trickle(
  base: string,
  head: Record<string, string>,
  requestLine: string,
  body: Buffer,
  durationMs: number,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    };
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      const headers = Object.entries({ ...head, 'Content-Length': String(body.length), Connection: 'close' })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`${requestLine} HTTP/1.1\r\nHost: test\r\n${headers}\r\n`);
      const pieces = 10;
      let sent = 0;
      const timer = setInterval(() => {
        const end = Math.round((body.length * (sent + 1)) / pieces);
        socket.write(body.subarray(Math.round((body.length * sent) / pieces), end));
        sent += 1;
        if (sent === pieces) clearInterval(timer);
      }, durationMs / pieces);
    });
  });
}

function multipart(bytes: Buffer): { type: string; body: Buffer } {
  const boundary = 'shutdown-boundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('SIGTERM', () => {
  it('lets a bulk save and an upload in flight finish, ends streams with a retry hint, then stops', async () => {
    const seed = await startTestServer();
    const { dataDir, databaseUrl } = seed;
    await seed.close();
    const {
      child,
      exited,
      output,
      url: listening,
    } = spawnServer({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const url = await listening();
      if (!url) throw new Error(`the server did not start:\n${output()}`);
      const api = client(url);
      const login = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
      });
      const token = login.body.token;
      const campaign = await api.post<Campaign>(
        '/api/campaign',
        { name: 'Shutdown', description: 'd', keyword: ['k'] },
        { token },
      );
      const stream = await listenSse(url, { Authorization: `Bearer ${token}` });
      const items = Array.from({ length: 100 }, (_, index) => ({
        campaignId: campaign.body.id,
        title: `Post ${index}`,
        text: `Body ${index}`,
        keyword: ['k'],
      }));
      // a video: stored byte for byte as it came (an image would be cleaned and resized)
      const video = Buffer.concat([MP4_BYTES, Buffer.alloc(200_000, 1)]);
      const form = multipart(video);
      const auth = { Authorization: `Bearer ${token}` };
      const bulk = trickle(
        url,
        { ...auth, 'Content-Type': 'application/json' },
        'POST /api/content/bulk',
        Buffer.from(JSON.stringify(items)),
        1500,
      );
      const uploaded = trickle(
        url,
        { ...auth, 'Content-Type': form.type },
        'POST /files/public/upload/raw?bucketKey=campaign-media',
        form.body,
        1500,
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      child.kill('SIGTERM');
      const [bulkAnswer, uploadAnswer] = await Promise.all([bulk, uploaded]);
      expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000))])).toBe(
        0,
      );
      expect(bulkAnswer.status, bulkAnswer.body).toBe(201);
      expect(uploadAnswer.status, uploadAnswer.body).toBe(201);
      expect(await waitFor(() => stream.ended)).toBe(true);
      expect(stream.fields).toContain('retry: 2000');
      expect(output()).toMatch(/SIGTERM: shutting down/);
      expect(output()).toMatch(/Stopped/);

      // what the answers promised is there, whole
      const after = await seed.restart();
      try {
        const again = client(after.url);
        const admin = await adminToken(again);
        const saved = await again.get<Content[]>(`/api/content?campaignId=${campaign.body.id}`, { token: admin });
        expect(saved.body.map((row) => row.title).sort()).toEqual(items.map((item) => item.title).sort());
        const { key } = JSON.parse(uploadAnswer.body) as { key: string };
        const signed = await again.get<FileUrlResponse>(`/files/${key}`, { token: admin });
        const file = await fetch(signed.body.url);
        expect(Buffer.from(await file.arrayBuffer()).equals(video)).toBe(true);
        if (!databaseUrl) {
          const stored = readdirSync(path.join(dataDir, 'files', 'campaign-media'));
          expect(stored.filter((name) => name.endsWith('.tmp'))).toEqual([]);
        }
      } finally {
        await after.close();
      }
      await stream.close();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await seed.destroy();
    }
  }, 180_000);
});
