import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FunnelPanel, MyProfile, type FunnelRange } from '@app/screens';
import { TENANT } from './fixtures/media';
import { resolveFileUrl, uploadAfter } from './fixtures/files';
import { TENANT_STATS } from './fixtures/stats';
import { FUNNEL_STATS } from './fixtures/funnel';
import { PHONE } from './fixtures/localeOpen';
import { inLocale } from '../fixtures/locale';

const funnel = (
  <FunnelPanel
    stats={FUNNEL_STATS}
    range={{ from: FUNNEL_STATS.from, to: FUNNEL_STATS.to }}
    onRangeChange={fn()}
    onExport={fn(async (_range: FunnelRange): Promise<unknown> => undefined)}
  />
);

// The profile with the funnel the app mounts under it (its own stories: FunnelPanel.stories).
const meta = {
  title: 'Screens/Tenant/MyProfile/Funnel',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    tenant: TENANT,
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl,
    onSave: fn(async () => undefined),
    stats: TENANT_STATS,
    funnel,
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const WithFunnel: Story = {
  name: 'With the funnel (desktop)',
  play: async ({ canvasElement, step }) => {
    await step('the funnel follows the profile and the QR code, as wide as the page', async () => {
      const canvas = within(canvasElement);
      const profile = canvas.getByRole('region', { name: 'QR Code' }).getBoundingClientRect();
      const panel = canvas.getByRole('region', { name: 'Funnel' }).getBoundingClientRect();
      await expect(panel.top).toBeGreaterThan(profile.top);
      await expect(within(canvas.getByRole('region', { name: 'Funnel' })).getByRole('status')).toHaveTextContent(
        'Check the card on Table 2',
      );
    });
  },
};

export const WithFunnelChinesePhone: Story = inLocale<Context, Story>({ globals: PHONE }, 'zh-CN');
export const WithFunnelMalay: Story = inLocale<Context, Story>({}, 'ms');
