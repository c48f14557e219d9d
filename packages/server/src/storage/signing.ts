/** Signed file URLs: HMAC-SHA256 over the key and the expiry, valid for one hour. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_URL_TTL_SECONDS = 60 * 60;

export function signFile(key: Uint8Array, objectKey: string, expires: number): string {
  return createHmac('sha256', key).update(`${objectKey}\n${expires}`).digest('base64url');
}

export function verifyFileSignature(key: Uint8Array, objectKey: string, expires: number, signature: string): boolean {
  const expected = Buffer.from(signFile(key, objectKey, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The URL that serves `objectKey` until `expires` (seconds since the epoch). */
export function signedFileUrl(
  services: { fileKey: Uint8Array; publicUrl(): string },
  objectKey: string,
  expires: number,
): string {
  const signature = signFile(services.fileKey, objectKey, expires);
  const base = services.publicUrl().replace(/\/+$/, '');
  return `${base}/files/_signed/${objectKey}?expires=${expires}&signature=${signature}`;
}
