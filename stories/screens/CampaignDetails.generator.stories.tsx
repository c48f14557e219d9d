import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { expectNoDialog, findDialog } from './fixtures/play';
import { MIXED_CONTENTS, campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';
import { MOON_PREFILL, REMEMBERED } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Generator',
  component: CampaignDetails,
  ...campaignDetailsMeta,
  args: {
    ...campaignDetailsMeta.args,
    generatorPrefill: MOON_PREFILL,
    onGeneratorPlatform: fn(),
    onGeneratorClose: fn(),
  },
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformChipPreselectsGenerator: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('with the Instagram chip selected, Generate opens the generator for Instagram', async () => {
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Instagram' }));
      // the Contents card is titled by the selected platform
      await userEvent.click(region(canvasElement, 'Instagram').getByRole('button', { name: 'Generate' }));
      const dialog = await findDialog(canvasElement, 'Redbook Generator');
      await waitFor(() => expect(dialog.getByLabelText('Platform')).toHaveValue('Instagram'));
      await expect(args.onGeneratorPlatform).toHaveBeenCalledWith('Instagram');
    });
    await step('the form is filled from the campaign and the profile', async () => {
      const dialog = await findDialog(canvasElement, 'Redbook Generator');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('中秋, 月饼, 礼盒, Mid-Autumn');
      await expect(dialog.getByLabelText('Product Type')).toHaveValue('Food & Beverage');
    });
    await step('closed, and opened again with the Google Review chip: Google Review', async () => {
      const dialog = await findDialog(canvasElement, 'Redbook Generator');
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await expectNoDialog(canvasElement);
      await expect(args.onGeneratorClose).toHaveBeenCalledTimes(1);
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Google Review' }));
      await userEvent.click(region(canvasElement, 'Google Review').getByRole('button', { name: 'Generate' }));
      const again = await findDialog(canvasElement, 'Redbook Generator');
      await waitFor(() => expect(again.getByLabelText('Platform')).toHaveValue('Google Review'));
    });
  },
};

export const NoChipOpensDefaultPlatform: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Contents').getByRole('button', { name: 'Generate' }));
    const dialog = await findDialog(canvasElement, 'Redbook Generator');
    await expect(dialog.getByLabelText('Platform')).toHaveValue('Redbook');
    await expect(args.onGeneratorPlatform).toHaveBeenCalledWith('Redbook');
  },
};

/** A "generate more" link (`?generate=Instagram`): the generator opens at once, with that platform's last settings. */
export const GenerateLinkOpensWithLastSettings: Story = {
  args: { generateFor: 'Instagram', generatorSettings: REMEMBERED.Instagram },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Redbook Generator');
    await expect(dialog.getByLabelText('Platform')).toHaveValue('Instagram');
    await expect(dialog.getByLabelText('Product Name')).toHaveValue('Custard Lava Mooncake');
    await expect(dialog.getByLabelText(/Custom Tone/)).toHaveValue('cheeky but kind');
    await expect(args.onGeneratorPlatform).toHaveBeenCalledWith('Instagram');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expectNoDialog(canvasElement);
    await expect(args.onGeneratorClose).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('heading', { name: /^Campaign - / })).toBeVisible();
  },
};

/** Each saved post says the platform it is handed out on and the language it is written in. */
export const PlatformAndLanguageOnCards: Story = {
  args: { contents: MIXED_CONTENTS },
  play: async ({ canvasElement }) => {
    const card = (name: string) => within(region(canvasElement, 'Contents').getByRole('listitem', { name }));
    await expect(card('中秋送礼首选｜流心奶黄月饼').getByText('Redbook')).toBeVisible();
    await expect(card('中秋送礼首选｜流心奶黄月饼').getByText('Mandarin')).toBeVisible();
    const instagram = card('Mid-Autumn gift boxes are here');
    await expect(instagram.getByText('Instagram')).toBeVisible();
    await expect(instagram.getByText('English')).toBeVisible();
    // read out with what they are
    await expect(instagram.getByText('Instagram').closest('span')).toHaveTextContent('Platform: Instagram');
    await expect(card('草稿').queryByText(/^(Platform|Language):/)).not.toBeInTheDocument();
    await expect(card('草稿').queryByText('Redbook')).not.toBeInTheDocument();
  },
};
