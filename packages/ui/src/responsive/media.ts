import { theme as defaultTheme, type AppTheme } from '../theme/theme';

/** The media query of the phone layout (screens up to theme.sizes.phoneMax wide). */
export function phoneQuery(theme: AppTheme = defaultTheme): string {
  return `(max-width: ${theme.sizes.phoneMax})`;
}

/** The at-rule of the phone layout, for styles: `${({ theme }) => phoneMedia(theme)} { … }`. */
export function phoneMedia(theme: AppTheme = defaultTheme): string {
  return `@media ${phoneQuery(theme)}`;
}
