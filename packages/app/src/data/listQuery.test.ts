import { describe, expect, it } from 'vitest';
import { nextPageQuery, pageArgs, readListQuery, sameQuery, writeListQuery } from './listQuery';

const params = (text: string) => new URLSearchParams(text);

describe('a list query in the URL', () => {
  it('starts at the list defaults', () => {
    expect(readListQuery('campaign', params(''))).toEqual({
      pageIndex: 0,
      pageSize: 10,
      sort: { columnId: 'createdAt', direction: 'asc' },
      search: '',
    });
    expect(readListQuery('content', params('')).sort).toBeNull();
  });

  it('reads the search, page, size and sort, and ignores what it does not understand', () => {
    expect(readListQuery('content', params('q=%E6%9C%88%E9%A5%BC&page=3&size=25&sort=title:desc'))).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sort: { columnId: 'title', direction: 'desc' },
      search: '月饼',
    });
    const odd = readListQuery('campaign', params('page=-2&size=11&sort=password:asc'));
    expect(odd).toEqual(readListQuery('campaign', params('')));
    expect(readListQuery('campaign', params('sort=none')).sort).toBeNull();
  });

  it('writes only what differs from the defaults, and keeps the other parameters', () => {
    const initial = readListQuery('campaign', params(''));
    expect(writeListQuery('campaign', initial, params('tab=x')).toString()).toBe('tab=x');
    const changed = { pageIndex: 1, pageSize: 20, sort: null, search: 'kuih raya' };
    const written = writeListQuery('campaign', changed, params(''));
    expect(written.toString()).toBe('q=kuih+raya&page=2&size=20&sort=none');
    expect(readListQuery('campaign', written)).toEqual(changed);
  });
});

describe('the API query of a page', () => {
  it('asks for limit, offset, a sort by a column the list sorts by, and the search', () => {
    const query = { pageIndex: 2, pageSize: 15, sort: { columnId: 'name', direction: 'desc' as const }, search: '礼盒' };
    expect(pageArgs('campaign', query)).toEqual({
      limit: 15,
      offset: 30,
      sort: { column: 'name', direction: 'desc' },
      q: '礼盒',
    });
    expect(pageArgs('content', { ...query, sort: null, search: '' })).toEqual({ limit: 15, offset: 30 });
    expect(pageArgs('content', query).sort).toBeUndefined();
  });

  it('knows the next page while there is one', () => {
    const query = { pageIndex: 0, pageSize: 10, sort: null, search: '' };
    expect(nextPageQuery(query, 25)).toEqual({ ...query, pageIndex: 1 });
    expect(nextPageQuery({ ...query, pageIndex: 2 }, 25)).toBeNull();
    expect(nextPageQuery(query, 10)).toBeNull();
    expect(sameQuery(query, { ...query })).toBe(true);
    expect(sameQuery(query, { ...query, search: 'x' })).toBe(false);
  });
});
