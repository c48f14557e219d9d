/**
 * Handing out posts for the QR page's claims (docs/customer-flow.md, "The rule for choosing" and "Holds"): one
 * statement per claim, and the redirect that uses a post, at most `linkUseLimit` of a link in any ten minutes.
 */
import { mediaVersionKey, type Language } from '@app/contract';
import { queryRows, type Db, type Statement } from '../db';

/** How long a post handed to a phone stays its own (its hold), and the phone's cookie lives. */
export const RESERVATION_MS = 30 * 60 * 1000;
/** A lapsed hold is kept this long for the redirect (the post may still be on the phone's screen), then deleted. */
export const HOLD_KEPT_MS = 60 * 60 * 1000;
/** The window of the link's use limit. */
export const USE_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_LINK_USE_LIMIT = 20;

/** An original image's version keys are its own with these endings instead of `.jpg` / `.png` (the contract's rule). */
const DISPLAY_ENDING = mediaVersionKey('x.jpg', 'display')!.slice(1);
const THUMB_ENDING = mediaVersionKey('x.jpg', 'thumbnail')!.slice(1);
const SHARE_ENDING = mediaVersionKey('x.jpg', 'share')!.slice(1);

/** The next free post of the platform, newest campaign first, locked (skipping rows concurrent claims hold). */
const freePost = (language: string) => `(
    select p.id
    from unnest($6::uuid[]) with ordinality as k(campaign_id, ord)
    cross join lateral (
      select c.id from contents c
      where c.campaign_id = k.campaign_id and lower(c.platform) = lower($5::text)${language}
        and c.status = 'active' and c.is_redirected = false and c.voice = 'customer'
        and (c.reserved_until is null or c.reserved_until <= $3::timestamptz)
      order by c.reserved_until asc nulls first, c.created_at, c.id
      limit 1
      for update skip locked
    ) p
    order by k.ord
    limit 1
  )`;

/**
 * The claim in one statement, prepared once per connection. In this order: the post the phone holds for the platform
 * (`held`, when it came with its cookie); when the link used LIMIT posts in the last ten minutes (`limited`), an
 * already used post (nothing more is consumed); the next free post, in the phone's language first (`free`, locked
 * with SKIP LOCKED so two phones never get the same free post, and held from now on); else the oldest hold never
 * copied or opened, shared (`shared`). The phone's hold is written (`hold`), two holds lapsed long ago are deleted
 * (`swept`), and the post is answered with its pictures (its image assets of the business in its order, each with
 * its display-size version's key when that file is stored) as JSON; `limited` says whether the limit was reached.
 * Parameters: $1 the phone (holder id), $2 whether it came with its cookie, $3 now, $4 held until, $5 the platform,
 * $6 the campaigns newest first, $7 the business, $8 DISPLAY_ENDING, $9 the phone's language (or null), $10 the
 * link, $11 its use limit, $12 the start of its window, $13 holds that lapsed before this are deleted, $14 and $15
 * the thumbnail's and the share version's endings. Only customer-voice posts are handed out. A phone holding a post
 * in another language than $9 (`switch_asked`) gets a free one in $9 when there is one (its old hold is released:
 * free for others again), else keeps its post.
 */
export const CLAIM_STATEMENT: Statement = {
  name: 'public_claim_v7',
  text: `
with limited as materialized (
  select count(*) >= $11::int as yes from (
    select 1 from contents where used_link = $10::uuid and used_at > $12::timestamptz limit $11::int
  ) recent
),
held_any as materialized (
  select c.id, c.language, c.is_redirected from content_holds h join contents c on c.id = h.content_id
  where $2::boolean and h.holder = $1::text and h.platform_key = lower($5::text) and h.until > $3::timestamptz
    and c.status = 'active' and c.campaign_id = any($6::uuid[]) and c.voice = 'customer'
),
switch_asked as materialized (
  select true as yes from held_any where $9::text is not null and language is not null and language <> $9::text
),
switched as materialized (
  select ${freePost(' and c.language = $9::text')} as id where exists (select 1 from switch_asked)
),
held as materialized (
  select id from held_any where (select id from switched) is null
),
released as (
  update contents r set reserved_until = $3::timestamptz
  from held_any
  where (select id from switched) is not null and r.id = held_any.id and not held_any.is_redirected
    and r.reserved_until > $3::timestamptz
),
used as materialized (
  select c.id from contents c
  where (select yes from limited) and not exists (select 1 from held)
    and c.campaign_id = any($6::uuid[]) and lower(c.platform) = lower($5::text)
    and c.status = 'active' and c.is_redirected and c.voice = 'customer'
  order by (c.language is not distinct from $9::text) desc, c.used_at desc nulls last, c.id
  limit 1
),
free as materialized (
  select coalesce(
    (select id from switched),
    case when $9::text is not null then ${freePost(' and c.language = $9::text')} end,
    ${freePost('')}
  ) as id
  where not exists (select 1 from held) and not exists (select 1 from used)
),
reserved as (
  update contents u set reserved_until = $4::timestamptz where u.id = (select id from free) returning u.id
),
shared as materialized (
  select c.id from unnest($6::uuid[]) with ordinality as k(campaign_id, ord)
  join contents c on c.campaign_id = k.campaign_id
  where not exists (select 1 from held) and not exists (select 1 from used)
    and (select id from free) is null
    and lower(c.platform) = lower($5::text) and c.status = 'active' and c.is_redirected = false
    and c.voice = 'customer' and c.reserved_until > $3::timestamptz
  order by (c.language is not distinct from $9::text) desc, c.reserved_until, k.ord, c.id
  limit 1
),
chosen as (
  select id, 'held' as kind from held
  union all select id, 'used' from used
  union all select id, 'free' from reserved
  union all select id, 'shared' from shared
),
hold as (
  insert into content_holds (holder, platform_key, content_id, until)
  select $1::text, lower($5::text), id, $4::timestamptz from chosen where kind <> 'held'
  on conflict (holder, platform_key) do update set content_id = excluded.content_id, until = excluded.until
),
swept as (
  delete from content_holds d using (
    select holder, platform_key from content_holds where until < $13::timestamptz limit 2 for update skip locked
  ) lapsed
  where d.holder = lapsed.holder and d.platform_key = lapsed.platform_key
)
select chosen.kind, c.id, c.campaign_id, c.title, c.text, c.keyword, c.platform, c.language,
  (select yes from limited) as limited, exists (select 1 from switch_asked) as switch_asked, (
  select coalesce(json_agg(json_build_object(
    'key', a.file_path, 'width', o.width, 'height', o.height, 'display', f.key,
    'thumb', t.key, 'thumbWidth', t.width, 'share', s.key, 'shareWidth', s.width, 'shareHeight', s.height
  ) order by i.ord), '[]'::json)
  from unnest(c.asset_ids) with ordinality as i(asset_id, ord)
  join assets a on a.id = i.asset_id and a.tenant_id = $7::uuid and a.type = 'image' and a.file_path is not null
  left join files o on o.key = a.file_path
  left join files f on a.file_path ~ '^.+\\.(jpg|png)$' and f.key = regexp_replace(a.file_path, '\\.(jpg|png)$', $8::text)
  left join files t on a.file_path ~ '^.+\\.(jpg|png)$' and t.key = regexp_replace(a.file_path, '\\.(jpg|png)$', $14::text)
  left join files s on a.file_path ~ '^.+\\.(jpg|png)$' and s.key = regexp_replace(a.file_path, '\\.(jpg|png)$', $15::text)
) as pictures,
(select p.url from content_posts p where p.content_id = c.id and p.holder = $1::text) as posted_url,
(select p.posted_at from content_posts p where p.content_id = c.id and p.holder = $1::text) as posted_at
from chosen join contents c on c.id = chosen.id`,
};

/** Whether the platform's campaigns have an active post at all (when a claim found none: all used, or never any). */
const ANY_POST_STATEMENT: Statement = {
  name: 'public_any_post_v2',
  text: `select exists (
  select 1 from contents c
  where c.campaign_id = any($2::uuid[]) and lower(c.platform) = lower($1::text) and c.status = 'active'
    and c.voice = 'customer'
) as any`,
};

/** A post as the claim statement answers it; `display`: the stored display-size version's key, if any. */
export interface ClaimedPost {
  /** How the phone got it: the one it holds, an already used one (over the limit), a free one, a shared hold. */
  kind: 'held' | 'used' | 'free' | 'shared';
  id: string;
  campaign_id: string;
  title: string;
  text: string;
  keyword: string[];
  platform: string;
  language: Language | null;
  limited: boolean;
  /** The phone held a post in another language than the one asked (switched when kind is not `held`). */
  switch_asked: boolean;
  /** Each picture's original and its stored versions' keys (null: not stored), with sizes when known. */
  pictures: {
    key: string;
    width: number | null;
    height: number | null;
    display: string | null;
    thumb: string | null;
    thumbWidth: number | null;
    share: string | null;
    shareWidth: number | null;
    shareHeight: number | null;
  }[];
  /** The proof-of-post link this phone gave for it (posted.ts), and when. */
  posted_url: string | null;
  posted_at: Date | string | null;
}

/** What a claim looks in: the business, its link, the platform's name and its campaigns, newest first. */
export interface ClaimTarget {
  tenantId: string;
  uuid: string;
  platform: string;
  campaignIds: string[];
}

/** The claiming phone: its holder id, whether it came with its cookie, its language. */
export interface Claimer {
  holder: string;
  known: boolean;
  language?: Language | undefined;
}

export type ClaimAnswer = { post: ClaimedPost; empty: null } | { post: undefined; empty: 'none' | 'taken' };

/** The phone's post of the target (see CLAIM_STATEMENT); without one, whether the platform never had posts. */
export async function reservePost(
  db: Db,
  claimer: Claimer,
  target: ClaimTarget,
  now: number,
  useLimit = DEFAULT_LINK_USE_LIMIT,
): Promise<ClaimAnswer> {
  const [post] = await queryRows<ClaimedPost>(db, CLAIM_STATEMENT, [
    claimer.holder,
    claimer.known,
    new Date(now),
    new Date(now + RESERVATION_MS),
    target.platform,
    target.campaignIds,
    target.tenantId,
    DISPLAY_ENDING,
    claimer.language ?? null,
    target.uuid,
    useLimit,
    new Date(now - USE_WINDOW_MS),
    new Date(now - HOLD_KEPT_MS),
    THUMB_ENDING,
    SHARE_ENDING,
  ]);
  if (post) return { post, empty: null };
  const [row] = await queryRows<{ any: boolean }>(db, ANY_POST_STATEMENT, [target.platform, target.campaignIds]);
  return { post: undefined, empty: row?.any ? 'taken' : 'none' };
}
