import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useCallback } from 'react';
import {
  UPLOAD_BUCKET_KEY,
  routes,
  type AnswerOf,
  type BodyOf,
  type GeneratedPost,
  type GeneratorRequest,
  type ListPage,
  type RecordKind,
  type Route,
} from '@app/contract';
import type { FunnelRange } from '@app/screens';
import type { CallArgs } from '../api/call';
import { call, client, download } from '../api/instance';
import { keyOf } from './callKey';
import { wholeList } from './lists';
import { saveBlob } from './saveBlob';
import { useRevalidate } from './revalidate';
import { useCall } from './useCall';

/** A whole list (asked without limit or offset, a list call answers the array); `key` null: not now. */
function useWhole<T>(key: string | null, load: () => Promise<T[] | ListPage<T>>): SWRResponse<T[], Error> {
  return useSWR<T[], Error>(key, async () => wholeList(await load()));
}

/** The campaign without its assets and contents (a screen that loads them in pages). */
export const campaignAlone = (id: string) => ({ params: { id }, query: { embed: 'none' } }) as const;
/** A campaign's platforms. */
export const entriesOf = (campaignId?: string) => ({ query: { campaignId } });
/** The whole list of a campaign's platforms (all of them without a campaign). */
export const loadEntries = async (campaignId?: string) => wholeList(await call(routes.entry.list, entriesOf(campaignId)));

// Reads: one hook each. The list screens page their lists (useListPage); these whole lists are the forms' choices.
export const useCampaigns = () => useWhole(keyOf(routes.campaign.list), () => call(routes.campaign.list));
/** The campaign alone: its details screen loads its assets and contents in pages. */
export const useCampaign = (id: string | undefined) => useCall(routes.campaign.one, id ? campaignAlone(id) : null);
export const useEntries = (campaignId?: string) =>
  useSWR(keyOf(routes.entry.list, entriesOf(campaignId)), () => loadEntries(campaignId));
export const useTenants = (enabled = true) =>
  useWhole(enabled ? keyOf(routes.tenant.list) : null, () => call(routes.tenant.list));
/** How often the profile is read again while the server downloads a logo given as a URL (no live event says when). */
export const LOGO_PENDING_REFRESH_MS = 30_000;
const profileOptions: SWRConfiguration<AnswerOf<typeof routes.tenant.profile>, Error> = {
  refreshInterval: (tenant) => (tenant?.logoStatus === 'pending' ? LOGO_PENDING_REFRESH_MS : 0),
};
export const useProfile = () => useCall(routes.tenant.profile, {}, profileOptions);
const vacant = { query: { status: 'Vacant' } } as const;
/** The Vacant links: the tenant form's choices. */
export const useVacantLinks = () => useWhole(keyOf(routes.link.list, vacant), () => call(routes.link.list, vacant));
export const useAdminStats = () => useCall(routes.stats.overview, {});
export const useMyStats = () => useCall(routes.stats.mine, {});
/** The funnel's query of a range (`tenantId`: an administrator's choice; '' for all). */
const funnelOf = (range: FunnelRange, tenantId: string) => ({ query: { ...range, tenantId: tenantId || undefined } });
export const useFunnel = (range: FunnelRange, tenantId = '') => useCall(routes.stats.funnel, funnelOf(range, tenantId));

/** A change: the record kinds it changes (what they make stale is the contract's STALE_LISTS) and its call. */
interface Change<TArg, TResult> {
  stale: readonly RecordKind[];
  run: (arg: TArg) => Promise<TResult>;
}

/** The change that a call of a route makes, given the hook's argument. */
const change = <R extends Route, TArg>(route: R, args: (arg: TArg) => CallArgs<R>): Change<TArg, AnswerOf<R>> => ({
  stale: route.stale ?? [],
  run: (arg) => call(route, args(arg)),
});

/**
 * A mutation: runs the call, then refreshes every list the change makes stale (SPEC section 4); the server does not
 * echo it to this tab's stream (see revalidate.ts). The changes are module constants, so the function is stable.
 */
function useMutation<TArg, TResult>({ stale, run }: Change<TArg, TResult>): (arg: TArg) => Promise<TResult> {
  const revalidate = useRevalidate();
  return useCallback(
    async (arg: TArg) => {
      const result = await run(arg);
      await revalidate(stale);
      return result;
    },
    [stale, run, revalidate],
  );
}

/** A change of one record: its id and the call's body. */
type Update<R extends Route> = { id: string; body: BodyOf<R> };
type Body<R extends Route> = BodyOf<R>;

const changes = {
  createCampaign: change(routes.campaign.create, (body: Body<typeof routes.campaign.create>) => ({ body })),
  updateCampaign: change(routes.campaign.update, ({ id, body }: Update<typeof routes.campaign.update>) => ({
    params: { id },
    body,
  })),
  deleteCampaigns: {
    stale: routes.campaign.removeMany.stale,
    run: (ids: Body<typeof routes.campaign.removeMany>) =>
      ids.length === 1 && ids[0] !== undefined
        ? call(routes.campaign.remove, { params: { id: ids[0] } })
        : call(routes.campaign.removeMany, { body: ids }),
  },
  createContent: change(routes.content.create, (body: Body<typeof routes.content.create>) => ({ body })),
  updateContent: change(routes.content.update, ({ id, body }: Update<typeof routes.content.update>) => ({ params: { id }, body })),
  deleteContents: change(routes.content.removeMany, (ids: Body<typeof routes.content.removeMany>) => ({ body: ids })),
  saveGeneratedContents: change(routes.content.bulk, (items: Body<typeof routes.content.bulk>) => ({ body: items })),
  createAsset: change(routes.asset.create, (body: Body<typeof routes.asset.create>) => ({ body })),
  updateAsset: change(routes.asset.update, ({ id, body }: Update<typeof routes.asset.update>) => ({ params: { id }, body })),
  deleteAsset: change(routes.asset.remove, (id: string) => ({ params: { id } })),
  deleteAssets: change(routes.asset.removeMany, (ids: Body<typeof routes.asset.removeMany>) => ({ body: ids })),
  createEntry: change(routes.entry.create, (body: Body<typeof routes.entry.create>) => ({ body })),
  updateEntry: change(routes.entry.update, ({ id, body }: Update<typeof routes.entry.update>) => ({ params: { id }, body })),
  deleteEntries: change(routes.entry.removeMany, (ids: Body<typeof routes.entry.removeMany>) => ({ body: ids })),
  createAdmin: change(routes.admin.create, (body: Body<typeof routes.admin.create>) => ({ body })),
  updateAdmin: change(routes.admin.update, ({ id, body }: Update<typeof routes.admin.update>) => ({ params: { id }, body })),
  createTenant: change(routes.tenant.create, (body: Body<typeof routes.tenant.create>) => ({ body })),
  updateTenant: change(routes.tenant.update, ({ id, body }: Update<typeof routes.tenant.update>) => ({ params: { id }, body })),
  createUser: change(routes.user.create, (body: Body<typeof routes.user.create>) => ({ body })),
  updateUser: change(routes.user.update, ({ id, body }: Update<typeof routes.user.update>) => ({ params: { id }, body })),
  generateLinks: change(routes.link.generate, (body: Body<typeof routes.link.generate>) => ({ body })),
  assignLink: change(routes.link.assign, (body: Body<typeof routes.link.assign>) => ({ body })),
  deleteLink: change(routes.link.remove, (uuid: string) => ({ params: { uuid } })),
  labelLink: change(routes.link.label, ({ uuid, label }: { uuid: string; label: string }) => ({
    params: { uuid },
    body: { label },
  })),
  addLink: change(routes.link.add, (body: Body<typeof routes.link.add>) => ({ body })),
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
  saveBlob(await download(routes.link.export), 'qrcodes.zip');
}

/** Downloads the funnel of a range as CSV (UTF-8 with a BOM, for Excel). */
export async function exportFunnel(range: FunnelRange, tenantId = ''): Promise<void> {
  saveBlob(await download(routes.stats.funnelCsv, funnelOf(range, tenantId)), `funnel-${range.from}-${range.to}.csv`);
}

/** Generates posts; nothing is stored (`save: false`). */
export function generatePosts(request: GeneratorRequest): Promise<GeneratedPost[]> {
  return call(routes.redbook.generate, { body: { ...request, save: false } });
}

/** Uploads a file to the product's bucket with progress; resolves with its object key. */
export function uploadFile({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<string> {
  return client.upload(file, { bucketKey: UPLOAD_BUCKET_KEY, onProgress });
}

/** Resolves an object key to a short-lived URL for previews; `known`: one already resolved, at once. */
export const resolveFileUrl = Object.assign((objectKey: string): Promise<string> => client.fileUrl(objectKey), {
  known: (objectKey: string): string | undefined => client.fileUrl.known(objectKey),
});
