import { describe, expect, it } from 'vitest';
import { campaignDetailsPath, titleOf } from './routes';

describe('titleOf', () => {
  it('names each page of an area', () => {
    expect(titleOf('admin', '/admin/link')).toBe('QR Code Link');
    expect(titleOf('admin', '/admin/manage-tenant')).toBe('Tenant');
    expect(titleOf('tenant', '/tenant/campaign-details/c1')).toBe('Campaign Details');
    expect(titleOf('tenant', '/tenant/campaign')).toBe('Campaign');
  });
  it('gives nothing for a path outside the area', () => {
    expect(titleOf('tenant', '/admin/link')).toBe('');
  });
});

describe('campaignDetailsPath', () => {
  it('carries the campaign id in the URL', () => {
    expect(campaignDetailsPath('c 1')).toBe('/tenant/campaign-details/c%201');
  });
});
