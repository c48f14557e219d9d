import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { linguiPlugins } from '../lingui.vite.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      optimizeDeps: { include: ['react', 'react-dom'] },
      plugins: linguiPlugins(),
    }),
};

export default config;
