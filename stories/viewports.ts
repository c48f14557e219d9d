/**
 * The viewports stories pick with `globals: { viewport: { value: 'phone390' } }`: two common phone widths and a
 * desktop. The test-runner sizes its page to the same (.storybook/test-runner.ts), so play functions and axe run at that size.
 */
export const VIEWPORTS = {
  phone360: { name: 'Phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1440 × 900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** The page size of a story without a viewport of its own (the test-runner's default). */
export const DEFAULT_PAGE_SIZE = { width: 1280, height: 720 };

/** A viewport's size in pixels, or null for a name that is not one of ours. */
export function viewportSize(name: unknown): { width: number; height: number } | null {
  if (typeof name !== 'string' || !(name in VIEWPORTS)) return null;
  const { styles } = VIEWPORTS[name as ViewportName];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}
