import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CampaignList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { expectCards, expectNothingCut, linesOf, expectActions } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { campaignListMeta } from './fixtures/campaignListStory';

/** The Campaign List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...campaignListMeta,
  title: 'Screens/Lists/CampaignList/Cards',
  component: CampaignList,
  args: { ...campaignListMeta.args, role: 'tenant' },
  globals: PHONE_390,
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: async ({ canvasElement, args, step }) => {
    const count = Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE);
    const cards = await expectCards(canvasElement, 'Campaign List', count);
    const first = cards[0] as HTMLElement;
    await step('no card is wider than the phone, and no text in it is cut', async () => {
      await expectNothingCut(canvasElement, cards);
    });
    await step('each column is a line of its own: Description, Keywords, Created At', async () => {
      await expect(Object.keys(linesOf(first))).toEqual(['Description', 'Keywords', 'Created At']);
    });
    await step("the card's Actions menu offers Edit and Delete", async () => {
      await expectActions(canvasElement, first, ['Edit', 'Delete']);
    });
    await step('the campaign name opens the campaign, and is a 44 px target', async () => {
      const open = within(first).getByRole('button', { name: first.getAttribute('aria-label') ?? '' });
      await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(open);
      await expect(args.onOpenCampaign).toHaveBeenCalledTimes(1);
    });
  },
};

export const CardsEmptyPhone: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText('No campaigns yet.');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
