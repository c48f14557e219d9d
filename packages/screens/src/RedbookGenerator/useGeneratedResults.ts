import { useReducer, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  GENERATOR_DEFAULTS,
  buildGeneratorRequest,
  type ContentBulkItem,
  type GeneratedPost,
  type GeneratorFormOutput,
  type GeneratorRequest,
} from '@app/contract';
import { notify } from '@app/ui';
import { failureCause } from '../shared/contentText';
import { useSuccessMessage } from '../i18n';
import { assignAsset, isFailed, requestAssetIds, toBulkItems, type GeneratedResult, type PickedAsset } from './logic';
import { failureText } from './refusals';
import { initialResults, resultsReducer, type PostEdit } from './results';

export const SAVE_FAILED_MESSAGE = msg`Failed to save content.`;
export const SAVED_MESSAGE = msg`Content saved successfully`;
export const REGENERATE_FAILED_MESSAGE = msg`Failed to regenerate the post.`;
const GENERATION_FAILED_MESSAGE = msg`Failed to generate content.`;

/** Told each post as it arrives, by its place in the batch (posts arrive in any order). */
export type OnPostArrived = (index: number, post: GeneratedPost) => void;

export interface GeneratedResultsOptions {
  campaignId: string;
  userId: string;
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  /** Generates with each post told as soon as it is written (the whole batch answered at the end); else onGenerate. */
  onGenerateStream?: (request: GeneratorRequest, onPost: OnPostArrived) => Promise<GeneratedPost[]>;
  onSave: (items: ContentBulkItem[]) => Promise<unknown>;
  random: () => number;
}

/**
 * The generated results and the calls that change them: generating from the form (with `onGenerateStream`, each post
 * listed as it arrives), writing one result again (the same request for one post), editing a result, saving the
 * selection.
 */
export function useGeneratedResults({
  campaignId,
  userId,
  onGenerate,
  onGenerateStream,
  onSave,
  random,
}: GeneratedResultsOptions) {
  const { i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const [state, dispatch] = useReducer(resultsReducer, initialResults);
  /** The request of the results shown, which writing one again repeats. */
  const lastRequest = useRef<GeneratorRequest | null>(null);

  /** Generates posts from the form and the picked assets' notes, each post with one of the picked assets. */
  const generate = async (form: GeneratorFormOutput, picked: readonly PickedAsset[]) => {
    const request = buildGeneratorRequest(form, { campaignId, userId, assetIds: requestAssetIds(picked) });
    const { platform, language } = request;
    dispatch({ type: 'generate', ...(onGenerateStream ? { total: request.count ?? GENERATOR_DEFAULTS.count } : {}) });
    // each post keeps the asset it was given when it arrived
    const arrived = new Map<number, GeneratedResult>();
    const onPost: OnPostArrived = (index, post) => {
      const result = assignAsset(post, index, picked, random);
      arrived.set(index, result);
      dispatch({ type: 'arrived', result, platform, language });
    };
    try {
      const posts = onGenerateStream ? await onGenerateStream(request, onPost) : await onGenerate(request);
      lastRequest.current = request;
      const results = posts.map((post, index) => {
        const known = arrived.get(index);
        return known ? { ...known, post } : assignAsset(post, index, picked, random);
      });
      dispatch({ type: 'generated', results, platform, language });
      // failed posts say so in their own card; the toast counts the ones written
      const written = posts.filter((post) => !isFailed(post)).length;
      if (written > 0) notify.success(successMessage('post', 'generated', written));
    } catch (error) {
      dispatch({ type: 'generationFailed', error: failureCause(error, i18n._(GENERATION_FAILED_MESSAGE), i18n) });
    }
  };

  /** Writes result `index` again; it keeps its asset, and the one it had when that fails. */
  const regenerate = async (index: number) => {
    const request = lastRequest.current;
    if (!request) return;
    dispatch({ type: 'regenerate', index });
    try {
      const [post] = await onGenerate({ ...request, count: 1 });
      if (!post || isFailed(post)) {
        dispatch({ type: 'regenerateFailed', index });
        notify.error(post ? failureText(i18n, post) : i18n._(REGENERATE_FAILED_MESSAGE));
        return;
      }
      dispatch({ type: 'regenerated', index, post });
      notify.success(successMessage('post', 'generated'));
    } catch (error) {
      dispatch({ type: 'regenerateFailed', index });
      notify.error(failureCause(error, i18n._(REGENERATE_FAILED_MESSAGE), i18n));
    }
  };

  const save = async () => {
    const request = lastRequest.current;
    const items = toBulkItems(state.results, state.selected, {
      campaignId,
      userId,
      ...(request ? { platform: request.platform, language: request.language } : {}),
    });
    if (items.length === 0) return;
    dispatch({ type: 'save' });
    try {
      await onSave(items);
      dispatch({ type: 'saved' });
      notify.success(i18n._(SAVED_MESSAGE));
    } catch {
      dispatch({ type: 'saveFailed' });
      notify.error(i18n._(SAVE_FAILED_MESSAGE));
    }
  };

  return {
    ...state,
    generate,
    regenerate,
    save,
    edit: (index: number, changes: PostEdit) => dispatch({ type: 'edit', index, changes }),
    toggle: (index: number, on: boolean) => dispatch({ type: 'toggle', index, on }),
    removeAll: () => dispatch({ type: 'removeAll' }),
  };
}

export type GeneratedResultsState = ReturnType<typeof useGeneratedResults>;
