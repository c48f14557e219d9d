import { describe, expect, it } from 'vitest';
import { kindsHeldBy, paths } from './paths';

describe('paths', () => {
  it('are the API paths of SPEC section 7, ids encoded', () => {
    expect(paths.campaigns).toBe('/campaign');
    expect(paths.campaign('c 1')).toBe('/campaign/one/c%201');
    expect(paths.contents()).toBe('/content');
    expect(paths.contents('c1')).toBe('/content?campaignId=c1');
    expect(paths.assets('c/1')).toBe('/asset?campaignId=c%2F1');
    expect(paths.entries('c1')).toBe('/entry?campaignId=c1');
    expect(paths.tenant('t1')).toBe('/tenant/one/t1');
    expect(paths.link('u 1')).toBe('/link/u%201');
    expect(paths.linkPrintKit('u/1')).toBe('/print-kit/link/u%2F1');
    expect(paths.tenantPrintKit('t 1')).toBe('/print-kit/tenant/t%201');
    expect(paths.signIn('tenant')).toBe('/auth/tenant/login');
    expect(paths.generatorSettings('c 1', 'Google Review')).toBe(
      '/redbook/settings?campaignId=c%201&platform=Google%20Review',
    );
  });
  it('has the counts of the dashboards and the public API of the customer page, uuids encoded', () => {
    expect(paths.statsOverview).toBe('/stats/overview');
    expect(paths.statsMine).toBe('/stats/mine');
    expect(paths.publicLink('a/b')).toBe('/public/q/a%2Fb');
    expect(paths.publicClaim('u1')).toBe('/public/q/u1/claim');
    expect(paths.publicRedirect('u1')).toBe('/public/q/u1/redirect');
  });
});

describe('kindsHeldBy', () => {
  it('names the kind of a list, filtered or not', () => {
    expect(kindsHeldBy(paths.campaigns)).toEqual(['campaign']);
    expect(kindsHeldBy(paths.contents('c1'))).toEqual(['content']);
    expect(kindsHeldBy(paths.links)).toEqual(['link']);
  });
  it('counts the tenant profile as a tenant and a campaign detail as its contents and assets too', () => {
    expect(kindsHeldBy(paths.profile)).toEqual(['tenant']);
    expect(kindsHeldBy(paths.campaign('c1'))).toEqual(['campaign', 'content', 'asset']);
  });
  it("counts the dashboards' stats as 'stats'", () => {
    expect(kindsHeldBy(paths.statsOverview)).toEqual(['stats']);
    expect(kindsHeldBy(paths.statsMine)).toEqual(['stats']);
  });
  it('counts a campaign asked without its lists, and a page of a list, as their own kind', () => {
    expect(kindsHeldBy(paths.campaignAlone('c1'))).toEqual(['campaign']);
    expect(kindsHeldBy('/content?limit=10&offset=0&q=x')).toEqual(['content']);
    expect(kindsHeldBy(paths.vacantLinks)).toEqual(['link']);
  });
  it('holds nothing for paths outside the record kinds', () => {
    expect(kindsHeldBy(paths.generatePosts)).toEqual([]);
    expect(kindsHeldBy(paths.publicLink('u1'))).toEqual([]);
    expect(kindsHeldBy('/campaigns')).toEqual([]);
    expect(kindsHeldBy('')).toEqual([]);
  });
});
