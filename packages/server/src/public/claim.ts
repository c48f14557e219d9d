/**
 * Handing out posts on the QR page (docs/customer-flow.md). A platform's posts are the active contents of the
 * campaigns the business offers it in whose `platform` is that platform. A claim gives the phone the post it holds,
 * else a free one (in its language first, newest campaign first, never handed out first), else the oldest hold
 * shared, in one statement (reserve.ts); copying or opening it uses it (use.ts).
 */
import {
  mediaVersionKey,
  platformKey,
  type ClaimResult,
  type Language,
  type PublicPicture,
  type PublicPost,
} from '@app/contract';
import type { Services } from '../context';
import { httpUrlOf, publicFileUrl } from './links';
import { reservePost, type ClaimedPost } from './reserve';
import { campaignsOf, type PlatformEntry, type PlatformGroup } from './platforms';
import { noteLimited, usePost, type Use } from './use';

/** Google reviews are handed out without a title: the customer posts only the text, in their own words. */
const UNTITLED = platformKey('Google Review');

/**
 * The post as the page shows it. Pictures as signed URLs: `url` the display size (1280 px WebP, without metadata)
 * when it is stored, else the original (uploaded before versions existed, and not yet backfilled); `fullUrl` the
 * original to save.
 */
function publicPost(services: Services, post: ClaimedPost): PublicPost {
  return {
    title: platformKey(post.platform) === UNTITLED ? '' : post.title,
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

const claimOrders = new WeakMap<
  PlatformGroup,
  { campaigns: ReturnType<typeof campaignsOf<PlatformEntry>>; campaignIds: string[] }
>();
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

/** The claim order (newest campaign first) of each (cached, unchanging) platform group, and its campaigns' ids. */
function orderOf(group: PlatformGroup) {
  let order = claimOrders.get(group);
  if (!order) {
    const campaigns = campaignsOf(group);
    order = { campaigns, campaignIds: campaigns.map((campaign) => campaign.campaignId) };
    claimOrders.set(group, order);
  }
  return order;
}

/**
 * `POST /api/public/q/{uuid}/claim`: the phone's post of this platform, or a new or shared one, or none (and why).
 * `known`: the phone came with its cookie (a new phone holds nothing yet). `limited`: the link was over its use
 * limit (and is noted), so the post is an already used one when there is one. `chosen`: the phone chose the
 * platform anew (it did not hold a post of it already).
 */
export async function claim(
  services: Services,
  link: { tenantId: string; uuid: string },
  group: PlatformGroup,
  phone: { holder: string; known: boolean; language?: Language | undefined },
): Promise<{ result: ClaimResult; noted: boolean; chosen: boolean }> {
  const { campaigns, campaignIds } = orderOf(group);
  const now = services.now();
  const answer = await reservePost(
    services.db,
    phone,
    { tenantId: link.tenantId, uuid: link.uuid, platform: group.platform.name, campaignIds },
    now,
    services.linkUseLimit,
  );
  const post = answer.post;
  const noted = post?.limited ? await noteLimited(services.db, link.uuid, now) : false;
  // the link to open: the platform's entry in the post's campaign, or in the newest campaign when none is left
  const campaign = (post && campaigns.find((item) => item.campaignId === post.campaign_id)) ?? campaigns[0];
  const entry = campaign?.entries[0] ?? group.entries[0]!;
  return {
    result: {
      platform: { ...group.platform, openUrl: openUrlOf(entry), accessValue: entry.accessValue },
      post: post ? publicPost(services, post) : null,
      empty: answer.empty,
    },
    noted,
    // the funnel's "platform chosen": once per hold, not again for the post the phone holds already
    chosen: post?.kind !== 'held',
  };
}

/** Marks the post the phone holds for this platform as used (use.ts), noting the link when over its limit. */
export async function markRedirected(
  services: Services,
  holder: string,
  link: { uuid: string },
  group: PlatformGroup,
): Promise<(Use & { noted: boolean }) | undefined> {
  const now = services.now();
  const use = await usePost(
    services.db,
    holder,
    { uuid: link.uuid, platform: group.platform.name, campaignIds: orderOf(group).campaignIds },
    now,
    services.linkUseLimit,
  );
  if (!use) return undefined;
  return { ...use, noted: use.limited ? await noteLimited(services.db, link.uuid, now) : false };
}
