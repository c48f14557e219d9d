import { describe, expect, it } from 'vitest';
import type { Campaign } from '@app/contract';
import { campaignFormValues, campaignKeywords } from './logic';

const campaign: Campaign = {
  id: 'cmp-1',
  name: '中秋节月饼促销',
  description: '月饼礼盒',
  keyword: ['月饼', '', '礼盒'],
  createdAt: '2026-08-18T09:30:00.000Z',
  tenantId: null,
};

describe('campaign list logic', () => {
  it('joins the keywords by comma', () => {
    expect(campaignKeywords(campaign)).toBe('月饼, , 礼盒');
  });

  it('loads a campaign into the form with its keywords joined by ", "', () => {
    expect(campaignFormValues(campaign)).toEqual({
      name: '中秋节月饼促销',
      description: '月饼礼盒',
      keyword: '月饼, , 礼盒',
    });
  });
});
