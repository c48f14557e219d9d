/**
 * The phone a post was handed to: a random id in a signed, HttpOnly, SameSite=Lax cookie scoped to the link's public
 * API path (`/api/public/q/{uuid}`), kept as long as a reservation. Nothing else identifies the customer. Signed
 * with HMAC-SHA256 (node:crypto: a claim is on the hot path, and WebCrypto's asynchronous import and sign cost more
 * than the rest of the cookie's work).
 */
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Services } from '../context';
import { isUuid } from '../http/body';
import { RESERVATION_MS } from './reserve';

export const HOLDER_COOKIE = 'q_phone';

/** The cookies' signing key, derived from the server's secret (so every instance shares it), made a key once. */
export function holderKey(services: Services): KeyObject {
  return createSecretKey(createHmac('sha256', services.tokenKey).update('public-phone-cookie').digest());
}

const signatureOf = (key: KeyObject, holder: string) => createHmac('sha256', key).update(holder).digest('base64url');

/** The phone's id from its cookie (`{id}.{signature}`), when the cookie is there and its signature holds. */
export function readHolder(c: Context, key: KeyObject): string | undefined {
  const [holder = '', signature = '', ...rest] = (getCookie(c, HOLDER_COOKIE) ?? '').split('.');
  if (rest.length > 0 || !isUuid(holder)) return undefined;
  const expected = Buffer.from(signatureOf(key, holder));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? holder : undefined;
}

/**
 * Sets (or renews) the phone's cookie for this link; `secure` when the public address is https. Written as Hono's
 * setCookie writes it (its checks are for values that are not ours: here an id, a base64url signature, a link's
 * uuid), without building it from options on every claim.
 */
export function writeHolder(c: Context, services: Services, key: KeyObject, uuid: string, holder: string): void {
  const secure = services.publicUrl().startsWith('https:') ? '; Secure' : '';
  c.header(
    'Set-Cookie',
    `${HOLDER_COOKIE}=${holder}.${signatureOf(key, holder)}; Max-Age=${RESERVATION_MS / 1000}; Path=/api/public/q/${uuid}; HttpOnly${secure}; SameSite=Lax`,
    { append: true },
  );
}

export const newHolder = (): string => randomUUID();
