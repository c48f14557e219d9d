import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS_LABELS, contentFormValues, contentRequestBody, yesNo } from './logic';

describe('content list display', () => {
  it('shows Is Redirected as Yes or No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });

  it('labels both statuses', () => {
    expect(CONTENT_STATUS_LABELS).toEqual({ active: 'Active', archived: 'Archived' });
  });
});

describe('content form', () => {
  const content = {
    id: 'cnt-1',
    title: 'Bazaar opening hours',
    text: 'Every weekend from 5pm.',
    img: 'campaign-media/raya-banner.png',
    status: 'archived' as const,
    isRedirected: true,
    keyword: ['raya', 'bazaar'],
    createdAt: '2026-03-05T09:00:00.000Z',
    campaignId: 'cmp-raya',
    userId: 'tnt-1',
    assetIds: [],
    tenantId: 'tnt-1',
  };
  const values = { title: 'T', text: 'X', status: 'active' as const, isRedirected: false, keyword: ['a', '', 'b'] };

  it('loads a content with its keywords joined by ", "', () => {
    expect(contentFormValues(content)).toEqual({
      title: 'Bazaar opening hours',
      text: 'Every weekend from 5pm.',
      status: 'archived',
      isRedirected: true,
      keyword: 'raya, bazaar',
    });
  });

  it('sends no image for a new content and keeps the image of an edited one', () => {
    expect(contentRequestBody(values, null)).toEqual({ ...values, img: null });
    expect(contentRequestBody(values, content)).toEqual({ ...values, img: 'campaign-media/raya-banner.png' });
  });
});
