/**
 * The customer page's calls of the public API (no session, no token): the link's view, a claim for a platform's
 * post, and the redirect that marks the post used.
 */
import {
  routes,
  type ClaimBody,
  type ClaimResult,
  type Language,
  type PostedBody,
  type PublicLinkView,
  type RedirectBody,
  type Route,
} from '@app/contract';
import type { ClaimProblem, PostedLinkAnswer } from '@app/screens';
import { BASES } from '../api/base';
import { answerOf, urlOf } from '../api/call';

/** A call's address for this link. */
const addressOf = (route: Route, uuid: string) => urlOf(route, { params: { uuid } }, BASES);

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** The link's view; null for an unknown link (404). Any other failure throws. */
export async function fetchLinkView(uuid: string): Promise<PublicLinkView | null> {
  const response = await fetch(addressOf(routes.publicQr.view, uuid), { headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The link's view answered ${response.status}`);
  return answerOf(routes.publicQr.view, await response.json());
}

export type ClaimAnswer = { claim: ClaimResult } | { problem: ClaimProblem };

/** The posts' language of each page language: the phone's posts come first. */
export const POST_LANGUAGE: Record<string, Language> = { en: 'English', 'zh-CN': 'Mandarin', ms: 'Malay' };

/** Asks for a post of a platform (in `language` first): the claim, or why there is none (429: too many tries; anything else: failed). */
export async function claimPost(uuid: string, platform: string, language?: Language): Promise<ClaimAnswer> {
  const body: ClaimBody = { platform, ...(language ? { language } : {}) };
  try {
    const response = await fetch(addressOf(routes.publicQr.claim, uuid), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (response.status === 429) return { problem: 'rateLimited' };
    if (!response.ok) return { problem: 'failed' };
    return { claim: answerOf(routes.publicQr.claim, await response.json()) };
  } catch {
    return { problem: 'failed' };
  }
}

/**
 * Tells the server that the customer copied the post or went to the platform. Sent with `keepalive`, so it is
 * delivered even when the platform's page replaces this one; a failure is not the customer's concern.
 */
export function recordRedirect(uuid: string, body: RedirectBody): void {
  void fetch(addressOf(routes.publicQr.redirect, uuid), {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** An error answer's code, when it has one. */
const codeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;

/** The server's answer to a posted link, by status and code (its texts are shown in the customer's language). */
export function postedAnswerOf(status: number, code: string | undefined): PostedLinkAnswer {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 429) return 'rateLimited';
  if (status === 400) return code?.includes('wrong_platform') ? 'wrongPlatform' : 'invalid';
  // 409 no_post_held: the phone holds no post of the platform (any more)
  if (status === 404 || status === 409) return 'noPost';
  return 'failed';
}

/** Sends the link to the customer's post (with the page's language, for the funnel) on a platform (proof of post) for the post this phone holds there. */
export async function submitPostedLink(uuid: string, posted: PostedBody): Promise<PostedLinkAnswer> {
  try {
    const response = await fetch(addressOf(routes.publicQr.posted, uuid), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(posted),
      credentials: 'same-origin',
    });
    const body: unknown = response.ok ? null : await response.json().catch(() => null);
    return postedAnswerOf(response.status, codeOf(body));
  } catch {
    return 'failed';
  }
}
