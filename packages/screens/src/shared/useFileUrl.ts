import { useEffect, useState } from 'react';

/** Resolves a stored object key to a URL the browser can show (the app calls GET /files/{key}). */
export type ResolveFileUrl = ((objectKey: string) => Promise<string>) & {
  /** A URL already resolved and still valid, at once: a preview drawn with it needs no second render. */
  known?: (objectKey: string) => string | undefined;
};

export interface FileUrlState {
  url: string | null;
  loading: boolean;
}

/** A preview value that is already a URL (shown as it is, never resolved as an object key). */
export function isAbsoluteUrl(value: string): boolean {
  return /^(https?:|blob:|data:)/.test(value);
}

/** A third party's address (http or https): never loaded by a page (a logo kept as a URL is fetched by the server). */
export function isRemoteUrl(value: string): boolean {
  return /^https?:/i.test(value);
}

/**
 * The URL of a stored file for a preview: a local URL (`blob:`, `data:`) is used as it is; an http(s) URL is not
 * loaded (no image: the server stores it as a file once it could download it); an object key is resolved through
 * `resolve`. While resolving, `loading` is true; a failed resolution leaves `url` null (SPEC section 8: the preview
 * shows nothing or "Loading...").
 */
export function useFileUrl(value: string | null | undefined, resolve: ResolveFileUrl | undefined): FileUrlState {
  const remote = Boolean(value && isRemoteUrl(value));
  const direct = value && !remote && isAbsoluteUrl(value) ? value : null;
  const key = value && !direct && !remote ? value : null;
  const [resolved, setResolved] = useState<{ key: string; url: string | null } | null>(null);
  const known = key ? resolve?.known?.(key) : undefined;

  useEffect(() => {
    if (!key || !resolve || known) return undefined;
    let current = true;
    resolve(key).then(
      (url) => current && setResolved({ key, url }),
      () => current && setResolved({ key, url: null }),
    );
    return () => {
      current = false;
    };
  }, [key, resolve, known]);

  if (direct) return { url: direct, loading: false };
  if (!key) return { url: null, loading: false };
  if (known) return { url: known, loading: false };
  if (resolved?.key === key) return { url: resolved.url, loading: false };
  return { url: null, loading: Boolean(resolve) };
}
