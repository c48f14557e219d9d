/**
 * Handing out posts on the QR page (docs/customer-flow.md). A platform's posts are the active contents of the
 * campaigns the business offers it in whose `platform` is that platform. A claim gives the phone the post it holds,
 * else a free one (in its language first, newest campaign first, never handed out first), else the oldest hold
 * shared, in one statement (reserve.ts); copying, opening or sharing it uses it (use.ts).
 */
import {
  MEDIA_VERSIONS,
  mediaVersionKey,
  platformKey,
  type ClaimResult,
  type Language,
  type MediaVersionName,
  type PublicPicture,
  type PublicPost,
  type PublicPostPhoto,
  type RedirectAction,
} from '@app/contract';
import { facebookReviewsUrl } from './facebook';
import type { Services } from '../context';
import { httpUrlOf, publicFileUrl } from './links';
import { reservePost, type ClaimedPost } from './reserve';
import { campaignsOf, type PlatformEntry, type PlatformGroup } from './platforms';
import { noteLimited, usePost, type Use } from './use';
import { reviewChipsOf } from './review-chips';

/** Google reviews are handed out without a title: the customer posts only the text, in their own words. */
const UNTITLED = platformKey('Google Review');
/** A review's photos must be the reviewer's own: the Google Review post hands out none of the shop's. */
const NO_PHOTOS = UNTITLED;
const FACEBOOK = platformKey('Facebook');
const THUMB_WIDTH = MEDIA_VERSIONS.find((version) => version.name === 'thumbnail')!.width;

type ClaimedPicture = ClaimedPost['pictures'][number];

/** A stored version's key, when the statement found the file the contract names for it. */
function versionOf(picture: ClaimedPicture, name: MediaVersionName, found: string | null): string | null {
  return found !== null && found === mediaVersionKey(picture.key, name) ? found : null;
}

/**
 * The photos as the page shows and shares them (PublicPostPhoto): the 320 px thumbnail, the 1280 px view and the
 * share JPEG when stored, else the original (uploaded before versions existed, and not yet backfilled).
 */
function photosOf(services: Services, post: ClaimedPost): PublicPostPhoto[] {
  return post.pictures.map((picture, index) => {
    const original = publicFileUrl(services, picture.key);
    const thumb = versionOf(picture, 'thumbnail', picture.thumb);
    const view = versionOf(picture, 'display', picture.display);
    const share = versionOf(picture, 'share', picture.share);
    return {
      thumbUrl: thumb ? publicFileUrl(services, thumb) : original,
      thumbWidth: (thumb ? picture.thumbWidth : picture.width) ?? THUMB_WIDTH,
      viewUrl: view ? publicFileUrl(services, view) : original,
      shareUrl: share ? publicFileUrl(services, share) : original,
      shareName: `photo-${index + 1}.${share || picture.key.endsWith('.jpg') ? 'jpg' : 'png'}`,
      width: share ? picture.shareWidth : picture.width,
      height: share ? picture.shareHeight : picture.height,
    };
  });
}

/**
 * The post as the page shows it. Pictures as signed URLs: `url` the display size (1280 px WebP, without metadata)
 * when it is stored, else the original; `fullUrl` the original to save (the earlier shape; `photos` the new one).
 */
function publicPost(services: Services, post: ClaimedPost): PublicPost {
  const key = platformKey(post.platform);
  const pictures = key === NO_PHOTOS ? [] : post.pictures;
  const shown = { ...post, pictures };
  return {
    title: key === UNTITLED ? '' : post.title,
    text: post.text,
    keywords: post.keyword.map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''),
    pictures: pictures.map((picture): PublicPicture => {
      const fullUrl = publicFileUrl(services, picture.key);
      const display = versionOf(picture, 'display', picture.display);
      return { url: display ? publicFileUrl(services, display) : fullUrl, fullUrl, width: null, height: null };
    }),
    photos: photosOf(services, shown),
    language: post.language,
    voice: 'customer',
    posted:
      post.posted_url && post.posted_at ? { url: post.posted_url, at: new Date(post.posted_at).toISOString() } : null,
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
    // a Facebook Page opens on its reviews (recommendations) tab
    if (url && platformKey(entry.type) === FACEBOOK) url = facebookReviewsUrl(url) ?? url;
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
      reviewChips: post && platformKey(post.platform) === UNTITLED ? await reviewChipsOf(services, post) : null,
      languageSwitch: post?.switch_asked ? (post.kind === 'held' ? 'unavailable' : 'switched') : null,
    },
    noted,
    // the funnel's "platform chosen": once per hold, not again for the post the phone holds already
    chosen: post?.kind !== 'held',
  };
}

/** The campaigns of a platform group, newest first (its claim order). */
export const campaignIdsOf = (group: PlatformGroup): string[] => orderOf(group).campaignIds;

/** Marks the post the phone holds for this platform as used by `action` (use.ts), noting the link when over its limit. */
export async function markRedirected(
  services: Services,
  holder: string,
  link: { uuid: string },
  group: PlatformGroup,
  action: RedirectAction,
): Promise<(Use & { noted: boolean }) | undefined> {
  const now = services.now();
  const use = await usePost(
    services.db,
    holder,
    { uuid: link.uuid, platform: group.platform.name, campaignIds: orderOf(group).campaignIds },
    action,
    now,
    services.linkUseLimit,
  );
  if (!use) return undefined;
  return { ...use, noted: use.limited ? await noteLimited(services.db, link.uuid, now) : false };
}
