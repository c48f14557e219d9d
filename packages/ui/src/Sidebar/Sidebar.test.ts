import { describe, expect, it } from 'vitest';
import { activeItemIndex, isActiveHref } from './logic';

describe('isActiveHref', () => {
  it('matches the same path', () => {
    expect(isActiveHref('/admin/campaign', '/admin/campaign')).toBe(true);
  });

  it('matches a page below the item, but not a sibling that shares a prefix', () => {
    expect(isActiveHref('/admin/campaign', '/admin/campaign/42')).toBe(true);
    expect(isActiveHref('/tenant/campaign', '/tenant/campaign-details')).toBe(false);
  });

  it('ignores a query, a hash and a trailing slash', () => {
    expect(isActiveHref('/admin/link', '/admin/link?page=2')).toBe(true);
    expect(isActiveHref('/admin/link', '/admin/link#top')).toBe(true);
    expect(isActiveHref('/admin/link/', '/admin/link')).toBe(true);
  });

  it('matches the root only on the root', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/', '/admin/dashboard')).toBe(false);
  });

  it('matches nothing when there is no current page', () => {
    expect(isActiveHref('/admin/campaign', undefined)).toBe(false);
    expect(isActiveHref('/admin/campaign', '')).toBe(false);
  });
});

describe('activeItemIndex', () => {
  const hrefs = ['/tenant/profile', '/tenant/campaign', '/tenant/campaign/archive'];

  it('finds the matching item', () => {
    expect(activeItemIndex(hrefs, '/tenant/profile')).toBe(0);
  });

  it('prefers the most specific item when several match', () => {
    expect(activeItemIndex(hrefs, '/tenant/campaign/archive/3')).toBe(2);
    expect(activeItemIndex(hrefs, '/tenant/campaign/7')).toBe(1);
  });

  it('returns -1 when nothing matches', () => {
    expect(activeItemIndex(hrefs, '/tenant/entry')).toBe(-1);
  });
});
