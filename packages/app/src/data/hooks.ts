import useSWR from 'swr';
import { useCallback } from 'react';
import {
  UPLOAD_BUCKET_KEY,
  type Admin,
  type AdminDashboardStats,
  type AdminCreateBody,
  type AdminUpdateBody,
  type Asset,
  type AssetBody,
  type AssetUpdateBody,
  type Campaign,
  type CampaignBody,
  type Content,
  type ContentBodyInput,
  type ContentBulkItem,
  type ContentUpdateBody,
  type Entry,
  type EntryBody,
  type EntryUpdateBody,
  type FunnelStats,
  type GeneratedPost,
  type GeneratorRequest,
  type IdListBody,
  type Link,
  type LinkAddBody,
  type LinkAssignBody,
  type LinkGenerateBody,
  type RecordKind,
  type Tenant,
  type TenantCreateBody,
  type TenantProfileBody,
  type TenantProfileStats,
  type TenantUpdateBody,
  type User,
  type UserBody,
  type UserUpdateBody,
} from '@app/contract';
import type { FunnelRange } from '@app/screens';
import { api } from '../api/instance';
import { paths } from '../api/paths';
import { saveBlob } from './saveBlob';
import { useRevalidate } from './revalidate';

/** GET through the API client; the SWR key is the path. */
export const fetcher = <T>(path: string): Promise<T> => api.get<T>(path);

/** One query: the path (null: not now) is the key; a failure is the client's Error (an ApiError). */
const useQuery = <T>(path: string | null) => useSWR<T, Error>(path, fetcher);

// Queries: one hook each. The list screens page their lists (useListPage); these whole lists are the forms' choices.
export const useCampaigns = () => useQuery<Campaign[]>(paths.campaigns);
/** The campaign alone: its details screen loads its assets and contents in pages. */
export const useCampaign = (id: string | undefined) => useQuery<Campaign>(id ? paths.campaignAlone(id) : null);
export const useEntries = (campaignId?: string) => useQuery<Entry[]>(paths.entries(campaignId));
export const useTenants = (enabled = true) => useQuery<Tenant[]>(enabled ? paths.tenants : null);
/** How often the profile is read again while the server downloads a logo given as a URL (no live event says when). */
export const LOGO_PENDING_REFRESH_MS = 30_000;
export const useProfile = () =>
  useSWR<Tenant, Error>(paths.profile, fetcher, {
    refreshInterval: (tenant) => (tenant?.logoStatus === 'pending' ? LOGO_PENDING_REFRESH_MS : 0),
  });
export const useVacantLinks = () => useQuery<Link[]>(paths.vacantLinks);
export const useAdminStats = () => useQuery<AdminDashboardStats>(paths.statsOverview);
export const useMyStats = () => useQuery<TenantProfileStats>(paths.statsMine);
/** The funnel of a range (`tenantId`: an administrator's choice; '' for all). */
export const useFunnel = (range: FunnelRange, tenantId = '') =>
  useQuery<FunnelStats>(paths.funnel({ ...range, tenantId }));

/** A change: the kind of record it changes (what that makes stale is the contract's STALE_LISTS) and its call. */
interface Change<TArg, TResult> {
  kind: RecordKind;
  call: (arg: TArg) => Promise<TResult>;
}

const change = <TArg, TResult>(kind: RecordKind, call: (arg: TArg) => Promise<TResult>): Change<TArg, TResult> => ({
  kind,
  call,
});

/**
 * A mutation: runs the call, then refreshes every list the change makes stale (SPEC section 4); the server does not
 * echo it to this tab's stream (see revalidate.ts). The changes are module constants, so the function is stable.
 */
function useMutation<TArg, TResult>({ kind, call }: Change<TArg, TResult>): (arg: TArg) => Promise<TResult> {
  const revalidate = useRevalidate();
  return useCallback(
    async (arg: TArg) => {
      const result = await call(arg);
      await revalidate(kind);
      return result;
    },
    [kind, call, revalidate],
  );
}

type Update<T> = { id: string; body: T };

const changes = {
  createCampaign: change('campaign', (body: CampaignBody & { tenantId?: string | null }) => api.post<Campaign>(paths.campaigns, body)),
  updateCampaign: change('campaign', ({ id, body }: Update<CampaignBody>) =>
    api.patch<Campaign>(paths.campaign(id), body),
  ),
  deleteCampaigns: change('campaign', (ids: IdListBody) =>
    ids.length === 1 && ids[0] !== undefined
      ? api.delete(paths.campaign(ids[0]))
      : api.delete(paths.campaignsMany, ids),
  ),
  createContent: change('content', (body: ContentBodyInput) => api.post<Content>(paths.contents(), body)),
  updateContent: change('content', ({ id, body }: Update<ContentUpdateBody>) =>
    api.patch<Content>(paths.content(id), body),
  ),
  deleteContents: change('content', (ids: IdListBody) => api.delete(paths.contentsMany, ids)),
  saveGeneratedContents: change('content', (items: ContentBulkItem[]) =>
    api.post<Content[]>(paths.contentsBulk, items),
  ),
  createAsset: change('asset', (body: AssetBody) => api.post<Asset>(paths.assets(), body)),
  updateAsset: change('asset', ({ id, body }: Update<AssetUpdateBody>) => api.patch<Asset>(paths.asset(id), body)),
  deleteAsset: change('asset', (id: string) => api.delete(paths.asset(id))),
  deleteAssets: change('asset', (ids: IdListBody) => api.delete(paths.assetsMany, ids)),
  createEntry: change('entry', (body: EntryBody) => api.post<Entry>(paths.entries(), body)),
  updateEntry: change('entry', ({ id, body }: Update<EntryUpdateBody>) => api.patch<Entry>(paths.entry(id), body)),
  deleteEntries: change('entry', (ids: IdListBody) => api.delete(paths.entriesMany, ids)),
  createAdmin: change('admin', (body: AdminCreateBody) => api.post<Admin>(paths.admins, body)),
  updateAdmin: change('admin', ({ id, body }: Update<AdminUpdateBody>) => api.patch<Admin>(paths.admin(id), body)),
  createTenant: change('tenant', (body: TenantCreateBody) => api.post<Tenant>(paths.tenants, body)),
  updateTenant: change('tenant', ({ id, body }: Update<TenantUpdateBody | TenantProfileBody>) =>
    api.patch<Tenant>(paths.tenant(id), body),
  ),
  createUser: change('user', (body: UserBody) => api.post<User>(paths.users, body)),
  updateUser: change('user', ({ id, body }: Update<UserUpdateBody>) => api.patch<User>(paths.user(id), body)),
  generateLinks: change('link', (body: LinkGenerateBody) => api.post<Link[]>(paths.generateLinks, body)),
  assignLink: change('link', (body: LinkAssignBody) => api.post<Link>(paths.assignLink, body)),
  deleteLink: change('link', (uuid: string) => api.delete(paths.link(uuid))),
  labelLink: change('link', ({ uuid, label }: { uuid: string; label: string }) =>
    api.patch<Link>(paths.link(uuid), { label }),
  ),
  addLink: change('link', (body: LinkAddBody) => api.post<Link>(paths.addLink, body)),
};

// Mutations: one hook each.
export const useCreateCampaign = () => useMutation(changes.createCampaign);
export const useUpdateCampaign = () => useMutation(changes.updateCampaign);
export const useDeleteCampaigns = () => useMutation(changes.deleteCampaigns);
export const useCreateContent = () => useMutation(changes.createContent);
export const useUpdateContent = () => useMutation(changes.updateContent);
export const useDeleteContents = () => useMutation(changes.deleteContents);
export const useSaveGeneratedContents = () => useMutation(changes.saveGeneratedContents);
export const useCreateAsset = () => useMutation(changes.createAsset);
export const useUpdateAsset = () => useMutation(changes.updateAsset);
export const useDeleteAsset = () => useMutation(changes.deleteAsset);
export const useDeleteAssets = () => useMutation(changes.deleteAssets);
export const useCreateEntry = () => useMutation(changes.createEntry);
export const useUpdateEntry = () => useMutation(changes.updateEntry);
export const useDeleteEntries = () => useMutation(changes.deleteEntries);
export const useCreateAdmin = () => useMutation(changes.createAdmin);
export const useUpdateAdmin = () => useMutation(changes.updateAdmin);
export const useCreateTenant = () => useMutation(changes.createTenant);
export const useUpdateTenant = () => useMutation(changes.updateTenant);
export const useCreateUser = () => useMutation(changes.createUser);
export const useUpdateUser = () => useMutation(changes.updateUser);
export const useGenerateLinks = () => useMutation(changes.generateLinks);
export const useAssignLink = () => useMutation(changes.assignLink);
export const useDeleteLink = () => useMutation(changes.deleteLink);
export const useLabelLink = () => useMutation(changes.labelLink);
export const useAddLink = () => useMutation(changes.addLink);

/** Downloads every link's QR image as qrcodes.zip. */
export async function exportLinks(): Promise<void> {
  saveBlob(await api.getBlob(paths.exportLinks), 'qrcodes.zip');
}

/** Downloads the funnel of a range as CSV (UTF-8 with a BOM, for Excel). */
export async function exportFunnel(range: FunnelRange, tenantId = ''): Promise<void> {
  saveBlob(await api.getBlob(paths.funnelCsv({ ...range, tenantId })), `funnel-${range.from}-${range.to}.csv`);
}

/** Generates posts; nothing is stored (`save: false`). */
export function generatePosts(request: GeneratorRequest): Promise<GeneratedPost[]> {
  return api.post<GeneratedPost[]>(paths.generatePosts, { ...request, save: false });
}

/** Uploads a file to the product's bucket with progress; resolves with its object key. */
export function uploadFile({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<string> {
  return api.upload(file, { bucketKey: UPLOAD_BUCKET_KEY, onProgress });
}

/** Resolves an object key to a short-lived URL for previews; `known`: one already resolved, at once. */
export const resolveFileUrl = Object.assign((objectKey: string): Promise<string> => api.fileUrl(objectKey), {
  known: (objectKey: string): string | undefined => api.fileUrl.known(objectKey),
});
