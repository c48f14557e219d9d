/**
 * Handing out posts on the QR page (docs/customer-flow.md). A platform's posts are the active, never redirected
 * contents of the campaigns the business offers it in that have an asset of the platform's entry (the campaign
 * details' platform filter). Campaigns are tried newest first; within one, posts never handed out come first (oldest
 * first), then those whose reservation lapsed. A claim reserves one post for RESERVATION_MS in one statement (the
 * row is locked with SKIP LOCKED, so concurrent claims never get the same post), and the same phone (its holder id)
 * gets the same post back while it holds it.
 */
import { mediaVersionKey, type ClaimResult, type PublicPicture, type PublicPost } from '@app/contract';
import { and, asc, eq, exists, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Services } from '../context';
import { queryRows, type Db, type DbOrTx, type Statement } from '../db';
import { assets, contents } from '../db/schema';
import { httpUrlOf, publicFileUrl } from './links';
import { campaignsOf, type PlatformEntry, type PlatformGroup } from './platforms';

export const RESERVATION_MS = 30 * 60 * 1000;

export const postColumns = {
  id: contents.id,
  tenantId: contents.tenantId,
  campaignId: contents.campaignId,
  title: contents.title,
  text: contents.text,
  keyword: contents.keyword,
  assetIds: contents.assetIds,
};

export type HeldPost = {
  id: string;
  tenantId: string | null;
  campaignId: string | null;
  title: string;
  text: string;
  keyword: string[];
  assetIds: string[];
};

/** The content (of the query's `contents`) has an asset of one of these entries. */
function hasAssetOf(db: DbOrTx, entryIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(assets)
      .where(and(sql`${assets.id} = any(${contents.assetIds})`, inArray(assets.entryId, entryIds))),
  );
}

/**
 * The next post of one campaign to hand out (for the entries of the platform in it): unused, not reserved, never
 * handed out before the ones whose reservation lapsed, oldest first. A query to embed (it reads no lock).
 */
export function nextPost(db: DbOrTx, campaignId: string, entryIds: string[], now: number) {
  return db
    .select({ id: contents.id })
    .from(contents)
    .where(
      and(
        eq(contents.campaignId, campaignId),
        eq(contents.status, 'active'),
        eq(contents.isRedirected, false),
        or(isNull(contents.reservedUntil), lte(contents.reservedUntil, new Date(now))),
        hasAssetOf(db, entryIds),
      ),
    )
    .orderBy(sql`${contents.reservedUntil} asc nulls first`, asc(contents.createdAt), asc(contents.id))
    .limit(1);
}

/**
 * Reserves the next post of one campaign for `holder` in one statement; undefined when none is left. The subquery
 * locks the row it picks and skips rows that concurrent claims hold (measured against a conditional update, and
 * against a commit that does not wait for the disk, in packages/server/scripts/claim-sql.mjs).
 */
export async function claimInCampaign(
  db: DbOrTx,
  holder: string,
  campaignId: string,
  entryIds: string[],
  now: number,
): Promise<HeldPost | undefined> {
  const next = nextPost(db, campaignId, entryIds, now).for('update', { skipLocked: true });
  const [row] = await db
    .update(contents)
    .set({ reservedBy: holder, reservedUntil: new Date(now + RESERVATION_MS) })
    .where(sql`${contents.id} = (${next})`)
    .returning(postColumns);
  return row;
}

/** An original image's display-size key is its own with this ending instead of `.jpg` / `.png` (the contract's rule). */
const DISPLAY_ENDING = mediaVersionKey('x.jpg', 'display')!.slice(1);

/**
 * The claim in one statement, prepared once per connection (docs/customer-flow.md, "Atomic"), for a batch of phones
 * claiming the same platform's posts at once (`reservePost` gathers them): for each phone that came with its cookie,
 * the post it holds for the platform (`held`: looked up phone by phone through the reserved_by index; a join let
 * the planner, once it had the table's statistics, scan every reserved post of every batch instead, 3× slower at
 * 40,000 posts and growing with each claim); for every other phone (`wanting`, numbered), one of the next posts
 * of the platform's campaigns, newest campaign first (`free`: as many as there are such phones, each campaign's
 * subquery locking the rows it picks and skipping rows that concurrent claims hold, so two phones never get the same
 * post and no claim waits for another), reserved for it (`picked`); each with its pictures (the post's image assets
 * of the business in the post's order, each with its display-size version's key when that file is stored) as JSON.
 * One row per phone that got a post. Parameters: $1 the phones (holder ids), $2 whether each came with its cookie,
 * $3 now, $4 reserved until, $5/$6 the platform's entries and their campaigns, $7 the campaigns newest first, $8 the
 * business, $9 DISPLAY_ENDING.
 */
export const CLAIM_STATEMENT: Statement = {
  name: 'public_claim_v3',
  text: `
with platform_entries as (
  select entry_id, campaign_id from unnest($5::uuid[], $6::uuid[]) as pe(entry_id, campaign_id)
),
phones as materialized (
  select holder, bool_or(known) as known from unnest($1::text[], $2::boolean[]) as ph(holder, known) group by holder
),
held as materialized (
  select ph.holder, c.id, c.campaign_id, c.title, c.text, c.keyword, c.asset_ids
  from phones ph
  cross join lateral (
    select c.id, c.campaign_id, c.title, c.text, c.keyword, c.asset_ids
    from contents c
    where c.reserved_by = ph.holder and c.reserved_until > $3::timestamptz and c.status = 'active'
      and c.campaign_id in (select campaign_id from platform_entries)
      and exists (
        select 1 from assets a
        where a.id = any(c.asset_ids) and a.entry_id in (select entry_id from platform_entries)
      )
    order by c.reserved_until desc
    limit 1
  ) c
  where ph.known
),
wanting as materialized (
  select ph.holder, row_number() over (order by ph.holder) as n
  from phones ph
  where not exists (select 1 from held h where h.holder = ph.holder)
),
free as materialized (
  select f.id, row_number() over () as n
  from (
    select p.id
    from unnest($7::uuid[]) with ordinality as k(campaign_id, ord)
    cross join lateral (
      select c.id from contents c
      where c.campaign_id = k.campaign_id and c.status = 'active' and c.is_redirected = false
        and (c.reserved_until is null or c.reserved_until <= $3::timestamptz)
        and exists (
          select 1 from assets a join platform_entries pe on pe.entry_id = a.entry_id
          where a.id = any(c.asset_ids) and pe.campaign_id = k.campaign_id
        )
      order by c.reserved_until asc nulls first, c.created_at, c.id
      limit (select count(*) from wanting)
      for update skip locked
    ) p
    order by k.ord
    limit (select count(*) from wanting)
  ) f
),
picked as (
  update contents u set reserved_by = w.holder, reserved_until = $4::timestamptz
  from free f join wanting w on w.n = f.n
  where u.id = f.id
  returning w.holder, u.id, u.campaign_id, u.title, u.text, u.keyword, u.asset_ids
),
post as (select * from held union all select * from picked)
select post.holder, post.id, post.campaign_id, post.title, post.text, post.keyword, (
  select coalesce(json_agg(json_build_object('key', a.file_path, 'display', f.key) order by i.ord), '[]'::json)
  from unnest(post.asset_ids) with ordinality as i(asset_id, ord)
  join assets a on a.id = i.asset_id and a.tenant_id = $8::uuid and a.type = 'image' and a.file_path is not null
  left join files f on a.file_path ~ '^.+\\.(jpg|png)$' and f.key = regexp_replace(a.file_path, '\\.(jpg|png)$', $9::text)
) as pictures
from post`,
};

/** A post as the claim statement answers it; `display`: the stored display-size version's key, if any. */
export interface ClaimedPost {
  id: string;
  campaign_id: string;
  title: string;
  text: string;
  keyword: string[];
  pictures: { key: string; display: string | null }[];
}

/** The platform's posts' campaigns and entries, as the claim statement takes them (newest campaign first). */
export interface ClaimTarget {
  tenantId: string;
  campaigns: { campaignId: string; entries: { id: string }[] }[];
}

/** The statement's parameters of a target's campaigns and entries ($5, $6, $7) and their key, once per target. */
interface TargetParameters {
  key: string;
  entryIds: string[];
  entryCampaigns: string[];
  campaignIds: string[];
}

const targetParameters = new WeakMap<ClaimTarget['campaigns'], TargetParameters>();

function parametersOf(target: ClaimTarget): TargetParameters {
  let parameters = targetParameters.get(target.campaigns);
  if (!parameters) {
    const pairs = target.campaigns.flatMap((campaign) =>
      campaign.entries.map((entry) => [entry.id, campaign.campaignId] as const),
    );
    const campaignIds = target.campaigns.map((campaign) => campaign.campaignId);
    parameters = {
      key: JSON.stringify([pairs, campaignIds]),
      entryIds: pairs.map(([entryId]) => entryId),
      entryCampaigns: pairs.map(([, campaignId]) => campaignId),
      campaignIds,
    };
    targetParameters.set(target.campaigns, parameters);
  }
  return parameters;
}

/** The most phones one claim statement serves. */
export const CLAIM_BATCH = 64;

interface WaitingClaim {
  holder: string;
  known: boolean;
  now: number;
  resolve: (post: ClaimedPost | undefined) => void;
  reject: (error: unknown) => void;
}

/** The claims of one target (business and platform) on one database: one statement at a time, the others waiting. */
interface ClaimLine {
  running: boolean;
  waiting: WaitingClaim[];
}

const claimLines = new WeakMap<Db, Map<string, ClaimLine>>();

/**
 * Runs the claim statement for the waiting claims of a line, one batch after another, until none waits. Each phone's
 * reply waits for its batch's commit, as with a statement per claim; what a batch saves is a statement, a trigger
 * call and a flush of the write-ahead log per claim (the flush was most of PostgreSQL's work per claim).
 */
async function drain(db: Db, lines: Map<string, ClaimLine>, key: string, line: ClaimLine, target: ClaimTarget) {
  const { entryIds, entryCampaigns, campaignIds } = parametersOf(target);
  line.running = true;
  try {
    while (line.waiting.length > 0) {
      const batch = line.waiting.splice(0, CLAIM_BATCH);
      // one time for the batch: the latest of its claims'
      const now = batch.reduce((latest, item) => Math.max(latest, item.now), 0);
      try {
        const rows = await queryRows<ClaimedPost & { holder: string }>(db, CLAIM_STATEMENT, [
          batch.map((item) => item.holder),
          batch.map((item) => item.known),
          new Date(now),
          new Date(now + RESERVATION_MS),
          entryIds,
          entryCampaigns,
          campaignIds,
          target.tenantId,
          DISPLAY_ENDING,
        ]);
        const posts = new Map<string, ClaimedPost>();
        for (const { holder, ...post } of rows) posts.set(holder, post);
        for (const item of batch) item.resolve(posts.get(item.holder));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
  } finally {
    line.running = false;
    lines.delete(key);
  }
}

/**
 * The phone's current post of the target (when `known`), else a new one reserved for it; undefined when none is
 * left. Claims of the same target that arrive while its statement runs are served together by the next one.
 */
export function reservePost(
  db: Db,
  holder: string,
  known: boolean,
  target: ClaimTarget,
  now: number,
): Promise<ClaimedPost | undefined> {
  const key = `${target.tenantId}|${parametersOf(target).key}`;
  let lines = claimLines.get(db);
  if (!lines) {
    lines = new Map();
    claimLines.set(db, lines);
  }
  let line = lines.get(key);
  if (!line) {
    line = { running: false, waiting: [] };
    lines.set(key, line);
  }
  const promise = new Promise<ClaimedPost | undefined>((resolve, reject) => {
    line.waiting.push({ holder, known, now, resolve, reject });
  });
  if (!line.running) void drain(db, lines, key, line, target);
  return promise;
}

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
