/** The kinds of records the lists show, and what a change of one kind makes stale: one table for server and app. */

export const RECORD_KINDS = [
  'admin',
  'tenant',
  'user',
  'link',
  'campaign',
  'content',
  'asset',
  'entry',
  // the dashboards' counts (scans, redirects, unused posts): not a list, but made stale the same way
  'stats',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * What a server-sent event names, as a JSON string (SPEC section 4: "campaign" refreshes campaigns, "content"
 * contents; "stats" the dashboards after a customer's scan or redirect): the kind of the change, so a listener
 * refreshes the lists that STALE_LISTS names for it.
 */
export const LIVE_EVENTS = ['campaign', 'content', 'stats'] as const satisfies readonly RecordKind[];
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
 * tenant list; the dashboards count posts (contents of campaigns, by entry), links and businesses.
 */
export const STALE_LISTS: Readonly<Record<RecordKind, readonly RecordKind[]>> = {
  admin: ['admin'],
  tenant: ['tenant', 'user', 'link', 'stats'],
  user: ['user'],
  link: ['link', 'tenant', 'stats'],
  campaign: ['campaign', 'content', 'asset', 'entry', 'stats'],
  content: ['content', 'stats'],
  asset: ['asset'],
  entry: ['entry', 'campaign', 'asset', 'stats'],
  stats: ['stats'],
};
