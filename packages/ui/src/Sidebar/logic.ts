/**
 * Whether the menu item that links to `itemHref` is the current page when the app is at `activeHref`: the same
 * path, or a page below it (`/admin/campaign/42` keeps "Campaign" highlighted). A query or a hash is ignored, and so
 * is a trailing slash.
 */
export function isActiveHref(itemHref: string, activeHref: string | undefined): boolean {
  if (!activeHref) return false;
  const item = normalisePath(itemHref);
  const active = normalisePath(activeHref);
  if (item === '/') return active === '/';
  return active === item || active.startsWith(`${item}/`);
}

function normalisePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

/** The index of the first item that is active, or -1: only one item is highlighted even if several prefixes match. */
export function activeItemIndex(hrefs: readonly string[], activeHref: string | undefined): number {
  let best = -1;
  let bestLength = -1;
  hrefs.forEach((href, index) => {
    const length = normalisePath(href).length;
    if (isActiveHref(href, activeHref) && length > bestLength) {
      best = index;
      bestLength = length;
    }
  });
  return best;
}
