import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import type { Asset } from '@app/contract';
import { MOON_ASSETS, MOON_CONTENTS } from './fixtures/media';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';
import { screenOf } from './fixtures/play';
import { PHONE_390 } from './fixtures/localePlay';
import { expectTranslated } from '../fixtures/locale';

/** Twelve assets: the moon campaign's four, three times over (a library that is long on a phone). */
const MANY_ASSETS: Asset[] = [0, 1, 2].flatMap((round) =>
  MOON_ASSETS.map((asset) => ({ ...asset, id: `${asset.id}-${round}` })),
);

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Phone',
  component: CampaignDetails,
  ...campaignDetailsMeta,
  args: { ...campaignDetailsMeta.args, assets: MANY_ASSETS },
  globals: PHONE_390,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Generate button wherever it shows (the phone's bar, or the Contents card on a wider screen). */
const generateButtons = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button', { name: 'Generate' });

export const FoldedOnPhone: Story = {
  name: 'Phone: long sections folded, Generate at hand',
  play: async ({ canvasElement, step }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await step('the library shows its first four tiles and "Show all 12 assets"', async () => {
      const library = region(canvasElement, 'Asset Library');
      await expect(library.getAllByRole('listitem')).toHaveLength(4);
      const showAll = library.getByRole('button', { name: 'Show all 12 assets' });
      await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the contents show their first three and "Show all 5 contents"', async () => {
      const contents = region(canvasElement, 'Contents');
      await expect(contents.getAllByRole('listitem')).toHaveLength(3);
      await expect(contents.getByRole('button', { name: `Show all ${MOON_CONTENTS.length} contents` })).toBeVisible();
    });
    await step('one Generate, at the bottom of the screen from the top of the page', async () => {
      const [generate, ...others] = generateButtons(canvasElement);
      await expect(others).toHaveLength(0);
      const box = generate!.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
      await expect(box.bottom).toBeGreaterThan(view.innerHeight - 120);
      await expect(box.width).toBeGreaterThan(view.innerWidth * 0.6);
    });
    await step('Show all opens the library, Show fewer folds it again', async () => {
      const library = region(canvasElement, 'Asset Library');
      await userEvent.click(library.getByRole('button', { name: 'Show all 12 assets' }));
      await expect(library.getAllByRole('listitem')).toHaveLength(12);
      const fewer = library.getByRole('button', { name: 'Show fewer' });
      await expect(fewer).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(fewer);
      await expect(library.getAllByRole('listitem')).toHaveLength(4);
    });
    await step('Generate opens the generator', async () => {
      await userEvent.click(generateButtons(canvasElement)[0]!);
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Redbook Generator' });
      await waitFor(() => expect(dialog).toBeVisible());
    });
    await step('the page fits the phone', async () => {
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
  },
};

export const FoldedOnPhoneChinese: Story = {
  name: 'Phone: long sections folded (简体中文)',
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('ul')[0]?.children.length).toBeGreaterThan(0));
    await expectTranslated(canvasElement, 'zh-CN');
  },
};

export const FoldedOnPhoneMalay: Story = {
  name: 'Phone: long sections folded (Bahasa Melayu)',
  globals: { ...PHONE_390, locale: 'ms' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('ul')[0]?.children.length).toBeGreaterThan(0));
    await expectTranslated(canvasElement, 'ms');
  },
};

export const DesktopUnfolded: Story = {
  name: 'Desktop: every tile and content, Generate in the Contents card',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('nothing is folded and no Show all is offered', async () => {
      const library = region(canvasElement, 'Asset Library');
      await expect(library.getAllByRole('listitem')).toHaveLength(MANY_ASSETS.length);
      await expect(library.queryByRole('button', { name: /^Show all/ })).toBeNull();
      await expect(region(canvasElement, 'Contents').getAllByRole('listitem')).toHaveLength(MOON_CONTENTS.length);
    });
    await step('Generate is the Contents card’s, and the only one', async () => {
      await expect(generateButtons(canvasElement)).toHaveLength(1);
      await expect(region(canvasElement, 'Contents').getByRole('button', { name: 'Generate' })).toBeVisible();
    });
  },
};
