/**
 * The translations of the server's error codes (`{message, code, params}` answers, contract's errors.ts): a known
 * code shows its text in the user's language with the answer's params (a `field` param, a field label, translated
 * too); an unknown one falls back to the server's English message. The English of each is the contract's text,
 * character for character (errorMessages.test.ts). The forms' own messages (the same texts, under a field before
 * any request) go through `translateErrorText`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchErrorText, type ErrorTextCode, type FieldLabel } from '@app/contract';

/** A translated text per error code the server sends (and per message of the forms' own checks). */
export const ERROR_MESSAGES: Record<ErrorTextCode, MessageDescriptor> = {
  unauthorized: msg({ message: 'Unauthorized' }),
  forbidden: msg({ message: 'Forbidden' }),
  admins_only: msg({ message: 'Administrators only' }),
  tenants_only: msg({ message: 'Tenants only' }),
  tenant_password_admin_only: msg({ message: 'Only an administrator can change a tenant password' }),
  agency_campaign_admin_only: msg({ message: 'Only an administrator can change an agency campaign' }),
  invalid_username_or_password: msg({ message: 'Invalid username or password' }),
  invalid_email_or_password: msg({ message: 'Invalid email or password' }),
  login_too_many_failures: msg({ message: 'Too many failed login attempts. Try again later.' }),
  login_too_many_at_once: msg({ message: 'Too many sign-in attempts right now. Please try again in a moment.' }),
  not_found: msg({ message: 'Not found' }),
  admin_not_found: msg({ message: 'Admin not found' }),
  tenant_not_found: msg({ message: 'Tenant not found' }),
  user_not_found: msg({ message: 'User not found' }),
  link_not_found: msg({ message: 'Link not found' }),
  links_none_to_export: msg({ message: 'There are no QR codes to export yet. Generate some first.' }),
  print_kit_busy: msg({ message: 'Print kits are being prepared. Please try again in a moment.' }),
  campaign_not_found: msg({ message: 'Campaign not found' }),
  content_not_found: msg({ message: 'Content not found' }),
  asset_not_found: msg({ message: 'Asset not found' }),
  assets_not_found: msg({ message: 'Assets not found' }),
  entry_not_found: msg({ message: 'Entry not found' }),
  platform_not_found: msg({ message: 'Platform not found' }),
  file_not_found: msg({ message: 'File not found' }),
  field_file_not_found: msg({ message: '{field} file not found' }),
  campaign_other_tenant: msg({ message: 'Campaign belongs to another tenant' }),
  username_taken: msg({ message: 'Username already exists' }),
  tenant_email_taken: msg({ message: 'A tenant with this email already exists' }),
  last_admin: msg({ message: 'At least one administrator must stay active' }),
  link_already_assigned: msg({ message: 'Link is already assigned' }),
  tenant_has_link: msg({ message: 'Tenant already has a link' }),
  record_exists: msg({ message: 'A record with this value already exists' }),
  record_reference_missing: msg({ message: 'A referenced record does not exist' }),
  invalid_value: msg({ message: 'Invalid value' }),
  value_too_long: msg({ message: 'Value too long' }),
  invalid_text_encoding: msg({ message: 'Invalid text encoding' }),
  qr_code_not_found: msg({ message: 'QR code not found' }),
  qr_code_vacant: msg({ message: 'This QR code is not active yet' }),
  content_not_pending: msg({ message: 'This post is no longer waiting for approval: it is {status}' }),
  content_awaits_decision: msg({
    message:
      "This post is waiting for the owner's approval: its status changes only when the owner approves or rejects it",
  }),
  review_link_not_found: msg({ message: 'This review link is not valid' }),
  review_link_expired: msg({ message: 'This review link has expired' }),
  review_link_revoked: msg({ message: 'This review link has been withdrawn' }),
  no_post_held: msg({ message: 'No post was handed out to this phone for this platform' }),
  public_too_many_requests: msg({ message: 'Too many requests. Please try again in a few minutes.' }),
  posted_link_invalid: msg({ message: 'This is not a link to a post. Paste the https link from the app.' }),
  posted_link_wrong_platform: msg({ message: 'This link is not on {platform}. Paste the link to your post there.' }),
  posted_rate_limited: msg({
    message: 'Too many links from this QR code just now. Please try again in a few minutes.',
  }),
  generator_rate_limited: msg({
    message: 'You have generated a lot in the last minute. Please wait a moment and try again.',
  }),
  generator_busy: msg({ message: 'The generator is busy. Please try again in a minute.' }),
  generator_unavailable: msg({ message: 'The generator is unavailable. Please try again.' }),
  live_streams_too_many: msg({
    message:
      'Too many live-update connections are open for this account (at most {max}). Close some tabs and try again.',
  }),
  upload_not_multipart: msg({ message: 'Upload must be multipart/form-data with a file field' }),
  file_empty: msg({ message: 'File is empty' }),
  file_too_large: msg({ message: 'File is too large. Max allowed size is 5MB' }),
  invalid_file_type: msg({ message: 'Invalid file type.' }),
  image_too_large: msg({ message: 'Image is too large. Max allowed size is 40 megapixels' }),
  thumbnail_not_image: msg({ message: 'Thumbnail must be a JPEG or PNG image' }),
  storage_full: msg({
    message:
      'Storage is full: each business may keep {quota} of files. Delete assets you no longer need and try again.',
  }),
  invalid_signature: msg({ message: 'Invalid signature' }),
  link_expired: msg({ message: 'This link has expired' }),
  invalid_object_key: msg({ message: 'Invalid object key' }),
  bucket_key_invalid: msg({ message: 'Bucket Key must be 1 to 63 characters of a-z, 0-9 and -' }),
  logo_not_public: msg({ message: 'Logo URL must point to a public internet address' }),
  logo_unreachable: msg({ message: 'Logo could not be downloaded from that URL' }),
  logo_url_credentials: msg({ message: 'Logo URL must not contain a user name or password' }),
  logo_too_large: msg({ message: 'Max file size is 5MB' }),
  logo_wrong_type: msg({ message: 'Invalid file type. Only JPEG and PNG allowed.' }),
  content_type_json: msg({ message: 'Content-Type must be application/json' }),
  body_invalid_json: msg({ message: 'Request body must be valid JSON' }),
  body_not_object: msg({ message: 'Request body must be a JSON object' }),
  body_not_array: msg({ message: 'Request body must be a JSON array' }),
  body_too_large: msg({ message: 'Request body is too large' }),
  request_timeout: msg({ message: 'The request took too long to arrive. Please try again.' }),
  invalid_input: msg({ message: 'Invalid input' }),
  field_invalid: msg({ message: 'Field {path} is invalid' }),
  field_required: msg({ message: '{field} is required' }),
  field_not_text: msg({ message: '{field} must be text' }),
  field_too_long: msg({ message: '{field} must be at most {max} characters' }),
  field_too_short: msg({ message: '{field} must be at least {min} characters' }),
  field_email: msg({ message: '{field} must be a valid email address' }),
  field_not_list: msg({ message: '{field} must be a list' }),
  field_not_id_list: msg({ message: '{field} must be a list of ids' }),
  field_not_object_key: msg({ message: '{field} must be object keys' }),
  field_not_object_key_list: msg({ message: '{field} must be a list of object keys' }),
  field_too_many: msg({ message: '{field} must have at most {max} items' }),
  field_too_few: msg({ message: '{field} must have at least one item' }),
  field_each_too_long: msg({ message: '{field} must each be at most {max} characters' }),
  field_not_boolean: msg({ message: '{field} must be true or false' }),
  field_whole_number: msg({ message: '{field} must be a whole number from {min} to {max}' }),
  field_one_of: msg({ message: '{field} must be one of {values}' }),
  body_nothing_to_change: msg({ message: 'Nothing to change: send at least one field to update.' }),
  ids_empty: msg({ message: 'Ids must have at least one id' }),
  platform_too_long: msg({ message: 'Platform is too long' }),
  platform_unknown: msg({ message: 'Platform {platform} is neither a known platform nor a platform of the campaign' }),
  status_active_inactive: msg({ message: 'Status must be active or inactive' }),
  status_active_archived: msg({ message: 'Status must be active or archived' }),
  status_active_pending_archived: msg({ message: 'Status must be active, pending or archived' }),
  decision_approve_reject: msg({ message: 'Decision must be approve or reject' }),
  status_vacant_assigned: msg({ message: 'Status must be Vacant or Assigned' }),
  type_image_video_note: msg({ message: 'Type must be image, video or note' }),
  embed_all_none: msg({ message: 'Embed must be all or none' }),
  action_copy_open_share: msg({ message: 'Action must be copy, open or share' }),
  sort_invalid: msg({ message: 'Sort must be one of {columns}, followed by :asc or :desc' }),
  tone_invalid: msg({ message: 'Tone must be one of the listed styles, or your own of at most {max} characters' }),
  field_date: msg({ message: '{field} must be a date written YYYY-MM-DD' }),
  field_date_years: msg({ message: '{field} must be a date from {min} to {max}' }),
  date_range_reversed: msg({ message: 'The start date must be on or before the end date' }),
  date_range_too_long: msg({ message: 'Choose a range of at most {max} days' }),
  storage_unavailable: msg({ message: 'File storage is unavailable. Please try again.' }),
  request_failed: msg({ message: 'Request failed' }),
  internal_error: msg({ message: 'Internal server error' }),
  not_ready: msg({ message: 'Not ready: {problem}' }),
  field_url: msg({ message: '{field} must be an http or https address' }),
  field_month: msg({ message: '{field} must be a month written YYYY-MM' }),
  model_settings_from_env: msg({
    message:
      "The language model is set by the server's environment (GENERATOR_BASE_URL, GENERATOR_API_KEY, GENERATOR_MODEL): change it there",
  }),
  custom_tone_required: msg({ message: 'Type your own tone, or pick one of the listed styles' }),
};

/** The field labels a `field` param names, translated. */
export const FIELD_LABEL_MESSAGES: Record<FieldLabel, MessageDescriptor> = {
  Name: msg({ message: 'Name', context: 'field' }),
  Username: msg({ message: 'Username', context: 'field' }),
  Email: msg({ message: 'Email', context: 'field' }),
  Phone: msg({ message: 'Phone', context: 'field' }),
  Password: msg({ message: 'Password', context: 'field' }),
  'Industry Type': msg({ message: 'Industry Type', context: 'field' }),
  Address: msg({ message: 'Address', context: 'field' }),
  Logo: msg({ message: 'Logo', context: 'field' }),
  Tenant: msg({ message: 'Tenant', context: 'field' }),
  Link: msg({ message: 'Link', context: 'field' }),
  Label: msg({ message: 'Label', context: 'field' }),
  From: msg({ message: 'From', context: 'field' }),
  To: msg({ message: 'To', context: 'field' }),
  'QR Link': msg({ message: 'QR Link', context: 'field' }),
  Count: msg({ message: 'Count', context: 'field' }),
  'Campaign Name': msg({ message: 'Campaign Name', context: 'field' }),
  Description: msg({ message: 'Description', context: 'field' }),
  Keywords: msg({ message: 'Keywords', context: 'field' }),
  Title: msg({ message: 'Title', context: 'field' }),
  'Content Text': msg({ message: 'Content Text', context: 'field' }),
  Image: msg({ message: 'Image', context: 'field' }),
  'Is Redirected': msg({ message: 'Is Redirected', context: 'field' }),
  Campaign: msg({ message: 'Campaign', context: 'field' }),
  User: msg({ message: 'User', context: 'field' }),
  Assets: msg({ message: 'Assets', context: 'field' }),
  Contents: msg({ message: 'Contents', context: 'field' }),
  'Asset Type': msg({ message: 'Asset Type', context: 'field' }),
  Platform: msg({ message: 'Platform', context: 'field' }),
  'Platform Name': msg({ message: 'Platform Name', context: 'field' }),
  File: msg({ message: 'File', context: 'field' }),
  'Note Content': msg({ message: 'Note Content', context: 'field' }),
  Thumbnail: msg({ message: 'Thumbnail', context: 'field' }),
  'Uploaded By': msg({ message: 'Uploaded By', context: 'field' }),
  'Access Value': msg({ message: 'Access Value', context: 'field' }),
  'Product Type': msg({ message: 'Product Type', context: 'field' }),
  'Product Name': msg({ message: 'Product Name', context: 'field' }),
  'Target Audience': msg({ message: 'Target Audience', context: 'field' }),
  Benefits: msg({ message: 'Benefits', context: 'field' }),
  Promotion: msg({ message: 'Promotion', context: 'field' }),
  Location: msg({ message: 'Location', context: 'field' }),
  'Additional Details': msg({ message: 'Additional Details', context: 'field' }),
  'Post Count': msg({ message: 'Post Count', context: 'field' }),
  'Custom Tone': msg({ message: 'Custom Tone', context: 'field' }),
  Voice: msg({ message: 'Voice', context: 'field' }),
  Language: msg({ message: 'Language', context: 'field' }),
  Save: msg({ message: 'Save', context: 'field' }),
  Id: msg({ message: 'Id', context: 'field' }),
  Ids: msg({ message: 'Ids', context: 'field' }),
  Keys: msg({ message: 'Keys', context: 'field' }),
  'Bucket Key': msg({ message: 'Bucket Key', context: 'field' }),
  Limit: msg({ message: 'Limit', context: 'field' }),
  Offset: msg({ message: 'Offset', context: 'field' }),
  Search: msg({ message: 'Search', context: 'field' }),
  Type: msg({ message: 'Type', context: 'field' }),
  Comment: msg({ message: 'Comment', context: 'field' }),
  Approval: msg({ message: 'Approval', context: 'field' }),
  'Base URL': msg({ message: 'Base URL', context: 'field' }),
  Model: msg({ message: 'Model', context: 'field' }),
  'API Key': msg({ message: 'API Key', context: 'field' }),
  Timeout: msg({ message: 'Timeout', context: 'field' }),
  Concurrency: msg({ message: 'Concurrency', context: 'field' }),
  Month: msg({ message: 'Month', context: 'field' }),
};

function translateParams(i18n: I18n, params: Record<string, unknown>): Record<string, unknown> {
  const field = params.field;
  if (typeof field !== 'string' || !Object.hasOwn(FIELD_LABEL_MESSAGES, field)) return params;
  return { ...params, field: i18n._(FIELD_LABEL_MESSAGES[field as FieldLabel]) };
}

/** The translated text of an error's `code` (with its `params`), or undefined when the code is not known. */
export function errorMessage(i18n: I18n, error: object): string | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === undefined || !Object.hasOwn(ERROR_MESSAGES, code)) return undefined;
  const descriptor = ERROR_MESSAGES[code as ErrorTextCode];
  const params = 'params' in error && typeof error.params === 'object' && error.params !== null ? error.params : {};
  // a named descriptor: Lingui's extractor reads an object literal given to `i18n._` as a message of its own
  const withParams: MessageDescriptor = {
    ...descriptor,
    values: translateParams(i18n, params as Record<string, unknown>),
  };
  return i18n._(withParams);
}

/**
 * An English text of the error table (a form's validation message such as "Name is required") in the user's
 * language; any other text as it is.
 */
export function translateErrorText(i18n: I18n, message: string): string {
  const known = matchErrorText(message);
  return known === undefined ? message : (errorMessage(i18n, known) ?? message);
}
