import type { PublicLinkView } from '@app/contract';

/** What the server writes into the page (`<script id="q-data" type="application/json">`) for `GET /q/{uuid}`. */
export interface PageData {
  uuid: string;
  /** The link's view; null for an unknown link. */
  view: PublicLinkView | null;
}

const isPageData = (value: unknown): value is PageData =>
  typeof value === 'object' &&
  value !== null &&
  'uuid' in value &&
  typeof value.uuid === 'string' &&
  'view' in value &&
  (value.view === null || typeof value.view === 'object');

/** The data the page's HTML carries, or null when it carries none (a dev server) or something unreadable. */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById('q-data')?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isPageData(data) ? data : null;
  } catch {
    return null;
  }
}

/** The link's uuid from the page's path, `/q/{uuid}`. */
export function uuidFromPath(pathname: string): string {
  const [, first, uuid = ''] = pathname.split('/');
  return first === 'q' ? decodeURIComponent(uuid) : '';
}
