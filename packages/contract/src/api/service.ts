/** The generator, the dashboards, the QR page's public calls, the review page, files, live updates and health. */
import * as v from 'valibot';
import { decisionBodySchema } from '../approval';
import { fileUrlsBodySchema } from '../media';
import { claimBodySchema, postedBodySchema, redirectBodySchema } from '../public';
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
  publicViewAnswer,
  reviewPageAnswer,
  statusAnswer,
  tenantStatsAnswer,
  uploadAnswer,
} from './answers';
import { call, csv } from './define';

const both = ['admin', 'tenant'] as const;

export const redbook = {
  generate: call({
    method: 'POST',
    path: '/api/redbook/generate',
    summary: 'Write posts for a platform',
    roles: both,
    body: generatorRequestSchema,
    answer: generateAnswer,
    errors: [403, 404, 429],
    stale: ['content'],
  }),
  settings: call({
    method: 'GET',
    path: '/api/redbook/settings',
    summary: "A campaign's last generator form for a platform",
    roles: both,
    query: generatorSettingsQuerySchema,
    answer: generatorSettingsAnswer,
    errors: [404],
  }),
};

export const stats = {
  overview: call({
    method: 'GET',
    path: '/api/stats/overview',
    summary: "The agency's dashboard",
    roles: ['admin'],
    answer: adminStatsAnswer,
    errors: [403],
  }),
  mine: call({
    method: 'GET',
    path: '/api/stats/mine',
    summary: "A tenant's own figures",
    roles: ['tenant'],
    answer: tenantStatsAnswer,
    errors: [403],
  }),
  funnel: call({
    method: 'GET',
    path: '/api/stats/funnel',
    summary: 'Scans, platforms chosen and posts used over a range of days',
    roles: both,
    query: funnelQuerySchema,
    answer: funnelAnswer,
    errors: [403, 404],
  }),
  funnelCsv: call({
    method: 'GET',
    path: '/api/stats/funnel.csv',
    summary: 'The funnel as a spreadsheet',
    roles: both,
    query: funnelQuerySchema,
    answer: csv('One row per day, link, platform and language'),
    errors: [403, 404],
  }),
};

export const publicQr = {
  view: call({
    method: 'GET',
    path: '/api/public/q/{uuid}',
    summary: "A QR link's page: the business and its platforms",
    roles: ['public'],
    answer: publicViewAnswer,
    errors: [404, 429],
  }),
  claim: call({
    method: 'POST',
    path: '/api/public/q/{uuid}/claim',
    summary: 'Hand this phone a post for a platform',
    roles: ['public'],
    body: claimBodySchema,
    answer: claimAnswer,
    errors: [404, 429],
    stale: ['content', 'stats'],
  }),
  redirect: call({
    method: 'POST',
    path: '/api/public/q/{uuid}/redirect',
    summary: 'The customer copied the post or opened the platform',
    roles: ['public'],
    body: redirectBodySchema,
    answer: null,
    status: 204,
    errors: [404, 409, 429],
    stale: ['content', 'stats'],
  }),
  posted: call({
    method: 'POST',
    path: '/api/public/q/{uuid}/posted',
    summary: "The link to the customer's post of the post this phone holds (proof of post)",
    roles: ['public'],
    body: postedBodySchema,
    answer: postedAnswer,
    errors: [404, 409, 429],
    stale: ['content', 'stats'],
  }),
};

export const publicReview = {
  page: call({
    method: 'GET',
    path: '/api/public/review/{token}',
    summary: "A review link's pending posts",
    roles: ['public'],
    answer: reviewPageAnswer,
    errors: [404, 410, 429],
  }),
  decide: call({
    method: 'POST',
    path: '/api/public/review/{token}/decide',
    summary: 'Approve or reject posts through a review link',
    roles: ['public'],
    body: decisionBodySchema,
    answer: decisionAnswer,
    errors: [404, 409, 410, 429],
    stale: ['content'],
  }),
};

export const files = {
  upload: call({
    method: 'POST',
    path: '/files/public/upload/raw',
    summary: 'Upload a file (multipart, field "file")',
    roles: both,
    query: uploadQuerySchema,
    upload: true,
    answer: uploadAnswer,
    status: 201,
    errors: [413, 415],
  }),
  urls: call({
    method: 'POST',
    path: '/files/_urls',
    summary: 'Signed URLs of many stored files',
    roles: both,
    body: fileUrlsBodySchema,
    answer: fileUrlsAnswer,
  }),
  signed: call({
    method: 'GET',
    path: '/files/_signed/{key}',
    summary: 'A stored file through its signed URL',
    roles: ['public'],
    query: v.object({ expires: v.string(), signature: v.string() }),
    answer: { media: 'text/plain', description: 'The file itself (its own type)' },
    errors: [403, 404],
  }),
  one: call({
    method: 'GET',
    path: '/files/{key}',
    summary: "A stored file's signed URL",
    roles: both,
    answer: v.looseObject({ url: v.string() }),
    errors: [404],
  }),
};

export const live = {
  events: call({
    method: 'GET',
    path: '/api/sse',
    summary: 'Live updates: the kind of each change (the token cookie counts too)',
    roles: both,
    answer: { media: 'text/event-stream', description: 'Server-sent events naming "campaign", "content" or "stats"' },
    errors: [429],
  }),
};

export const ops = {
  health: call({
    method: 'GET',
    path: '/api/health',
    summary: 'The process runs',
    roles: ['public'],
    answer: statusAnswer,
  }),
  ready: call({
    method: 'GET',
    path: '/api/ready',
    summary: 'The database and the file storage answer',
    roles: ['public'],
    answer: statusAnswer,
    errors: [503],
  }),
  openapi: call({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This description (OpenAPI 3.1)',
    roles: ['public'],
    answer: v.looseObject({ openapi: v.string() }),
  }),
  docs: call({
    method: 'GET',
    path: '/api/docs',
    summary: 'The API reference page',
    roles: ['public'],
    answer: { media: 'text/html', description: 'A page reading /api/openapi.json' },
  }),
};
