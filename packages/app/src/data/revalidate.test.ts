import { describe, expect, it } from 'vitest';
import { routes } from '@app/contract';
import { keyOf } from './callKey';
import { isStaleAfter } from './revalidate';

const { campaign, content, asset, entry, tenant, link, stats, redbook, user } = routes;
const campaigns = keyOf(campaign.list);
const contentsOf = keyOf(content.list, { query: { campaignId: 'c1' } });
const contents = keyOf(content.list, { query: { limit: 10, offset: 0, q: 'x' } });
const detail = keyOf(campaign.one, { params: { id: 'c1' } });
const alone = keyOf(campaign.one, { params: { id: 'c1' }, query: { embed: 'none' } });
const profile = keyOf(tenant.profile);
const tenants = keyOf(tenant.list);
const entries = keyOf(entry.list);
const overview = keyOf(stats.overview);
const mine = keyOf(stats.mine);
const funnel = keyOf(stats.funnel, { query: { from: '2026-01-01', to: '2026-01-31' } });

describe('isStaleAfter', () => {
  it('marks the reads holding the kinds that STALE_LISTS names, the campaign detail with its lists', () => {
    expect(isStaleAfter('campaign', campaigns)).toBe(true);
    expect(isStaleAfter('campaign', contentsOf)).toBe(true);
    expect(isStaleAfter('content', contents)).toBe(true);
    expect(isStaleAfter('content', detail)).toBe(true);
    expect(isStaleAfter('asset', detail)).toBe(true);
    expect(isStaleAfter('entry', detail)).toBe(true);
    expect(isStaleAfter('tenant', profile)).toBe(true);
    expect(isStaleAfter('link', tenants)).toBe(true);
    expect(isStaleAfter(['user', 'link'], tenants)).toBe(true);
  });
  it('holds a campaign asked without its assets and contents as the campaign alone', () => {
    expect(isStaleAfter('campaign', alone)).toBe(true);
    expect(isStaleAfter('content', alone)).toBe(false);
    expect(isStaleAfter('asset', alone)).toBe(false);
  });
  it("refreshes the dashboards' counts and the funnel on a live 'stats' event and after the changes that move them", () => {
    expect(isStaleAfter('stats', overview)).toBe(true);
    expect(isStaleAfter('stats', mine)).toBe(true);
    expect(isStaleAfter('stats', funnel)).toBe(true);
    expect(isStaleAfter('content', mine)).toBe(true);
    expect(isStaleAfter('link', overview)).toBe(true);
    expect(isStaleAfter('asset', overview)).toBe(false);
    expect(isStaleAfter('stats', contents)).toBe(false);
  });
  it('leaves the rest alone', () => {
    expect(isStaleAfter('content', campaigns)).toBe(false);
    expect(isStaleAfter('asset', entries)).toBe(false);
    expect(isStaleAfter('admin', tenants)).toBe(false);
    expect(isStaleAfter('user', profile)).toBe(false);
    expect(isStaleAfter(user.create.stale, campaigns)).toBe(false);
    expect(isStaleAfter('campaign', [campaigns])).toBe(false);
    // a read whose answer holds no records, and a key no read was keyed by
    const settings = keyOf(redbook.settings, { query: { campaignId: 'c1', platform: 'Redbook' } });
    expect(isStaleAfter('content', settings)).toBe(false);
    expect(isStaleAfter('campaign', '/api/campaign?unknown=1')).toBe(false);
  });
  it('keys a read by its address', () => {
    expect(campaigns).toBe('/api/campaign');
    expect(detail).toBe('/api/campaign/one/c1');
    expect(alone).toBe('/api/campaign/one/c1?embed=none');
    expect(keyOf(asset.list, { query: { campaignId: 'c/1' } })).toBe('/api/asset?campaignId=c%2F1');
    expect(keyOf(link.list, { query: { status: 'Vacant' } })).toBe('/api/link?status=Vacant');
  });
});
