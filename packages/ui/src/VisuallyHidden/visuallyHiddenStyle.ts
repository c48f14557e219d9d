import type { CSSProperties } from 'react';

/**
 * The declarations that hide an element from sight while assistive technology still reads it, as a style object:
 * for styled components (`visuallyHidden`) and, as an inline style, for plain-CSS pages (the customer page).
 */
export const VISUALLY_HIDDEN_STYLE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const satisfies CSSProperties;
