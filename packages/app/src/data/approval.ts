/**
 * Approval's calls: the owner's decision, a post's history, the administrator's review links and approval setting,
 * the contents export, and the public review page's calls (public routes: sent without the session's token).
 */
import { useCallback, useMemo } from 'react';
import { routes, type DecisionBodyInput } from '@app/contract';
import type { ContentExportRange, ReviewLinksApi } from '@app/screens';
import { call, download } from '../api/instance';
import { useCall, useChange } from './useCall';
import { useRevalidate } from './revalidate';
import { saveBlob } from './saveBlob';

/** The owner's decision on pending posts, then the lists a content change makes stale. */
export function useDecideContents() {
  const decide = useChange(routes.content.decide);
  return useCallback((body: DecisionBodyInput) => decide({ body }), [decide]);
}

export const loadContentHistory = (id: string) => call(routes.content.history, { params: { id } });

/** The tenant's posts waiting for approval (the first page's total; live content events refresh it). */
export function usePendingCount(enabled: boolean): number {
  const { data } = useCall(routes.content.list, enabled ? { query: { status: 'pending', limit: 1 } } : null);
  return data && 'total' in data ? data.total : 0;
}

/** The administrator's review links and approval setting of a tenant. */
export function useReviewLinksApi(): ReviewLinksApi {
  const revalidate = useRevalidate();
  return useMemo(
    () => ({
      load: (tenantId: string) => call(routes.reviewLink.setting, { params: { tenantId } }),
      create: (tenantId: string) => call(routes.reviewLink.create, { body: { tenantId } }),
      revoke: (id: string) => call(routes.reviewLink.revoke, { params: { id } }),
      setApprovalRequired: async (tenantId: string, approvalRequired: boolean) => {
        const { changeSetting } = routes.reviewLink;
        await call(changeSetting, { params: { tenantId }, body: { approvalRequired } });
        await revalidate(changeSetting.stale);
      },
    }),
    [revalidate],
  );
}

/** Downloads the contents as CSV for the range (and the administrator's tenant). */
export async function exportContents(query: ContentExportRange & { tenantId?: string }): Promise<void> {
  const given = { from: query.from || undefined, to: query.to || undefined, tenantId: query.tenantId || undefined };
  const blob = await download(routes.content.export, { query: given });
  saveBlob(blob, `contents-${query.from ?? 'start'}-${query.to ?? 'today'}.csv`);
}

/** The review page's posts (a public call: no session), or the ApiError of a link that does not work. */
export const fetchReviewPage = (token: string) => call(routes.publicReview.page, { params: { token } });

export const decideByLink = (token: string, body: DecisionBodyInput) =>
  call(routes.publicReview.decide, { params: { token }, body });
