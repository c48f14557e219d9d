/**
 * The customer side of a QR code (`/q/{uuid}`, DESIGN.md section 3): what its public API answers. Only what the
 * page shows: the business's name and logo, its platforms and their links, and the one post handed out.
 */
import * as v from 'valibot';
import { LANGUAGES, type Language, type Platform } from './constants';

/** The icon a platform button shows: one per SPEC platform, a generic one for a custom platform name. */
export const PLATFORM_ICONS = ['tiktok', 'google-review', 'facebook', 'redbook', 'instagram', 'custom'] as const;
export type PlatformIcon = (typeof PLATFORM_ICONS)[number];

const ICON_OF: Record<Platform, PlatformIcon> = {
  Tiktok: 'tiktok',
  'Google Review': 'google-review',
  Facebook: 'facebook',
  Redbook: 'redbook',
  Instagram: 'instagram',
};

/** The key two entry types share when they name the same platform ("tiktok " and "TikTok" are one platform). */
export function platformKey(type: string): string {
  return type.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A platform's icon from an entry's free-text type: a SPEC platform by name (any case), else the generic one. */
export function platformIcon(type: string): PlatformIcon {
  const key = platformKey(type);
  const known = (Object.keys(ICON_OF) as Platform[]).find((name) => platformKey(name) === key);
  return known ? ICON_OF[known] : 'custom';
}

/** One platform the business offers (one button on the page). */
export interface PublicPlatform {
  /** The platform's name as the business typed it (the SPEC's spelling for the five known ones). */
  name: string;
  icon: PlatformIcon;
}

/** `GET /api/public/q/{uuid}`: an assigned link shows its business; a vacant one says only that. */
export type PublicLinkView =
  | {
      status: 'active';
      business: { name: string; logoUrl: string | null };
      platforms: PublicPlatform[];
    }
  | { status: 'vacant' };

/** A picture of the post: a resized version for the page, and the largest version served for saving. */
export interface PublicPicture {
  url: string;
  fullUrl: string;
  width: number | null;
  height: number | null;
}

export interface PublicPost extends PublicPostExtras {
  title: string;
  text: string;
  keywords: string[];
  /** The earlier shape of the photos (the display version and the original); `photos` is what the page uses. */
  pictures: PublicPicture[];
}

/**
 * `POST /api/public/q/{uuid}/claim`: the platform's link, and the post handed to this customer (null: none, and
 * `empty` says why).
 */
export interface ClaimResult extends ClaimExtras {
  platform: PublicPlatform & {
    /** The entry's access value when it is an http(s) URL; null otherwise (then it is shown as text to copy). */
    openUrl: string | null;
    accessValue: string;
  };
  post: PublicPost | null;
  /** Without a post: `none` the platform never had posts, `taken` every one of them was used. Null with a post. */
  empty: 'none' | 'taken' | null;
}

const platformName = v.pipe(
  v.string('Platform is required'),
  v.trim(),
  v.nonEmpty('Platform is required'),
  v.maxLength(100, 'Platform is too long'),
);

/** `language`: the phone's language as the generator names it; its posts come first, then any. */
export const claimBodySchema = v.object({
  platform: platformName,
  language: v.optional(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
});
export type ClaimBody = v.InferOutput<typeof claimBodySchema>;

/**
 * What the customer did with the post: copied its text, opened the platform, or shared its photos and text through
 * the phone's share sheet. Each marks it redirected (used); the post keeps the first.
 */
export const REDIRECT_ACTIONS = ['copy', 'open', 'share'] as const;
export type RedirectAction = (typeof REDIRECT_ACTIONS)[number];

export const redirectBodySchema = v.object({
  platform: platformName,
  action: v.picklist(REDIRECT_ACTIONS, 'Action must be copy, open or share'),
  /** The page's language (the funnel counts the use under it). */
  language: v.optional(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
});
export type RedirectBody = v.InferOutput<typeof redirectBodySchema>;

// ------------------------------------------------------------------------------- the customer's one tap

/** Whose voice a post speaks in (contents keep it): only customer-voice posts are handed out on the QR page. */
export const CONTENT_VOICES = ['customer', 'business'] as const;
export type ContentVoice = (typeof CONTENT_VOICES)[number];

/**
 * A photo of a handed-out post, as the page shows and shares it (all signed URLs of files without metadata):
 * `thumbUrl` the 320 px version (`srcset="{thumbUrl} {thumbWidth}w"`, what the post opens with), `viewUrl` the
 * 1280 px version for the viewer, `shareUrl` a JPEG of at most 2,560 px (about 1 MB) to share or save, named
 * `shareName` (e.g. `photo-1.jpg`). `width` and `height`: the share JPEG's size. Photos stored before versions
 * existed (and not yet backfilled) have the original at every URL; their sizes are then null.
 */
export interface PublicPostPhoto {
  thumbUrl: string;
  thumbWidth: number;
  viewUrl: string;
  shareUrl: string;
  shareName: string;
  width: number | null;
  height: number | null;
}

/** The Google review builder's chips, in the customer's language: what they had, and what stood out. */
export interface ReviewChips {
  products: string[];
  highlights: string[];
}

/** At most this many chips in all (at least REVIEW_CHIPS_MIN when the post gives that many). */
export const REVIEW_CHIPS_MAX = 8;
export const REVIEW_CHIPS_MIN = 4;

/**
 * What the claim answers beyond `ClaimResult` (the same object: these fields are always there).
 * - `post.photos`: the post's photos (PublicPostPhoto); none on Google Review (a review's photos are the
 *   reviewer's own).
 * - `post.language`: the post's language (null: unknown).
 * - `post.voice`: always 'customer' (business-voice posts are never handed out).
 * - `post.posted`: the link this phone gave as proof of post, when it gave one.
 * - `reviewChips`: on Google Review with a post, the builder's chips; null otherwise.
 * - `languageSwitch`: when the phone held a post in another language than the one asked: `switched` it got one in
 *   the new language (the old hold is released), `unavailable` there is none free in it, so it keeps its post;
 *   null when nothing was switched.
 * - `platform.openUrl`: for a Facebook entry that is a Page URL, the Page's reviews tab
 *   (`https://www.facebook.com/{page}/reviews`), computed by the server.
 */
export interface ClaimExtras {
  reviewChips: ReviewChips | null;
  languageSwitch: 'switched' | 'unavailable' | null;
}

export interface PublicPostExtras {
  photos: PublicPostPhoto[];
  language: Language | null;
  voice: 'customer';
  posted: { url: string; at: string } | null;
}

// ---------------------------------------------------------------------------------------- proof of post

/** The longest link accepted as proof of post. */
export const POSTED_URL_MAX = 500;

/**
 * The hosts (and their subdomains, e.g. www., m.) a proof-of-post link may be on, per SPEC platform. Google Maps
 * links: `maps.app.goo.gl`, `goo.gl/maps/…`, `google.com/maps…` (any google.* country domain is not accepted:
 * only google.com and maps.google.com). A platform not listed (a custom one) takes no proof of post.
 */
export const POSTED_HOSTS: Readonly<Record<Platform, readonly string[]>> = {
  Instagram: ['instagram.com'],
  Tiktok: ['tiktok.com', 'vt.tiktok.com', 'vm.tiktok.com'],
  Redbook: ['xiaohongshu.com', 'xhslink.com'],
  Facebook: ['facebook.com', 'm.facebook.com', 'fb.me'],
  'Google Review': ['maps.app.goo.gl', 'goo.gl', 'google.com', 'maps.google.com'],
};

/** The SPEC platform of a platform name (any case), or null for a custom one. */
function specPlatformOf(name: string): Platform | null {
  const key = platformKey(name);
  return (Object.keys(POSTED_HOSTS) as Platform[]).find((platform) => platformKey(platform) === key) ?? null;
}

/** Whether the platform (by name, any case) takes a proof-of-post link: the five SPEC platforms do. */
export function takesPostedLink(platform: string): boolean {
  return specPlatformOf(platform) !== null;
}

const onHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/**
 * Why a proof-of-post link is refused for the platform, or null when it is accepted (the server checks the same):
 * `posted_link_invalid` not an https URL (or over POSTED_URL_MAX, or with user:password), `posted_link_wrong_platform`
 * an https URL on another host (or a custom platform).
 */
export function postedLinkProblem(
  platform: string,
  url: string,
): 'posted_link_invalid' | 'posted_link_wrong_platform' | null {
  const text = url.trim();
  if (text === '' || text.length > POSTED_URL_MAX) return 'posted_link_invalid';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'posted_link_invalid';
  }
  if (parsed.protocol !== 'https:' || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') {
    return 'posted_link_invalid';
  }
  const spec = specPlatformOf(platform);
  if (!spec) return 'posted_link_wrong_platform';
  const hostname = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const path = parsed.pathname.toLowerCase();
  if (spec === 'Google Review') {
    const maps =
      onHost(hostname, 'maps.app.goo.gl') ||
      onHost(hostname, 'maps.google.com') ||
      (hostname === 'goo.gl' && path.startsWith('/maps')) ||
      ((hostname === 'google.com' || hostname === 'www.google.com') && path.startsWith('/maps'));
    return maps ? null : 'posted_link_wrong_platform';
  }
  return POSTED_HOSTS[spec].some((host) => onHost(hostname, host)) ? null : 'posted_link_wrong_platform';
}

const postedUrlField = v.pipe(
  v.string('Link is required'),
  v.trim(),
  v.nonEmpty('Link is required'),
  // longer links are refused by postedLinkProblem (posted_link_invalid); this only bounds the body
  v.maxLength(4 * POSTED_URL_MAX, `Link must be at most ${4 * POSTED_URL_MAX} characters`),
);

/** `POST /api/public/q/{uuid}/posted`: the link to the customer's post of the post this phone holds there. */
export const postedBodySchema = v.object({
  platform: platformName,
  url: postedUrlField,
  language: v.optional(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
});
export type PostedBody = v.InferOutput<typeof postedBodySchema>;

/**
 * The answer of `POST …/posted`: `stored` the first link of this phone for the post, `replaced` it replaced the one
 * it gave before (a customer may correct a link), `unchanged` the same link again (nothing changed). Errors: 400
 * `posted_link_invalid` / `posted_link_wrong_platform` (nothing stored; the latter with `{platform}`), 409
 * `no_post_held` (the phone holds no post of the platform), 429 `posted_rate_limited` (the link took as many proofs in ten minutes as its use limit).
 */
export interface PostedResult {
  status: 'stored' | 'replaced' | 'unchanged';
  url: string;
  at: string;
}
