import { useReducer } from 'react';
import {
  buildGeneratorRequest,
  type ContentBulkItem,
  type GeneratedPost,
  type GeneratorFormOutput,
  type GeneratorRequest,
} from '@app/contract';
import { notify } from '@app/ui';
import { failureCause } from '../shared/contentText';
import { assignAssets, toBulkItems } from './logic';
import { initialResults, resultsReducer } from './results';

export const SAVE_FAILED_MESSAGE = 'Failed to save content.';
export const SAVED_MESSAGE = 'Content saved successfully';
const GENERATION_FAILED_MESSAGE = 'Failed to generate content.';

export interface GeneratedResultsOptions {
  campaignId: string;
  userId: string;
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  onSave: (items: ContentBulkItem[]) => Promise<unknown>;
  random: () => number;
}

/** The generated results and the two calls that change them: generating from the form, saving the selection. */
export function useGeneratedResults({ campaignId, userId, onGenerate, onSave, random }: GeneratedResultsOptions) {
  const [state, dispatch] = useReducer(resultsReducer, initialResults);

  /** Generates posts from the form, each with one of the picked assets. */
  const generate = async (form: GeneratorFormOutput, pickedAssetIds: readonly string[]) => {
    dispatch({ type: 'generate' });
    try {
      const posts = await onGenerate(buildGeneratorRequest(form, { campaignId, userId }));
      dispatch({ type: 'generated', results: assignAssets(posts, pickedAssetIds, random) });
    } catch (error) {
      dispatch({ type: 'generationFailed', error: failureCause(error, GENERATION_FAILED_MESSAGE) });
    }
  };

  const save = async () => {
    const items = toBulkItems(state.results, state.selected, { campaignId, userId });
    if (items.length === 0) return;
    dispatch({ type: 'save' });
    try {
      await onSave(items);
      dispatch({ type: 'saved' });
      notify.success(SAVED_MESSAGE);
    } catch {
      dispatch({ type: 'saveFailed' });
      notify.error(SAVE_FAILED_MESSAGE);
    }
  };

  return {
    ...state,
    generate,
    save,
    toggle: (index: number, on: boolean) => dispatch({ type: 'toggle', index, on }),
    removeAll: () => dispatch({ type: 'removeAll' }),
  };
}

export type GeneratedResultsState = ReturnType<typeof useGeneratedResults>;
