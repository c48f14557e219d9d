/** Where the sidebar's collapsed state is kept across pages and reloads ('1' collapsed, '0' expanded). */
export const COLLAPSED_KEY = 'sidebarCollapsed';

/** Narrower than this the expanded sidebar (16rem) would leave the page too little room: a phone. */
export const NARROW_SCREEN = '(max-width: 48rem)';

/**
 * Whether the sidebar starts collapsed: as the user last left it, else collapsed on a narrow screen (a phone gets
 * the whole width for the page; the toggle opens the menu) and expanded on a wider one.
 */
export function collapsedAtStart(stored: string | null, narrow: boolean): boolean {
  return stored === null ? narrow : stored === '1';
}
