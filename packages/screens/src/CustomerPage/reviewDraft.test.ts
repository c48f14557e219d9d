import { describe, expect, it } from 'vitest';
import { pickWording, reviewDraft, updateDraft } from './reviewDraft';

const picked = { products: ['kaya toast', 'teh tarik'], highlights: ['friendly staff'] };

describe('reviewDraft', () => {
  it("writes the picked chips as sentences in the page's language", () => {
    const wording = { had: 0, stoodOut: 0, highlightsFirst: false };
    expect(reviewDraft('en', wording, picked)).toBe(
      'I had the kaya toast and teh tarik. What stood out for me: friendly staff.',
    );
    expect(reviewDraft('zh-CN', wording, { products: ['流心奶黄', '乌龙茶'], highlights: ['包装'] })).toBe(
      '这次点了流心奶黄和乌龙茶。印象最深的是包装。',
    );
    expect(reviewDraft('ms', wording, { products: ['roti bakar'], highlights: [] })).toBe('Saya cuba roti bakar.');
    // a Latin chip in Chinese is set apart by spaces, never before the punctuation, and keeps its own spelling
    expect(
      reviewDraft('zh-CN', wording, { products: ['lotus mooncake', '月饼', 'iPhone壳'], highlights: ['Wi-Fi'] }),
    ).toBe('这次点了 lotus mooncake、月饼和 iPhone壳。印象最深的是 Wi-Fi。');
    expect(reviewDraft('en', wording, { products: [], highlights: [] })).toBe('');
  });

  it('words the same chips differently for different visits', () => {
    let seed = 0;
    const drafts = new Set(
      Array.from({ length: 12 }, () => {
        const values = [0.1, 0.6, 0.3, 0.9, 0.45, 0.2, 0.8, 0.7];
        const wording = pickWording(() => values[seed++ % values.length] ?? 0);
        return reviewDraft('en', wording, picked);
      }),
    );
    expect(drafts.size).toBeGreaterThan(1);
    const all = new Set<string>();
    for (let had = 0; had < 4; had += 1)
      for (let stoodOut = 0; stoodOut < 4; stoodOut += 1)
        for (const highlightsFirst of [false, true])
          all.add(reviewDraft('ms', { had, stoodOut, highlightsFirst }, picked));
    expect(all.size).toBe(32);
  });

  it("keeps the customer's own words when a chip is tapped", () => {
    const before = 'I had the kaya toast.';
    const after = 'I had the kaya toast and teh tarik.';
    expect(updateDraft(`${before} Came with my mum.`, before, after)).toBe(`${after} Came with my mum.`);
    expect(updateDraft('', '', after)).toBe(after);
    expect(updateDraft(`${after} Nice.`, after, '')).toBe('Nice.');
    expect(updateDraft('All my own text.', before, after)).toBe('All my own text.');
  });
});
