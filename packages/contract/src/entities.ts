/**
 * Entities of SPEC section 3 exactly as the API returns them (JSON: dates are ISO strings).
 * Passwords and password hashes are never part of a response.
 */
import type { AdminStatus, AssetType, ContentStatus, Language } from './constants';
import type { ContentVoice } from './public';

export type Role = 'admin' | 'tenant';

export interface Admin {
  id: string;
  name: string;
  username: string;
  email: string;
  phone: string;
  status: AdminStatus;
  createdAt: string;
}

/** A QR-code link as embedded in a tenant (`links`, the first is the assigned one). */
export interface TenantLink {
  uuid: string;
  name: string;
  /** Where it stands ("Table 5", "Counter"); '' when not given. */
  label: string;
  status: string;
  full_url: string;
}

export interface Tenant {
  id: string;
  name: string;
  industry_type: string;
  address: string;
  email: string;
  phone: string;
  /** A stored file key (`bucket/uuid.ext`), a full URL, or null. */
  logo: string | null;
  /**
   * A logo kept as a full URL is downloaded by the server in the background: 'pending' while it tries, 'failed' once
   * it gave up (the owner uploads it instead); null for a stored logo or none. Pages never load the URL itself.
   */
  logoStatus?: LogoStatus | null;
  qrcode_url: string | null;
  createdAt: string;
  links: TenantLink[];
}

export type LogoStatus = 'pending' | 'failed';

/** A logo given as a full http(s) URL (SPEC section 3), not a stored file's key. */
export const isLogoUrl = (logo: string): boolean => /^https?:\/\//i.test(logo);

export interface TenantRef {
  id: string;
  name: string;
}

export interface User {
  id: string;
  tenantId: string;
  name: string;
  phone: string;
  email: string;
  createdAt: string;
  tenant: TenantRef;
}

export interface Link {
  uuid: string;
  name: string;
  /** Where it stands ("Table 5", "Counter"), besides its generated name; '' when not given. */
  label: string;
  /** "Vacant" or "Assigned". */
  status: string;
  full_url: string;
  tenant: TenantRef | null;
  createdAt: string;
}

export interface Campaign {
  id: string;
  name: string;
  description: string;
  keyword: string[];
  createdAt: string;
  /** The owning tenant; null for an agency (administrator-created) campaign. */
  tenantId: string | null;
}

export interface Asset {
  id: string;
  type: AssetType;
  filePath: string | null;
  noteContent: string | null;
  thumbnailPath: string | null;
  uploadedAt: string;
  uploadedBy: string;
  entryId: string;
  entry: { id: string };
  /** The owning tenant (beyond SPEC: the administrator's Tenant column); a tenant only ever sees its own id. */
  tenantId: string;
}

export interface Content {
  id: string;
  title: string;
  text: string;
  img: string | null;
  status: ContentStatus;
  isRedirected: boolean;
  keyword: string[];
  createdAt: string;
  campaignId: string | null;
  userId: string;
  assetIds: string[];
  /**
   * The platform it is handed out on (a SPEC platform or an entry type of its campaign); null: the platform of its
   * assets' entries.
   */
  platform: string | null;
  /** The language it is written in (the generator's values); null: unknown. */
  language: Language | null;
  /** The owning tenant, null for an agency content (beyond SPEC: the administrator's Tenant column). */
  tenantId: string | null;
  /** Whose voice it speaks in: 'customer' (handed out on the QR page) or 'business' (for the business's own page). */
  voice: ContentVoice;
  /** The latest link a customer gave as proof of posting it (https, on its platform), and when; null: none. */
  posted: { url: string; at: string } | null;
}

/** A content as returned inside a campaign's detail: its assets resolved. */
export interface ContentWithAssets extends Content {
  assets: Asset[];
}

/** GET /api/campaign/one/{id}: the campaign with the assets and contents the viewer may see. */
export interface CampaignDetail extends Campaign {
  assets: Asset[];
  contents: ContentWithAssets[];
}

export interface Entry {
  id: string;
  /** The platform name. */
  type: string;
  accessValue: string;
  createdAt: string;
  tenantId: string;
  campaignId: string;
  tenant: { id: string };
  campaign: { id: string };
}

/**
 * Why a generated post was refused: not in the language asked for, facts not in the brief, a claim of being genuine
 * or unsponsored, about something else than the business (an instruction planted in the form), emoji or star spam in
 * a review, too close to another post, out of the batch's time, or the generator failed; markdown lists, tables or
 * blockquotes (`format`), contact details (`contact`), or a model's answer with no post in it (`no-post`: its own
 * refusal, or chatter).
 */
export const GENERATOR_REFUSALS = [
  'language',
  'facts',
  'claims',
  'off-topic',
  'spam',
  'duplicate',
  'time',
  'unavailable',
  'format',
  'contact',
  'no-post',
] as const;
export type GeneratorRefusal = (typeof GENERATOR_REFUSALS)[number];

/** The form's fields the built-in writer leaves out when they are not written in the post's language. */
export const GENERATOR_LEFT_OUT_FIELDS = [
  'targetAudience',
  'benefits',
  'additionalDetails',
  'promotion',
  'photoNotes',
] as const;
export type GeneratorLeftOutField = (typeof GENERATOR_LEFT_OUT_FIELDS)[number];

export interface GeneratedPost {
  title: string;
  content: string;
  keywords: string[];
  error?: string;
  /** Why a post was refused (the interface says it in the user's language). */
  refusal?: GeneratorRefusal;
  /** The fields the post could not use, as they are not written in its language (`photoNotes`: the photos' notes). */
  leftOut?: GeneratorLeftOutField[];
  /** What the user should know about the post, in English (a field it left out, and why). */
  notes?: string[];
  /** Who wrote the post: the language model, or the built-in writer (with no model, or in its place). */
  writer?: GeneratorWriter;
  /** Why the built-in writer wrote a post the model was asked for: the model did not answer, or its answer was refused. */
  fallback?: GeneratorFallback;
}

export type GeneratorWriter = 'model' | 'builtin';
export type GeneratorFallback = 'unavailable' | 'refused';

export type AdminLoginResponse = Admin & { token: string; role: 'admin' };
export type TenantLoginResponse = Tenant & { token: string; role: 'tenant' };
export type LoginResponse = AdminLoginResponse | TenantLoginResponse;

/** POST /files/public/upload/raw */
export interface UploadResponse {
  key: string;
}

/** GET /files/{objectKey} */
export interface FileUrlResponse {
  url: string;
}

/** Every DELETE answers how many records it removed. */
export interface DeleteResponse {
  deleted: number;
}

/** Every error response. */
