/**
 * The phone a post was handed to: a random id in a signed, HttpOnly, SameSite=Lax cookie scoped to the link's public
 * API path (`/api/public/q/{uuid}`), kept as long as a reservation. Nothing else identifies the customer.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Services } from '../context';
import { isUuid } from '../http/body';
import { RESERVATION_MS } from './claim';

export const HOLDER_COOKIE = 'q_phone';

/** The cookies' signing key, derived from the server's secret (so every instance shares it). */
export function holderKey(services: Services): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', services.tokenKey).update('public-phone-cookie').digest());
}

/** The phone's id from its cookie, when the cookie is there and its signature holds. */
export async function readHolder(c: Context, key: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  const value = await getSignedCookie(c, key, HOLDER_COOKIE);
  return isUuid(value) ? value : undefined;
}

/** Sets (or renews) the phone's cookie for this link; `secure` when the public address is https. */
export async function writeHolder(
  c: Context,
  services: Services,
  key: Uint8Array<ArrayBuffer>,
  uuid: string,
  holder: string,
) {
  await setSignedCookie(c, HOLDER_COOKIE, holder, key, {
    path: `/api/public/q/${uuid}`,
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.publicUrl().startsWith('https:'),
    maxAge: RESERVATION_MS / 1000,
  });
}

export const newHolder = (): string => randomUUID();
