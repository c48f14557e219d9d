/**
 * The customer side of a QR code (`/q/{uuid}`, DESIGN.md section 3): what its public API answers. Only what the
 * page shows: the business's name and logo, its platforms and their links, and the one post handed out.
 */
import * as v from 'valibot';
import { LANGUAGES, type Platform } from './constants';

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

export interface PublicPost {
  title: string;
  text: string;
  keywords: string[];
  pictures: PublicPicture[];
}

/**
 * `POST /api/public/q/{uuid}/claim`: the platform's link, and the post handed to this customer (null: none, and
 * `empty` says why).
 */
export interface ClaimResult {
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

/** What the customer did with the post: copied its text or opened the platform. Either marks it redirected. */
export const REDIRECT_ACTIONS = ['copy', 'open'] as const;
export type RedirectAction = (typeof REDIRECT_ACTIONS)[number];

export const redirectBodySchema = v.object({
  platform: platformName,
  action: v.picklist(REDIRECT_ACTIONS, 'Action must be copy or open'),
  /** The page's language (the funnel counts the use under it). */
  language: v.optional(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
});
export type RedirectBody = v.InferOutput<typeof redirectBodySchema>;
