export {
  ADMIN_STATUSES,
  ASSET_MIME_TYPES,
  ASSET_TYPES,
  APPROVAL_COMMENT_MAX,
  CONTENT_BODY_STATUSES,
  CONTENT_STATUSES,
  REVIEW_LINK_DAYS,
  DEFAULT_CONTENT_TITLE,
  DEFAULT_KEYWORD,
  DEFAULT_PAGE_SIZE,
  GENERATOR_COUNT_MIN,
  GENERATOR_DEFAULTS,
  LANGUAGES,
  LINK_COUNT_MAX,
  LINK_LABEL_MAX,
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
export type {
  AdminStatus,
  AssetMimeType,
  AssetType,
  ContentStatus,
  Language,
  LogoMimeType,
  Platform,
  Tone,
} from './constants';
export { joinKeywords, shownKeywordText, splitKeywords, splitKeywordsDroppingEmpties } from './keywords';
export { formatDate } from './dates';
export { EMPTY_MARK } from './feedback';
export type {
  Admin,
  AdminLoginResponse,
  Asset,
  Campaign,
  CampaignDetail,
  Content,
  ContentWithAssets,
  DeleteResponse,
  Entry,
  FileUrlResponse,
  GeneratedPost,
  GeneratorFallback,
  GeneratorLeftOutField,
  GeneratorRefusal,
  GeneratorWriter,
  Link,
  LoginResponse,
  LogoStatus,
  Role,
  Tenant,
  TenantLink,
  TenantLoginResponse,
  TenantRef,
  UploadResponse,
  User,
} from './entities';
export { GENERATOR_LEFT_OUT_FIELDS, GENERATOR_REFUSALS, isLogoUrl } from './entities';
export {
  BUCKET_KEY_PATTERN,
  BULK_CONTENT_MAX,
  GENERATOR_ASSETS_MAX,
  GENERATOR_COUNT_MAX,
  adminCreateBodySchema,
  adminUpdateBodySchema,
  assetBodySchema,
  assetRuleProblem,
  assetUpdateBodySchema,
  campaignBodySchema,
  campaignCreateBodySchema,
  campaignUpdateBodySchema,
  contentBodySchema,
  contentBulkBodySchema,
  contentBulkItemSchema,
  contentUpdateBodySchema,
  entryBodySchema,
  entryUpdateBodySchema,
  generatorRequestSchema,
  generatorSettingsQuerySchema,
  generatorSettingsSchema,
  idListBodySchema,
  linkAssignBodySchema,
  linkAddBodySchema,
  linkLabelBodySchema,
  funnelQuerySchema,
  linkGenerateBodySchema,
  tenantCreateBodySchema,
  tenantProfileBodySchema,
  tenantUpdateBodySchema,
  uploadQuerySchema,
  userBodySchema,
  userUpdateBodySchema,
} from './schemas';
export type {
  AdminCreateBody,
  AdminUpdateBody,
  AssetBody,
  AssetUpdateBody,
  CampaignBody,
  CampaignCreateBody,
  CampaignBodyInput,
  CampaignUpdateBody,
  ContentBody,
  ContentBodyInput,
  ContentBulkBody,
  ContentBulkItem,
  ContentUpdateBody,
  EntryBody,
  EntryUpdateBody,
  GeneratorRequest,
  GeneratorRequestInput,
  GeneratorSettings,
  GeneratorSettingsResponse,
  IdListBody,
  LinkAssignBody,
  LinkAddBody,
  LinkLabelBody,
  FunnelQuery,
  LinkGenerateBody,
  TenantCreateBody,
  TenantProfileBody,
  TenantUpdateBody,
  UploadQuery,
  UserBody,
  UserUpdateBody,
} from './schemas';
export {
  adminCreateFormSchema,
  adminUpdateFormSchema,
  tenantCreateFormSchema,
  tenantUpdateFormSchema,
} from './forms/admin';
export type { AdminFormValues, TenantFormOutput, TenantFormValues } from './forms/admin';
export { assetFormSchema, assetFormToBody, buildGeneratorRequest, generatorFormSchema } from './forms/media';
export type { AssetFormOutput, AssetFormValues, GeneratorFormOutput, GeneratorFormValues } from './forms/media';
export { CUSTOM_TONE_CHOICE, generatorPanelFormSchema } from './forms/generator';
export type { GeneratorPanelFormValues } from './forms/generator';
export { campaignFormSchema, contentFormSchema } from './forms/lists';
export { CUSTOM_PLATFORM_CHOICE, platformFormSchema } from './forms/platform';
export type { PlatformFormOutput, PlatformFormValues } from './forms/platform';
export type { CampaignFormOutput, CampaignFormValues, ContentFormOutput, ContentFormValues } from './forms/lists';
export { ID_LIST_MAX, KEYWORD_LENGTH_MAX, PASSWORD_MAX, PASSWORD_MIN } from './fields';
export { adminLoginBodySchema, adminLoginFormSchema, tenantLoginBodySchema, tenantLoginFormSchema } from './auth';
export type { AdminLoginBody, LoginFormOutput, LoginFormValues, TenantLoginBody } from './auth';
export { LIVE_EVENTS, RECORD_KINDS, STALE_LISTS, liveEventOf } from './live';
export type { LiveEvent, RecordKind } from './live';
export {
  API_ERRORS,
  ERROR_TEXTS,
  FIELD_LABELS,
  FORM_ERRORS,
  apiErrorBody,
  errorText,
  isErrorTextCode,
  matchErrorText,
} from './errors';
export type { ApiErrorBody, ApiErrorCode, ErrorParams, ErrorTextCode, FieldLabel, ParamsArg } from './errors';
export {
  LIST_LIMIT_MAX,
  LIST_OFFSET_MAX,
  LIST_SEARCH_MAX,
  LIST_SEARCH_TERMS_MAX,
  LIST_SORTS,
  SORT_DIRECTIONS,
  campaignDetailQuerySchema,
  isPageQuery,
  listQuerySchemas,
  listQueryString,
  pageOf,
  searchTerms,
} from './lists';
export type { ListName, ListPage, ListQueryInput, ListQueryOf, ListSort, ListSortColumn, SortDirection } from './lists';
export {
  PLATFORM_ICONS,
  REDIRECT_ACTIONS,
  claimBodySchema,
  platformIcon,
  platformKey,
  redirectBodySchema,
} from './public';
export type {
  ClaimBody,
  ClaimResult,
  PlatformIcon,
  PublicLinkView,
  PublicPicture,
  PublicPlatform,
  PublicPost,
  RedirectAction,
  RedirectBody,
} from './public';
export {
  CUSTOM_TONE_MAX,
  PLATFORM_LIMITS,
  countCharacters,
  countWords,
  cutToCharacters,
  cutToWords,
  exceedsCharacters,
  hashtagsOf,
  isListedTone,
  measurePost,
  toneField,
  GENERATOR_VOICES,
  voiceField,
} from './generator';
export type { GeneratorVoice } from './generator';
export type { PlatformLimits, PostMeasure } from './generator';
export { FUNNEL_DEFAULT_DAYS, FUNNEL_MAX_DAYS, LINK_QUIET_DAYS, RUNNING_LOW_POSTS, STATS_TIME_ZONE } from './stats';
export type {
  AdminDashboardStats,
  CountPair,
  DailyCount,
  FunnelCounts,
  FunnelLink,
  FunnelStats,
  QuietLink,
  PlatformSupply,
  RunningLow,
  TenantProfileStats,
  UnusualActivity,
} from './stats';
export {
  MAX_FILE_URLS,
  fileUrlsBodySchema,
  MEDIA_VERSIONS,
  isImageKey,
  isMediaVersionKey,
  mediaOriginalCandidates,
  mediaVersionKey,
  mediaVersionKeys,
} from './media';
export type { FileUrlsBody, FileUrlsResponse, MediaVersionName } from './media';
export {
  CONTENT_EVENT_ACTIONS,
  DECISIONS,
  NOT_PENDING_CODE,
  approvalSettingBodySchema,
  contentExportQuerySchema,
  decisionBodySchema,
  reviewLinkBodySchema,
} from './approval';
export type {
  ContentEvent,
  ContentEventAction,
  ContentExportQuery,
  Decision,
  DecisionBody,
  DecisionBodyInput,
  DecisionResponse,
  ReviewLink,
  ReviewPage,
  ReviewPost,
} from './approval';
export { api, answers, type CallDef, type CallRole, type Method, type RawAnswer } from './api';
