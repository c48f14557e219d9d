import { createGlobalStyle } from 'styled-components';
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
