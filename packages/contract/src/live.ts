/** The kinds of records the lists show, and what a change of one kind makes stale: one table for server and app. */

export const RECORD_KINDS = ['admin', 'tenant', 'user', 'link', 'campaign', 'content', 'asset', 'entry'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * What a server-sent event names, as a JSON string (SPEC section 4: "campaign" refreshes campaigns, "content"
 * contents): the kind of the change, so a listener refreshes the lists that STALE_LISTS names for it.
 */
export const LIVE_EVENTS = ['campaign', 'content'] as const satisfies readonly RecordKind[];
export type LiveEvent = (typeof LIVE_EVENTS)[number];

/** The event a server-sent message names, or null for anything else. */
export function liveEventOf(data: string): LiveEvent | null {
  let name: unknown;
  try {
    name = JSON.parse(data);
  } catch {
    return null;
  }
  return LIVE_EVENTS.find((event) => event === name) ?? null;
}

/**
 * The lists that a change of one kind makes stale: a campaign delete takes its entries, assets and contents; an
 * entry names its campaign and assets show their entry; a tenant appears in the user and link lists; a link in the
 * tenant list.
 */
export const STALE_LISTS: Readonly<Record<RecordKind, readonly RecordKind[]>> = {
  admin: ['admin'],
  tenant: ['tenant', 'user', 'link'],
  user: ['user'],
  link: ['link', 'tenant'],
  campaign: ['campaign', 'content', 'asset', 'entry'],
  content: ['content'],
  asset: ['asset'],
  entry: ['entry', 'campaign', 'asset'],
};
