/**
 * A tenant's logo as saved: a stored file's key. A logo given as an http(s) URL is fetched and stored first; when
 * it cannot be downloaded at that moment (the host is down, slow, or answers an error), the save still succeeds
 * with the URL kept as the logo, and logo-retry.ts fetches it in the background. Security refusals (a private
 * address, not an image, too large) still refuse the save at once.
 */
import { UPLOAD_BUCKET_KEY, isLogoUrl } from '@app/contract';
import { checkFileReference } from '../access';
import type { Services } from '../context';
import { ApiError } from '../http/errors';
import type { Actor } from '../types';
import { storeFile } from './store';

export type LogoServices = Pick<Services, 'db' | 'storage' | 'metrics' | 'storageQuotaBytes' | 'fetchLogo' | 'now'>;

/** Fetches a logo URL and stores it as `actor`'s file: its key. */
export async function fetchAndStoreLogo(services: LogoServices, actor: Actor, url: string): Promise<string> {
  const image = await services.fetchLogo(url);
  return storeFile(services, actor, image.bytes, image.type, UPLOAD_BUCKET_KEY);
}

export async function savedLogo(services: LogoServices, actor: Actor, logo: string | null): Promise<string | null> {
  if (logo === null) return null;
  if (isLogoUrl(logo)) {
    try {
      return await fetchAndStoreLogo(services, actor, logo);
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'logo_unreachable' && URL.canParse(logo)) return logo;
      throw error;
    }
  }
  await checkFileReference(services.db, actor, logo, 'Logo');
  return logo;
}
