import type { GeneratedResult } from './logic';
import { initialSelection } from './logic';

/** The results part of the generator: the last generation, which results are selected, and the calls under way. */
export interface ResultsState {
  generating: boolean;
  /** Why the last generation failed, shown in red instead of results. */
  error: string | null;
  results: GeneratedResult[];
  /** The selected results, by index. */
  selected: ReadonlySet<number>;
  saving: boolean;
}

export type ResultsAction =
  | { type: 'generate' }
  | { type: 'generated'; results: GeneratedResult[] }
  | { type: 'generationFailed'; error: string }
  | { type: 'toggle'; index: number; on: boolean }
  | { type: 'removeAll' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'saveFailed' };

export const initialResults: ResultsState = {
  generating: false,
  error: null,
  results: [],
  selected: new Set(),
  saving: false,
};

/**
 * SPEC section 4: Generate sets a loading state; the results then all start selected; Remove All deselects them
 * all; Save posts the selected ones and then clears the list. A failed generation leaves no results.
 */
export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'generate':
      return { ...state, generating: true, error: null };
    case 'generated':
      return { ...state, generating: false, results: action.results, selected: initialSelection(action.results) };
    case 'generationFailed':
      return { ...state, generating: false, error: action.error, results: [], selected: new Set() };
    case 'toggle': {
      const selected = new Set(state.selected);
      if (action.on) selected.add(action.index);
      else selected.delete(action.index);
      return { ...state, selected };
    }
    case 'removeAll':
      return { ...state, selected: new Set() };
    case 'save':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, saving: false, results: [], selected: new Set() };
    case 'saveFailed':
      return { ...state, saving: false };
  }
}
