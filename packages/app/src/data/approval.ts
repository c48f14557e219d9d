/**
 * Approval's calls: the owner's decision, a post's history, the administrator's review links and approval setting,
 * the contents export, and the public review page's calls (no session: plain fetch, as the QR page's).
 */
import { useCallback, useMemo } from 'react';
import type {
  ContentEvent,
  DecisionBodyInput,
  DecisionResponse,
  ReviewLink,
  ReviewPage,
} from '@app/contract';
import type { ContentExportRange, ReviewLinksApi } from '@app/screens';
import { api } from '../api/instance';
import { API_BASE } from '../api/base';
import { ApiError } from '../api/client';
import { useRevalidate } from './revalidate';
import { saveBlob } from './saveBlob';
import useSWR from 'swr';
import { fetcher } from './hooks';

/** POST /content/decide, then the lists a content change makes stale. */
export function useDecideContents() {
  const revalidate = useRevalidate();
  return useCallback(
    async (body: DecisionBodyInput) => {
      const result = await api.post<DecisionResponse>('/content/decide', body);
      await revalidate('content');
      return result;
    },
    [revalidate],
  );
}

export const loadContentHistory = (id: string) =>
  api.get<ContentEvent[]>(`/content/one/${encodeURIComponent(id)}/history`);

/** The tenant's posts waiting for approval (the first page's total; live content events refresh it). */
export function usePendingCount(enabled: boolean): number {
  const { data } = useSWR<{ total: number }, Error>(enabled ? '/content?status=pending&limit=1' : null, fetcher);
  return data?.total ?? 0;
}

/** The administrator's review links and approval setting of a tenant. */
export function useReviewLinksApi(): ReviewLinksApi {
  const revalidate = useRevalidate();
  return useMemo(
    () => ({
      load: (tenantId: string) =>
        api.get<{ approvalRequired: boolean; links: ReviewLink[] }>(`/review-link/tenant/${tenantId}`),
      create: (tenantId: string) => api.post<ReviewLink>('/review-link', { tenantId }),
      revoke: (id: string) => api.delete(`/review-link/one/${id}`),
      setApprovalRequired: async (tenantId: string, approvalRequired: boolean) => {
        await api.patch(`/review-link/tenant/${tenantId}`, { approvalRequired });
        await revalidate('tenant');
      },
    }),
    [revalidate],
  );
}

/** Downloads GET /content/export.csv for the range (and the administrator's tenant). */
export async function exportContents(query: ContentExportRange & { tenantId?: string }): Promise<void> {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => Boolean(value)));
  const blob = await api.getBlob(`/content/export.csv?${params.toString()}`);
  saveBlob(blob, `contents-${query.from ?? 'start'}-${query.to ?? 'today'}.csv`);
}

/** The review page's answer, or the ApiError of a link that does not work. */
async function publicCall<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API_BASE}/public/review/${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
    params?: Record<string, string>;
  };
  if (!response.ok) throw new ApiError(response.status, body.message, body.code, body.params);
  return body as T;
}

export const fetchReviewPage = (token: string) => publicCall<ReviewPage>(encodeURIComponent(token));

export const decideByLink = (token: string, body: DecisionBodyInput) =>
  publicCall<DecisionResponse>(`${encodeURIComponent(token)}/decide`, { method: 'POST', body: JSON.stringify(body) });
