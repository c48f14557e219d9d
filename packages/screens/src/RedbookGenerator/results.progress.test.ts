import { describe, expect, it } from 'vitest';
import type { GeneratedResult } from './logic';
import { initialResults, resultsReducer, type ResultsAction, type ResultsState } from './results';

const result = (index: number, failed = false): GeneratedResult => ({
  index,
  post: failed
    ? { title: '', content: '', keywords: [], error: 'refused' }
    : { title: `Post ${index + 1}`, content: `Text ${index + 1}`, keywords: [] },
  assetId: null,
  assetIds: [],
});

const arrived = (index: number, failed = false): ResultsAction => ({
  type: 'arrived',
  result: result(index, failed),
  platform: 'Instagram',
  language: 'English',
});

const run = (state: ResultsState, ...actions: ResultsAction[]) => actions.reduce(resultsReducer, state);

describe('posts that arrive one by one', () => {
  const earlier: ResultsState = run(
    initialResults,
    { type: 'generate' },
    {
      type: 'generated',
      results: [result(0), result(1)],
      platform: 'Redbook',
      language: 'Mandarin',
    },
  );

  it('start an empty list with a count of none arrived', () => {
    const started = resultsReducer(earlier, { type: 'generate', total: 10 });
    expect(started).toMatchObject({ generating: true, progress: { done: 0, total: 10 }, results: [] });
    expect(started.selected.size).toBe(0);
  });

  it('are listed in the batch’s order as they arrive, each selected unless it failed, and counted', () => {
    const state = run(earlier, { type: 'generate', total: 4 }, arrived(2), arrived(0), arrived(3, true));
    expect(state.results.map((r) => r.index)).toEqual([0, 2, 3]);
    expect([...state.selected].sort()).toEqual([0, 2]);
    expect(state.progress).toEqual({ done: 3, total: 4 });
    expect(state).toMatchObject({ platform: 'Instagram', language: 'English', generating: true });
    // the same post told twice counts once
    expect(resultsReducer(state, arrived(2)).progress).toEqual({ done: 3, total: 4 });
  });

  it('end with the whole batch: a post put aside meanwhile stays aside, the others start selected', () => {
    const state = run(
      initialResults,
      { type: 'generate', total: 3 },
      arrived(0),
      arrived(1),
      { type: 'toggle', index: 1, on: false },
      { type: 'generated', results: [result(0), result(1), result(2)], platform: 'Instagram', language: 'English' },
    );
    expect(state.progress).toBeNull();
    expect(state.generating).toBe(false);
    expect([...state.selected].sort()).toEqual([0, 2]);
  });

  it('are ignored once the generation is over, and a failure clears the count', () => {
    const done = run(initialResults, { type: 'generate', total: 2 }, { type: 'generationFailed', error: 'x' });
    expect(done).toMatchObject({ progress: null, results: [], error: 'x' });
    expect(resultsReducer(done, arrived(0))).toBe(done);
  });
});
