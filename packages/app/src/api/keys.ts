/**
 * The one SWR key factory: a key is the API path it loads, so the fetcher is a plain GET and revalidation can
 * match keys by the kind of record they hold.
 */
export type RecordKind = 'campaign' | 'content' | 'asset' | 'entry' | 'admin' | 'tenant' | 'user' | 'link';

function withCampaign(path: string, campaignId: string | undefined): string {
  return campaignId ? `${path}?campaignId=${encodeURIComponent(campaignId)}` : path;
}

export const keys = {
  campaigns: () => '/campaign',
  campaign: (id: string) => `/campaign/one/${encodeURIComponent(id)}`,
  contents: (campaignId?: string) => withCampaign('/content', campaignId),
  assets: (campaignId?: string) => withCampaign('/asset', campaignId),
  entries: (campaignId?: string) => withCampaign('/entry', campaignId),
  admins: () => '/admin',
  tenants: () => '/tenant',
  profile: () => '/tenant/profile',
  users: () => '/user',
  links: () => '/link',
} as const;

const kindPrefixes: Record<RecordKind, readonly string[]> = {
  // A campaign's detail carries its assets and contents, so those kinds refresh it too.
  campaign: ['/campaign'],
  content: ['/content', '/campaign/one'],
  asset: ['/asset', '/campaign/one'],
  entry: ['/entry'],
  admin: ['/admin'],
  // The profile is the tenant record; links change which tenant holds which link.
  tenant: ['/tenant', '/link'],
  user: ['/user'],
  link: ['/link', '/tenant'],
};

/** Whether an SWR key holds records of one of the given kinds (for revalidation after a change or an event). */
export function keyHoldsKind(key: unknown, kinds: readonly RecordKind[]): boolean {
  if (typeof key !== 'string') return false;
  const path = key.split('?')[0] ?? key;
  return kinds.some((kind) => kindPrefixes[kind].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}
