import { postedLinkProblem, POSTED_URL_MAX } from '@app/contract';

/** The longest link to a post the server keeps. */
export const POSTED_LINK_MAX = POSTED_URL_MAX;

/** Why a link is not taken: not an https link at all, or one on another platform's (or anyone's) host. */
export type PostedLinkProblem = 'invalid' | 'wrongPlatform';

/**
 * Checks a pasted link to the customer's post with the server's own rule (an https link of at most 500 characters on
 * the platform's hosts, Google links only to Maps), so the customer hears at once. Null when it is fine.
 */
export function checkPostedLink(platform: string, value: string): PostedLinkProblem | null {
  const problem = postedLinkProblem(platform, value);
  return problem === 'posted_link_invalid' ? 'invalid' : problem ? 'wrongPlatform' : null;
}
