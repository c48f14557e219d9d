export { theme, ms } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { AppThemeProvider } from './ThemeProvider';
export type { AppThemeProviderProps } from './ThemeProvider';
