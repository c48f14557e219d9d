import { describe, expect, it } from 'vitest';
import { campaignIdInPath } from './preloadCampaignDetails';
import { loadMorePage } from './useLoadMoreList';

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
    const first = loadMorePage('asset', { campaignId: 'c1', entryId: undefined }, 0);
    expect(first?.key).toBe(loadMorePage('asset', { campaignId: 'c1' }, 0)?.key);
    expect(first?.key).toBe('/api/asset?campaignId=c1&limit=100&offset=0');
    expect(loadMorePage('content', { campaignId: 'c 1' }, 1, 150)?.key).toBe(
      '/api/content?campaignId=c+1&limit=100&offset=100',
    );
    expect(loadMorePage('content', { campaignId: 'c1' }, 2, 150)).toBeNull();
    expect(loadMorePage('content', null, 0)).toBeNull();
  });
});
