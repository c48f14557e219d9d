/**
 * What the API answers, as schemas: the API description (`GET /api/openapi.json`) is generated from them, and the
 * server's tests parse real answers with them. Objects are loose (a field added to an answer is not a breaking
 * change); the fields listed are the ones every answer of that kind carries.
 */
import * as v from 'valibot';
import { CONTENT_EVENT_ACTIONS } from '../approval';
import { ADMIN_STATUSES, ASSET_TYPES, CONTENT_STATUSES, LANGUAGES } from '../constants';
import { GENERATOR_LEFT_OUT_FIELDS, GENERATOR_REFUSALS } from '../entities';
import { CONTENT_VOICES, PLATFORM_ICONS } from '../public';
import { generatorSettingsSchema } from '../schemas';

const id = v.string();
const time = v.pipe(v.string(), v.isoTimestamp());
const nullable = <T extends v.GenericSchema>(schema: T) => v.nullable(schema);
const ref = v.looseObject({ id, name: v.string() });

export const errorAnswer = v.looseObject({
  message: v.string(),
  code: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.string())),
});

export const adminAnswer = v.looseObject({
  id,
  name: v.string(),
  username: v.string(),
  email: v.string(),
  phone: v.string(),
  status: v.picklist(ADMIN_STATUSES),
  createdAt: time,
});

const tenantLink = v.looseObject({
  uuid: id,
  name: v.string(),
  label: v.string(),
  status: v.string(),
  full_url: v.string(),
});

export const tenantAnswer = v.looseObject({
  id,
  name: v.string(),
  industry_type: v.string(),
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  logo: nullable(v.string()),
  /** A logo given as a URL while the server downloads it (`pending`), or once it gave up (`failed`). */
  logoStatus: v.optional(nullable(v.picklist(['pending', 'failed']))),
  qrcode_url: nullable(v.string()),
  createdAt: time,
  links: v.array(tenantLink),
});

export const userAnswer = v.looseObject({
  id,
  tenantId: id,
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  createdAt: time,
  tenant: ref,
});

export const linkAnswer = v.looseObject({
  uuid: id,
  name: v.string(),
  label: v.string(),
  status: v.string(),
  full_url: v.string(),
  tenant: nullable(ref),
  createdAt: time,
});

export const campaignAnswer = v.looseObject({
  id,
  name: v.string(),
  description: v.string(),
  keyword: v.array(v.string()),
  createdAt: time,
  tenantId: nullable(id),
});

export const assetAnswer = v.looseObject({
  id,
  type: v.picklist(ASSET_TYPES),
  filePath: nullable(v.string()),
  noteContent: nullable(v.string()),
  thumbnailPath: nullable(v.string()),
  uploadedAt: time,
  uploadedBy: v.string(),
  entryId: id,
  entry: v.looseObject({ id }),
  tenantId: id,
});

export const contentAnswer = v.looseObject({
  id,
  title: v.string(),
  text: v.string(),
  img: nullable(v.string()),
  status: v.picklist(CONTENT_STATUSES),
  isRedirected: v.boolean(),
  keyword: v.array(v.string()),
  createdAt: time,
  campaignId: nullable(id),
  userId: v.string(),
  assetIds: v.array(id),
  platform: nullable(v.string()),
  language: nullable(v.picklist(LANGUAGES)),
  tenantId: nullable(id),
  voice: v.picklist(CONTENT_VOICES),
  posted: nullable(v.looseObject({ url: v.string(), at: time })),
});

/** With `embed=none` the campaign alone, else with the assets and contents the caller may see. */
export const campaignDetailAnswer = v.union([
  v.looseObject({
    ...campaignAnswer.entries,
    assets: v.array(assetAnswer),
    contents: v.array(v.looseObject({ ...contentAnswer.entries, assets: v.array(assetAnswer) })),
  }),
  campaignAnswer,
]);

export const entryAnswer = v.looseObject({
  id,
  type: v.string(),
  accessValue: v.string(),
  createdAt: time,
  tenantId: id,
  campaignId: id,
  tenant: v.looseObject({ id }),
  campaign: v.looseObject({ id }),
});

/** A list call answers the whole array, or `{ items, total }` when `limit` or `offset` is given. */
export const listOf = <T extends v.GenericSchema>(item: T) =>
  v.union([v.array(item), v.looseObject({ items: v.array(item), total: v.number() })]);

export const deleteAnswer = v.looseObject({ deleted: v.number() });
export const uploadAnswer = v.looseObject({ key: v.string() });
export const fileUrlsAnswer = v.looseObject({ urls: v.record(v.string(), v.string()) });
export const statusAnswer = v.looseObject({ status: v.string() });

export const loginAnswer = v.union([
  v.looseObject({ ...adminAnswer.entries, token: v.string(), role: v.literal('admin') }),
  v.looseObject({ ...tenantAnswer.entries, token: v.string(), role: v.literal('tenant') }),
]);

export const generatedPostAnswer = v.looseObject({
  title: v.string(),
  content: v.string(),
  keywords: v.array(v.string()),
  error: v.optional(v.string()),
  refusal: v.optional(v.picklist(GENERATOR_REFUSALS)),
  leftOut: v.optional(v.array(v.picklist(GENERATOR_LEFT_OUT_FIELDS))),
  notes: v.optional(v.array(v.string())),
  writer: v.optional(v.picklist(['model', 'builtin'])),
  fallback: v.optional(v.picklist(['unavailable', 'refused'])),
});
export const generateAnswer = v.array(generatedPostAnswer);

export const modelUsageAnswer = v.looseObject({
  month: v.string(),
  rows: v.array(
    v.looseObject({
      tenantId: v.string(),
      tenantName: v.string(),
      calls: v.number(),
      kept: v.number(),
      refused: v.record(v.string(), v.number()),
      tokensIn: v.number(),
      tokensOut: v.number(),
    }),
  ),
});
export const generatorSettingsAnswer = v.looseObject({ settings: nullable(generatorSettingsSchema) });

const countPair = v.looseObject({ scans: v.number(), redirects: v.number() });
const runningLow = { platform: v.string(), unused: v.number(), campaignId: id };
const unusualActivity = v.looseObject({ uuid: id, at: time });
export const adminStatsAnswer = v.looseObject({
  today: countPair,
  last7Days: countPair,
  last30Days: countPair,
  daily: v.array(v.looseObject({ ...countPair.entries, day: v.string() })),
  topBusinesses: v.array(v.looseObject({ ...countPair.entries, tenantId: id, name: v.string() })),
  runningLow: v.array(v.looseObject({ tenantId: id, name: v.string(), ...runningLow })),
  unusualActivity: v.array(unusualActivity),
  vacantLinks: v.number(),
});
export const tenantStatsAnswer = v.looseObject({
  thisWeek: countPair,
  unusedByPlatform: v.array(v.looseObject({ platform: v.string(), unused: v.number() })),
  supply: v.array(v.looseObject({ platform: v.string(), available: v.number(), held: v.number(), used: v.number() })),
  runningLow: v.array(v.looseObject(runningLow)),
  unusualActivity: v.array(unusualActivity),
});
const counted = {
  claims: v.number(),
  redirects: v.number(),
  shared: v.number(),
  posted: v.number(),
};
const funnelCounts = { scans: v.number(), ...counted };
const linkNames = { uuid: id, name: v.string(), label: v.string(), tenantId: id, tenantName: v.string() };
export const funnelAnswer = v.looseObject({
  from: v.string(),
  to: v.string(),
  tenantId: nullable(id),
  totals: v.looseObject(funnelCounts),
  daily: v.array(v.looseObject({ ...funnelCounts, day: v.string() })),
  links: v.array(v.looseObject({ ...linkNames, ...funnelCounts })),
  platforms: v.array(v.looseObject({ platform: v.string(), ...counted })),
  languages: v.array(v.looseObject({ language: v.string(), ...funnelCounts })),
  quiet: v.array(v.looseObject({ ...linkNames, lastScan: nullable(v.string()) })),
});

export const decisionAnswer = v.looseObject({
  decided: v.array(v.looseObject({ id, status: v.picklist(CONTENT_STATUSES) })),
});
export const contentHistoryAnswer = v.array(
  v.looseObject({
    action: v.picklist(CONTENT_EVENT_ACTIONS),
    by: v.looseObject({ role: v.picklist(['admin', 'tenant', 'review_link']), name: v.string() }),
    comment: nullable(v.string()),
    at: time,
  }),
);
export const reviewLinkAnswer = v.looseObject({
  id,
  tenantId: id,
  createdAt: time,
  expiresAt: time,
  revokedAt: nullable(time),
  url: v.optional(v.string()),
});
export const approvalSettingAnswer = v.looseObject({ approvalRequired: v.boolean() });
export const reviewLinksAnswer = v.looseObject({ approvalRequired: v.boolean(), links: v.array(reviewLinkAnswer) });
export const revokedAnswer = v.looseObject({ id, revokedAt: time });
export const reviewPageAnswer = v.looseObject({
  tenant: v.looseObject({ name: v.string() }),
  expiresAt: time,
  posts: v.array(
    v.looseObject({
      id,
      title: v.string(),
      text: v.string(),
      platform: nullable(v.string()),
      language: nullable(v.picklist(LANGUAGES)),
      createdAt: time,
    }),
  ),
});

const publicPlatform = v.looseObject({ name: v.string(), icon: v.picklist(PLATFORM_ICONS) });
export const publicViewAnswer = v.union([
  v.looseObject({
    status: v.literal('active'),
    business: v.looseObject({ name: v.string(), logoUrl: nullable(v.string()) }),
    platforms: v.array(publicPlatform),
  }),
  v.looseObject({ status: v.literal('vacant') }),
]);
const postPhoto = v.looseObject({
  thumbUrl: v.string(),
  thumbWidth: v.number(),
  viewUrl: v.string(),
  shareUrl: v.string(),
  shareName: v.string(),
  width: nullable(v.number()),
  height: nullable(v.number()),
});
/** The earlier shape of a post's photos: the display version and the original. */
const postPicture = v.looseObject({
  url: v.string(),
  fullUrl: v.string(),
  width: nullable(v.number()),
  height: nullable(v.number()),
});
export const claimAnswer = v.looseObject({
  platform: v.looseObject({
    ...publicPlatform.entries,
    openUrl: nullable(v.string()),
    accessValue: v.string(),
  }),
  post: nullable(
    v.looseObject({
      title: v.string(),
      text: v.string(),
      keywords: v.array(v.string()),
      pictures: v.array(postPicture),
      photos: v.array(postPhoto),
      language: nullable(v.picklist(LANGUAGES)),
      voice: v.literal('customer'),
      posted: nullable(v.looseObject({ url: v.string(), at: v.string() })),
    }),
  ),
  empty: nullable(v.picklist(['none', 'taken'])),
  reviewChips: nullable(v.looseObject({ products: v.array(v.string()), highlights: v.array(v.string()) })),
  languageSwitch: nullable(v.picklist(['switched', 'unavailable'])),
});
export const postedAnswer = v.looseObject({
  status: v.picklist(['stored', 'replaced', 'unchanged']),
  url: v.string(),
  at: v.string(),
});
