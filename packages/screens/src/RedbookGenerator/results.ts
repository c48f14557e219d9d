import { GENERATOR_DEFAULTS, type GeneratedPost, type Language, type Platform } from '@app/contract';
import type { GeneratedResult } from './logic';
import { initialSelection, isFailed } from './logic';

/** What the user may change of a generated post before saving it. */
export type PostEdit = Partial<Pick<GeneratedPost, 'title' | 'content' | 'keywords'>>;

/** The results part of the generator: the last generation, which results are selected, and the calls under way. */
export interface ResultsState {
  generating: boolean;
  /** Why the last generation failed, shown in red instead of results. */
  error: string | null;
  results: GeneratedResult[];
  /** The platform the results were written for (their limits). */
  platform: Platform;
  /** The language the results were written in. */
  language: Language;
  /** The selected results, by index. */
  selected: ReadonlySet<number>;
  /** The results being written again, by index. */
  regenerating: ReadonlySet<number>;
  saving: boolean;
}

export type ResultsAction =
  | { type: 'generate' }
  | { type: 'generated'; results: GeneratedResult[]; platform: Platform; language: Language }
  | { type: 'generationFailed'; error: string }
  | { type: 'toggle'; index: number; on: boolean }
  | { type: 'removeAll' }
  | { type: 'edit'; index: number; changes: PostEdit }
  | { type: 'regenerate'; index: number }
  | { type: 'regenerated'; index: number; post: GeneratedPost }
  | { type: 'regenerateFailed'; index: number }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'saveFailed' };

export const initialResults: ResultsState = {
  generating: false,
  error: null,
  results: [],
  platform: GENERATOR_DEFAULTS.platform,
  language: GENERATOR_DEFAULTS.language,
  selected: new Set(),
  regenerating: new Set(),
  saving: false,
};

function withIndex(set: ReadonlySet<number>, index: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(index);
  else next.delete(index);
  return next;
}

function replacePost(results: readonly GeneratedResult[], index: number, post: GeneratedPost): GeneratedResult[] {
  return results.map((result) => (result.index === index ? { ...result, post } : result));
}

/**
 * SPEC section 4: Generate sets a loading state; the results then all start selected; Remove All deselects them
 * all; Save posts the selected ones and then clears the list. A failed generation leaves no results. Beyond SPEC: a
 * result can be edited (title, text, keywords) and written again on its own, keeping its asset; a result written
 * again is selected.
 */
export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'generate':
      return { ...state, generating: true, error: null };
    case 'generated':
      return {
        ...state,
        generating: false,
        results: action.results,
        platform: action.platform,
        language: action.language,
        selected: initialSelection(action.results),
        regenerating: new Set(),
      };
    case 'generationFailed':
      return { ...state, generating: false, error: action.error, results: [], selected: new Set() };
    case 'toggle':
      return { ...state, selected: withIndex(state.selected, action.index, action.on) };
    case 'removeAll':
      return { ...state, selected: new Set() };
    case 'edit': {
      const result = state.results.find((r) => r.index === action.index);
      if (!result) return state;
      return { ...state, results: replacePost(state.results, action.index, { ...result.post, ...action.changes }) };
    }
    case 'regenerate':
      return { ...state, regenerating: withIndex(state.regenerating, action.index, true) };
    case 'regenerated':
      return {
        ...state,
        results: replacePost(state.results, action.index, action.post),
        selected: withIndex(state.selected, action.index, !isFailed(action.post)),
        regenerating: withIndex(state.regenerating, action.index, false),
      };
    case 'regenerateFailed':
      return { ...state, regenerating: withIndex(state.regenerating, action.index, false) };
    case 'save':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, saving: false, results: [], selected: new Set() };
    case 'saveFailed':
      return { ...state, saving: false };
  }
}

/** How many generated posts closing the generator would lose: the results not saved yet, less the failed ones. */
export function unsavedCount(state: Pick<ResultsState, 'results'>): number {
  return state.results.filter((result) => !isFailed(result.post)).length;
}
