import { describe, expect, it } from 'vitest';
import { keyHoldsKind, keys } from './keys';

describe('keys', () => {
  it('are the API paths they load', () => {
    expect(keys.campaigns()).toBe('/campaign');
    expect(keys.campaign('c 1')).toBe('/campaign/one/c%201');
    expect(keys.contents()).toBe('/content');
    expect(keys.contents('c1')).toBe('/content?campaignId=c1');
    expect(keys.assets('c1')).toBe('/asset?campaignId=c1');
    expect(keys.entries('c1')).toBe('/entry?campaignId=c1');
  });
});

describe('keyHoldsKind', () => {
  it('matches the lists and details of a kind', () => {
    expect(keyHoldsKind('/campaign', ['campaign'])).toBe(true);
    expect(keyHoldsKind('/campaign/one/c1', ['campaign'])).toBe(true);
    expect(keyHoldsKind('/content?campaignId=c1', ['content'])).toBe(true);
    expect(keyHoldsKind('/content', ['content'])).toBe(true);
  });
  it('refreshes a campaign detail when its contents or assets change', () => {
    expect(keyHoldsKind('/campaign/one/c1', ['content'])).toBe(true);
    expect(keyHoldsKind('/campaign/one/c1', ['asset'])).toBe(true);
    expect(keyHoldsKind('/campaign', ['content'])).toBe(false);
  });
  it('does not confuse kinds that share a prefix', () => {
    expect(keyHoldsKind('/tenant/profile', ['tenant'])).toBe(true);
    expect(keyHoldsKind('/admin', ['tenant'])).toBe(false);
    expect(keyHoldsKind('/entry', ['content'])).toBe(false);
    expect(keyHoldsKind(['/campaign'], ['campaign'])).toBe(false);
  });
});
