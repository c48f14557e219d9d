import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPageQuery, listQuerySchemas, listQueryString, pageOf, searchTerms } from './lists';

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('list queries', () => {
  it('read limit, offset, sort and q', () => {
    expect(
      v.parse(listQuerySchemas.content, { limit: '25', offset: '50', sort: 'title:desc', q: '  月饼  礼盒 ' }),
    ).toEqual({ limit: 25, offset: 50, sort: { column: 'title', direction: 'desc' }, q: '月饼  礼盒' });
  });

  it('name the parameter when a value is bad', () => {
    expect(messages(listQuerySchemas.content, { limit: '0' })).toEqual(['Limit must be a whole number from 1 to 100']);
    expect(messages(listQuerySchemas.content, { limit: '101' })).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
    expect(messages(listQuerySchemas.content, { limit: '1.5' })).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
    expect(messages(listQuerySchemas.content, { offset: '-1' })).toEqual([
      'Offset must be a whole number from 0 to 10000000',
    ]);
    expect(messages(listQuerySchemas.campaign, { sort: 'password:asc' })).toEqual([
      'Sort must be one of name, description, keyword, createdAt, followed by :asc or :desc',
    ]);
    expect(messages(listQuerySchemas.campaign, { sort: 'name:up' })).toHaveLength(1);
    expect(messages(listQuerySchemas.content, { q: 'x'.repeat(101) })).toEqual([
      'Search must be at most 100 characters',
    ]);
    expect(messages(listQuerySchemas.content, { status: 'deleted' })).toEqual([
      'Status must be active, pending or archived',
    ]);
    expect(messages(listQuerySchemas.asset, { type: 'audio' })).toEqual(['Type must be image, video or note']);
    expect(messages(listQuerySchemas.link, { status: 'Gone' })).toEqual(['Status must be Vacant or Assigned']);
  });

  it('treat blank filters and a blank search as none', () => {
    expect(v.parse(listQuerySchemas.content, { campaignId: '  ', q: ' ' })).toEqual({});
  });

  it('ask for a page with limit or offset only', () => {
    expect(isPageQuery({})).toBe(false);
    expect(isPageQuery({ limit: 10 })).toBe(true);
    expect(isPageQuery({ offset: 0 })).toBe(true);
    expect(pageOf({ offset: 20 })).toEqual({ limit: 10, offset: 20 });
  });

  it('split a search into distinct words', () => {
    expect(searchTerms('kuih  raya kuih')).toEqual(['kuih', 'raya']);
    expect(searchTerms('中秋节月饼')).toEqual(['中秋节月饼']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('write a canonical query string', () => {
    expect(
      listQueryString({ q: 'kuih raya', limit: 10, offset: 0, sort: { column: 'name', direction: 'asc' }, x: '' }),
    ).toBe('limit=10&offset=0&q=kuih+raya&sort=name%3Aasc');
  });
});
