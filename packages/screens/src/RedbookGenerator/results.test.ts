import { describe, expect, it } from 'vitest';
import type { GeneratedResult } from './logic';
import { initialResults, resultsReducer, unsavedCount, type ResultsState } from './results';

const results: GeneratedResult[] = [
  {
    index: 0,
    post: { title: '中秋必囤', content: '流心奶黄月饼', keywords: ['中秋'] },
    assetId: 'a',
    assetIds: ['a', 'b'],
  },
  { index: 1, post: { title: '', content: '', keywords: [], error: 'timeout' }, assetId: 'b', assetIds: ['a', 'b'] },
  { index: 2, post: { title: 'Raya', content: 'Kuih raya', keywords: [] }, assetId: 'a', assetIds: ['a', 'b'] },
];

const generated: ResultsState = resultsReducer(resultsReducer(initialResults, { type: 'generate' }), {
  type: 'generated',
  results,
  platform: 'Tiktok',
  language: 'Malay',
});

describe('resultsReducer', () => {
  it('generates: loading first, then every result that did not fail selected', () => {
    const loading = resultsReducer({ ...initialResults, error: 'busy' }, { type: 'generate' });
    expect(loading).toMatchObject({ generating: true, error: null });
    expect(generated.generating).toBe(false);
    expect(generated.results).toBe(results);
    expect(generated.platform).toBe('Tiktok');
    expect(generated.language).toBe('Malay');
    expect([...generated.selected]).toEqual([0, 2]);
  });

  it('a failed generation shows its error and leaves no results', () => {
    const failed = resultsReducer({ ...generated, generating: true }, { type: 'generationFailed', error: 'busy' });
    expect(failed).toMatchObject({ generating: false, error: 'busy', results: [] });
    expect(failed.selected.size).toBe(0);
  });

  it('toggles one result, and Remove All deselects them all but keeps the list', () => {
    const toggled = resultsReducer(generated, { type: 'toggle', index: 0, on: false });
    expect([...toggled.selected]).toEqual([2]);
    expect([...resultsReducer(toggled, { type: 'toggle', index: 0, on: true }).selected].sort()).toEqual([0, 2]);
    const none = resultsReducer(generated, { type: 'removeAll' });
    expect(none.selected.size).toBe(0);
    expect(none.results).toHaveLength(3);
  });

  it('saving clears the list once it succeeded, and keeps it when it failed', () => {
    const saving = resultsReducer(generated, { type: 'save' });
    expect(saving.saving).toBe(true);
    expect(resultsReducer(saving, { type: 'saved' })).toMatchObject({ saving: false, results: [] });
    const kept = resultsReducer(saving, { type: 'saveFailed' });
    expect(kept).toMatchObject({ saving: false, results });
    expect([...kept.selected]).toEqual([0, 2]);
  });

  it('edits a result in place, keeping the others', () => {
    const edited = resultsReducer(generated, {
      type: 'edit',
      index: 2,
      changes: { title: 'Raya!', keywords: ['raya'] },
    });
    expect(edited.results[2]).toEqual({
      index: 2,
      post: { title: 'Raya!', content: 'Kuih raya', keywords: ['raya'] },
      assetId: 'a',
      assetIds: ['a', 'b'],
    });
    expect(edited.results[0]).toBe(results[0]);
    expect(resultsReducer(generated, { type: 'edit', index: 9, changes: { title: 'x' } })).toBe(generated);
  });

  it('writes one result again: busy meanwhile, then replaced (asset kept) and selected; on failure unchanged', () => {
    const busy = resultsReducer(generated, { type: 'regenerate', index: 1 });
    expect([...busy.regenerating]).toEqual([1]);
    const post = { title: 'New', content: 'Fresh', keywords: [] };
    const done = resultsReducer(busy, { type: 'regenerated', index: 1, post });
    expect(done.results[1]).toEqual({ index: 1, post, assetId: 'b', assetIds: ['a', 'b'] });
    expect([...done.selected].sort()).toEqual([0, 1, 2]);
    expect(done.regenerating.size).toBe(0);
    const failed = resultsReducer(busy, { type: 'regenerateFailed', index: 1 });
    expect(failed.results).toBe(results);
    expect(failed.regenerating.size).toBe(0);
  });
});

describe('unsavedCount', () => {
  it('counts the generated posts that closing would lose: none before, the written ones after, none once saved', () => {
    expect(unsavedCount(initialResults)).toBe(0);
    expect(unsavedCount(generated)).toBe(2);
    const saved = resultsReducer(resultsReducer(generated, { type: 'save' }), { type: 'saved' });
    expect(unsavedCount(saved)).toBe(0);
  });

  it('still counts them after Remove All (deselected posts are on screen, not saved)', () => {
    expect(unsavedCount(resultsReducer(generated, { type: 'removeAll' }))).toBe(2);
  });
});
