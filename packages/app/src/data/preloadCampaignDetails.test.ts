import { describe, expect, it } from 'vitest';
import { campaignIdInPath } from './preloadCampaignDetails';
import { loadMorePageKey } from './useLoadMoreList';

describe('the campaign details preload', () => {
  it('finds the campaign id of a details address only', () => {
    expect(campaignIdInPath('/tenant/campaign-details/3f2a')).toBe('3f2a');
    expect(campaignIdInPath('/tenant/campaign-details/3f2a/')).toBe('3f2a');
    expect(campaignIdInPath('/tenant/campaign-details/a%20b')).toBe('a b');
    expect(campaignIdInPath('/tenant/campaign-details')).toBeNull();
    expect(campaignIdInPath('/tenant/campaign-details/')).toBeNull();
    expect(campaignIdInPath('/tenant/campaign-details/a/b')).toBeNull();
    expect(campaignIdInPath('/tenant/campaign-details/%E0%A4%A')).toBeNull();
    expect(campaignIdInPath('/tenant/campaign')).toBeNull();
  });

  it('asks for the pages the page itself asks for, and none past the last', () => {
    const first = loadMorePageKey('asset', { campaignId: 'c1', entryId: undefined }, 0);
    expect(first).toBe(loadMorePageKey('asset', { campaignId: 'c1' }, 0));
    expect(first).toMatch(/^\/asset\?/);
    expect(first).toContain('campaignId=c1');
    expect(first).toContain('offset=0');
    expect(loadMorePageKey('content', { campaignId: 'c1' }, 1, 150)).toContain('offset=100');
    expect(loadMorePageKey('content', { campaignId: 'c1' }, 2, 150)).toBeNull();
    expect(loadMorePageKey('content', null, 0)).toBeNull();
  });
});
