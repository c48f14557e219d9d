export { theme, ms } from './theme';
export { themeCssVariables } from './cssVariables';
export type { AppTheme } from './theme';
export { focusRing, focusRingStyle } from './focusRing';
export { fadeIn, fadeOut, spin, sweep } from './motion';
export type { FocusRingOffset, FocusRingOptions } from './focusRing';
export { GlobalStyle } from './GlobalStyle';
export { AppThemeProvider } from './ThemeProvider';
export type { AppThemeProviderProps } from './ThemeProvider';
