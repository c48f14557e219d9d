/** QR-code links, their print kits, and the owner's review links (approval). */
import * as v from 'valibot';
import { approvalSettingBodySchema, reviewLinkBodySchema } from '../approval';
import { listQuerySchemas } from '../lists';
import { linkAddBodySchema, linkAssignBodySchema, linkGenerateBodySchema, linkLabelBodySchema } from '../schemas';
import {
  approvalSettingAnswer,
  deleteAnswer,
  linkAnswer,
  listOf,
  reviewLinkAnswer,
  reviewLinksAnswer,
  revokedAnswer,
} from './answers';
import { call } from './define';

const printQuery = v.object({ format: v.optional(v.picklist(['card', 'poster', 'both'])) });
const pdf = { media: 'application/pdf', description: 'An A6 card and an A5 poster per link' } as const;
const both = ['admin', 'tenant'] as const;

export const link = {
  list: call({
    method: 'GET',
    path: '/api/link',
    summary: 'List QR-code links',
    roles: ['admin'],
    query: listQuerySchemas.link,
    answer: listOf(linkAnswer),
    errors: [403],
  }),
  generate: call({
    method: 'POST',
    path: '/api/link/generate',
    summary: 'Generate vacant links',
    roles: ['admin'],
    body: linkGenerateBodySchema,
    answer: v.array(linkAnswer),
    status: 201,
    errors: [403],
    stale: ['link'],
  }),
  assign: call({
    method: 'POST',
    path: '/api/link/assign',
    summary: 'Assign a vacant link to a tenant',
    roles: ['admin'],
    body: linkAssignBodySchema,
    answer: linkAnswer,
    errors: [403, 404, 409],
    stale: ['link'],
  }),
  add: call({
    method: 'POST',
    path: '/api/link/add',
    summary: 'Add one more link to a tenant',
    roles: ['admin'],
    body: linkAddBodySchema,
    answer: linkAnswer,
    status: 201,
    errors: [403, 404],
    stale: ['link'],
  }),
  label: call({
    method: 'PATCH',
    path: '/api/link/{uuid}',
    summary: "Change a link's label",
    roles: ['admin'],
    body: linkLabelBodySchema,
    answer: linkAnswer,
    errors: [403, 404],
    stale: ['link'],
  }),
  export: call({
    method: 'GET',
    path: '/api/link/export',
    summary: 'Every link as a QR image, zipped',
    roles: ['admin'],
    answer: { media: 'application/zip', description: 'PNG images and a CSV manifest' },
    errors: [403, 404],
  }),
  remove: call({
    method: 'DELETE',
    path: '/api/link/{uuid}',
    summary: 'Delete a link',
    roles: ['admin'],
    answer: deleteAnswer,
    errors: [403, 404],
    stale: ['link'],
  }),
};

export const printKit = {
  link: call({
    method: 'GET',
    path: '/api/print-kit/link/{uuid}',
    summary: "A link's print kit (PDF)",
    roles: both,
    query: printQuery,
    answer: pdf,
    errors: [404, 429, 503],
  }),
  tenant: call({
    method: 'GET',
    path: '/api/print-kit/tenant/{id}',
    summary: "Every link of a tenant's print kit (PDF)",
    roles: both,
    query: printQuery,
    answer: pdf,
    errors: [404, 429, 503],
  }),
};

export const reviewLink = {
  setting: call({
    method: 'GET',
    path: '/api/review-link/tenant/{tenantId}',
    summary: "A tenant's approval setting and open review links",
    roles: ['admin'],
    answer: reviewLinksAnswer,
    errors: [403, 404],
  }),
  changeSetting: call({
    method: 'PATCH',
    path: '/api/review-link/tenant/{tenantId}',
    summary: 'Turn approval on or off for a tenant',
    roles: ['admin'],
    body: approvalSettingBodySchema,
    answer: approvalSettingAnswer,
    errors: [403, 404],
    stale: ['tenant'],
  }),
  create: call({
    method: 'POST',
    path: '/api/review-link',
    summary: "Send a tenant's owner a review link",
    roles: ['admin'],
    body: reviewLinkBodySchema,
    answer: reviewLinkAnswer,
    status: 201,
    errors: [403, 404],
  }),
  revoke: call({
    method: 'DELETE',
    path: '/api/review-link/one/{id}',
    summary: 'Revoke a review link',
    roles: ['admin'],
    answer: revokedAnswer,
    errors: [403, 404, 409],
  }),
};
