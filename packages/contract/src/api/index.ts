/**
 * The table of every call of the API, by resource: `api.campaign.create` is `POST /api/campaign`. The API
 * description is generated from it; see define.ts.
 */
import { admin, auth, tenant, user } from './accounts';
import { link, printKit, reviewLink } from './links';
import { asset, campaign, content, entry } from './records';
import { files, live, ops, publicQr, publicReview, redbook, stats } from './service';
import { settings } from './settings';

export const api = {
  auth,
  admin,
  tenant,
  user,
  link,
  printKit,
  campaign,
  content,
  reviewLink,
  asset,
  entry,
  redbook,
  stats,
  settings,
  publicQr,
  publicReview,
  files,
  live,
  ops,
};

export type { CallDef, CallDoc, CallRole, Holds, Method, RawAnswer, Route } from './define';
export * as routes from './routes';
export { findCall } from './find';
export type { AnswerOf, AnswersFile, AnyCall, BodyOf, CallOf, ParamsOf, QueryOf } from './types';
export * as answers from './answers';
