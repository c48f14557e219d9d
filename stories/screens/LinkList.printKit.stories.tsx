import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_PAGE_SIZE, type Link } from '@app/contract';
import { LinkList } from '@app/screens';
import { links } from './fixtures/admin';
import { expectCards, expectNothingCut } from './fixtures/cards';
import { expectToast } from './fixtures/play';
import { linkListMeta } from './fixtures/linkListStory';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

/** A download that finishes when the story says. */
function pendingDownload() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
}

let download = pendingDownload();

const meta = {
  title: 'Screens/Admin/LinkList/Print kit',
  component: LinkList,
  ...linkListMeta,
  args: {
    ...linkListMeta.args,
    onPrintKit: fn(async (_link: Link): Promise<unknown> => download.done),
  },
  beforeEach: () => {
    download = pendingDownload();
    return linkListMeta.beforeEach();
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const first = links[0]!;

export const DownloadsTheRowsPrintKit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const button = () => canvas.getByRole('button', { name: `Print kit (PDF) for ${first.name}` });
    await step("each row offers its link's print kit", async () => {
      for (const link of links) {
        await expect(canvas.getByRole('button', { name: `Print kit (PDF) for ${link.name}` })).toBeVisible();
      }
    });
    await step('a click asks for that link, and the button is busy until the PDF is saved', async () => {
      await userEvent.click(button());
      await expect(args.onPrintKit).toHaveBeenCalledTimes(1);
      await expect(args.onPrintKit).toHaveBeenCalledWith(first);
      await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
      download.finish();
      await waitFor(() => expect(button()).not.toHaveAttribute('aria-busy', 'true'));
    });
  },
};

export const PrintKitFails: Story = {
  args: { onPrintKit: fn(async (_link: Link): Promise<unknown> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Print kit (PDF) for ${first.name}` }));
    await expectToast(canvasElement, 'The print kit could not be downloaded.');
  },
};

export const WithoutPrintKit: Story = {
  args: { onPrintKit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Print kit/ })).not.toBeInTheDocument();
  },
};

export const DownloadsTheRowsPrintKitChinese: Story = inLocale<Context, Story>(
  DownloadsTheRowsPrintKit,
  'zh-CN',
  async ({ canvasElement }) => {
    const name = `${first.name} 的打印套件（PDF）`;
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
);

/** On a phone each link is a card: its print kit is on it, and the longer Malay action cuts nothing. */
export const DownloadsTheRowsPrintKitMalayPhone: Story = {
  ...inLocale<Context, Story>(DownloadsTheRowsPrintKit, 'ms', async ({ canvasElement }) => {
    const cards = await expectCards(canvasElement, 'Senarai Pautan Kod QR', Math.min(links.length, DEFAULT_PAGE_SIZE));
    await expectNothingCut(canvasElement, cards);
    const name = `Kit cetakan (PDF) untuk ${first.name}`;
    await expect(within(cards[0]!).getByRole('button', { name })).toBeVisible();
  }),
  globals: { ...PHONE_390, locale: 'ms' },
};
