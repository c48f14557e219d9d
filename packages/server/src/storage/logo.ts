/** A tenant's logo as saved: a stored file's key. A logo given as an http(s) URL is fetched and stored first. */
import { UPLOAD_BUCKET_KEY } from '@app/contract';
import { checkFileReference } from '../access';
import type { Services } from '../context';
import type { Actor } from '../types';
import { storeFile } from './store';

export async function savedLogo(
  services: Pick<Services, 'db' | 'storage' | 'metrics' | 'storageQuotaBytes' | 'fetchLogo' | 'now'>,
  actor: Actor,
  logo: string | null,
): Promise<string | null> {
  if (logo === null) return null;
  if (/^https?:\/\//i.test(logo)) {
    const image = await services.fetchLogo(logo);
    return storeFile(services, actor, image.bytes, image.type, UPLOAD_BUCKET_KEY);
  }
  await checkFileReference(services.db, actor, logo, 'Logo');
  return logo;
}
