import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { assetFormSchema, buildGeneratorRequest, generatorFormSchema, type AssetFormValues } from './media';

const base: AssetFormValues = { entryId: 'entry-1', type: '', filePath: '', noteContent: '', uploadedBy: 'user-7' };

function issuesByField(values: AssetFormValues): Record<string, string> {
  const result = v.safeParse(assetFormSchema, values);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('assetFormSchema', () => {
  it('requires the platform and the type', () => {
    expect(issuesByField({ ...base, entryId: '' })).toMatchObject({
      entryId: 'Platform is required',
      type: 'Asset Type is required',
    });
  });

  it('requires non-blank note content for a note', () => {
    expect(issuesByField({ ...base, type: 'note', noteContent: '   ' })).toEqual({
      noteContent: 'Note Content is required',
    });
  });

  it('requires a file for an image or a video', () => {
    expect(issuesByField({ ...base, type: 'image' })).toEqual({ filePath: 'File is required' });
    expect(issuesByField({ ...base, type: 'video', noteContent: 'left over' })).toEqual({
      filePath: 'File is required',
    });
  });

  it('sends a note with its text only', () => {
    const body = v.parse(assetFormSchema, {
      ...base,
      type: 'note',
      noteContent: '  中秋节限定月饼礼盒  ',
      filePath: 'media/old.png',
    });
    expect(body).toEqual({
      type: 'note',
      entryId: 'entry-1',
      filePath: null,
      noteContent: '中秋节限定月饼礼盒',
      thumbnailPath: null,
      uploadedBy: 'user-7',
    });
  });

  it('sends an image with its file as its own thumbnail, and a video without a thumbnail', () => {
    expect(v.parse(assetFormSchema, { ...base, type: 'image', filePath: 'media/a.png', noteContent: 'x' })).toEqual({
      type: 'image',
      entryId: 'entry-1',
      filePath: 'media/a.png',
      noteContent: null,
      thumbnailPath: 'media/a.png',
      uploadedBy: 'user-7',
    });
    expect(v.parse(assetFormSchema, { ...base, type: 'video', filePath: 'media/b.mp4' })).toMatchObject({
      filePath: 'media/b.mp4',
      thumbnailPath: null,
    });
  });

  it("sends a video's poster captured at upload as its thumbnail; a note and an image ignore it", () => {
    const poster = { ...base, filePath: 'media/b.mp4', thumbnailPath: 'media/b-poster.jpg' };
    expect(v.parse(assetFormSchema, { ...poster, type: 'video' })).toMatchObject({
      thumbnailPath: 'media/b-poster.jpg',
    });
    expect(v.parse(assetFormSchema, { ...poster, type: 'image' })).toMatchObject({ thumbnailPath: 'media/b.mp4' });
    expect(v.parse(assetFormSchema, { ...poster, type: 'note', noteContent: 'n' })).toMatchObject({
      thumbnailPath: null,
    });
  });
});

describe('generator form', () => {
  const form = {
    platform: 'Redbook',
    language: 'Mandarin',
    productType: '月饼',
    productName: '流心奶黄月饼',
    targetAudience: '',
    benefits: '',
    promotion: '',
    location: '',
    tone: '亲切自然',
    additionalDetails: '',
    count: 3,
    keywords: ' 中秋, , 月饼 ,',
  } as const;

  it('splits keywords on commas, trims them and drops the empties', () => {
    expect(v.parse(generatorFormSchema, form).keywords).toEqual(['中秋', '月饼']);
  });

  it('rejects a post count under 1', () => {
    const result = v.safeParse(generatorFormSchema, { ...form, count: 0 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Post Count must be a whole number from 1 to 10');
    expect(v.safeParse(generatorFormSchema, { ...form, count: Number.NaN }).success).toBe(false);
  });

  it('builds the request with the campaign, the user and save false', () => {
    const output = v.parse(generatorFormSchema, form);
    expect(buildGeneratorRequest(output, { campaignId: 'c-1', userId: 'u-9' })).toEqual({
      ...output,
      campaignId: 'c-1',
      userId: 'u-9',
      save: false,
    });
  });

  it('carries the picked assets, whose notes the server reads', () => {
    const output = v.parse(generatorFormSchema, form);
    const request = buildGeneratorRequest(output, { campaignId: 'c-1', userId: 'u-9', assetIds: ['a-1', 'a-2'] });
    expect(request.assetIds).toEqual(['a-1', 'a-2']);
    expect(request.save).toBe(false);
  });
});
