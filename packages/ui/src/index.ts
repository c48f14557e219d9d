export { theme, ms, GlobalStyle, AppThemeProvider } from './theme';
export type { AppTheme, AppThemeProviderProps } from './theme';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
/** The icon set, as one namespace: `<Icons.Plus />`. Bundlers keep only the icons used. */
export * as Icons from './icons';
