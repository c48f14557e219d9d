import { describe, expect, it } from 'vitest';
import { paths } from '../api/paths';
import { isStaleAfter } from './revalidate';

describe('isStaleAfter', () => {
  it('marks the lists of STALE_LISTS and the campaign detail that carries them', () => {
    expect(isStaleAfter('campaign', paths.campaigns)).toBe(true);
    expect(isStaleAfter('campaign', paths.contents('c1'))).toBe(true);
    expect(isStaleAfter('content', paths.contents())).toBe(true);
    expect(isStaleAfter('content', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('asset', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('entry', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('tenant', paths.profile)).toBe(true);
    expect(isStaleAfter('link', paths.tenants)).toBe(true);
  });
  it("refreshes the dashboards' counts on a live 'stats' event and after the changes that move them", () => {
    expect(isStaleAfter('stats', paths.statsOverview)).toBe(true);
    expect(isStaleAfter('stats', paths.statsMine)).toBe(true);
    expect(isStaleAfter('content', paths.statsMine)).toBe(true);
    expect(isStaleAfter('link', paths.statsOverview)).toBe(true);
    expect(isStaleAfter('asset', paths.statsOverview)).toBe(false);
    expect(isStaleAfter('stats', paths.contents())).toBe(false);
  });
  it('leaves the rest alone', () => {
    expect(isStaleAfter('content', paths.campaigns)).toBe(false);
    expect(isStaleAfter('asset', paths.entries())).toBe(false);
    expect(isStaleAfter('admin', paths.tenants)).toBe(false);
    expect(isStaleAfter('user', paths.profile)).toBe(false);
    expect(isStaleAfter('campaign', [paths.campaigns])).toBe(false);
  });
});
