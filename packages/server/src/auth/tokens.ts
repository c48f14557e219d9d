/** Session tokens: HS256 JWTs (jose) that expire after at most 7 days. */
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@app/contract';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
}

export async function signToken(key: Uint8Array, claims: TokenClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(key);
}

export async function verifyToken(key: Uint8Array, token: string, nowMs: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || (role !== 'admin' && role !== 'tenant')) return null;
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    if (payload.exp - payload.iat > TOKEN_TTL_SECONDS) return null;
    return { sub: payload.sub, role };
  } catch {
    return null;
  }
}
