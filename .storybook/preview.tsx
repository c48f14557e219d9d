import type { Preview } from '@storybook/react-vite';
import { AppThemeProvider, Toaster } from '@app/ui';
import { VIEWPORTS } from '../stories/viewports';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <AppThemeProvider>
        <Story />
        <Toaster />
      </AppThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
