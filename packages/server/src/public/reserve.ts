/**
 * Reserving posts for the QR page's claims (docs/customer-flow.md, "Atomic"): one statement per claim.
 */
import { mediaVersionKey } from '@app/contract';
import { queryRows, type Db, type Statement } from '../db';

/** How long a post handed to a phone stays its own. */
export const RESERVATION_MS = 30 * 60 * 1000;

/** An original image's display-size key is its own with this ending instead of `.jpg` / `.png` (the contract's rule). */
const DISPLAY_ENDING = mediaVersionKey('x.jpg', 'display')!.slice(1);

/**
 * The claim in one statement, prepared once per connection: the post the phone holds for the platform (`held`, when
 * it came with its cookie), else the next post of the platform's campaigns, newest campaign first, reserved for it
 * (`picked`: each campaign's subquery locks the row it picks and skips rows that concurrent claims hold, so two
 * phones never get the same post and no claim waits for another); with its pictures (the post's image assets of the
 * business in the post's order, each with its display-size version's key when that file is stored) as JSON.
 * Parameters: $1 the phone (holder id), $2 whether it came with its cookie, $3 now, $4 reserved until, $5/$6 the
 * platform's entries and their campaigns, $7 the campaigns newest first, $8 the business, $9 DISPLAY_ENDING.
 */
export const CLAIM_STATEMENT: Statement = {
  name: 'public_claim_v4',
  text: `
with platform_entries as (
  select entry_id, campaign_id from unnest($5::uuid[], $6::uuid[]) as pe(entry_id, campaign_id)
),
held as (
  select c.id, c.campaign_id, c.title, c.text, c.keyword, c.asset_ids
  from contents c
  where $2::boolean and c.reserved_by = $1::text and c.reserved_until > $3::timestamptz and c.status = 'active'
    and c.campaign_id in (select campaign_id from platform_entries)
    and exists (
      select 1 from assets a
      where a.id = any(c.asset_ids) and a.entry_id in (select entry_id from platform_entries)
    )
  order by c.reserved_until desc
  limit 1
),
picked as (
  update contents u set reserved_by = $1::text, reserved_until = $4::timestamptz
  where not exists (select 1 from held) and u.id = (
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
      limit 1
      for update skip locked
    ) p
    order by k.ord
    limit 1
  )
  returning u.id, u.campaign_id, u.title, u.text, u.keyword, u.asset_ids
),
post as (select * from held union all select * from picked)
select post.id, post.campaign_id, post.title, post.text, post.keyword, (
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

/** The statement's parameters of a target's campaigns and entries ($5, $6, $7), once per (cached) target. */
interface TargetParameters {
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
    parameters = {
      entryIds: pairs.map(([entryId]) => entryId),
      entryCampaigns: pairs.map(([, campaignId]) => campaignId),
      campaignIds: target.campaigns.map((campaign) => campaign.campaignId),
    };
    targetParameters.set(target.campaigns, parameters);
  }
  return parameters;
}

/**
 * The phone's current post of the target (when `known`: it came with its cookie), else a new one reserved for it;
 * undefined when none is left.
 */
export async function reservePost(
  db: Db,
  holder: string,
  known: boolean,
  target: ClaimTarget,
  now: number,
): Promise<ClaimedPost | undefined> {
  const { entryIds, entryCampaigns, campaignIds } = parametersOf(target);
  const [post] = await queryRows<ClaimedPost>(db, CLAIM_STATEMENT, [
    holder,
    known,
    new Date(now),
    new Date(now + RESERVATION_MS),
    entryIds,
    entryCampaigns,
    campaignIds,
    target.tenantId,
    DISPLAY_ENDING,
  ]);
  return post;
}
