import { ms, theme as defaultTheme, type AppTheme } from './theme';

/** The CSS custom property of each token group: `colors.primaryHover` is `--color-primary-hover`. */
const GROUP_PREFIX: Record<keyof AppTheme, string> = {
  colors: 'color',
  space: 'space',
  radii: 'radius',
  shadows: 'shadow',
  fonts: 'font',
  fontSizes: 'font-size',
  fontWeights: 'font-weight',
  sizes: 'size',
  zIndices: 'z',
  durations: 'duration',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme's tokens as CSS custom properties, for styles written as plain CSS (the customer page, whose bundle has
 * no room for styled-components): set them on the root element (`style={themeCssVariables()}`) and write
 * `var(--color-primary)` in the stylesheet. Durations become CSS times.
 */
export function themeCssVariables(theme: AppTheme = defaultTheme): Record<`--${string}`, string> {
  const variables: Record<`--${string}`, string> = {};
  for (const group of Object.keys(GROUP_PREFIX) as (keyof AppTheme)[]) {
    for (const [name, value] of Object.entries(theme[group]) as [string, string | number][]) {
      variables[`--${GROUP_PREFIX[group]}-${kebab(name)}`] =
        group === 'durations' && typeof value === 'number' ? ms(value) : String(value);
    }
  }
  return variables;
}
