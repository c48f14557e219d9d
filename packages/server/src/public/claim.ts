/**
 * Handing out posts on the QR page (docs/customer-flow.md). A platform's posts are the active, never redirected
 * contents of the campaigns the business offers it in that have an asset of the platform's entry (the campaign
 * details' platform filter). Campaigns are tried newest first; within one, posts never handed out come first (oldest
 * first), then those whose reservation lapsed. A claim reserves one post for RESERVATION_MS in one statement (the
 * row is locked with SKIP LOCKED, so concurrent claims never get the same post), and the same phone (its holder id)
 * gets the same post back while it holds it.
 */
import { mediaVersionKey, type ClaimResult, type PublicPicture, type PublicPost } from '@app/contract';
import type { Services } from '../context';
import { queryRows, type Db, type Statement } from '../db';
import { httpUrlOf, publicFileUrl } from './links';
import { reservePost, type ClaimedPost } from './reserve';
import { campaignsOf, type PlatformEntry, type PlatformGroup } from './platforms';

/**
 * The post as the page shows it. Pictures as signed URLs: `url` the display size (1280 px WebP, without metadata)
 * when it is stored, else the original (uploaded before versions existed, and not yet backfilled); `fullUrl` the
 * original to save.
 */
function publicPost(services: Services, post: ClaimedPost): PublicPost {
  return {
    title: post.title,
    text: post.text,
    keywords: post.keyword.map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''),
    pictures: post.pictures.map(({ key, display }): PublicPicture => {
      const fullUrl = publicFileUrl(services, key);
      // the statement found the file its SQL names; it is the display version only if the contract says so too
      const url =
        display !== null && display === mediaVersionKey(key, 'display') ? publicFileUrl(services, display) : fullUrl;
      return { url, fullUrl, width: null, height: null };
    }),
  };
}

/** The claim order of each (cached, unchanging) platform group. */
const claimOrders = new WeakMap<PlatformGroup, ReturnType<typeof campaignsOf<PlatformEntry>>>();
/** The link each (cached, unchanging) entry opens. */
const openUrls = new WeakMap<PlatformEntry, string | null>();

function openUrlOf(entry: PlatformEntry): string | null {
  let url = openUrls.get(entry);
  if (url === undefined) {
    url = httpUrlOf(entry.accessValue);
    openUrls.set(entry, url);
  }
  return url;
}

/**
 * `POST /api/public/q/{uuid}/claim`: the phone's post of this platform, or a new one, or none left. `known`: the
 * phone came with its cookie (a new phone holds nothing yet).
 */
export async function claim(
  services: Services,
  tenantId: string,
  group: PlatformGroup,
  phone: { holder: string; known: boolean },
): Promise<ClaimResult> {
  let campaigns = claimOrders.get(group);
  if (!campaigns) {
    campaigns = campaignsOf(group);
    claimOrders.set(group, campaigns);
  }
  const post = await reservePost(services.db, phone.holder, phone.known, { tenantId, campaigns }, services.now());
  // the link to open: the platform's entry in the post's campaign, or in the newest campaign when none is left
  const campaign = (post && campaigns.find((item) => item.campaignId === post.campaign_id)) ?? campaigns[0];
  const entry = campaign?.entries[0] ?? group.entries[0]!;
  return {
    platform: { ...group.platform, openUrl: openUrlOf(entry), accessValue: entry.accessValue },
    post: post ? publicPost(services, post) : null,
  };
}

/**
 * The redirect in one statement (prepared once per connection): the post of the platform last reserved to the phone,
 * even if its reservation lapsed, as long as no one else was handed it since (the post still on the phone's screen),
 * marked redirected if it was not yet. Parameters: $1 holder, $2 the platform's entries, $3 their campaigns.
 */
export const REDIRECT_STATEMENT: Statement = {
  name: 'public_redirect_v1',
  text: `
with held as (
  select c.id, c.tenant_id from contents c
  where c.reserved_by = $1::text and c.reserved_until is not null and c.campaign_id = any($3::uuid[])
    and exists (select 1 from assets a where a.id = any(c.asset_ids) and a.entry_id = any($2::uuid[]))
  order by c.reserved_until desc
  limit 1
),
marked as (
  update contents u set is_redirected = true
  from held
  where u.id = held.id and u.reserved_by = $1::text and u.is_redirected = false
  returning u.id
)
select held.tenant_id, exists (select 1 from marked) as marked from held`,
};

/** The redirect statement's $2 and $3 of each (cached, unchanging) platform group. */
const groupEntries = new WeakMap<PlatformGroup, [string[], string[]]>();

/**
 * Marks the post `holder` was handed for this platform as redirected, once. Undefined: it holds none; `marked`
 * false: it was marked before.
 */
export async function markRedirected(
  db: Db,
  holder: string,
  group: PlatformGroup,
): Promise<{ marked: boolean; tenantId: string | null } | undefined> {
  let entries = groupEntries.get(group);
  if (!entries) {
    entries = [group.entries.map((entry) => entry.id), group.entries.map((entry) => entry.campaignId)];
    groupEntries.set(group, entries);
  }
  const [row] = await queryRows<{ tenant_id: string | null; marked: boolean }>(db, REDIRECT_STATEMENT, [
    holder,
    ...entries,
  ]);
  return row && { marked: row.marked, tenantId: row.tenant_id };
}
