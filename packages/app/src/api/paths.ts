/**
 * Every path of the product API (SPEC section 7), relative to API_BASE: the one place the client spells them. A
 * query's path is also its SWR key, so the fetcher is a plain GET and revalidation can tell from a key which kinds
 * of records it holds.
 */
import { RECORD_KINDS, type RecordKind, type Role } from '@app/contract';

const one = (kind: RecordKind, id: string) => `/${kind}/one/${encodeURIComponent(id)}`;
const filtered = (kind: RecordKind, campaignId: string | undefined) =>
  campaignId ? `/${kind}?campaignId=${encodeURIComponent(campaignId)}` : `/${kind}`;

export const paths = {
  signIn: (role: Role) => `/auth/${role}/login`,
  signOutEverywhere: '/auth/logout-all',
  events: '/sse',
  admins: '/admin',
  admin: (id: string) => one('admin', id),
  tenants: '/tenant',
  tenant: (id: string) => one('tenant', id),
  profile: '/tenant/profile',
  users: '/user',
  user: (id: string) => one('user', id),
  links: '/link',
  /** The Vacant links: the tenant form's choices. */
  vacantLinks: '/link?status=Vacant',
  link: (uuid: string) => `/link/${encodeURIComponent(uuid)}`,
  generateLinks: '/link/generate',
  assignLink: '/link/assign',
  exportLinks: '/link/export',
  /** The print kit (PDF: an A6 card and an A5 poster) of one link, or of all of a tenant's links. */
  linkPrintKit: (uuid: string) => `/print-kit/link/${encodeURIComponent(uuid)}`,
  tenantPrintKit: (id: string) => `/print-kit/tenant/${encodeURIComponent(id)}`,
  addLink: '/link/add',
  campaigns: '/campaign',
  campaign: (id: string) => one('campaign', id),
  /** The campaign without its assets and contents (a screen that loads them in pages). */
  campaignAlone: (id: string) => `${one('campaign', id)}?embed=none`,
  campaignsMany: '/campaign/many',
  contents: (campaignId?: string) => filtered('content', campaignId),
  content: (id: string) => one('content', id),
  contentsMany: '/content/many',
  contentsBulk: '/content/bulk',
  assets: (campaignId?: string) => filtered('asset', campaignId),
  asset: (id: string) => one('asset', id),
  assetsMany: '/asset/many',
  entries: (campaignId?: string) => filtered('entry', campaignId),
  entry: (id: string) => one('entry', id),
  entriesMany: '/entry/many',
  generatePosts: '/redbook/generate',
  /** The generator form's last settings for a campaign and platform. */
  generatorSettings: (campaignId: string, platform: string) =>
    `/redbook/settings?campaignId=${encodeURIComponent(campaignId)}&platform=${encodeURIComponent(platform)}`,
  statsOverview: '/stats/overview',
  statsMine: '/stats/mine',
  /** The funnel of a range (a tenant: its own; an administrator: one tenant's, or all with none). */
  funnel: (query: FunnelQuery) => `/stats/funnel?${funnelSearch(query)}`,
  funnelCsv: (query: FunnelQuery) => `/stats/funnel.csv?${funnelSearch(query)}`,
  publicLink: (uuid: string) => `/public/q/${encodeURIComponent(uuid)}`,
  publicClaim: (uuid: string) => `/public/q/${encodeURIComponent(uuid)}/claim`,
  publicRedirect: (uuid: string) => `/public/q/${encodeURIComponent(uuid)}/redirect`,
} as const;

interface FunnelQuery {
  from: string;
  to: string;
  tenantId?: string | undefined;
}

const funnelSearch = ({ from, to, tenantId }: FunnelQuery) =>
  new URLSearchParams({ from, to, ...(tenantId ? { tenantId } : {}) }).toString();

const isRecordKind = (name: string | undefined): name is RecordKind => RECORD_KINDS.some((kind) => kind === name);

/**
 * The kinds of records a query path answers with: a list (or the tenant's profile) its own kind; a campaign's
 * detail also carries its contents and assets (unless asked without them); the dashboards' counts (`/stats/...`)
 * are 'stats'. Anything else holds none.
 */
export function kindsHeldBy(path: string): readonly RecordKind[] {
  const [pathname = '', search = ''] = path.split('?');
  const [, kind, second] = pathname.split('/');
  if (!isRecordKind(kind)) return [];
  const embeds = new URLSearchParams(search).get('embed') !== 'none';
  return kind === 'campaign' && second === 'one' && embeds ? ['campaign', 'content', 'asset'] : [kind];
}
