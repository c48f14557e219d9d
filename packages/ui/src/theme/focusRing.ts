import { css } from 'styled-components';

/** Where the ring sits: outside the element (the default), on its edge, or inside it (in a clipped container). */
export type FocusRingOffset = 'outside' | 'edge' | 'inside';

export interface FocusRingOptions {
  offset?: FocusRingOffset;
  /** On the dark sidebar: an inner ring in the sidebar's text colour keeps the focus visible against it. */
  onDark?: boolean;
}

const offsets: Record<FocusRingOffset, string> = { outside: '2px', edge: '0', inside: '-2px' };

/**
 * The declarations of the product's keyboard focus ring, for a selector of the caller's own (the global
 * `:focus-visible`, `&:has(input:focus-visible)`, a skip link's `&:focus`).
 */
export function focusRingStyle({ offset = 'outside', onDark = false }: FocusRingOptions = {}) {
  return css`
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${offsets[offset]};
    ${
      onDark &&
      css`
        box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.sidebarText};
      `
    }
  `;
}

/** The product's keyboard focus ring: shown on `:focus-visible`, the same on every control of ui and screens. */
export function focusRing(options: FocusRingOptions = {}) {
  return css`
    &:focus-visible {
      ${focusRingStyle(options)}
    }
  `;
}
