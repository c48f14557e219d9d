import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminLoginFormSchema, tenantLoginFormSchema } from '../auth';
import { campaignFormSchema, contentFormSchema } from './lists';

function messages(result: v.SafeParseResult<v.GenericSchema>): Record<string, string> {
  if (result.success) return {};
  const flat = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(flat).map(([key, list]) => [key, list?.[0] ?? '']));
}

describe('login forms', () => {
  it('require both fields with the field named as the role names it', () => {
    expect(messages(v.safeParse(adminLoginFormSchema, { login: ' ', password: '' }))).toEqual({
      login: 'Username is required',
      password: 'Password is required',
    });
    expect(messages(v.safeParse(tenantLoginFormSchema, { login: '', password: '   ' }))).toEqual({
      login: 'Email is required',
      password: 'Password is required',
    });
  });

  it('trim the login but keep the password as typed', () => {
    expect(v.parse(adminLoginFormSchema, { login: '  ops.lead ', password: ' pw ' })).toEqual({
      login: 'ops.lead',
      password: ' pw ',
    });
  });
});

describe('campaignFormSchema', () => {
  it('splits the keywords on commas and trims them, keeping empties (SPEC section 5)', () => {
    expect(
      v.parse(campaignFormSchema, { name: ' Hari Raya Bazaar ', description: ' Stalls ', keyword: 'food, , travel ' }),
    ).toEqual({
      name: 'Hari Raya Bazaar',
      description: 'Stalls',
      keyword: ['food', '', 'travel'],
    });
  });

  it('requires every field to be non-blank', () => {
    expect(messages(v.safeParse(campaignFormSchema, { name: '  ', description: '', keyword: ' , ' }))).toEqual({
      name: 'Campaign Name is required',
      description: 'Description is required',
      keyword: 'Keywords is required',
    });
  });
});

describe('contentFormSchema', () => {
  it('builds the content fields with the keyword list', () => {
    expect(
      v.parse(contentFormSchema, {
        title: ' 月饼 ',
        text: '中秋快乐',
        status: 'archived',
        isRedirected: true,
        keyword: '中秋, 月饼,',
      }),
    ).toEqual({
      title: '月饼',
      text: '中秋快乐',
      status: 'archived',
      isRedirected: true,
      keyword: ['中秋', '月饼', ''],
    });
  });

  it('requires title, text and keywords, and a known status', () => {
    expect(
      messages(
        v.safeParse(contentFormSchema, { title: '', text: ' ', status: 'draft', isRedirected: false, keyword: '' }),
      ),
    ).toEqual({
      title: 'Title is required',
      text: 'Content Text is required',
      status: 'Status must be active or archived',
      keyword: 'Keywords is required',
    });
  });
});
