/** Business constants of SPEC section 9, shared by the screens, the app and the server. */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const ASSET_MIME_TYPES = ['image/jpeg', 'image/png', 'video/mp4'] as const;
export type AssetMimeType = (typeof ASSET_MIME_TYPES)[number];

export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const NOTE_PREVIEW_LENGTH = 50;

export const LINK_COUNT_MIN = 1;
export const LINK_COUNT_MAX = 100;
/** A link's label ("Table 5", "Counter") is at most this many characters. */
export const LINK_LABEL_MAX = 40;

export const PLATFORMS = ['Tiktok', 'Google Review', 'Facebook', 'Redbook', 'Instagram'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const LANGUAGES = ['English', 'Mandarin', 'Malay'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The ten Chinese style options of the generator's tone select. */
export const TONES = [
  '亲切自然',
  '活泼俏皮',
  '专业权威',
  '温馨治愈',
  '幽默风趣',
  '简约高级',
  '种草安利',
  '真实测评',
  '文艺清新',
  '热情激昂',
] as const;
export type Tone = (typeof TONES)[number];

export const GENERATOR_DEFAULTS = {
  platform: 'Redbook',
  language: 'Mandarin',
  count: 3,
  tone: TONES[0],
} as const satisfies { platform: Platform; language: Language; count: number; tone: Tone };
export const GENERATOR_COUNT_MIN = 1;

/** `pending`: written by the agency, waiting for the owner's approval; only active posts reach customers. */
export const CONTENT_STATUSES = ['active', 'pending', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The statuses a content body may set: a post becomes pending, or leaves it, only through approval. */
export const CONTENT_BODY_STATUSES = ['active', 'archived'] as const;

/** A review link's life (an administrator sends it to a tenant's owner; review/links.ts). */
export const REVIEW_LINK_DAYS = 7;
export const APPROVAL_COMMENT_MAX = 1000;

export const ASSET_TYPES = ['image', 'video', 'note'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ADMIN_STATUSES = ['active', 'inactive'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const LINK_STATUS_VACANT = 'Vacant';
export const LINK_STATUS_ASSIGNED = 'Assigned';

/** What a content gets without a keyword or a title (SPEC section 9). */
export const DEFAULT_KEYWORD = 'general';
export const DEFAULT_CONTENT_TITLE = 'Untitled';

/** The one bucket key the app uploads to. */
export const UPLOAD_BUCKET_KEY = 'campaign-media';

/** Session cookie lifetimes in days (SPEC section 4). */
export const SESSION_DAYS = 1;
export const REMEMBERED_SESSION_DAYS = 7;

/** UI durations in milliseconds (SPEC section 9). */
export const LOADING_OVERLAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;
