import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './cssVariables';
import { theme } from './theme';

describe('themeCssVariables', () => {
  it('names every token by its group and kebab-cased name', () => {
    const variables = themeCssVariables();
    expect(variables['--color-primary']).toBe(theme.colors.primary);
    expect(variables['--color-primary-hover']).toBe(theme.colors.primaryHover);
    expect(variables['--space-md']).toBe(theme.space.md);
    expect(variables['--radius-pill']).toBe(theme.radii.pill);
    expect(variables['--font-body']).toBe(theme.fonts.body);
    expect(variables['--font-size-xl']).toBe(theme.fontSizes.xl);
    expect(variables['--font-weight-bold']).toBe('700');
    expect(variables['--size-control-lg']).toBe(theme.sizes.controlLg);
    expect(variables['--z-modal']).toBe('400');
  });
  it('writes durations as CSS times', () => {
    expect(themeCssVariables()['--duration-fast']).toBe(`${theme.durations.fast}ms`);
  });
  it('holds one property per token', () => {
    const tokens = Object.values(theme).reduce((count, group) => count + Object.keys(group).length, 0);
    expect(Object.keys(themeCssVariables())).toHaveLength(tokens);
  });
});
