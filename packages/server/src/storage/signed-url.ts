/** The signed, expiring URL of a stored file (`/files/_signed/{key}?expires=…&signature=…`), served by any instance. */
import type { Services } from '../context';
import { SIGNED_URL_TTL_SECONDS, signFile } from './signing';

/**
 * `expires` defaults to one hour from now. A page that wants the same URL on every load (so the browser's cache
 * is used) passes a rounded expiry.
 */
export function signedFileUrl(
  services: Pick<Services, 'now' | 'publicUrl' | 'fileKey'>,
  key: string,
  expires = Math.floor(services.now() / 1000) + SIGNED_URL_TTL_SECONDS,
): string {
  const base = services.publicUrl().replace(/\/+$/, '');
  return `${base}/files/_signed/${key}?expires=${expires}&signature=${signFile(services.fileKey, key, expires)}`;
}
