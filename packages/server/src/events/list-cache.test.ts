import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

/** A load whose answer the test releases by hand. */
function deferredLoad(rows: unknown[]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      await gate;
      return rows;
    },
    release,
    calls: () => calls,
  };
}

const text = (body: Uint8Array) => Buffer.from(body).toString('utf8');

describe('ListCache', () => {
  it('answers the JSON bytes with an ETag and serves the next read from memory', async () => {
    const cache = new ListCache();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return [{ name: '月饼' }];
    };
    const first = await cache.get('campaign', 'tenant:a', load);
    expect(text(first.body)).toBe('[{"name":"月饼"}]');
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await cache.get('campaign', 'tenant:a', load)).toBe(first);
    expect(calls).toBe(1);
  });

  it('gives the answer as it was loaded, the same object on every hit (the QR page reads it without parsing)', async () => {
    const cache = new ListCache();
    const when = new Date('2026-01-01T00:00:00Z');
    const loaded = { tenant: { name: 'Kopi' }, createdAt: when };
    const first = await cache.get('qr-page', 'public|link:a', async () => loaded);
    expect(first.value).toBe(loaded);
    const hit = await cache.get('qr-page', 'public|link:a', async () => ({ ...loaded }));
    expect(hit.value).toBe(loaded);
    expect(hit.value.createdAt).toBe(when);
  });

  it('runs one load for concurrent misses of a key', async () => {
    const cache = new ListCache();
    const slow = deferredLoad([1, 2]);
    const reads = [cache.get('content', 'admin', slow.load), cache.get('content', 'admin', slow.load)];
    slow.release();
    const [a, b] = await Promise.all(reads);
    expect(slow.calls()).toBe(1);
    expect(a).toBe(b);
  });

  it('does not hand a read that follows a change the answer of a load that started before it', async () => {
    const cache = new ListCache();
    const before = deferredLoad(['old']);
    const stale = cache.get('campaign', 'admin', before.load);
    cache.invalidate(['campaign']);
    const fresh = cache.get('campaign', 'admin', async () => ['new']);
    before.release();
    expect(text((await stale).body)).toBe('["old"]');
    expect(text((await fresh).body)).toBe('["new"]');
    // and the stale answer was not kept
    expect(text((await cache.get('campaign', 'admin', async () => ['newer'])).body)).toBe('["new"]');
  });

  it('drops only the kinds named, keeps nothing when a load fails, and can be turned off', async () => {
    const cache = new ListCache();
    await cache.get('campaign', 'admin', async () => ['c']);
    await cache.get('asset', 'admin', async () => ['a']);
    cache.invalidate(['campaign']);
    expect(text((await cache.get('campaign', 'admin', async () => ['c2'])).body)).toBe('["c2"]');
    expect(text((await cache.get('asset', 'admin', async () => ['a2'])).body)).toBe('["a"]');

    await expect(cache.get('entry', 'admin', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(text((await cache.get('entry', 'admin', async () => ['e'])).body)).toBe('["e"]');

    const off = new ListCache({ maxBytes: 0 });
    await off.get('entry', 'admin', async () => ['x']);
    expect(text((await off.get('entry', 'admin', async () => ['y'])).body)).toBe('["y"]');
  });
});

describe('ListCache, changes for some viewers', () => {
  it("drops only the named viewers' lists, filtered ones included", async () => {
    const cache = new ListCache();
    const fill = async (key: string, value: string) => cache.get('asset', key, async () => [value]);
    await fill('admin', 'admin-1');
    await fill('tenant:a', 'a-1');
    await fill('tenant:a|campaign-1', 'a-filtered-1');
    await fill('tenant:b', 'b-1');
    cache.invalidate(['asset'], ['admin', 'tenant:a']);
    expect(text((await fill('admin', 'admin-2')).body)).toBe('["admin-2"]');
    expect(text((await fill('tenant:a', 'a-2')).body)).toBe('["a-2"]');
    expect(text((await fill('tenant:a|campaign-1', 'a-filtered-2')).body)).toBe('["a-filtered-2"]');
    expect(text((await fill('tenant:b', 'b-2')).body)).toBe('["b-1"]');
    // a change for everyone drops the rest
    cache.invalidate(['asset']);
    expect(text((await fill('tenant:b', 'b-3')).body)).toBe('["b-3"]');
  });

  it("keeps a load that raced with another viewer's change, not one that raced with its own", async () => {
    const cache = new ListCache();
    const mine = deferredLoad(['a-old']);
    const theirs = deferredLoad(['b-current']);
    const a = cache.get('entry', 'tenant:a', mine.load);
    const b = cache.get('entry', 'tenant:b', theirs.load);
    cache.invalidate(['entry'], ['admin', 'tenant:a']);
    mine.release();
    theirs.release();
    await Promise.all([a, b]);
    expect(text((await cache.get('entry', 'tenant:a', async () => ['a-new'])).body)).toBe('["a-new"]');
    expect(text((await cache.get('entry', 'tenant:b', async () => ['b-reloaded'])).body)).toBe('["b-current"]');
  });
});

describe('ListCache, changes that name their campaigns', () => {
  it("drops the lists of those campaigns and the unscoped ones, keeps other campaigns' lists", async () => {
    const cache = new ListCache();
    const fill = async (key: string, value: string, scope?: string) =>
      cache.get('content', key, async () => [value], scope);
    await fill('tenant:a', 'all-1');
    await fill('tenant:a|campaignId=c1', 'c1-1', 'c1');
    await fill('tenant:a|campaignId=c2', 'c2-1', 'c2');
    await fill('tenant:b|campaignId=c1', 'b-c1-1', 'c1');
    cache.invalidate(['content'], ['admin', 'tenant:a'], ['c1']);
    expect(text((await fill('tenant:a', 'all-2')).body)).toBe('["all-2"]');
    expect(text((await fill('tenant:a|campaignId=c1', 'c1-2', 'c1')).body)).toBe('["c1-2"]');
    expect(text((await fill('tenant:a|campaignId=c2', 'c2-2', 'c2')).body)).toBe('["c2-1"]');
    // another viewer's list of the same campaign: not concerned
    expect(text((await fill('tenant:b|campaignId=c1', 'b-c1-2', 'c1')).body)).toBe('["b-c1-1"]');
    // a change that names no campaign drops every list of the viewer
    cache.invalidate(['content'], ['tenant:a']);
    expect(text((await fill('tenant:a|campaignId=c2', 'c2-3', 'c2')).body)).toBe('["c2-3"]');
  });

  it("keeps a load of another campaign that raced with the change, not one of the change's campaign", async () => {
    const cache = new ListCache();
    const mine = deferredLoad(['c1-old']);
    const other = deferredLoad(['c2-current']);
    const one = cache.get('content', 'tenant:a|c1', mine.load, 'c1');
    const two = cache.get('content', 'tenant:a|c2', other.load, 'c2');
    cache.invalidate(['content'], ['admin', 'tenant:a'], ['c1']);
    // a read after the change does not join the stale load
    const after = cache.get('content', 'tenant:a|c1', async () => ['c1-new'], 'c1');
    // one of another campaign still shares the load in flight
    expect(cache.get('content', 'tenant:a|c2', async () => ['c2-again'], 'c2')).toBe(two);
    mine.release();
    other.release();
    expect(text((await one).body)).toBe('["c1-old"]');
    expect(text((await after).body)).toBe('["c1-new"]');
    expect(text((await two).body)).toBe('["c2-current"]');
    expect(text((await cache.get('content', 'tenant:a|c1', async () => ['x'], 'c1')).body)).toBe('["c1-new"]');
    expect(text((await cache.get('content', 'tenant:a|c2', async () => ['x'], 'c2')).body)).toBe('["c2-current"]');
    expect(mine.calls() + other.calls()).toBe(2);
  });

  it("drops a campaign's details on a change of the campaign, of its contents or of its assets", async () => {
    const cache = new ListCache();
    const detail = async (id: string, value: string) =>
      cache.get('campaign-detail', `tenant:a|one:${id}`, async () => ({ value }), id);
    for (const [kind, round] of [
      ['campaign', 1],
      ['content', 2],
      ['asset', 3],
    ] as const) {
      await detail('c1', `c1-${round}`);
      await detail('c2', `c2-${round}`);
      cache.invalidate([kind], ['admin', 'tenant:a'], ['c1']);
      expect(text((await detail('c1', `c1-${round}-after`)).body)).toBe(`{"value":"c1-${round}-after"}`);
      // the first details of c2 are kept through every round
      expect(text((await detail('c2', 'unused')).body)).toBe('{"value":"c2-1"}');
    }
    // changes of kinds the details do not show keep them
    cache.invalidate(['tenant', 'link', 'stats']);
    expect(text((await detail('c1', 'unused')).body)).toBe('{"value":"c1-3-after"}');
  });
});

describe('ListCache, bounds', () => {
  const bytesOf = (value: string) => Buffer.byteLength(JSON.stringify([value]));

  it('holds at most its bytes, dropping the least recently read first, whatever the number of keys', async () => {
    const big = 'x'.repeat(10_000);
    const cache = new ListCache({ maxBytes: 45_000 * 64 });
    for (let i = 0; i < 400; i++) await cache.get('content', `tenant:a|q=${i}`, async () => [big]);
    expect(cache.bytes).toBeLessThanOrEqual(45_000 * 64);
    expect(cache.bytes).toBeGreaterThan(250 * bytesOf(big));
    // the last reads are kept; the first were dropped
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [big];
    };
    await cache.get('content', 'tenant:a|q=399', load);
    expect(loads).toBe(0);
    await cache.get('content', 'tenant:a|q=0', load);
    expect(loads).toBe(1);
  });

  it('serves an answer larger than a 64th of its bytes without keeping it', async () => {
    const cache = new ListCache({ maxBytes: 64_000 });
    let loads = 0;
    const load = (size: number) => async () => {
      loads += 1;
      return ['y'.repeat(size)];
    };
    await cache.get('content', 'tenant:a|small', load(900));
    await cache.get('content', 'tenant:a|big', load(1100));
    await cache.get('content', 'tenant:a|small', load(900));
    expect(loads).toBe(2);
    expect(text((await cache.get('content', 'tenant:a|big', load(1100))).body)).toHaveLength(1104);
    expect(loads).toBe(3);
  });

  it("counts an answer's gzip in its bytes once it is made", async () => {
    const cache = new ListCache();
    const entry = await cache.get('campaign', 'admin', async () => ['月饼'.repeat(1000)]);
    const before = cache.bytes;
    const gzipped = await entry.gzipped();
    expect(cache.bytes).toBe(before + gzipped.byteLength);
  });

  it('serves an entry for at most its time to live', async () => {
    let now = 1_000_000;
    const cache = new ListCache({ ttlMs: 60_000, now: () => now });
    await cache.get('campaign', 'tenant:a', async () => ['old']);
    now += 59_000;
    expect(text((await cache.get('campaign', 'tenant:a', async () => ['new'])).body)).toBe('["old"]');
    now += 2_000;
    expect(text((await cache.get('campaign', 'tenant:a', async () => ['new'])).body)).toBe('["new"]');
  });

  it('drops everything, loads in flight included, on clear()', async () => {
    const cache = new ListCache();
    await cache.get('campaign', 'tenant:a', async () => ['old']);
    const slow = deferredLoad(['in-flight']);
    const pending = cache.get('entry', 'admin', slow.load);
    cache.clear();
    slow.release();
    expect(text((await pending).body)).toBe('["in-flight"]');
    expect(text((await cache.get('campaign', 'tenant:a', async () => ['new'])).body)).toBe('["new"]');
    expect(text((await cache.get('entry', 'admin', async () => ['fresh'])).body)).toBe('["fresh"]');
    expect(cache.bytes).toBe(bytesOf('new') + 'campaign\ntenant:a'.length + bytesOf('fresh') + 'entry\nadmin'.length);
  });
});

describe('ListCache, the QR page', () => {
  it("keeps the page's data through its own view counting, drops it on a change of what it shows", async () => {
    const cache = new ListCache();
    const page = async (value: string) => cache.get('qr-page', 'tenant:a|qr-platforms', async () => [value]);
    await page('first');
    cache.invalidate(['stats'], ['admin', 'tenant:a']);
    cache.invalidate(['content', 'stats'], ['admin', 'tenant:a'], ['c1']);
    expect(text((await page('unused')).body)).toBe('["first"]');
    for (const kind of ['link', 'tenant', 'campaign', 'entry'] as const) {
      cache.invalidate([kind], ['admin', 'tenant:a']);
      expect(text((await page(kind)).body)).toBe(`["${kind}"]`);
    }
  });
});
