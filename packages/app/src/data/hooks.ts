import useSWR, { useSWRConfig } from 'swr';
import { useCallback, useRef } from 'react';
import type {
  Admin,
  AdminCreateBody,
  AdminUpdateBody,
  Asset,
  AssetBody,
  AssetUpdateBody,
  Campaign,
  CampaignBody,
  CampaignDetail,
  Content,
  ContentBulkItem,
  ContentUpdateBody,
  Entry,
  EntryBody,
  EntryUpdateBody,
  GeneratedPost,
  GeneratorRequest,
  Link,
  Tenant,
  TenantCreateBody,
  TenantProfileBody,
  TenantUpdateBody,
  User,
  UserBody,
  UserUpdateBody,
} from '@app/contract';
import { UPLOAD_BUCKET_KEY, type contentBodySchema } from '@app/contract';
import type { InferInput } from 'valibot';
import { api } from '../api/instance';
import { keyHoldsKind, keys, type RecordKind } from '../api/keys';

/** GET through the API client; the SWR key is the path. */
export const fetcher = <T>(path: string): Promise<T> => api.get<T>(path);

/** Revalidates every cached list or detail holding records of the given kinds. */
export function useRevalidate(): (kinds: readonly RecordKind[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((kinds) => mutate((key) => keyHoldsKind(key, kinds)), [mutate]);
}

/** A mutation: runs the call, then refreshes every list of the kinds it changes (SPEC section 4). */
function useMutation<TArg, TResult>(kinds: readonly RecordKind[], call: (arg: TArg) => Promise<TResult>) {
  const revalidate = useRevalidate();
  // The hooks below pass fresh arrows on every render; the mutation function itself stays stable.
  const latest = useRef({ kinds, call });
  latest.current = { kinds, call };
  return useCallback(
    async (arg: TArg) => {
      const result = await latest.current.call(arg);
      await revalidate(latest.current.kinds);
      return result;
    },
    [revalidate],
  );
}

const list = <T>(key: string | null) => useSWR<T[]>(key, fetcher);

// Queries: one hook each.
export const useCampaigns = () => list<Campaign>(keys.campaigns());
export const useCampaign = (id: string | undefined) => useSWR<CampaignDetail>(id ? keys.campaign(id) : null, fetcher);
export const useContents = (campaignId?: string) => list<Content>(keys.contents(campaignId));
export const useAssets = (campaignId?: string) => list<Asset>(keys.assets(campaignId));
export const useEntries = (campaignId?: string) => list<Entry>(keys.entries(campaignId));
export const useAdmins = () => list<Admin>(keys.admins());
export const useTenants = (enabled = true) => list<Tenant>(enabled ? keys.tenants() : null);
export const useProfile = () => useSWR<Tenant>(keys.profile(), fetcher);
export const useUsers = () => list<User>(keys.users());
export const useLinks = (enabled = true) => list<Link>(enabled ? keys.links() : null);

type Update<T> = { id: string; body: T };
const one = (path: string, id: string) => `${path}/one/${encodeURIComponent(id)}`;

// Mutations: one hook each; each refreshes the lists it changes.
export const useCreateCampaign = () => useMutation(['campaign'], (body: CampaignBody) => api.post<Campaign>('/campaign', body));
export const useUpdateCampaign = () =>
  useMutation(['campaign'], ({ id, body }: Update<CampaignBody>) => api.patch<Campaign>(one('/campaign', id), body));
export const useDeleteCampaigns = () =>
  useMutation(['campaign', 'content', 'asset', 'entry'], (ids: string[]) =>
    ids.length === 1 ? api.delete(one('/campaign', ids[0] ?? '')) : api.delete('/campaign/many', ids),
  );

/** A content body as the forms send it: the server fills in the defaults (no assets, no campaign). */
type ContentInput = InferInput<typeof contentBodySchema>;

export const useCreateContent = () => useMutation(['content'], (body: ContentInput) => api.post<Content>('/content', body));
export const useUpdateContent = () =>
  useMutation(['content'], ({ id, body }: Update<ContentUpdateBody>) => api.patch<Content>(one('/content', id), body));
export const useDeleteContents = () => useMutation(['content'], (ids: string[]) => api.delete('/content/many', ids));
export const useSaveGeneratedContents = () =>
  useMutation(['content'], (items: ContentBulkItem[]) => api.post<Content[]>('/content/bulk', items));

export const useCreateAsset = () => useMutation(['asset'], (body: AssetBody) => api.post<Asset>('/asset', body));
export const useUpdateAsset = () =>
  useMutation(['asset'], ({ id, body }: Update<AssetUpdateBody>) => api.patch<Asset>(one('/asset', id), body));
export const useDeleteAsset = () => useMutation(['asset'], (id: string) => api.delete(one('/asset', id)));
export const useDeleteAssets = () => useMutation(['asset'], (ids: string[]) => api.delete('/asset/many', ids));

export const useCreateEntry = () => useMutation(['entry'], (body: EntryBody) => api.post<Entry>('/entry', body));
export const useUpdateEntry = () =>
  useMutation(['entry'], ({ id, body }: Update<EntryUpdateBody>) => api.patch<Entry>(one('/entry', id), body));
export const useDeleteEntries = () => useMutation(['entry', 'asset'], (ids: string[]) => api.delete('/entry/many', ids));

export const useCreateAdmin = () => useMutation(['admin'], (body: AdminCreateBody) => api.post<Admin>('/admin', body));
export const useUpdateAdmin = () =>
  useMutation(['admin'], ({ id, body }: Update<AdminUpdateBody>) => api.patch<Admin>(one('/admin', id), body));

export const useCreateTenant = () => useMutation(['tenant'], (body: TenantCreateBody) => api.post<Tenant>('/tenant', body));
export const useUpdateTenant = () =>
  useMutation(['tenant'], ({ id, body }: Update<TenantUpdateBody | TenantProfileBody>) => api.patch<Tenant>(one('/tenant', id), body));

export const useCreateUser = () => useMutation(['user'], (body: UserBody) => api.post<User>('/user', body));
export const useUpdateUser = () =>
  useMutation(['user'], ({ id, body }: Update<UserUpdateBody>) => api.patch<User>(one('/user', id), body));

export const useGenerateLinks = () => useMutation(['link'], (body: { count: number }) => api.post<Link[]>('/link/generate', body));
export const useAssignLink = () =>
  useMutation(['link', 'tenant'], (body: { uuid: string; tenantId: string }) => api.post<Link>('/link/assign', body));
export const useDeleteLink = () =>
  useMutation(['link', 'tenant'], (uuid: string) => api.delete(`/link/${encodeURIComponent(uuid)}`));

/** Downloads every link's QR image as qrcodes.zip. */
export async function exportLinks(): Promise<void> {
  const blob = await api.getBlob('/link/export');
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: 'qrcodes.zip' });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Generates posts; nothing is stored (`save: false`). */
export function generatePosts(request: GeneratorRequest): Promise<GeneratedPost[]> {
  return api.post<GeneratedPost[]>('/redbook/generate', { ...request, save: false });
}

/** Uploads a file to the product's bucket with progress; resolves with its object key. */
export function uploadFile({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }): Promise<string> {
  return api.upload(file, { bucketKey: UPLOAD_BUCKET_KEY, onProgress });
}

/** Resolves an object key to a short-lived URL for previews. */
export const resolveFileUrl = (objectKey: string): Promise<string> => api.fileUrl(objectKey);
