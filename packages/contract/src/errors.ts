/**
 * Every error the API answers, by a stable code: `{ message, code, params? }`. `message` is the English text of
 * the code with its params filled in (these texts are the product's, character for character); a client shows its
 * own translation of a known code (filling in `params`) and the server's `message` for any other.
 *
 * A `{name}` in a text is a param. `field` params are field labels of FIELD_LABELS (a client translates them too).
 * The request schemas' messages (this package's valibot schemas) are texts of this table as well:
 * `matchErrorText` finds the code and params of any such message, for the server's answers and for forms.
 */

export const API_ERRORS = {
  // ---------------------------------------------------------------------------------------- sign-in and access
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  admins_only: 'Administrators only',
  tenants_only: 'Tenants only',
  tenant_password_admin_only: 'Only an administrator can change a tenant password',
  agency_campaign_admin_only: 'Only an administrator can change an agency campaign',
  invalid_username_or_password: 'Invalid username or password',
  invalid_email_or_password: 'Invalid email or password',
  login_too_many_failures: 'Too many failed login attempts. Try again later.',
  login_too_many_at_once: 'Too many sign-in attempts right now. Please try again in a moment.',

  // ---------------------------------------------------------------------------------------- records
  not_found: 'Not found',
  admin_not_found: 'Admin not found',
  tenant_not_found: 'Tenant not found',
  user_not_found: 'User not found',
  link_not_found: 'Link not found',
  links_none_to_export: 'There are no QR codes to export yet. Generate some first.',
  print_kit_busy: 'Print kits are being prepared. Please try again in a moment.',
  campaign_not_found: 'Campaign not found',
  content_not_found: 'Content not found',
  asset_not_found: 'Asset not found',
  assets_not_found: 'Assets not found',
  entry_not_found: 'Entry not found',
  platform_not_found: 'Platform not found',
  file_not_found: 'File not found',
  field_file_not_found: '{field} file not found',
  campaign_other_tenant: 'Campaign belongs to another tenant',
  username_taken: 'Username already exists',
  tenant_email_taken: 'A tenant with this email already exists',
  last_admin: 'At least one administrator must stay active',
  link_already_assigned: 'Link is already assigned',
  tenant_has_link: 'Tenant already has a link',
  record_exists: 'A record with this value already exists',
  record_reference_missing: 'A referenced record does not exist',
  invalid_value: 'Invalid value',
  value_too_long: 'Value too long',
  invalid_text_encoding: 'Invalid text encoding',

  // ---------------------------------------------------------------------------------------- the QR page
  qr_code_not_found: 'QR code not found',
  qr_code_vacant: 'This QR code is not active yet',
  content_not_pending: 'This post is no longer waiting for approval: it is {status}',
  content_awaits_decision:
    "This post is waiting for the owner's approval: its status changes only when the owner approves or rejects it",
  review_link_not_found: 'This review link is not valid',
  review_link_expired: 'This review link has expired',
  review_link_revoked: 'This review link has been withdrawn',
  no_post_held: 'No post was handed out to this phone for this platform',
  public_too_many_requests: 'Too many requests. Please try again in a few minutes.',
  posted_link_invalid: 'This is not a link to a post. Paste the https link from the app.',
  posted_link_wrong_platform: 'This link is not on {platform}. Paste the link to your post there.',
  posted_rate_limited: 'Too many links from this QR code just now. Please try again in a few minutes.',

  // ---------------------------------------------------------------------------------------- the generator
  generator_rate_limited: 'You have generated a lot in the last minute. Please wait a moment and try again.',
  generator_busy: 'The generator is busy. Please try again in a minute.',
  generator_unavailable: 'The generator is unavailable. Please try again.',

  // ---------------------------------------------------------------------------------------- live updates
  live_streams_too_many:
    'Too many live-update connections are open for this account (at most {max}). Close some tabs and try again.',

  // ---------------------------------------------------------------------------------------- files
  upload_not_multipart: 'Upload must be multipart/form-data with a file field',
  file_empty: 'File is empty',
  file_too_large: 'File is too large. Max allowed size is 5MB',
  invalid_file_type: 'Invalid file type.',
  image_too_large: 'Image is too large. Max allowed size is 40 megapixels',
  thumbnail_not_image: 'Thumbnail must be a JPEG or PNG image',
  storage_full:
    'Storage is full: each business may keep {quota} of files. Delete assets you no longer need and try again.',
  invalid_signature: 'Invalid signature',
  link_expired: 'This link has expired',
  invalid_object_key: 'Invalid object key',
  bucket_key_invalid: 'Bucket Key must be 1 to 63 characters of a-z, 0-9 and -',
  logo_not_public: 'Logo URL must point to a public internet address',
  logo_unreachable: 'Logo could not be downloaded from that URL',
  logo_url_credentials: 'Logo URL must not contain a user name or password',
  logo_too_large: 'Max file size is 5MB',
  logo_wrong_type: 'Invalid file type. Only JPEG and PNG allowed.',

  // ---------------------------------------------------------------------------------------- requests
  content_type_json: 'Content-Type must be application/json',
  body_invalid_json: 'Request body must be valid JSON',
  body_not_object: 'Request body must be a JSON object',
  body_not_array: 'Request body must be a JSON array',
  body_too_large: 'Request body is too large',
  request_timeout: 'The request took too long to arrive. Please try again.',
  invalid_input: 'Invalid input',
  field_invalid: 'Field {path} is invalid',

  // ---------------------------------------------------------------------------------------- fields (schemas)
  field_required: '{field} is required',
  field_not_text: '{field} must be text',
  field_too_long: '{field} must be at most {max} characters',
  field_too_short: '{field} must be at least {min} characters',
  field_email: '{field} must be a valid email address',
  field_not_list: '{field} must be a list',
  field_not_id_list: '{field} must be a list of ids',
  field_not_object_key: '{field} must be object keys',
  field_not_object_key_list: '{field} must be a list of object keys',
  field_too_many: '{field} must have at most {max} items',
  field_too_few: '{field} must have at least one item',
  field_each_too_long: '{field} must each be at most {max} characters',
  field_not_boolean: '{field} must be true or false',
  field_whole_number: '{field} must be a whole number from {min} to {max}',
  field_one_of: '{field} must be one of {values}',
  ids_empty: 'Ids must have at least one id',
  body_nothing_to_change: 'Nothing to change: send at least one field to update.',
  platform_too_long: 'Platform is too long',
  platform_unknown: 'Platform {platform} is neither a known platform nor a platform of the campaign',
  status_active_inactive: 'Status must be active or inactive',
  status_active_archived: 'Status must be active or archived',
  status_active_pending_archived: 'Status must be active, pending or archived',
  decision_approve_reject: 'Decision must be approve or reject',
  status_vacant_assigned: 'Status must be Vacant or Assigned',
  type_image_video_note: 'Type must be image, video or note',
  embed_all_none: 'Embed must be all or none',
  action_copy_open_share: 'Action must be copy, open or share',
  sort_invalid: 'Sort must be one of {columns}, followed by :asc or :desc',
  tone_invalid: 'Tone must be one of the listed styles, or your own of at most {max} characters',
  field_date: '{field} must be a date written YYYY-MM-DD',
  field_date_years: '{field} must be a date from {min} to {max}',
  date_range_reversed: 'The start date must be on or before the end date',
  date_range_too_long: 'Choose a range of at most {max} days',
  field_url: '{field} must be an http or https address',
  field_month: '{field} must be a month written YYYY-MM',

  // ---------------------------------------------------------------------------------------- the server
  storage_unavailable: 'File storage is unavailable. Please try again.',
  request_failed: 'Request failed',
  internal_error: 'Internal server error',
  not_ready: 'Not ready: {problem}',
  model_settings_from_env:
    "The language model is set by the server's environment (GENERATOR_BASE_URL, GENERATOR_API_KEY, GENERATOR_MODEL): change it there",
} as const satisfies Record<string, string>;

/** Messages of the forms' own checks (never sent by the server): translated like the API's. */
export const FORM_ERRORS = {
  custom_tone_required: 'Type your own tone, or pick one of the listed styles',
} as const satisfies Record<string, string>;

/** Every text with a code: the API's errors and the forms' own. */
export const ERROR_TEXTS = { ...API_ERRORS, ...FORM_ERRORS } as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ErrorTextCode = keyof typeof ERROR_TEXTS;

/** The labels a `field` param names (the fields of the request schemas and forms). */
export const FIELD_LABELS = [
  'Name',
  'Username',
  'Email',
  'Phone',
  'Password',
  'Industry Type',
  'Address',
  'Logo',
  'Tenant',
  'Link',
  'QR Link',
  'Count',
  'Campaign Name',
  'Description',
  'Keywords',
  'Title',
  'Content Text',
  'Image',
  'Is Redirected',
  'Campaign',
  'User',
  'Assets',
  'Contents',
  'Asset Type',
  'Platform',
  'Platform Name',
  'File',
  'Note Content',
  'Thumbnail',
  'Uploaded By',
  'Access Value',
  'Product Type',
  'Product Name',
  'Target Audience',
  'Benefits',
  'Promotion',
  'Location',
  'Additional Details',
  'Post Count',
  'Custom Tone',
  'Language',
  'Voice',
  'Save',
  'Id',
  'Ids',
  'Keys',
  'Bucket Key',
  'Limit',
  'Offset',
  'Search',
  'Type',
  'Label',
  'Comment',
  'Approval',
  'From',
  'To',
  'Base URL',
  'Model',
  'API Key',
  'Timeout',
  'Concurrency',
  'Month',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

/** The `{name}`s of a text. */
type ParamNames<TText extends string> = TText extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type ErrorParams = Record<string, string | number>;

/** The params a code's text needs: none, or one value per `{name}`. */
export type ParamsArg<TCode extends ErrorTextCode> = [ParamNames<(typeof ERROR_TEXTS)[TCode]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof ERROR_TEXTS)[TCode]>, string | number>];

/** The body of every error answer. */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  params?: ErrorParams;
}

const PARAM = /\{(\w+)\}/g;

function fill(text: string, params: ErrorParams | undefined): string {
  return text.replace(PARAM, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** The English text of a code with its params filled in. */
export function errorText<TCode extends ErrorTextCode>(code: TCode, ...params: ParamsArg<TCode>): string {
  return fill(ERROR_TEXTS[code], params[0]);
}

/** The answer body of a code: its English message, the code, and its params when it has some. */
export function apiErrorBody<TCode extends ApiErrorCode>(code: TCode, ...params: ParamsArg<TCode>): ApiErrorBody {
  const values = params[0] as ErrorParams | undefined;
  const message = fill(API_ERRORS[code], values);
  return values === undefined ? { message, code } : { message, code, params: values };
}

/** Whether a string is a code of the table. */
export function isErrorTextCode(code: unknown): code is ErrorTextCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_TEXTS, code);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  code: ErrorTextCode;
  names: string[];
  pattern: RegExp;
  literal: number;
}

let exact: Map<string, ErrorTextCode> | undefined;
let patterns: Pattern[] | undefined;

function compile(): { exact: Map<string, ErrorTextCode>; patterns: Pattern[] } {
  if (exact && patterns) return { exact, patterns };
  exact = new Map();
  patterns = [];
  for (const [code, text] of Object.entries(ERROR_TEXTS) as [ErrorTextCode, string][]) {
    const names = [...text.matchAll(PARAM)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(text, code);
      continue;
    }
    const source = text
      .split(PARAM)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ code, names, pattern: new RegExp(`^${source}$`, 's'), literal: text.replace(PARAM, '').length });
  }
  // the most specific text first: "Ids must have at least one id" before "{field} must have at least one item"
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

/**
 * The code and params of an English text of the table ("Name is required": `field_required`, `{ field: 'Name' }`),
 * or undefined for any other text. A `field` param must be one of FIELD_LABELS.
 */
export function matchErrorText(message: string): { code: ErrorTextCode; params?: Record<string, string> } | undefined {
  const compiled = compile();
  const known = compiled.exact.get(message);
  if (known !== undefined) return { code: known };
  for (const { code, names, pattern } of compiled.patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
    if ('field' in params && !(FIELD_LABELS as readonly string[]).includes(params.field)) continue;
    return { code, params };
  }
  return undefined;
}
