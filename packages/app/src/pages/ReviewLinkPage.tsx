import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { ReviewPage, type ReviewPageState } from '@app/screens';
import type { DecisionBodyInput } from '@app/contract';
import { Toaster } from '@app/ui';
import { decideByLink, fetchReviewPage } from '../data/approval';

/** The page's state from a load: the posts, or the server's code of a link that does not work. */
async function loadState(token: string): Promise<ReviewPageState> {
  try {
    return { kind: 'ready', page: await fetchReviewPage(token) };
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    return { kind: 'failed', ...(typeof code === 'string' ? { code } : {}) };
  }
}

/** /review/:token: the owner's review page, without signing in (the token is the key). */
export function ReviewLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [state, setState] = useState<ReviewPageState>({ kind: 'loading' });
  const reload = useCallback(async () => setState(await loadState(token)), [token]);
  useEffect(() => {
    let live = true;
    void loadState(token).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [token]);
  const decide = async (body: DecisionBodyInput) => {
    try {
      return await decideByLink(token, body);
    } finally {
      // what the page shows is what is pending now: after a decision, and after a refused one (409, a revoked link)
      await reload();
    }
  };
  return (
    <>
      <ReviewPage state={state} onDecide={decide} />
      <Toaster />
    </>
  );
}
