import { platformKey } from '@app/contract';

/** The longest link to a post the server keeps. */
export const POSTED_LINK_MAX = 500;

/** The hosts a post's link may be on, by platform key (the server checks the same; this only answers sooner). */
const HOSTS: Readonly<Record<string, readonly string[]>> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com', 'vt.tiktok.com', 'vm.tiktok.com'],
  redbook: ['xiaohongshu.com', 'xhslink.com'],
  facebook: ['facebook.com', 'm.facebook.com', 'fb.me'],
  'google review': ['maps.app.goo.gl', 'goo.gl', 'google.com', 'maps.google.com'],
};

/** Why a link is not taken: not an https link at all, or one on another platform's (or anyone's) host. */
export type PostedLinkProblem = 'invalid' | 'wrongPlatform';

const onHost = (host: string, allowed: string) => host === allowed || host === `www.${allowed}`;

/**
 * Checks a pasted link to the customer's post: an https link of at most 500 characters on the platform's hosts
 * (Google links only to Maps). Null when it is fine; custom platforms are left to the server.
 */
export function checkPostedLink(platform: string, value: string): PostedLinkProblem | null {
  const text = value.trim();
  if (!text || text.length > POSTED_LINK_MAX) return 'invalid';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' || url.username || url.password) return 'invalid';
  const hosts = HOSTS[platformKey(platform)];
  if (!hosts) return null;
  const host = url.hostname.toLowerCase();
  if (!hosts.some((allowed) => onHost(host, allowed))) return 'wrongPlatform';
  if (platformKey(platform) === 'google review') {
    const maps =
      host === 'maps.app.goo.gl' ||
      host === 'maps.google.com' ||
      ((host === 'goo.gl' || host === 'www.goo.gl') && url.pathname.startsWith('/maps')) ||
      ((host === 'google.com' || host === 'www.google.com') && url.pathname.startsWith('/maps'));
    if (!maps) return 'wrongPlatform';
  }
  return null;
}
