/**
 * Resolves object keys to file URLs in batches: every key asked for while a page renders goes in one
 * POST /files/_urls (up to MAX_FILE_URLS a request), and each URL is reused until an hour before it expires. The
 * server signs a key with the same URL all day, so the browser's cache serves the file on repeat visits.
 */
import { MAX_FILE_URLS } from '@app/contract';

interface Waiter {
  resolve: (url: string) => void;
  reject: (error: unknown) => void;
}

const REUSE_MARGIN_MS = 60 * 60 * 1000;

/** When a signed URL stops being worth handing out (an hour before its `expires`); 0 when it has none. */
function reusableUntil(url: string): number {
  const expires = Number(/[?&]expires=(\d+)/.exec(url)?.[1]);
  return Number.isFinite(expires) ? expires * 1000 - REUSE_MARGIN_MS : 0;
}

export class FileNotVisibleError extends Error {
  constructor(key: string) {
    super(`No file ${key}`);
    this.name = 'FileNotVisibleError';
  }
}

/** Resolves a key (batched), and tells a URL it already holds and may still hand out without waiting (`known`). */
export type FileUrlResolver = ((key: string) => Promise<string>) & { known: (key: string) => string | undefined };

export function createFileUrlResolver(
  fetchUrls: (keys: string[]) => Promise<Record<string, string>>,
  now: () => number = Date.now,
): FileUrlResolver {
  const known = new Map<string, { url: string; until: number }>();
  let waiting: Map<string, Waiter[]> | null = null;

  async function flush(batch: Map<string, Waiter[]>) {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += MAX_FILE_URLS) {
      const chunk = keys.slice(start, start + MAX_FILE_URLS);
      try {
        const urls = await fetchUrls(chunk);
        for (const key of chunk) {
          const url = urls[key];
          if (url) known.set(key, { url, until: reusableUntil(url) });
          for (const waiter of batch.get(key) ?? []) {
            if (url) waiter.resolve(url);
            else waiter.reject(new FileNotVisibleError(key));
          }
        }
      } catch (error) {
        for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
      }
    }
  }

  const knownUrl = (key: string): string | undefined => {
    const hit = known.get(key);
    return hit && hit.until > now() ? hit.url : undefined;
  };

  const resolve = (key: string): Promise<string> => {
    const hit = knownUrl(key);
    if (hit) return Promise.resolve(hit);
    return new Promise<string>((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<string, Waiter[]>();
        waiting = batch;
        setTimeout(() => {
          waiting = null;
          void flush(batch);
        }, 0);
      }
      const list = waiting.get(key) ?? [];
      list.push({ resolve, reject });
      waiting.set(key, list);
    });
  };
  return Object.assign(resolve, { known: knownUrl });
}
