/**
 * Where a Facebook entry's Open goes: a customer recommends the business on its Page's reviews (recommendations)
 * tab, so a Page URL opens that tab (`https://www.facebook.com/{page}/reviews`). Anything else (a group, a post, a
 * share link, fb.me) opens as it is.
 */

/** First path segments that are not a Page's name. */
const NOT_PAGES = new Set([
  'groups',
  'events',
  'share',
  'sharer',
  'sharer.php',
  'watch',
  'marketplace',
  'photo',
  'photo.php',
  'story.php',
  'permalink.php',
  'reel',
  'login',
  'help',
  'hashtag',
  'search',
  'people',
  'gaming',
  'profile.php',
]);

const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);

/** The reviews tab of a Facebook Page URL, or null when the URL is not a Page's. */
export function facebookReviewsUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!FACEBOOK_HOSTS.has(parsed.hostname.toLowerCase())) return null;
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  if (segments[0]?.toLowerCase() === 'profile.php') {
    const id = parsed.searchParams.get('id');
    return id && /^\d+$/.test(id) ? `https://www.facebook.com/profile.php?id=${id}&sk=reviews` : null;
  }
  // `/pg/{page}/…` is the old address of a Page
  const page = segments[0]?.toLowerCase() === 'pg' ? segments[1] : segments[0];
  if (!page || NOT_PAGES.has(page.toLowerCase()) || !/^[\p{L}\p{N}.\-_]+$/u.test(decodeURIComponent(page))) return null;
  return `https://www.facebook.com/${page}/reviews`;
}
