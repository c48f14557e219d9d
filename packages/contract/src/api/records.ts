/** Campaigns, contents, assets and platform entries (SPEC section 7). */
import * as v from 'valibot';
import { contentExportQuerySchema, decisionBodySchema } from '../approval';
import { campaignDetailQuerySchema, listQuerySchemas } from '../lists';
import {
  assetBodySchema,
  assetUpdateBodySchema,
  campaignCreateBodySchema,
  campaignUpdateBodySchema,
  contentBodySchema,
  contentBulkBodySchema,
  contentUpdateBodySchema,
  entryBodySchema,
  entryUpdateBodySchema,
  idListBodySchema,
} from '../schemas';
import {
  assetAnswer,
  campaignAnswer,
  campaignDetailAnswer,
  contentAnswer,
  contentHistoryAnswer,
  decisionAnswer,
  deleteAnswer,
  entryAnswer,
  listOf,
} from './answers';
import { csv, described } from './define';
import * as routes from './routes';

export const campaign = described(routes.campaign, {
  list: {
    summary: 'List campaigns',
    query: listQuerySchemas.campaign,
    answer: listOf(campaignAnswer),
  },
  one: {
    summary: 'A campaign with its assets and contents',
    query: campaignDetailQuerySchema,
    answer: campaignDetailAnswer,
    errors: [404],
  },
  create: {
    summary: 'Create a campaign',
    body: campaignCreateBodySchema,
    answer: campaignAnswer,
    status: 201,
    errors: [404],
  },
  update: {
    summary: 'Change a campaign',
    body: campaignUpdateBodySchema,
    answer: campaignAnswer,
    errors: [403, 404],
  },
  remove: {
    summary: 'Delete a campaign',
    answer: deleteAnswer,
    errors: [403, 404],
  },
  removeMany: {
    summary: 'Delete campaigns',
    body: idListBodySchema,
    answer: deleteAnswer,
    errors: [403],
  },
});

export const content = described(routes.content, {
  list: {
    summary: 'List contents',
    query: listQuerySchemas.content,
    answer: listOf(contentAnswer),
  },
  create: {
    summary: 'Create a content',
    body: contentBodySchema,
    answer: contentAnswer,
    status: 201,
    errors: [403, 404],
  },
  bulk: {
    summary: 'Create several contents',
    body: contentBulkBodySchema,
    answer: v.array(contentAnswer),
    status: 201,
    errors: [403, 404],
  },
  update: {
    summary: 'Change a content',
    body: contentUpdateBodySchema,
    answer: contentAnswer,
    errors: [403, 404, 409],
  },
  removeMany: {
    summary: 'Delete contents',
    body: idListBodySchema,
    answer: deleteAnswer,
  },
  decide: {
    summary: 'Approve or reject pending posts (the owner)',
    body: decisionBodySchema,
    answer: decisionAnswer,
    errors: [403, 404, 409],
  },
  history: {
    summary: "A post's history",
    answer: contentHistoryAnswer,
    errors: [404],
  },
  export: {
    summary: 'Contents as a spreadsheet',
    query: contentExportQuerySchema,
    answer: csv('One row per content'),
    errors: [403, 404],
  },
});

export const asset = described(routes.asset, {
  list: {
    summary: 'List assets',
    query: listQuerySchemas.asset,
    answer: listOf(assetAnswer),
  },
  create: {
    summary: 'Create an asset',
    body: assetBodySchema,
    answer: assetAnswer,
    status: 201,
    errors: [403, 404],
  },
  update: {
    summary: 'Change an asset',
    body: assetUpdateBodySchema,
    answer: assetAnswer,
    errors: [403, 404],
  },
  remove: {
    summary: 'Delete an asset',
    answer: deleteAnswer,
    errors: [404],
  },
  removeMany: {
    summary: 'Delete assets',
    body: idListBodySchema,
    answer: deleteAnswer,
  },
});

export const entry = described(routes.entry, {
  list: {
    summary: 'List platform entries',
    query: listQuerySchemas.entry,
    answer: listOf(entryAnswer),
  },
  create: {
    summary: 'Link a campaign to a platform',
    body: entryBodySchema,
    answer: entryAnswer,
    status: 201,
    errors: [403, 404, 409],
  },
  update: {
    summary: 'Change a platform entry',
    body: entryUpdateBodySchema,
    answer: entryAnswer,
    errors: [403, 404, 409],
  },
  removeMany: {
    summary: 'Delete platform entries',
    body: idListBodySchema,
    answer: deleteAnswer,
  },
});
