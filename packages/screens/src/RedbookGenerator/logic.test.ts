import { describe, expect, it } from 'vitest';
import type { GeneratedPost } from '@app/contract';
import {
  assignAssets,
  initialSelection,
  isFailed,
  pickedCount,
  requestAssetIds,
  toBulkItems,
  type PickedAsset,
} from './logic';

const posts: GeneratedPost[] = [
  { title: '中秋必囤', content: '流心奶黄月饼买二送一', keywords: ['中秋', '月饼'] },
  { title: '', content: 'Free kuih raya tasting', keywords: [] },
  { title: '', content: '', keywords: [], error: 'timeout' },
];

const image = (id: string): PickedAsset => ({ id, type: 'image' });
const video = (id: string): PickedAsset => ({ id, type: 'video' });
const note = (id: string): PickedAsset => ({ id, type: 'note' });

function sequence(...values: number[]): () => number {
  let call = 0;
  return () => values[call++ % values.length] as number;
}

describe('assignAssets', () => {
  it('gives each post one of the picked assets, chosen by the random source', () => {
    const results = assignAssets(posts, [image('a'), image('b'), image('c')], sequence(0, 0.5, 0.99));
    expect(results.map((result) => result.assetId)).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => result.index)).toEqual([0, 1, 2]);
  });
  it('never goes out of range, even with a random source answering 1', () => {
    expect(assignAssets(posts.slice(0, 1), [image('a'), image('b')], () => 1)[0]?.assetId).toBe('b');
  });
  it('assigns nothing when no asset is picked', () => {
    expect(assignAssets(posts.slice(0, 1), [], Math.random)[0]).toMatchObject({ assetId: null, assetIds: [] });
  });
  it('saves the assigned asset first, then every other picked image in the order picked, each once', () => {
    const picked = [image('p1'), video('v'), note('n'), image('p2'), image('p3')];
    const results = assignAssets(posts, picked, sequence(0.7, 0.1, 0.3));
    expect(results.map((result) => result.assetIds)).toEqual([
      ['p2', 'p1', 'p3'],
      ['p1', 'p2', 'p3'],
      ['v', 'p1', 'p2', 'p3'],
    ]);
  });
  it('leaves out the videos and notes that were not assigned', () => {
    const [result] = assignAssets(posts.slice(0, 1), [note('n'), video('v'), image('p')], () => 0);
    expect(result).toMatchObject({ assetId: 'n', assetIds: ['n', 'p'] });
  });
});

describe('selection', () => {
  it('starts with every successful result selected', () => {
    const results = assignAssets(posts, [image('a')], () => 0);
    expect([...initialSelection(results)]).toEqual([0, 1]);
    expect(isFailed(posts[2] as GeneratedPost)).toBe(true);
    expect(isFailed(posts[0] as GeneratedPost)).toBe(false);
  });
});

describe('toBulkItems', () => {
  it('builds the bulk items of the selected results with the defaults of SPEC section 9, every picked photo, the platform and language', () => {
    const results = assignAssets(posts, [image('a'), video('b'), image('c')], sequence(0.1, 0.9, 0.1));
    const context = { campaignId: 'c-1', userId: 'u-1', platform: 'Instagram', language: 'Malay' } as const;
    expect(toBulkItems(results, new Set([0, 1, 2]), context)).toEqual([
      {
        campaignId: 'c-1',
        userId: 'u-1',
        title: '中秋必囤',
        text: '流心奶黄月饼买二送一',
        status: 'active',
        isRedirected: false,
        keyword: ['中秋', '月饼'],
        assetIds: ['a', 'c'],
        platform: 'Instagram',
        language: 'Malay',
      },
      {
        campaignId: 'c-1',
        userId: 'u-1',
        title: 'Untitled',
        text: 'Free kuih raya tasting',
        status: 'active',
        isRedirected: false,
        keyword: ['general'],
        assetIds: ['c', 'a'],
        platform: 'Instagram',
        language: 'Malay',
      },
    ]);
  });
  it('leaves out the deselected results', () => {
    const results = assignAssets(posts, [image('a')], () => 0);
    expect(toBulkItems(results, new Set([1]), { campaignId: 'c', userId: 'u' }).map((item) => item.text)).toEqual([
      'Free kuih raya tasting',
    ]);
  });
});

describe('requestAssetIds', () => {
  it('sends every picked asset in the order picked', () => {
    expect(requestAssetIds([image('p'), note('n'), video('v')])).toEqual(['p', 'n', 'v']);
  });
  it('past the request limit of 20 keeps the notes, then the first other assets, in the order picked', () => {
    const picked = [...Array.from({ length: 20 }, (_, i) => image(`p${i}`)), note('n1'), note('n2')];
    const ids = requestAssetIds(picked);
    expect(ids).toHaveLength(20);
    expect(ids.slice(-3)).toEqual(['p17', 'n1', 'n2']);
    expect(ids[0]).toBe('p0');
  });
});

describe('pickedCount', () => {
  it('reads "selected / total"', () => {
    expect(pickedCount(2, 5)).toBe('2 / 5');
  });
});
