import type { Asset } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { assetMatches } from './AssetPicker.search';

const asset = (fields: Partial<Asset>): Asset => ({
  id: 'a1',
  type: 'note',
  filePath: null,
  noteContent: null,
  thumbnailPath: null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  uploadedBy: 'u1',
  entryId: 'e1',
  entry: { id: 'e1' },
  tenantId: 'u1',
  ...fields,
});

describe('the asset picker search', () => {
  it('finds notes by their text (Chinese, Malay, English) and files by name or type, every word needed', () => {
    const note = asset({ noteContent: '流心奶黄月饼 kuih raya Special' });
    expect(assetMatches(note, '奶黄')).toBe(true);
    expect(assetMatches(note, 'RAYA special')).toBe(true);
    expect(assetMatches(note, 'raya latte')).toBe(false);
    const image = asset({ type: 'image', filePath: 'campaign-media/mooncake-box.png' });
    expect(assetMatches(image, 'mooncake')).toBe(true);
    expect(assetMatches(image, 'image')).toBe(true);
    expect(assetMatches(image, 'campaign-media')).toBe(false);
  });

  it('matches everything without a search', () => {
    expect(assetMatches(asset({}), '  ')).toBe(true);
  });
});
