/**
 * What the QR page reads on every view (the link with its business, the business's platforms) stays cached through
 * the page's own view counting (a `stats` change), and is read again after a change of what it shows.
 */
import { STALE_LISTS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Services } from '../src/context';
import { ListCache } from '../src/events/list-cache';
import { findPublicLink, platformsOf } from '../src/qr/links';

const LINK = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const TENANT = '0b7e3c1d-2f4a-4b5c-9d6e-7f8091a2b3c4';

/** A database whose every query answers `rows`, counting the queries. */
function countingDb(rows: unknown[]) {
  let queries = 0;
  const chain: unknown = new Proxy(() => undefined, {
    get: (_target, name) =>
      name === 'then'
        ? (resolve: (value: unknown) => void) => {
            queries += 1;
            resolve(rows);
          }
        : () => chain,
    apply: () => chain,
  });
  return { db: chain, queries: () => queries };
}

describe("the QR page's data in the list cache", () => {
  it('is kept through its own view counting, read again after a change of what the page shows', async () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const link = countingDb([{ uuid: LINK, tenantId: TENANT, name: 'Kopi', logo: null }]);
    const entries = countingDb([
      {
        id: 'e1',
        campaignId: 'c1',
        type: 'Google',
        accessValue: 'https://g.page/kopi',
        createdAt: created,
        campaignCreatedAt: created,
      },
    ]);
    const cache = new ListCache();
    const view = async () => {
      expect((await findPublicLink({ cache, db: link.db } as unknown as Services, LINK))?.tenant?.name).toBe('Kopi');
      expect(await platformsOf({ cache, db: entries.db } as unknown as Services, TENANT)).toHaveLength(1);
      return [link.queries(), entries.queries()];
    };
    expect(await view()).toEqual([1, 1]);

    // a view is counted: a stats change for the business, and one for everyone
    cache.invalidate([...STALE_LISTS.stats], ['admin', `tenant:${TENANT}`]);
    cache.invalidate([...STALE_LISTS.stats]);
    expect(await view()).toEqual([1, 1]);

    // a new entry of the business: its platforms are read again
    cache.invalidate([...STALE_LISTS.entry], ['admin', `tenant:${TENANT}`], ['c1']);
    expect(await view()).toEqual([1, 2]);
    // a renamed business: the link too
    cache.invalidate([...STALE_LISTS.tenant]);
    expect(await view()).toEqual([2, 3]);
  });
});
