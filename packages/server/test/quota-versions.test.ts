/**
 * The storage quota counts an image's resized versions too: 16 photos uploaded at the same moment never store more
 * than the quota, originals and versions together (they passed a 400 KB quota by 1.46×).
 */
import { mediaVersionKeys, type FileUrlResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, client, createTenant, startTestServer, upload } from './helpers';
import { photo } from './pictures';

describe('the storage quota with resized versions', () => {
  it('16 parallel photo uploads store at most the quota, versions included', async () => {
    const quota = 400_000;
    const server = await startTestServer({ storageQuotaBytes: quota });
    try {
      const api = client(server.url);
      const tenant = await createTenant(api, await adminToken(api), 'Versions');
      const picture = await photo(700, 525, { quality: 50 });
      const replies = await Promise.all(
        Array.from({ length: 16 }, () => upload(server.url, tenant.token, picture, 'photo.jpg')),
      );
      expect(replies.every((reply) => reply.status === 201 || reply.status === 413)).toBe(true);
      const keys = replies.filter((reply) => reply.status === 201).map((reply) => reply.body.key);
      expect(
        keys.length,
        `${picture.byteLength} bytes: ${replies.map((reply) => reply.status).join()}`,
      ).toBeGreaterThanOrEqual(1);
      let stored = 0;
      for (const key of keys.flatMap((original) => [original, ...mediaVersionKeys(original)])) {
        const signed = await api.get<FileUrlResponse>(`/files/${key}`, { token: tenant.token });
        if (signed.status !== 200) continue;
        const file = await fetch(signed.body.url);
        if (file.ok) stored += (await file.arrayBuffer()).byteLength;
      }
      const versions = keys.flatMap(mediaVersionKeys).length;
      expect(versions).toBeGreaterThan(0);
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThanOrEqual(quota);
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
