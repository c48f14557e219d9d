import { GENERATOR_DEFAULTS, type GeneratedPost, type Language, type Platform } from '@app/contract';
import type { GeneratedResult } from './logic';
import { initialSelection, isFailed } from './logic';

/** What the user may change of a generated post before saving it. */
export type PostEdit = Partial<Pick<GeneratedPost, 'title' | 'content' | 'keywords'>>;

/** The results part of the generator: the last generation, which results are selected, and the calls under way. */
export interface ResultsState {
  generating: boolean;
  /** While posts arrive one by one: how many of how many have arrived (null otherwise). */
  progress: { done: number; total: number } | null;
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
  /** `total`: the posts asked for arrive one by one (`arrived`), and the list starts empty. */
  | { type: 'generate'; total?: number }
  | { type: 'arrived'; result: GeneratedResult; platform: Platform; language: Language }
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
  progress: null,
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
 * again is selected. Posts that arrive one by one are listed as they come, in their order, each selected (unless it
 * failed), and the progress counts them.
 */
export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'generate':
      if (action.total === undefined) return { ...state, generating: true, error: null, progress: null };
      return {
        ...state,
        generating: true,
        error: null,
        progress: { done: 0, total: action.total },
        results: [],
        selected: new Set(),
        regenerating: new Set(),
      };
    case 'arrived': {
      if (!state.generating || !state.progress) return state;
      const { result } = action;
      const others = state.results.filter((r) => r.index !== result.index);
      const results = [...others, result].sort((a, b) => a.index - b.index);
      return {
        ...state,
        results,
        platform: action.platform,
        language: action.language,
        selected: withIndex(state.selected, result.index, !isFailed(result.post)),
        progress: { ...state.progress, done: Math.min(state.progress.total, others.length + 1) },
      };
    }
    case 'generated': {
      // a post that arrived before keeps the choice made of it meanwhile; the others start selected
      const arrived = new Set(state.progress ? state.results.map((result) => result.index) : []);
      const fresh = initialSelection(action.results);
      const selected = new Set([...fresh].filter((index) => !arrived.has(index) || state.selected.has(index)));
      return {
        ...state,
        generating: false,
        progress: null,
        results: action.results,
        platform: action.platform,
        language: action.language,
        selected,
        regenerating: new Set(),
      };
    }
    case 'generationFailed':
      return { ...state, generating: false, progress: null, error: action.error, results: [], selected: new Set() };
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
