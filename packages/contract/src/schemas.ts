/**
 * Over 300 lines on purpose: every request schema of the API in one file, so server and forms read one list.
 *
 * Valibot schemas of every request body and query of SPEC section 7. The server validates with them and the
 * screens' forms reuse them (react-hook-form + @hookform/resolvers/valibot). Every message names its field.
 *
 * Text fields are trimmed. Update ("…UpdateBodySchema") schemas are derived from the create schemas: they accept
 * any subset of the fields, a field that is present is checked as on create, and a missing one gets no default.
 */
import * as v from 'valibot';
import {
  ADMIN_STATUSES,
  ASSET_TYPES,
  CONTENT_BODY_STATUSES,
  DEFAULT_CONTENT_TITLE,
  DEFAULT_KEYWORD,
  GENERATOR_COUNT_MIN,
  GENERATOR_DEFAULTS,
  LANGUAGES,
  LINK_COUNT_MAX,
  LINK_LABEL_MAX,
  LINK_COUNT_MIN,
  PLATFORMS,
} from './constants';
import { toneField, voiceField } from './generator';
import { CONTENT_VOICES } from './public';
import { splitKeywordsDroppingEmpties } from './keywords';
import {
  CONTENT_TEXT_MAX,
  ID_LIST_MAX,
  KEYWORDS_MAX,
  LONG,
  SHORT,
  booleanField,
  dayField,
  emailField,
  idList,
  keywordField,
  keywordsFit,
  newPasswordField,
  nullableText,
  optionalPasswordField,
  optionalText,
  requiredText,
} from './fields';

export const GENERATOR_COUNT_MAX = 10;
/** The most photos whose notes one generation reads. */
export const GENERATOR_ASSETS_MAX = 20;
export const BULK_CONTENT_MAX = 100;
export const BUCKET_KEY_PATTERN = /^[a-z0-9-]{1,63}$/;

// ---------------------------------------------------------------------------------------------- admins

const adminStatusField = v.picklist(ADMIN_STATUSES, 'Status must be active or inactive');

export const adminCreateBodySchema = v.object({
  name: requiredText('Name'),
  username: requiredText('Username'),
  email: emailField(),
  phone: requiredText('Phone', 50),
  password: newPasswordField(),
  status: v.optional(adminStatusField, 'active'),
});
export type AdminCreateBody = v.InferOutput<typeof adminCreateBodySchema>;

/** On edit a blank password means "unchanged" (SPEC section 5). */
export const adminUpdateBodySchema = v.object({
  ...v.partial(adminCreateBodySchema).entries,
  password: optionalPasswordField(),
});
export type AdminUpdateBody = v.InferOutput<typeof adminUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------- tenants

export const tenantCreateBodySchema = v.object({
  name: requiredText('Name'),
  industry_type: requiredText('Industry Type'),
  address: requiredText('Address', 500),
  email: emailField(),
  phone: requiredText('Phone', 50),
  logo: nullableText('Logo'),
  password: newPasswordField(),
});
export type TenantCreateBody = v.InferOutput<typeof tenantCreateBodySchema>;

/** The admin's tenant edit: any subset; a blank password means "unchanged". */
export const tenantUpdateBodySchema = v.object({
  ...v.partial(tenantCreateBodySchema).entries,
  password: optionalPasswordField(),
});
export type TenantUpdateBody = v.InferOutput<typeof tenantUpdateBodySchema>;

/** The tenant's own My Profile form: all five text fields required (SPEC section 5), no password. */
export const tenantProfileBodySchema = v.omit(tenantCreateBodySchema, ['password']);
export type TenantProfileBody = v.InferOutput<typeof tenantProfileBodySchema>;

// ---------------------------------------------------------------------------------------------- users

export const userBodySchema = v.object({
  tenantId: requiredText('Tenant', 100),
  name: requiredText('Name'),
  phone: requiredText('Phone', 50),
  email: emailField(),
});
export type UserBody = v.InferOutput<typeof userBodySchema>;

export const userUpdateBodySchema = v.partial(userBodySchema);
export type UserUpdateBody = v.InferOutput<typeof userUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------- links

const countMessage = `Count must be a whole number from ${LINK_COUNT_MIN} to ${LINK_COUNT_MAX}`;

export const linkGenerateBodySchema = v.object({
  count: v.pipe(
    v.optional(
      v.union(
        [
          v.number(countMessage),
          v.pipe(v.string(countMessage), v.trim(), v.regex(/^\d{1,4}$/, countMessage), v.transform(Number)),
        ],
        countMessage,
      ),
      -1,
    ),
    v.integer(countMessage),
    v.minValue(LINK_COUNT_MIN, countMessage),
    v.maxValue(LINK_COUNT_MAX, countMessage),
  ),
});
export type LinkGenerateBody = v.InferOutput<typeof linkGenerateBodySchema>;

export const linkAssignBodySchema = v.object({
  uuid: requiredText('Link', 100),
  tenantId: requiredText('Tenant', 100),
});
export type LinkAssignBody = v.InferOutput<typeof linkAssignBodySchema>;

/** A link's label ("Table 5", "Counter"): optional, at most LINK_LABEL_MAX characters, trimmed. */
const linkLabel = optionalText('Label', LINK_LABEL_MAX);

/** `PATCH /api/link/{uuid}`: a new label ('' takes it away). */
export const linkLabelBodySchema = v.object({ label: linkLabel });
export type LinkLabelBody = v.InferOutput<typeof linkLabelBodySchema>;

/** `POST /api/link/add`: one more link for a tenant that holds one already (a table, a counter), with its label. */
export const linkAddBodySchema = v.object({
  tenantId: requiredText('Tenant', 100),
  label: linkLabel,
});
export type LinkAddBody = v.InferOutput<typeof linkAddBodySchema>;

/**
 * `GET /api/stats/funnel` and `GET /api/stats/funnel.csv`: the days (in STATS_TIME_ZONE, both included; the last 30
 * days when not given) and, for an administrator, one tenant (all when not given; a tenant sees only its own).
 */
export const funnelQuerySchema = v.object({
  from: dayField('From'),
  to: dayField('To'),
  tenantId: v.optional(
    v.pipe(v.string('Tenant must be text'), v.trim(), v.maxLength(100, 'Tenant must be at most 100 characters')),
  ),
});
export type FunnelQuery = v.InferOutput<typeof funnelQuerySchema>;

// ---------------------------------------------------------------------------------------------- campaigns

export const campaignBodySchema = v.object({
  name: requiredText('Campaign Name'),
  description: requiredText('Description', LONG),
  keyword: keywordField('Keywords'),
});
export type CampaignBody = v.InferOutput<typeof campaignBodySchema>;
export type CampaignBodyInput = v.InferInput<typeof campaignBodySchema>;

/**
 * POST /campaign: an administrator may name the tenant the campaign is for (none: the agency's); a tenant's own
 * campaign is always its own, so the server ignores the field for a tenant.
 */
export const campaignCreateBodySchema = v.object({
  ...campaignBodySchema.entries,
  tenantId: v.optional(v.nullable(requiredText('Tenant', 100)), null),
});
export type CampaignCreateBody = v.InferOutput<typeof campaignCreateBodySchema>;

export const campaignUpdateBodySchema = v.partial(campaignBodySchema);
export type CampaignUpdateBody = v.InferOutput<typeof campaignUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------- contents

const contentStatusField = v.picklist(CONTENT_BODY_STATUSES, 'Status must be active or archived');

/**
 * A post's platform: a SPEC platform or an entry type of its campaign (the server checks which, and answers 400
 * naming any other).
 */
const contentPlatformField = v.optional(
  v.nullable(
    v.pipe(
      v.string('Platform must be text'),
      v.trim(),
      v.transform((value) => value.replace(/\s+/g, ' ')),
      v.maxLength(100, 'Platform is too long'),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
);
/** A post's language: the generator's values. */
const contentLanguageField = v.optional(
  v.nullable(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
);
/** Whose voice a post speaks in; a body without it makes a customer-voice post (and an edit keeps it). */
const contentVoiceField = v.optional(v.picklist(CONTENT_VOICES, `Voice must be one of ${CONTENT_VOICES.join(', ')}`));

export const contentBodySchema = v.object({
  title: requiredText('Title'),
  text: requiredText('Content Text', CONTENT_TEXT_MAX),
  img: nullableText('Image'),
  status: v.optional(contentStatusField, 'active'),
  isRedirected: v.optional(booleanField('Is Redirected'), false),
  keyword: keywordField('Keywords'),
  campaignId: nullableText('Campaign', 100),
  assetIds: v.optional(idList('Assets'), []),
  platform: contentPlatformField,
  language: contentLanguageField,
  voice: contentVoiceField,
});
export type ContentBody = v.InferOutput<typeof contentBodySchema>;
/** A content body as the forms send it: the server fills in the defaults (status, isRedirected, no assets). */
export type ContentBodyInput = v.InferInput<typeof contentBodySchema>;

/** On edit a missing status, isRedirected or assetIds stays as it is (no create defaults). */
export const contentUpdateBodySchema = v.partial(contentBodySchema);
export type ContentUpdateBody = v.InferOutput<typeof contentUpdateBodySchema>;

/**
 * One item of POST /content/bulk (saving generated posts): status defaults to active, isRedirected to false,
 * a missing or empty keyword list to ["general"], a missing or blank title to "Untitled".
 */
export const contentBulkItemSchema = v.object({
  campaignId: requiredText('Campaign', 100),
  userId: v.optional(v.string('User must be text')),
  title: v.optional(
    v.pipe(
      v.string('Title must be text'),
      v.trim(),
      v.maxLength(SHORT, `Title must be at most ${SHORT} characters`),
      v.transform((value) => (value === '' ? DEFAULT_CONTENT_TITLE : value)),
    ),
    DEFAULT_CONTENT_TITLE,
  ),
  text: requiredText('Content Text', CONTENT_TEXT_MAX),
  status: v.optional(contentStatusField, 'active'),
  isRedirected: v.optional(booleanField('Is Redirected'), false),
  keyword: v.optional(
    v.pipe(
      v.nullable(v.array(v.string('Keywords must be text'), 'Keywords must be a list'), () => []),
      v.transform((list) => list.map((item) => item.trim())),
      v.transform((list) => (list.some((item) => item !== '') ? list : [DEFAULT_KEYWORD])),
      v.maxLength(KEYWORDS_MAX, `Keywords must have at most ${KEYWORDS_MAX} items`),
      keywordsFit('Keywords'),
    ),
    () => [DEFAULT_KEYWORD],
  ),
  assetIds: v.optional(idList('Assets'), []),
  platform: contentPlatformField,
  language: contentLanguageField,
  voice: contentVoiceField,
});
export type ContentBulkItem = v.InferOutput<typeof contentBulkItemSchema>;

export const contentBulkBodySchema = v.pipe(
  v.array(contentBulkItemSchema, 'Contents must be a list'),
  v.minLength(1, 'Contents must have at least one item'),
  v.maxLength(BULK_CONTENT_MAX, `Contents must have at most ${BULK_CONTENT_MAX} items`),
);
export type ContentBulkBody = v.InferOutput<typeof contentBulkBodySchema>;

// ---------------------------------------------------------------------------------------------- assets

const assetTypeField = v.pipe(
  v.optional(v.string('Asset Type is required'), ''),
  v.picklist(ASSET_TYPES, 'Asset Type is required'),
);

interface AssetRuleFields {
  type: (typeof ASSET_TYPES)[number];
  filePath?: string | null | undefined;
  noteContent?: string | null | undefined;
}

/** SPEC section 5: a note needs non-blank noteContent; an image or a video needs a file. Null when valid. */
export function assetRuleProblem(
  asset: AssetRuleFields,
): { field: 'noteContent' | 'filePath'; message: string } | null {
  if (asset.type === 'note') {
    return asset.noteContent && asset.noteContent.trim() !== ''
      ? null
      : { field: 'noteContent', message: 'Note Content is required' };
  }
  return asset.filePath && asset.filePath.trim() !== '' ? null : { field: 'filePath', message: 'File is required' };
}

const assetFields = v.object({
  type: assetTypeField,
  entryId: requiredText('Platform', 100),
  filePath: nullableText('File'),
  noteContent: nullableText('Note Content', CONTENT_TEXT_MAX),
  thumbnailPath: nullableText('Thumbnail'),
  uploadedBy: v.optional(v.string('Uploaded By must be text')),
});

export const assetBodySchema = v.pipe(
  assetFields,
  v.forward(
    v.check((asset) => assetRuleProblem(asset)?.field !== 'noteContent', 'Note Content is required'),
    ['noteContent'],
  ),
  v.forward(
    v.check((asset) => assetRuleProblem(asset)?.field !== 'filePath', 'File is required'),
    ['filePath'],
  ),
);
export type AssetBody = v.InferOutput<typeof assetBodySchema>;

/** On edit the file is not required again; the server checks the merged record with assetRuleProblem. */
export const assetUpdateBodySchema = v.partial(assetFields);
export type AssetUpdateBody = v.InferOutput<typeof assetUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------- entries

export const entryBodySchema = v.object({
  type: requiredText('Platform'),
  accessValue: requiredText('Access Value', 2048),
  tenantId: requiredText('Tenant', 100),
  campaignId: requiredText('Campaign', 100),
});
export type EntryBody = v.InferOutput<typeof entryBodySchema>;

export const entryUpdateBodySchema = v.partial(entryBodySchema);
export type EntryUpdateBody = v.InferOutput<typeof entryUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------- generator

const generatorCountMessage = `Post Count must be a whole number from ${GENERATOR_COUNT_MIN} to ${GENERATOR_COUNT_MAX}`;

export const generatorRequestSchema = v.object({
  platform: v.optional(
    v.picklist(PLATFORMS, `Platform must be one of ${PLATFORMS.join(', ')}`),
    GENERATOR_DEFAULTS.platform,
  ),
  language: v.optional(
    v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`),
    GENERATOR_DEFAULTS.language,
  ),
  productType: optionalText('Product Type'),
  productName: optionalText('Product Name'),
  targetAudience: optionalText('Target Audience', 1000),
  benefits: optionalText('Benefits', 2000),
  promotion: optionalText('Promotion', 1000),
  location: optionalText('Location', 500),
  tone: toneField,
  /** Facebook only: a customer's post for the business's Page, or the Page's own. */
  voice: voiceField,
  additionalDetails: optionalText('Additional Details', 2000),
  count: v.optional(
    v.pipe(
      v.number(generatorCountMessage),
      v.integer(generatorCountMessage),
      v.minValue(GENERATOR_COUNT_MIN, generatorCountMessage),
      v.maxValue(GENERATOR_COUNT_MAX, generatorCountMessage),
    ),
    GENERATOR_DEFAULTS.count,
  ),
  keywords: v.optional(
    v.pipe(
      v.union([v.array(v.string('Keywords must be text')), v.string()], 'Keywords must be a list'),
      v.transform((value) =>
        typeof value === 'string'
          ? splitKeywordsDroppingEmpties(value)
          : value.map((item) => item.trim()).filter((item) => item !== ''),
      ),
      v.maxLength(KEYWORDS_MAX, `Keywords must have at most ${KEYWORDS_MAX} items`),
      keywordsFit('Keywords'),
    ),
    () => [],
  ),
  campaignId: nullableText('Campaign', 100),
  /** The picked photos (asset ids): their notes are context for the posts. */
  assetIds: v.optional(
    v.pipe(
      v.array(requiredText('Id', 100), 'Ids must be a list of ids'),
      v.maxLength(GENERATOR_ASSETS_MAX, `Ids must have at most ${GENERATOR_ASSETS_MAX} items`),
    ),
  ),
  userId: v.optional(v.nullable(v.string('User must be text'))),
  save: v.optional(booleanField('Save'), false),
});
export type GeneratorRequest = v.InferOutput<typeof generatorRequestSchema>;
export type GeneratorRequestInput = v.InferInput<typeof generatorRequestSchema>;

/**
 * The generator form's last settings for one campaign and platform (the request's form fields: no campaign, user,
 * assets or save), remembered by the server after a generation that wrote a post.
 */
export const generatorSettingsSchema = v.omit(generatorRequestSchema, ['campaignId', 'userId', 'assetIds', 'save']);
export type GeneratorSettings = v.InferOutput<typeof generatorSettingsSchema>;

/** GET /api/redbook/settings?campaignId=…&platform=…: whose settings. */
export const generatorSettingsQuerySchema = v.object({
  campaignId: requiredText('Campaign', 100),
  platform: v.picklist(PLATFORMS, `Platform must be one of ${PLATFORMS.join(', ')}`),
});

/** GET /api/redbook/settings: the last settings, or null before the first generation for that platform. */
export interface GeneratorSettingsResponse {
  settings: GeneratorSettings | null;
}

// ---------------------------------------------------------------------------------------------- misc

/** DELETE …/many: a JSON array of ids. */
export const idListBodySchema = v.pipe(
  v.array(requiredText('Id', 100), 'Ids must be a list of ids'),
  v.minLength(1, 'Ids must have at least one id'),
  v.maxLength(ID_LIST_MAX, `Ids must have at most ${ID_LIST_MAX} items`),
);
export type IdListBody = v.InferOutput<typeof idListBodySchema>;

/** ?bucketKey= of POST /files/public/upload/raw. */
export const uploadQuerySchema = v.object({
  bucketKey: v.pipe(
    v.string('Bucket Key is required'),
    v.regex(BUCKET_KEY_PATTERN, 'Bucket Key must be 1 to 63 characters of a-z, 0-9 and -'),
  ),
});
export type UploadQuery = v.InferOutput<typeof uploadQuerySchema>;
