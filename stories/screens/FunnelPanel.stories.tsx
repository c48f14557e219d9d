import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FunnelPanel, type FunnelRange } from '@app/screens';
import { notify } from '@app/ui';
import { EMPTY_FUNNEL, FUNNEL_STATS, FUNNEL_TENANTS } from './fixtures/funnel';
import { expectToast } from './fixtures/play';
import { PHONE } from './fixtures/localeOpen';
import { inLocale } from '../fixtures/locale';

const RANGE = { from: FUNNEL_STATS.from, to: FUNNEL_STATS.to };

const meta = {
  title: 'Screens/Funnel/FunnelPanel',
  component: FunnelPanel,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    stats: FUNNEL_STATS,
    range: RANGE,
    onRangeChange: fn(),
    onExport: fn(async (_range: FunnelRange): Promise<unknown> => undefined),
  },
} satisfies Meta<typeof FunnelPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Filled: Story = {
  name: 'Filled (desktop)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('region', { name: 'Funnel' }));
    await step('the four steps with their totals and rates', async () => {
      const steps = within(panel.getByRole('list', { name: "The funnel's steps" })).getAllByRole('listitem');
      const { scans, claims, redirects, posted } = FUNNEL_STATS.totals;
      await expect(steps[0]).toHaveTextContent(`Scans${scans}`);
      await expect(steps[1]).toHaveTextContent(`Platform chosen${claims}${Math.round((claims / scans) * 100)}%`);
      await expect(steps[2]).toHaveTextContent(`Used${redirects}${Math.round((redirects / claims) * 100)}%`);
      await expect(steps[3]).toHaveTextContent(`Posted${posted}${Math.round((posted / redirects) * 100)}%`);
    });
    await step('the chart is drawn (uPlot), hidden from assistive technology', async () => {
      await waitFor(() => expect(canvasElement.querySelector('[data-chart="line"] canvas')).not.toBeNull(), {
        timeout: 5000,
      });
      await expect(canvasElement.querySelector('[data-chart="line"]')).toHaveAttribute('aria-hidden', 'true');
    });
    await step('a card nobody scanned for 14 days is named by its label', async () => {
      await expect(panel.getByRole('status')).toHaveTextContent('No scans for 14 days:Check the card on Table 2');
    });
    await step('per link (label and name), per platform and per language', async () => {
      const perLink = within(panel.getByRole('table', { name: 'Per link' }));
      await expect(perLink.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        '五号桌 (QR-00001)',
        'Counter (QR-00002)',
        'Table 2 (QR-00003)',
      ]);
      const perPlatform = within(panel.getByRole('table', { name: 'Per platform' }));
      await expect(perPlatform.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Platform',
        'Platform chosen',
        'Used',
        'Posted',
      ]);
      // posted, with its rate of the posts copied or opened
      await expect(perPlatform.getAllByRole('row')[1]).toHaveTextContent('25 (33%)');
      const perLanguage = within(panel.getByRole('table', { name: 'Per language' }));
      await expect(perLanguage.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Mandarin',
        'English',
        'Malay',
      ]);
    });
  },
};

export const ChooseRange: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await step('the range is shown in date fields', async () => {
      await expect(from).toHaveAttribute('type', 'date');
      await expect(from).toHaveValue(RANGE.from);
      await expect(to).toHaveValue(RANGE.to);
    });
    await step('a start after the end says so, and nothing is asked for', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2026-12-31');
      await expect(canvas.getByText('The start date must be on or before the end date')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
      await expect(args.onRangeChange).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-31' }));
    });
    await step('a valid range is asked for', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-01');
      await expect(args.onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: RANGE.to });
      await expect(canvas.queryByText('The start date must be on or before the end date')).toBeNull();
    });
  },
};

export const Download: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Download CSV asks for the range shown', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download CSV' }));
      await expect(args.onExport).toHaveBeenCalledWith(RANGE);
    });
  },
};

export const DownloadFails: Story = {
  args: { onExport: fn(async (_range: FunnelRange): Promise<unknown> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, step }) => {
    await step('a failed download says so in a toast', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download CSV' }));
      await expectToast(canvasElement, 'Could not download the report. Please try again.');
    });
  },
};

export const AdminAllBusinesses: Story = {
  name: 'Administrator: all businesses',
  args: { tenants: FUNNEL_TENANTS, tenantId: '', onTenantChange: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the quiet card names its business too', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('金龙茶餐厅: Check the card on Table 2');
    });
    await step('choosing a business asks for its funnel', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Business'), 'Kopi Kita');
      await expect(args.onTenantChange).toHaveBeenCalledWith('t-2');
    });
  },
};

export const Empty: Story = {
  args: { stats: EMPTY_FUNNEL },
  play: async ({ canvasElement, step }) => {
    await step('nothing counted yet says so; no quiet card is flagged', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText('Nothing was counted in these days yet.')).toBeVisible();
      await expect(canvas.queryByRole('status')).toBeNull();
    });
  },
};

export const LoadFailed: Story = {
  args: { stats: null, error: 'Could not load the funnel. Reload the page to try again.' },
  play: async ({ canvasElement, step }) => {
    await step('the error is an alert, and the range stays to try another', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the funnel');
      await expect(canvas.getByLabelText('From')).toBeEnabled();
    });
  },
};

export const Phone: Story = {
  name: 'Filled (phone)',
  globals: PHONE,
  play: async ({ canvasElement, step }) => {
    await step('everything fits a 390 px phone', async () => {
      const document = canvasElement.ownerDocument;
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};

const translated = (base: Story, locale: 'zh-CN' | 'ms'): Story => inLocale<Context, Story>(base, locale);
export const Chinese: Story = translated({ args: { tenants: FUNNEL_TENANTS, onTenantChange: fn() } }, 'zh-CN');
export const ChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const Malay: Story = translated({ args: { tenants: FUNNEL_TENANTS, onTenantChange: fn() } }, 'ms');
export const MalayPhone: Story = translated({ globals: PHONE }, 'ms');
