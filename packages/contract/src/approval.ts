/**
 * Approval of the posts the agency writes for a tenant: the owner's decisions (signed in, or through a review link
 * an administrator sent), a post's history, the review links, and the contents export's query.
 */
import * as v from 'valibot';
import { APPROVAL_COMMENT_MAX, type ContentStatus, type Language } from './constants';
import { booleanField, dayField, idList, requiredText } from './fields';

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

const commentField = v.optional(
  v.nullable(
    v.pipe(
      v.string('Comment must be text'),
      v.trim(),
      v.maxLength(APPROVAL_COMMENT_MAX, `Comment must be at most ${APPROVAL_COMMENT_MAX} characters`),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
  null,
);

/** POST /content/decide and POST /public/review/:token/decide: one or more pending posts, approved or rejected. */
export const decisionBodySchema = v.object({
  ids: v.pipe(idList('Ids'), v.minLength(1, 'Ids must have at least one id')),
  decision: v.picklist(DECISIONS, 'Decision must be approve or reject'),
  comment: commentField,
});
export type DecisionBody = v.InferOutput<typeof decisionBodySchema>;
export type DecisionBodyInput = v.InferInput<typeof decisionBodySchema>;

/** The answer to a decision: the posts as they are now. */
export interface DecisionResponse {
  decided: { id: string; status: ContentStatus }[];
}

/** The 409 of a decision on a post that is no longer pending: its current status (`params.status`). */
export const NOT_PENDING_CODE = 'content_not_pending';

/** POST /review-link: an administrator sends a tenant a review link. */
export const reviewLinkBodySchema = v.object({ tenantId: requiredText('Tenant', 100) });

/** The tenant setting an administrator may change: new posts of the agency wait for approval. */
export const approvalSettingBodySchema = v.object({ approvalRequired: booleanField('Approval') });

export interface ReviewLink {
  id: string;
  tenantId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Only in the answer that created it: the page's address carries the token, which the server does not keep. */
  url?: string;
}

export const CONTENT_EVENT_ACTIONS = ['created', 'edited', 'approved', 'rejected'] as const;
export type ContentEventAction = (typeof CONTENT_EVENT_ACTIONS)[number];

/** One step of a post's history. `by.role` review_link: the owner through a review link. */
export interface ContentEvent {
  action: ContentEventAction;
  by: { role: 'admin' | 'tenant' | 'review_link'; name: string };
  comment: string | null;
  at: string;
}

/** A pending post as the review page shows it. */
export interface ReviewPost {
  id: string;
  title: string;
  text: string;
  platform: string | null;
  language: Language | null;
  createdAt: string;
}

/** GET /public/review/:token: the tenant's pending posts. */
export interface ReviewPage {
  tenant: { name: string };
  expiresAt: string;
  posts: ReviewPost[];
}

/** GET /content/export.csv: one tenant's (an administrator names it; a tenant's own), created from … to (days). */
export const contentExportQuerySchema = v.pipe(
  v.object({ tenantId: v.optional(requiredText('Tenant', 100)), from: dayField('From'), to: dayField('To') }),
  v.check(
    (query) => !query.from || !query.to || query.from <= query.to,
    'The start date must be on or before the end date',
  ),
);
export type ContentExportQuery = v.InferOutput<typeof contentExportQuerySchema>;
