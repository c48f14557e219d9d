/**
 * Security of uploads: typed by content, inert when served, size limits answered (never a reset connection), and
 * names that never become paths.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FileUrlResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, errorBody, request, upload } from './helpers';
import { a, admin, call, checkEveryReply, expectStatus, record, server, setUpSecurityServer } from './security-fixture';

const MB5 = 5 * 1024 * 1024;

setUpSecurityServer();

describe('uploads', () => {
  const png = (size: number) => {
    const bytes = Buffer.alloc(size, 0x41);
    PNG_BYTES.copy(bytes, 0, 0, Math.min(PNG_BYTES.length, size));
    return bytes;
  };
  const KEY = /^campaign-media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|mp4)$/;

  async function fetchStored(key: string, token: string) {
    const signed = await call<FileUrlResponse>('GET', `/files/${key}`, token);
    expect(signed.status).toBe(200);
    const response = await fetch(signed.body.url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('stores a PNG/script polyglot only as an inert image/png', async () => {
    const polyglot = Buffer.concat([PNG_BYTES, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const reply = record('upload', await upload(server.url, a.tenant.token, polyglot, 'evil.html'));
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(KEY);
    expect(reply.body.key.endsWith('.png')).toBe(true);
    const { response, bytes } = await fetchStored(reply.body.key, a.tenant.token);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    // the bytes after the image's end are cut off: only the PNG is served
    expect(bytes.equals(PNG_BYTES)).toBe(true);
    // script first, PNG later: refused
    const scriptFirst = Buffer.concat([Buffer.from('<script>alert(1)</script>'), PNG_BYTES]);
    expect((await upload(server.url, a.tenant.token, scriptFirst, 'image.png')).status).toBe(415);
  });

  it('types files by content, not by name: text named .png refused, PNG named .mp4 stored as image/png', async () => {
    for (const [bytes, name] of [
      [Buffer.from('just some text'), 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'photo.jpg'],
      [Buffer.from('%PDF-1.7\n'), 'clip.mp4'],
    ] as const) {
      const reply = record('upload', await upload(server.url, a.tenant.token, bytes, name));
      expect(reply.status, name).toBe(415);
    }
    const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, 'clip.mp4'));
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(/\.png$/);
    const { response } = await fetchStored(reply.body.key, a.tenant.token);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('refuses zero-byte files; accepts exactly 5 MB and answers 413 to 5 MB + 1', async () => {
    const empty = record('upload', await upload(server.url, a.tenant.token, new Uint8Array(0), 'empty.png'));
    expect(empty.status).toBe(400);
    const exact = record('upload', await upload(server.url, a.tenant.token, png(MB5), 'big.png'));
    expect(exact.status, exact.text).toBe(201);
    const { response, bytes } = await fetchStored(exact.body.key, a.tenant.token);
    // its padding after the image's end is not kept
    expect(response.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(bytes.equals(PNG_BYTES)).toBe(true);
    const over = record('upload', await upload(server.url, a.tenant.token, png(MB5 + 1), 'big.png'));
    expect(over.status).toBe(413);
    expect(over.body).toEqual(errorBody);
  }, 60_000);

  it('answers oversized bodies with 413 every time, not with a reset connection (JSON and uploads)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const json = await request(server.url, 'POST', '/api/campaign', {
        token: a.tenant.token,
        body: 'x'.repeat(1_100_000 + round * 300_000),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(json.status).toBe(413);
      const file = await upload(server.url, a.tenant.token, png(8 * 1024 * 1024), 'huge.png');
      expect(file.status).toBe(413);
      // refused before the body is read (401, 415, 404): the answer arrives, and the connection stays usable
      const big = 'x'.repeat(900_000);
      expect(
        (
          await request(server.url, 'POST', '/api/campaign', {
            body: big,
            headers: { 'Content-Type': 'application/json' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await request(server.url, 'POST', '/api/campaign', {
            token: admin,
            body: big,
            headers: { 'Content-Type': 'text/plain' },
          })
        ).status,
      ).toBe(415);
      expect(
        (
          await request(server.url, 'POST', '/api/nothing', {
            token: admin,
            body: big,
            headers: { 'Content-Type': 'application/json' },
          })
        ).status,
      ).toBe(404);
      expect((await request(server.url, 'GET', '/api/campaign', { token: admin })).status).toBe(200);
    }
  }, 60_000);

  it('stores files with path characters in their names under a random key, never the name', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\evil.png',
      '/abs/olute.png',
      'a/../../../b.png',
      'x%2F..%2Fy.png',
      'ok\u0000.png',
      '....//....//z.png',
    ];
    const keys: string[] = [];
    for (const name of names) {
      const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, name));
      expect(reply.status, name).toBe(201);
      expect(reply.body.key).toMatch(KEY);
      keys.push(reply.body.key);
    }
    expect(new Set(keys).size).toBe(keys.length);
    // nothing named after the uploads anywhere in the data directory
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
        item.isDirectory() ? walk(path.join(dir, item.name)) : [path.join(dir, item.name)],
      );
    const stored = walk(path.join(server.dataDir, 'files'));
    expect(stored.filter((file) => /passwd|evil|olute|windows/.test(file))).toEqual([]);
    for (const key of keys) expect(stored).toContain(path.join(server.dataDir, 'files', key));
    // bucket keys and object keys with path characters are refused
    for (const bucket of ['..', '../x', 'a/b', 'UPPER', '%2e%2e']) {
      const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, 'x.png', bucket));
      expect(reply.status, bucket).toBe(400);
    }
    for (const key of [
      '..%2F..%2Fserver.lock',
      '..%2Fserver.lock',
      'campaign-media%2F..%2F..%2Fserver.lock',
      '%2Fetc%2Fpasswd',
      'db%2FPG_VERSION',
      'server.lock',
    ]) {
      const reply = await call<FileUrlResponse>('GET', `/files/${key}`, admin);
      expectStatus(reply, [400, 404], key);
      const signed = await request(server.url, 'GET', `/files/_signed/${key}?expires=9999999999&signature=x`);
      expectStatus(signed, [400, 403, 404], `signed ${key}`);
      expect(signed.text).not.toMatch(/PG_VERSION|^\d+$/);
    }
  }, 60_000);
});

checkEveryReply();
