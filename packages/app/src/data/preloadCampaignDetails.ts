import { preload } from 'swr';
import type { Asset, ListPage } from '@app/contract';
import { isAbsoluteUrl, previewKeysOf } from '@app/screens';
import { paths } from '../api/paths';
import { TENANT_ROUTES } from '../routing/routes';
import { fetcher, resolveFileUrl } from './hooks';
import { loadMorePageKey } from './useLoadMoreList';

/** The campaign id of a campaign details address (`/tenant/campaign-details/{id}`), or null. */
export function campaignIdInPath(pathname: string): string | null {
  const prefix = `${TENANT_ROUTES.campaignDetails.path}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/**
 * The first requests of the campaign details (the campaign, its platforms, the first page of its assets and of its
 * contents, unfiltered), started while the page's code still loads instead of after it: the page's hooks (same
 * keys, see CampaignDetailsPage) take these answers. The assets' preview URLs are asked for as soon as the assets
 * arrive, so that the first tiles' pictures do not wait for the page to render first.
 */
export function preloadCampaignDetails(campaignId: string): void {
  // a failure stays for the page's hook to show; handled here so that it is not reported as unhandled meanwhile
  const quietly = (request: Promise<unknown>) => void request.catch(() => undefined);
  quietly(preload(paths.campaignAlone(campaignId), fetcher));
  quietly(preload(paths.entries(campaignId), fetcher));
  const assetsKey = loadMorePageKey('asset', { campaignId, entryId: undefined }, 0);
  const contentsKey = loadMorePageKey('content', { campaignId, entryId: undefined, status: undefined }, 0);
  if (assetsKey) {
    quietly(
      preload(assetsKey, (key: string) =>
      fetcher<ListPage<Asset>>(key).then((page) => {
        for (const asset of page.items) {
          const keys = previewKeysOf(asset);
          for (const key of [keys.src, keys.display, keys.poster]) {
            if (key && !isAbsoluteUrl(key)) quietly(resolveFileUrl(key));
          }
        }
        return page;
      }),
      ),
    );
  }
  if (contentsKey) quietly(preload(contentsKey, fetcher));
}
