/**
 * Session tokens: HS256 JWTs (jose) that expire after at most 7 days. Each carries its account's token version
 * (`ver`): bumping the account's version (password change, deactivation, "sign out of all devices") ends every token
 * issued before. A token without `ver` (issued before versions existed) counts as version 0.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@app/contract';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's token version when the token was issued. */
  ver: number;
}

export async function signToken(key: Uint8Array, claims: TokenClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(key);
}

interface VerifiedToken extends TokenClaims {
  expiresAtMs: number;
}

async function verifyToken(key: Uint8Array, token: string, nowMs: number): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || (role !== 'admin' && role !== 'tenant')) return null;
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    if (payload.exp - payload.iat > TOKEN_TTL_SECONDS) return null;
    const ver = payload.ver ?? 0;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
    return { sub: payload.sub, role, ver, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * Verifies tokens, remembering the good ones until they expire: the same token arrives with every request of a
 * session, and checking its signature each time was the largest cost of a cached list answer. Bad tokens are not
 * remembered (each is checked again). Whether the account still exists, and whether `ver` is still its token
 * version, is the actor lookup's concern (auth/middleware.ts): a remembered token is never trusted beyond its
 * signature.
 */
export class TokenVerifier {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly key: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {}

  /** How many verified tokens it remembers. */
  get size(): number {
    return this.verified.size;
  }

  async verify(token: string, nowMs: number): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (nowMs < known.expiresAtMs) return { sub: known.sub, role: known.role, ver: known.ver };
      this.verified.delete(token);
    }
    const claims = await verifyToken(this.key, token, nowMs);
    if (!claims) return null;
    if (this.verified.size >= this.maxEntries) this.verified.clear();
    this.verified.set(token, claims);
    return { sub: claims.sub, role: claims.role, ver: claims.ver };
  }
}
