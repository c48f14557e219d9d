import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, TokenVerifier } from './tokens';

const key = new TextEncoder().encode('unit-test-secret-0123456789abcdef');
const now = Date.UTC(2026, 10, 22);

describe('TokenVerifier', () => {
  it('accepts a good token, again from memory, and refuses it once expired', async () => {
    const verifier = new TokenVerifier(key);
    const token = await signToken(key, { sub: 'a1', role: 'tenant', ver: 0 }, now);
    expect(await verifier.verify(token, now)).toEqual({ sub: 'a1', role: 'tenant', ver: 0 });
    expect(await verifier.verify(token, now + 1000)).toEqual({ sub: 'a1', role: 'tenant', ver: 0 });
    expect(await verifier.verify(token, now + TOKEN_TTL_SECONDS * 1000)).toBeNull();
    expect(await verifier.verify(token, now + 1000)).toEqual({ sub: 'a1', role: 'tenant', ver: 0 }); // verified afresh
  });

  it('refuses a token signed with another key or altered, every time', async () => {
    const verifier = new TokenVerifier(key);
    const foreign = await signToken(
      new TextEncoder().encode('another-secret-0123456789abcdef'),
      { sub: 'a1', role: 'admin', ver: 0 },
      now,
    );
    expect(await verifier.verify(foreign, now)).toBeNull();
    expect(await verifier.verify(foreign, now)).toBeNull();
    const good = await signToken(key, { sub: 'a1', role: 'tenant', ver: 0 }, now);
    const [header, , signature] = good.split('.');
    const claims = Buffer.from(
      JSON.stringify({ sub: 'a1', role: 'admin', iat: now / 1000, exp: now / 1000 + 60 }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${claims}.${signature}`, now)).toBeNull();
  });

  it('keeps at most its limit of tokens', async () => {
    const verifier = new TokenVerifier(key, 2);
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((sub) => signToken(key, { sub, role: 'tenant', ver: 0 }, now)),
    );
    for (const token of tokens) await verifier.verify(token, now);
    expect(verifier.size).toBeLessThanOrEqual(2);
  });
});
