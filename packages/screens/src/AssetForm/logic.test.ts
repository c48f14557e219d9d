import { describe, expect, it } from 'vitest';
import { ASSET_MIME_TYPES, type Asset } from '@app/contract';
import { acceptedTypesFor, assetToFormValues, emptyAssetValues, filePathForType } from './logic';

const asset: Asset = {
  id: 'a-1',
  type: 'image',
  filePath: 'campaign-media/mooncake.png',
  noteContent: null,
  thumbnailPath: 'campaign-media/mooncake.png',
  uploadedAt: '2026-09-01T08:00:00.000Z',
  uploadedBy: 'someone-else',
  tenantId: 'tnt-1',
  entryId: 'e-1',
  entry: { id: 'e-1' },
};

describe('asset form values', () => {
  it('starts empty, with the signed-in user as uploader and an optional platform', () => {
    expect(emptyAssetValues('u-1')).toEqual({
      entryId: '',
      type: '',
      filePath: '',
      noteContent: '',
      uploadedBy: 'u-1',
    });
    expect(emptyAssetValues('u-1', 'e-2').entryId).toBe('e-2');
  });

  it('loads an asset, blanks for missing parts, uploader from the signed-in user', () => {
    expect(assetToFormValues(asset, 'u-1')).toEqual({
      entryId: 'e-1',
      type: 'image',
      filePath: 'campaign-media/mooncake.png',
      noteContent: '',
      uploadedBy: 'u-1',
    });
  });
});

describe('filePathForType', () => {
  const loaded = { type: 'image', filePath: 'campaign-media/mooncake.png' } as const;
  it('keeps the loaded file only for the loaded type', () => {
    expect(filePathForType('image', loaded)).toBe('campaign-media/mooncake.png');
    expect(filePathForType('video', loaded)).toBe('');
    expect(filePathForType('note', loaded)).toBe('');
    expect(filePathForType('', { type: '', filePath: '' })).toBe('');
  });
});

describe('acceptedTypesFor', () => {
  it('narrows the asset MIME types to the chosen kind', () => {
    expect(acceptedTypesFor('image', ASSET_MIME_TYPES)).toEqual(['image/jpeg', 'image/png']);
    expect(acceptedTypesFor('video', ASSET_MIME_TYPES)).toEqual(['video/mp4']);
    expect(acceptedTypesFor('', ASSET_MIME_TYPES)).toEqual(['image/jpeg', 'image/png', 'video/mp4']);
  });
});
