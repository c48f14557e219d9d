import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function storage() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  roots.push(root);
  return { root, storage: createLocalStorage(root) };
}

const KEY = 'campaign-media/0f8fad5b-d9cb-469f-a165-70867728950e.png';

describe('local storage', () => {
  it.each([3, 100_000])('writes a fresh key in place, and never over a file already there: %i bytes', async (size) => {
    const { root, storage: local } = storage();
    const bytes = new Uint8Array(size).map((_, i) => (i % 250) + 1);
    await local.put(KEY, bytes, { fresh: true });
    expect(readFileSync(path.join(root, KEY)).equals(bytes)).toBe(true);
    expect(readdirSync(path.join(root, 'campaign-media'))).toEqual([path.basename(KEY)]);
    await expect(local.put(KEY, new Uint8Array(size), { fresh: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(root, KEY)).equals(bytes)).toBe(true);
    // a replacement (the backfill, a restore) goes through a temporary file: readers see the old or the new bytes
    await local.put(KEY, new Uint8Array([4, 5]));
    expect([...readFileSync(path.join(root, KEY))]).toEqual([4, 5]);
    expect(readdirSync(path.join(root, 'campaign-media'))).toEqual([path.basename(KEY)]);
  });

  it('makes the folder again when it went away, for a fresh key too', async () => {
    const { root, storage: local } = storage();
    await local.put(KEY.replace('0f8f', '1f8f'), new Uint8Array([1]), { fresh: true });
    rmSync(path.join(root, 'campaign-media'), { recursive: true });
    await local.put(KEY, new Uint8Array([7]), { fresh: true });
    expect([...readFileSync(path.join(root, KEY))]).toEqual([7]);
  });
});
