/**
 * Reserving posts for the QR page's claims (docs/customer-flow.md, "Atomic"): the claim statement, and the batches
 * that serve together the claims of one business and platform that arrive while its statement runs.
 */
import { mediaVersionKey } from '@app/contract';
import { queryRows, type Db, type Statement } from '../db';

/** How long a post handed to a phone stays its own. */
export const RESERVATION_MS = 30 * 60 * 1000;

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
