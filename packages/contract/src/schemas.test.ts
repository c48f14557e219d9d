import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminLoginBodySchema, tenantLoginBodySchema } from './auth';
import {
  adminCreateBodySchema,
  adminUpdateBodySchema,
  assetBodySchema,
  assetUpdateBodySchema,
  campaignBodySchema,
  contentBodySchema,
  contentBulkBodySchema,
  contentUpdateBodySchema,
  entryBodySchema,
  entryUpdateBodySchema,
  generatorRequestSchema,
  idListBodySchema,
  linkGenerateBodySchema,
  tenantCreateBodySchema,
  tenantProfileBodySchema,
  tenantUpdateBodySchema,
  uploadQuerySchema,
} from './schemas';

function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('campaignBodySchema', () => {
  it('trims fields and keeps empty keyword entries (SPEC section 5)', () => {
    const out = v.parse(campaignBodySchema, {
      name: '  Summer ',
      description: ' Sun ',
      keyword: [' food', '', 'travel '],
    });
    expect(out).toEqual({ name: 'Summer', description: 'Sun', keyword: ['food', '', 'travel'] });
  });
  it('accepts the admin form comma-separated keyword string', () => {
    expect(
      v.parse(campaignBodySchema, { name: 'a', description: 'b', keyword: 'food, travel ,nature' }).keyword,
    ).toEqual(['food', 'travel', 'nature']);
  });
  it('names the field of each blank value', () => {
    expect(messages(campaignBodySchema, { name: '   ', description: '', keyword: ['  '] })).toEqual([
      'Campaign Name is required',
      'Description is required',
      'Keywords is required',
    ]);
    expect(messages(campaignBodySchema, {})).toContain('Campaign Name is required');
  });
});

describe('contentBodySchema', () => {
  it('defaults status to active and isRedirected to false', () => {
    const out = v.parse(contentBodySchema, { title: 'T', text: 'X', keyword: ['k'] });
    expect(out.status).toBe('active');
    expect(out.isRedirected).toBe(false);
    expect(out.assetIds).toEqual([]);
  });
  it('refuses an unknown status with a message naming Status', () => {
    expect(messages(contentBodySchema, { title: 'T', text: 'X', keyword: ['k'], status: 'deleted' })).toEqual([
      'Status must be active or archived',
    ]);
  });
});

describe('contentBulkBodySchema', () => {
  it('fills the defaults of generated content', () => {
    const [item] = v.parse(contentBulkBodySchema, [{ campaignId: 'c1', text: 'hello', keyword: [] }]);
    expect(item).toMatchObject({
      title: 'Untitled',
      status: 'active',
      isRedirected: false,
      keyword: ['general'],
      assetIds: [],
    });
    const [second] = v.parse(contentBulkBodySchema, [{ campaignId: 'c1', text: 'hello', title: '  ' }]);
    expect(second).toMatchObject({ title: 'Untitled', keyword: ['general'] });
  });
  it('rejects an empty list and an item without text', () => {
    expect(messages(contentBulkBodySchema, [])).toEqual(['Contents must have at least one item']);
    expect(messages(contentBulkBodySchema, [{ campaignId: 'c1' }])).toEqual(['Content Text is required']);
  });
  it('limits each keyword to 100 characters, like every other keyword list', () => {
    const item = { campaignId: 'c1', text: 'hello' };
    expect(messages(contentBulkBodySchema, [{ ...item, keyword: ['ok', 'k'.repeat(101)] }])).toEqual([
      'Keywords must each be at most 100 characters',
    ]);
    expect(messages(contentBulkBodySchema, [{ ...item, keyword: ['k'.repeat(100)] }])).toEqual([]);
  });
});

describe('assetBodySchema', () => {
  it('requires note content for a note and a file for an image, on the right field', () => {
    const note = v.safeParse(assetBodySchema, { type: 'note', entryId: 'e1', noteContent: '  ' });
    expect(note.success).toBe(false);
    expect(note.issues?.[0]?.message).toBe('Note Content is required');
    expect(note.issues?.[0]?.path?.map((item) => item.key)).toEqual(['noteContent']);
    expect(messages(assetBodySchema, { type: 'image', entryId: 'e1' })).toEqual(['File is required']);
    expect(v.parse(assetBodySchema, { type: 'video', entryId: 'e1', filePath: 'b/x.mp4' }).filePath).toBe('b/x.mp4');
  });
  it('requires the platform (entry) and a known type', () => {
    expect(messages(assetBodySchema, { type: 'gif', filePath: 'x' })).toEqual([
      'Asset Type is required',
      'Platform is required',
    ]);
  });
});

describe('account schemas', () => {
  it('checks the email format of a new tenant', () => {
    expect(
      messages(tenantCreateBodySchema, {
        name: 'A',
        industry_type: 'Food',
        address: 'Street 1',
        email: 'not-an-email',
        phone: '123',
        password: 'pw-12345',
      }),
    ).toEqual(['Email must be a valid email address']);
  });
  it('takes a new password of 8 to 256 characters on create and edit; a blank edit keeps it', () => {
    const tenant = { name: 'A', industry_type: 'Food', address: 'Street 1', email: 'a@b.co', phone: '1' };
    for (const [schema, body] of [
      [tenantCreateBodySchema, tenant],
      [adminCreateBodySchema, { name: 'N', username: 'n', email: 'n@b.co', phone: '1' }],
      [tenantUpdateBodySchema, {}],
      [adminUpdateBodySchema, {}],
    ] as const) {
      expect(messages(schema, { ...body, password: '1234567' })).toEqual(['Password must be at least 8 characters']);
      expect(messages(schema, { ...body, password: 'x'.repeat(257) })).toEqual([
        'Password must be at most 256 characters',
      ]);
      expect(messages(schema, { ...body, password: '12345678' })).toEqual([]);
      expect(messages(schema, { ...body, password: 'x'.repeat(256) })).toEqual([]);
      // characters as a person counts them: 4 emoji are 4 (8 UTF-16 units), a flag or a family is one
      expect(messages(schema, { ...body, password: '😀😀😀😀' })).toEqual(['Password must be at least 8 characters']);
      expect(messages(schema, { ...body, password: '🇲🇾👨‍👩‍👧😀😀😀😀😀' })).toEqual([
        'Password must be at least 8 characters',
      ]);
      expect(messages(schema, { ...body, password: '😀'.repeat(8) })).toEqual([]);
      expect(messages(schema, { ...body, password: '😀'.repeat(256) })).toEqual([]);
    }
    expect(v.parse(tenantUpdateBodySchema, { password: '   ' })).toEqual({});
  });
  it('signs in with a password of any length set before the 8-character rule', () => {
    expect(v.parse(adminLoginBodySchema, { username: 'old', password: 'pw' }).password).toBe('pw');
    expect(messages(tenantLoginBodySchema, { email: 'a@b.co', password: 'x'.repeat(257) })).toEqual([
      'Password must be at most 256 characters',
    ]);
  });
  it('treats a blank password on admin edit as unchanged', () => {
    expect(v.parse(adminUpdateBodySchema, { name: 'N', password: '   ' }).password).toBeUndefined();
    expect(v.parse(adminUpdateBodySchema, { password: 'new secret' }).password).toBe('new secret');
  });
  it('takes a tenant profile without a password and keeps the admin edit password optional', () => {
    const profile = { name: 'A', industry_type: 'Food', address: 'Street 1', email: 'a@b.co', phone: '1' };
    expect(v.parse(tenantProfileBodySchema, { ...profile, password: 'pw' })).toEqual(profile);
    expect(messages(tenantProfileBodySchema, { ...profile, phone: ' ' })).toEqual(['Phone is required']);
    expect(v.parse(tenantUpdateBodySchema, { name: ' B ', password: '' })).toEqual({ name: 'B' });
  });
});

describe('update schemas', () => {
  it('accept any subset and give a missing field no create default', () => {
    expect(v.parse(contentUpdateBodySchema, { title: ' T ' })).toEqual({ title: 'T' });
    expect(v.parse(adminUpdateBodySchema, { name: 'N' })).toEqual({ name: 'N' });
    expect(v.parse(assetUpdateBodySchema, { type: 'image' })).toEqual({ type: 'image' });
  });
  it('check a present field as on create, with the same message', () => {
    expect(messages(contentUpdateBodySchema, { status: 'draft', keyword: ' , ' })).toEqual([
      'Status must be active or archived',
      'Keywords is required',
    ]);
    expect(messages(entryUpdateBodySchema, { type: '  ' })).toEqual(['Platform is required']);
    expect(messages(adminUpdateBodySchema, { email: 'nope' })).toEqual(['Email must be a valid email address']);
  });
  it('do not ask an edited image again for its file', () => {
    expect(v.safeParse(assetUpdateBodySchema, { type: 'image', filePath: null }).success).toBe(true);
  });
});

describe('linkGenerateBodySchema', () => {
  it('accepts 1 to 100, also as a numeric string', () => {
    expect(v.parse(linkGenerateBodySchema, { count: 100 }).count).toBe(100);
    expect(v.parse(linkGenerateBodySchema, { count: ' 7 ' }).count).toBe(7);
  });
  it.each([0, 101, 2.5, 'ten', null])('refuses %s', (count) => {
    expect(messages(linkGenerateBodySchema, { count })).toEqual(['Count must be a whole number from 1 to 100']);
  });
});

describe('generatorRequestSchema', () => {
  it('applies the generator defaults and drops empty keywords', () => {
    const out = v.parse(generatorRequestSchema, { keywords: ' a,, b ,' });
    expect(out).toMatchObject({
      platform: 'Redbook',
      language: 'Mandarin',
      count: 3,
      keywords: ['a', 'b'],
      save: false,
    });
  });
  it('limits count to 1..10 and language to the constants', () => {
    expect(messages(generatorRequestSchema, { count: 11 })).toEqual(['Post Count must be a whole number from 1 to 10']);
    expect(messages(generatorRequestSchema, { language: 'French' })).toEqual([
      'Language must be one of English, Mandarin, Malay',
    ]);
  });
  it('limits each keyword to 100 characters, given as a list or as text', () => {
    const long = 'k'.repeat(101);
    for (const keywords of [['ok', long], `ok, ${long}`]) {
      expect(messages(generatorRequestSchema, { keywords })).toEqual(['Keywords must each be at most 100 characters']);
    }
  });
});

describe('other schemas', () => {
  it('requires every entry field', () => {
    expect(messages(entryBodySchema, { type: 'Tiktok' })).toEqual([
      'Access Value is required',
      'Tenant is required',
      'Campaign is required',
    ]);
  });
  it('id lists must be non-empty arrays of ids', () => {
    expect(messages(idListBodySchema, { ids: ['a'] })).toEqual(['Ids must be a list of ids']);
    expect(messages(idListBodySchema, [])).toEqual(['Ids must have at least one id']);
    expect(v.parse(idListBodySchema, [' a '])).toEqual(['a']);
  });
  it('bucket keys are 1-63 characters of a-z, 0-9 and -', () => {
    expect(v.safeParse(uploadQuerySchema, { bucketKey: 'campaign-media' }).success).toBe(true);
    expect(v.safeParse(uploadQuerySchema, { bucketKey: '../etc' }).success).toBe(false);
    expect(v.safeParse(uploadQuerySchema, { bucketKey: 'a'.repeat(64) }).success).toBe(false);
    expect(v.safeParse(uploadQuerySchema, { bucketKey: 'Upper' }).success).toBe(false);
  });
});
