import type { ClaimResult, PublicLinkView } from '@app/contract';

/** An assigned link's view: the business and the platforms it offers. */
export type ActiveLinkView = Extract<PublicLinkView, { status: 'active' }>;

/** Why tapping a platform gave no answer: too many tries from this address, or the request failed. */
export type ClaimProblem = 'rateLimited' | 'failed';

/** What the customer page shows. */
export type CustomerScreen =
  /** The link's view is on its way (only when the page's HTML did not carry it). */
  | { kind: 'loading' }
  /** No such link (never made, or deleted). */
  | { kind: 'unknown' }
  /** A link not assigned to a business yet. */
  | { kind: 'vacant' }
  /** The link's view could not be loaded. */
  | { kind: 'loadError' }
  /** The business and one button per platform; `pending` is the platform whose post is on its way. */
  | { kind: 'platforms'; view: ActiveLinkView; pending?: string | null; problem?: ClaimProblem | null }
  /** The post handed out for a platform (`claim.post` null: none left), and the way to the platform. */
  | { kind: 'post'; view: ActiveLinkView; claim: ClaimResult };
