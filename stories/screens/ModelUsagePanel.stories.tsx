import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ModelUsage } from '@app/contract';
import { ModelUsagePanel } from '@app/screens';
import { notify } from '@app/ui';
import { inLocale } from '../fixtures/locale';
import { expectToast } from './fixtures/play';

const MONTH = '2025-03';

/** Three businesses' use of the model in March 2025. */
const USAGE: ModelUsage = {
  month: MONTH,
  rows: [
    {
      tenantId: 'tenant-kopi',
      tenantName: 'Kopi Corner',
      calls: 128,
      kept: 96,
      refused: { 'off-topic': 9, unavailable: 6, format: 3 },
      tokensIn: 154_320,
      tokensOut: 48_210,
    },
    {
      tenantId: 'tenant-moon',
      tenantName: '月光饼家',
      calls: 40,
      kept: 38,
      refused: { language: 1 },
      tokensIn: 50_004,
      tokensOut: 14_002,
    },
    {
      tenantId: 'tenant-salon',
      tenantName: 'Salun Rambut Cantik Bandar Baru Bangi',
      calls: 12,
      kept: 12,
      refused: {},
      tokensIn: 14_400,
      tokensOut: 4_300,
    },
  ],
};

const meta = {
  title: 'Screens/Admin/ModelUsagePanel',
  component: ModelUsagePanel,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    usage: USAGE,
    month: MONTH,
    thisMonth: MONTH,
    onMonthChange: fn(),
    onExport: fn(async (_month: string): Promise<unknown> => undefined),
  },
} satisfies Meta<typeof ModelUsagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const panelOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Language model use' }));

const PHONE_360 = { viewport: { value: 'phone360', isRotated: false } } as const;
const PHONE_390 = { viewport: { value: 'phone390', isRotated: false } } as const;

/** Nothing scrolls sideways and no figure leaves its card. */
async function expectFits(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  for (const card of canvasElement.querySelectorAll<HTMLElement>('li')) {
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  }
}

export const Month: Story = {
  name: 'A month (desktop)',
  play: async ({ canvasElement, args, step }) => {
    const panel = panelOf(canvasElement);
    await step('a row per business: calls, kept, refused and why, tokens in and out', async () => {
      const table = within(panel.getByRole('table', { name: "The language model's use in March 2025" }));
      await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Business',
        'Model calls',
        'Posts kept',
        'Posts refused',
        'Tokens in',
        'Tokens out',
      ]);
      const rows = table.getAllByRole('row').slice(1);
      await expect(rows[0]).toHaveTextContent(
        'Kopi Corner12896' + '18off topic 9 · no answer 6 · layout 3' + '154,32048,210',
      );
      await expect(rows[1]).toHaveTextContent('月光饼家40381wrong language 150,00414,002');
      await expect(rows[2]).toHaveTextContent('Salun Rambut Cantik Bandar Baru Bangi1212014,4004,300');
      await expect(rows[3]).toHaveTextContent(
        'All businesses18014619off topic 9 · no answer 6 · layout 3 · wrong language 1218,72466,512',
      );
    });
    await step('another month is asked for; the CSV is the month shown', async () => {
      const month = panel.getByRole('combobox', { name: 'Month' });
      await expect(within(month).getAllByRole('option')).toHaveLength(12);
      await expect(within(month).getAllByRole('option')[1]).toHaveTextContent('February 2025');
      await userEvent.selectOptions(month, '2025-02');
      await expect(args.onMonthChange).toHaveBeenCalledWith('2025-02');
      await userEvent.click(panel.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(args.onExport).toHaveBeenCalledWith(MONTH));
    });
  },
};

export const NothingThisMonth: Story = {
  args: { usage: { month: MONTH, rows: [] } },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByText('The language model wrote nothing in March 2025.')).toBeVisible();
    await expect(panel.queryByRole('table')).toBeNull();
  },
};

export const DownloadFails: Story = {
  args: {
    onExport: fn(async (_month: string): Promise<unknown> => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(panelOf(canvasElement).getByRole('button', { name: 'Download CSV' }));
    await expectToast(canvasElement, 'Could not download the usage. Please try again.');
  },
};

export const LoadFailed: Story = {
  args: { usage: null, error: "Could not load the language model's use. Reload the page to try again." },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByRole('alert')).toHaveTextContent(
      "Could not load the language model's use",
    );
  },
};

/** On a phone a card per business: every figure named, nothing scrolls sideways. */
export const Phone360: Story = {
  globals: PHONE_360,
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.queryByRole('table')).toBeNull();
    const cards = within(panel.getByRole('list', { name: "The language model's use in March 2025" })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(3);
    const kopi = within(cards[0] as HTMLElement);
    await expect(kopi.getByRole('heading', { name: 'Kopi Corner' })).toBeVisible();
    await expect(kopi.getByText('Model calls').nextElementSibling).toHaveTextContent('128');
    await expect(kopi.getByText('Posts refused').nextElementSibling).toHaveTextContent('18');
    await expectFits(canvasElement);
  },
};

export const Phone390: Story = {
  globals: PHONE_390,
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectFits(canvasElement);
  },
};

const shownIn =
  (name: string) =>
  async ({ canvasElement }: Context) => {
    await expect(within(canvasElement).getByRole('region', { name })).toBeVisible();
  };

export const MonthChinese: Story = inLocale<Context, Story>({}, 'zh-CN', async (context) => {
  await shownIn('语言模型用量')(context);
  const table = within(within(context.canvasElement).getByRole('table', { name: '2025年3月语言模型用量' }));
  await expect(table.getAllByRole('row')[1]).toHaveTextContent('离题 9 · 没有回应 6 · 排版 3');
});
export const MonthMalay: Story = inLocale<Context, Story>({}, 'ms', async (context) => {
  await shownIn('Penggunaan model bahasa')(context);
  await expect(within(context.canvasElement).getByRole('columnheader', { name: 'Token masuk' })).toBeVisible();
});
export const MonthMalayPhone360: Story = inLocale<Context, Story>({ globals: PHONE_360 }, 'ms', async (context) => {
  await shownIn('Penggunaan model bahasa')(context);
  await expect(within(context.canvasElement).getAllByText('Hantaran ditolak')).toHaveLength(3);
  await expectFits(context.canvasElement);
});
export const MonthChinesePhone390: Story = inLocale<Context, Story>(
  { globals: PHONE_390 },
  'zh-CN',
  async (context) => {
    await shownIn('语言模型用量')(context);
    await expectFits(context.canvasElement);
  },
);
