export {
  ADMIN_STATUSES,
  ASSET_MIME_TYPES,
  ASSET_TYPES,
  CONTENT_STATUSES,
  DEFAULT_PAGE_SIZE,
  GENERATOR_COUNT_MIN,
  GENERATOR_DEFAULTS,
  LANGUAGES,
  LINK_COUNT_MAX,
  LINK_COUNT_MIN,
  LINK_STATUS_ASSIGNED,
  LINK_STATUS_VACANT,
  LOADING_OVERLAY_MS,
  LOGO_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  NOTE_PREVIEW_LENGTH,
  PAGE_SIZES,
  PLATFORMS,
  REMEMBERED_SESSION_DAYS,
  SESSION_DAYS,
  TOAST_DURATION_MS,
  TONES,
  UPLOAD_BUCKET_KEY,
} from './constants';
export type { AdminStatus, AssetMimeType, AssetType, ContentStatus, Language, LogoMimeType, Platform, Tone } from './constants';
export { joinKeywords, splitKeywords, splitKeywordsDroppingEmpties } from './keywords';
export { formatDate } from './dates';
