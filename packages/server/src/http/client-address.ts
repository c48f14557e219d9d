import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Behind `trustedProxies` proxies (a load balancer: 1) it is the X-Forwarded-For entry the
 * outermost trusted proxy added; entries left of it are the client's own claims and are ignored. Without trusted
 * proxies the header is ignored altogether (anyone can send it).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[forwarded.length - trustedProxies];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
