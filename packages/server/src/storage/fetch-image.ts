/**
 * Fetches a logo from an http(s) URL at save time, so that a tenant's logo is always a stored file and an
 * administrator's browser never loads a third party's address (a tracking pixel). Guards against server-side
 * request forgery: the host's addresses are resolved once and every one must be public (no private, loopback,
 * link-local, shared, multicast or reserved range, IPv4-mapped, -compatible and -translated forms included; the
 * URL parser reads decimal, octal and hex IPv4 hosts as dotted ones); a URL with a user name is refused; the connection goes to the checked
 * address (no second lookup to rebind); each redirect is checked the same way; the answer is bounded in size and in
 * time (an idle limit, and one deadline for the whole fetch, so a server sending a byte now and then cannot hold it) and must be a PNG or JPEG by its bytes.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { LOGO_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/contract';
import { ApiError, apiError, badRequest } from '../http/errors';
import { sniffFileType, type SniffedType } from './sniff';

export interface FetchedImage {
  bytes: Uint8Array;
  type: SniffedType;
}

export type LogoFetcher = (url: string) => Promise<FetchedImage>;

export interface ImageFetcherOptions {
  /** Which resolved addresses may be contacted. Default: public unicast addresses only. */
  allowAddress?: (address: string) => boolean;
  /** Longest silence of the answer (idle). Default 5 s. */
  timeoutMs?: number;
  /** The whole fetch, redirects included, ends by then however the bytes trickle in. Default 10 s. */
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // IPv4-compatible (::127.0.0.1 is ::7f00:1), :: and ::1 included
  ['::ffff:0:0:0', 96], // IPv4-translated (::ffff:0:7f00:1)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is a public unicast one (BlockList checks an IPv4-mapped IPv6 address as its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class BlockedAddressError extends Error {}

/** A DNS lookup that fails unless every address of the host is allowed (the connection then uses one of them). */
function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || !addresses.every((entry) => allow(entry.address))) {
        return callback(new BlockedAddressError(hostname), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

interface Answer {
  status: number;
  location?: string;
  bytes?: Uint8Array;
}

function get(url: URL, options: Required<ImageFetcherOptions>, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowAddress),
        timeout: options.timeoutMs,
        signal,
        headers: { Accept: 'image/png, image/jpeg', 'User-Agent': 'campaign-backoffice logo fetcher' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, ...(response.headers.location ? { location: response.headers.location } : {}) });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          reject(apiError(413, 'logo_too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > options.maxBytes) {
            response.destroy();
            reject(apiError(413, 'logo_too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, bytes: new Uint8Array(Buffer.concat(chunks)) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** The address a URL names literally (an IP host), without brackets; undefined for a host name. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

export function createImageFetcher(settings: ImageFetcherOptions = {}): LogoFetcher {
  const options: Required<ImageFetcherOptions> = {
    allowAddress: settings.allowAddress ?? isPublicAddress,
    timeoutMs: settings.timeoutMs ?? 5_000,
    deadlineMs: settings.deadlineMs ?? 10_000,
    maxBytes: settings.maxBytes ?? MAX_UPLOAD_BYTES,
    maxRedirects: settings.maxRedirects ?? 3,
  };
  return async (address) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw badRequest('logo_unreachable');
    }
    const deadline = AbortSignal.timeout(options.deadlineMs);
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('logo_unreachable');
      // a user name is refused at once, never kept for a retry: it hides the host from a reader (user@host)
      if (url.username || url.password) throw badRequest('logo_url_credentials');
      const literal = literalAddress(url);
      if (literal !== undefined && !options.allowAddress(literal)) throw badRequest('logo_not_public');
      let answer: Answer;
      try {
        answer = await get(url, options, deadline);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw badRequest(error instanceof BlockedAddressError ? 'logo_not_public' : 'logo_unreachable');
      }
      if (answer.location !== undefined) {
        if (redirects >= options.maxRedirects || !URL.canParse(answer.location, url)) {
          throw badRequest('logo_unreachable');
        }
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status > 299 || !answer.bytes) throw badRequest('logo_unreachable');
      const type = sniffFileType(answer.bytes);
      if (!type || !(LOGO_MIME_TYPES as readonly string[]).includes(type.mime)) {
        throw apiError(415, 'logo_wrong_type');
      }
      return { bytes: answer.bytes, type };
    }
  };
}
