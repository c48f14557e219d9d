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
import { described } from './define';
import * as routes from './routes';

const printQuery = v.object({ format: v.optional(v.picklist(['card', 'poster', 'both'])) });
const pdf = { media: 'application/pdf', description: 'An A6 card and an A5 poster per link' } as const;

export const link = described(routes.link, {
  list: {
    summary: 'List QR-code links',
    query: listQuerySchemas.link,
    answer: listOf(linkAnswer),
    errors: [403],
  },
  generate: {
    summary: 'Generate vacant links',
    body: linkGenerateBodySchema,
    answer: v.array(linkAnswer),
    status: 201,
    errors: [403],
  },
  assign: {
    summary: 'Assign a vacant link to a tenant',
    body: linkAssignBodySchema,
    answer: linkAnswer,
    errors: [403, 404, 409],
  },
  add: {
    summary: 'Add one more link to a tenant',
    body: linkAddBodySchema,
    answer: linkAnswer,
    status: 201,
    errors: [403, 404],
  },
  label: {
    summary: "Change a link's label",
    body: linkLabelBodySchema,
    answer: linkAnswer,
    errors: [403, 404],
  },
  export: {
    summary: 'Every link as a QR image, zipped',
    answer: { media: 'application/zip', description: 'PNG images and a CSV manifest' },
    errors: [403, 404],
  },
  remove: {
    summary: 'Delete a link',
    answer: deleteAnswer,
    errors: [403, 404],
  },
});

export const printKit = described(routes.printKit, {
  link: {
    summary: "A link's print kit (PDF)",
    query: printQuery,
    answer: pdf,
    errors: [404, 429, 503],
  },
  tenant: {
    summary: "Every link of a tenant's print kit (PDF)",
    query: printQuery,
    answer: pdf,
    errors: [404, 429, 503],
  },
});

export const reviewLink = described(routes.reviewLink, {
  setting: {
    summary: "A tenant's approval setting and open review links",
    answer: reviewLinksAnswer,
    errors: [403, 404],
  },
  changeSetting: {
    summary: 'Turn approval on or off for a tenant',
    body: approvalSettingBodySchema,
    answer: approvalSettingAnswer,
    errors: [403, 404],
  },
  create: {
    summary: "Send a tenant's owner a review link",
    body: reviewLinkBodySchema,
    answer: reviewLinkAnswer,
    status: 201,
    errors: [403, 404],
  },
  revoke: {
    summary: 'Revoke a review link',
    answer: revokedAnswer,
    errors: [403, 404, 409],
  },
});
