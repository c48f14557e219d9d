import { preload } from 'swr';
import { routes } from '@app/contract';
import { isAbsoluteUrl, previewKeysOf } from '@app/screens';
import { call } from '../api/instance';
import { TENANT_ROUTES } from '../routing/routes';
import { keyOf } from './callKey';
import { campaignAlone, entriesOf, loadEntries, resolveFileUrl } from './hooks';
import { loadMorePage } from './useLoadMoreList';

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
  const alone = campaignAlone(campaignId);
  quietly(preload(keyOf(routes.campaign.one, alone), () => call(routes.campaign.one, alone)));
  quietly(preload(keyOf(routes.entry.list, entriesOf(campaignId)), () => loadEntries(campaignId)));
  const assets = loadMorePage('asset', { campaignId, entryId: undefined }, 0);
  const contents = loadMorePage('content', { campaignId, entryId: undefined, status: undefined }, 0);
  if (assets) {
    quietly(
      preload(assets.key, () =>
        assets.load().then((page) => {
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
  if (contents) quietly(preload(contents.key, contents.load));
}
