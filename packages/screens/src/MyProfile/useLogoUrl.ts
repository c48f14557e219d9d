import { isLogoUrl, mediaVersionKey } from '@app/contract';
import { useFileUrl, type ResolveFileUrl } from '../shared/useFileUrl';

/**
 * The URL to show a stored logo by: its thumbnail (a few KB, where the upload may be megabytes), else the original
 * (a logo stored before versions existed). A URL the server has not downloaded yet shows nothing (useFileUrl).
 */
export function useLogoUrl(logo: string | null, resolve: ResolveFileUrl | undefined): string | null {
  const thumbnailKey = logo && !isLogoUrl(logo) ? mediaVersionKey(logo, 'thumbnail') : null;
  const thumbnail = useFileUrl(thumbnailKey, resolve);
  const useOriginal = !thumbnailKey || (!thumbnail.loading && !thumbnail.url);
  const original = useFileUrl(useOriginal ? logo : null, resolve);
  return thumbnail.url ?? original.url;
}
