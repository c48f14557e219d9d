import { describe, expect, it } from 'vitest';
import { campaignDetailsPath, generatorPath, titleOf } from './routes';

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

describe('generatorPath', () => {
  it("opens the campaign's details with its generator for the platform", () => {
    expect(generatorPath('c1', 'Redbook')).toBe('/tenant/campaign-details/c1?generate=Redbook');
    const address = new URL(generatorPath('c 1', 'Google Review'), 'http://app.test');
    expect(address.pathname).toBe('/tenant/campaign-details/c%201');
    expect(address.searchParams.get('generate')).toBe('Google Review');
  });
});
