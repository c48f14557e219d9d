/** The generator, the dashboards, the QR page's public calls, the review page, files, live updates and health. */
import * as v from 'valibot';
import { decisionBodySchema } from '../approval';
import { fileUrlsBodySchema } from '../media';
import { claimBodySchema, postedBodySchema, redirectBodySchema } from '../public';
import { monthQuerySchema } from '../modelSettings';
import { funnelQuerySchema, generatorRequestSchema, generatorSettingsQuerySchema, uploadQuerySchema } from '../schemas';
import {
  adminStatsAnswer,
  claimAnswer,
  postedAnswer,
  decisionAnswer,
  fileUrlsAnswer,
  funnelAnswer,
  generateAnswer,
  generatorSettingsAnswer,
  modelUsageAnswer,
  publicViewAnswer,
  reviewPageAnswer,
  statusAnswer,
  tenantStatsAnswer,
  uploadAnswer,
} from './answers';
import { csv, described } from './define';
import * as routes from './routes';

export const redbook = described(routes.redbook, {
  generate: {
    summary: 'Write posts for a platform',
    body: generatorRequestSchema,
    answer: generateAnswer,
    errors: [403, 404, 429],
  },
  generateStream: {
    summary: 'Write posts for a platform, each sent as soon as it is written',
    body: generatorRequestSchema,
    answer: {
      media: 'application/x-ndjson',
      description:
        'One JSON object a line: {"type":"start","count":n}, then {"type":"post","index":i,"post":GeneratedPost} for each post as it is written (in any order), then {"type":"end","count":n}; {"type":"error","code","message","params"} instead of the end when saving fails',
    },
    errors: [403, 404, 429],
  },
  settings: {
    summary: "A campaign's last generator form for a platform",
    query: generatorSettingsQuerySchema,
    answer: generatorSettingsAnswer,
    errors: [404],
  },
});

export const stats = described(routes.stats, {
  overview: {
    summary: "The agency's dashboard",
    answer: adminStatsAnswer,
    errors: [403],
  },
  mine: {
    summary: "A tenant's own figures",
    answer: tenantStatsAnswer,
    errors: [403],
  },
  funnel: {
    summary: 'Scans, platforms chosen and posts used over a range of days',
    query: funnelQuerySchema,
    answer: funnelAnswer,
    errors: [403, 404],
  },
  funnelCsv: {
    summary: 'The funnel as a spreadsheet',
    query: funnelQuerySchema,
    answer: csv('One row per day, link, platform and language'),
    errors: [403, 404],
  },
  modelUsage: {
    summary: "The language model's use per tenant in a month (a tenant: its own)",
    query: monthQuerySchema,
    answer: modelUsageAnswer,
  },
  modelUsageCsv: {
    summary: "The language model's use in a month as a spreadsheet",
    query: monthQuerySchema,
    answer: csv('One row per tenant: model calls, posts kept, posts refused by reason, tokens in and out'),
  },
});

export const publicQr = described(routes.publicQr, {
  view: {
    summary: "A QR link's page: the business and its platforms",
    answer: publicViewAnswer,
    errors: [404, 429],
  },
  claim: {
    summary: 'Hand this phone a post for a platform',
    body: claimBodySchema,
    answer: claimAnswer,
    errors: [404, 429],
  },
  redirect: {
    summary: 'The customer copied the post or opened the platform',
    body: redirectBodySchema,
    answer: null,
    status: 204,
    errors: [404, 409, 429],
  },
  posted: {
    summary: "The link to the customer's post of the post this phone holds (proof of post)",
    body: postedBodySchema,
    answer: postedAnswer,
    errors: [404, 409, 429],
  },
});

export const publicReview = described(routes.publicReview, {
  page: {
    summary: "A review link's pending posts",
    answer: reviewPageAnswer,
    errors: [404, 410, 429],
  },
  decide: {
    summary: 'Approve or reject posts through a review link',
    body: decisionBodySchema,
    answer: decisionAnswer,
    errors: [404, 409, 410, 429],
  },
});

export const files = described(routes.files, {
  upload: {
    summary: 'Upload a file (multipart, field "file")',
    query: uploadQuerySchema,
    upload: true,
    answer: uploadAnswer,
    status: 201,
    errors: [413, 415],
  },
  urls: {
    summary: 'Signed URLs of many stored files',
    body: fileUrlsBodySchema,
    answer: fileUrlsAnswer,
  },
  signed: {
    summary: 'A stored file through its signed URL',
    query: v.object({ expires: v.string(), signature: v.string() }),
    answer: { media: 'text/plain', description: 'The file itself (its own type)' },
    errors: [403, 404],
  },
  one: {
    summary: "A stored file's signed URL",
    answer: v.looseObject({ url: v.string() }),
    errors: [404],
  },
});

export const live = described(routes.live, {
  events: {
    summary: 'Live updates: the kind of each change (the token cookie counts too)',
    answer: { media: 'text/event-stream', description: 'Server-sent events naming "campaign", "content" or "stats"' },
    errors: [429],
  },
});

export const ops = described(routes.ops, {
  health: {
    summary: 'The process runs',
    answer: statusAnswer,
  },
  ready: {
    summary: 'The database and the file storage answer',
    answer: statusAnswer,
    errors: [503],
  },
  openapi: {
    summary: 'This description (OpenAPI 3.1)',
    answer: v.looseObject({ openapi: v.string() }),
  },
  docs: {
    summary: 'The API reference page',
    answer: { media: 'text/html', description: 'A page reading /api/openapi.json' },
  },
});
