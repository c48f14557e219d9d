import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails, type CampaignDetailsProps, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';
import { PHONE } from './fixtures/localeOpen';
import { screenOf } from './fixtures/play';

/** The screen with a way to leave it (another screen of the app replaces it). */
function Leavable(props: CampaignDetailsProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Go to another screen
      </button>
      {shown ? <CampaignDetails {...props} /> : <p>Another screen</p>}
    </>
  );
}

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Delete with Undo',
  component: CampaignDetails,
  ...campaignDetailsMeta,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteIcons = (canvasElement: HTMLElement) =>
  region(canvasElement, 'Asset Library').getAllByRole('button', { name: /^Delete asset \d$/ });

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const TilesShowTheirPlatform: Story = {
  play: async ({ canvasElement }) => {
    const tiles = region(canvasElement, 'Asset Library').getAllByRole('listitem');
    const platforms = tiles.map((tile) => within(tile).queryByText(/^(Redbook|Instagram|Google Review)$/)?.textContent);
    await expect(platforms).toEqual(['Redbook', 'Redbook', 'Redbook', 'Instagram']);
  },
};

export const UndoKeepsTheAsset: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the delete icon hides the photo and offers Undo', async () => {
      await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 1' }));
      await expect(deleteIcons(canvasElement)).toHaveLength(3);
      await expect(screenOf(canvasElement).getByText('Asset deleted')).toBeVisible();
    });
    await step('Undo brings it back, and no DELETE is sent, even after the Undo time', async () => {
      await userEvent.click(screenOf(canvasElement).getByRole('button', { name: 'Undo' }));
      await expect(deleteIcons(canvasElement)).toHaveLength(4);
      await expect(screenOf(canvasElement).queryByRole('button', { name: 'Undo' })).toBeNull();
      await wait(7000);
      await expect(args.onDeleteAsset).not.toHaveBeenCalled();
      await expect(deleteIcons(canvasElement)).toHaveLength(4);
    });
  },
};

export const UndoKeepsTheAssetPhone: Story = { ...UndoKeepsTheAsset, globals: PHONE };

export const SeveralDeletesOneUndo: Story = {
  globals: PHONE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 1' }));
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 1' }));
    await expect(screenOf(canvasElement).getByText('2 assets deleted')).toBeVisible();
    await waitFor(() => expect(args.onDeleteAsset).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    await expect(args.onDeleteAsset).toHaveBeenCalledWith('asset-mooncake');
    await expect(args.onDeleteAsset).toHaveBeenCalledWith('asset-lantern-video');
  },
};

export const LeavingSendsTheDelete: Story = {
  render: (args) => <Leavable {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 2' }));
    await expect(args.onDeleteAsset).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to another screen' }));
    // leaving does not wait for the Undo time: the delete goes out at once
    await waitFor(() => expect(args.onDeleteAsset).toHaveBeenCalledWith('asset-lantern-video'), { timeout: 4000 });
  },
};

/** The Undo bar in another language: a photo deleted by its (translated) delete icon. */
const deleting = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const trashIcons = () =>
    [...canvasElement.querySelectorAll('svg.lucide-trash-2')].map((icon) => icon.closest('button'));
  const before = trashIcons().length;
  await userEvent.click(trashIcons()[0] as HTMLElement);
  await waitFor(() => expect(trashIcons()).toHaveLength(before - 1));
};

const translated = (base: Story, locale: Locale): Story =>
  inLocale<Parameters<NonNullable<Story['play']>>[0], Story>(base, locale, deleting);

export const UndoChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const UndoMalay: Story = translated({}, 'ms');
