/**
 * The Vite plugins every build of our React code needs for Lingui (the app, Storybook and Vitest): the macro
 * transform (`t`, `<Trans>`, `<Plural>` become catalog lookups by id) through Babel, only on our packages' sources,
 * and the catalog compiler, which turns an imported `.po` file into compiled messages at build time.
 */
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export function linguiPlugins({ failOnMissing = false }: { failOnMissing?: boolean } = {}): PluginOption[] {
  return [
    babel({
      include: [/[\\/]packages[\\/](ui|screens|app)[\\/]src[\\/].*\.tsx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui({ configPath, failOnMissing, failOnCompileError: true }),
  ];
}
