import { createGlobalStyle } from 'styled-components';
import { EMPTY_MARK } from '@app/contract';
import { focusRingStyle } from './focusRing';
import { ms } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /*
     * Chinese wraps between phrases, not inside them, so no single character is stranded on a line; strict rules
     * keep closing punctuation off a line's start. A run too long for its box still breaks rather than overflow.
     */
    word-break: keep-all;
    line-break: strict;
    overflow-wrap: break-word;
  }
  /* The one empty-cell mark (EMPTY_MARK), shown but not read out: an empty cell says nothing. */
  td:empty::before {
    content: '${EMPTY_MARK}';
    content: '${EMPTY_MARK}' / '';
    color: ${({ theme }) => theme.colors.textMuted};
  }
  :focus-visible {
    ${focusRingStyle()}
  }
  button, input, select, textarea { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: ${({ theme }) => ms(theme.durations.reducedMotion)} !important;
      animation-duration: ${({ theme }) => ms(theme.durations.reducedMotion)} !important;
    }
  }
`;
