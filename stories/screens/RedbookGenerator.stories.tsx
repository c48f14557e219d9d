import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PLATFORMS, LANGUAGES, TONES } from '@app/contract';
import { RedbookGenerator, RedbookGeneratorModal } from '@app/screens';
import { screenOf } from './fixtures/play';
import { optionTexts, PICK_ALERT, pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Platform defaults to Redbook among Tiktok, Google Review, Facebook, Redbook, Instagram', async () => {
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Redbook');
      await expect(optionTexts(canvas.getByLabelText('Platform'))).toEqual([
        'Tiktok',
        'Google Review',
        'Facebook',
        'Redbook',
        'Instagram',
      ]);
      await expect(optionTexts(canvas.getByLabelText('Platform'))).toEqual([...PLATFORMS]);
    });
    await step('Language defaults to Mandarin among English, Mandarin, Malay', async () => {
      await expect(canvas.getByLabelText('Language')).toHaveValue('Mandarin');
      await expect(optionTexts(canvas.getByLabelText('Language'))).toEqual([...LANGUAGES]);
    });
    await step(
      'Tone offers the ten styles by name (sent as their Chinese names), then Custom…; Post Count 3',
      async () => {
        const tone = canvas.getByLabelText('Tone');
        await expect(optionTexts(tone)).toEqual([
          'Friendly and natural',
          'Lively and playful',
          'Expert and trustworthy',
          'Warm and soothing',
          'Funny and witty',
          'Simple and classy',
          'Must-have recommendation',
          'Honest review',
          'Artsy and fresh',
          'Passionate and upbeat',
          'Custom…',
        ]);
        await expect(
          within(tone)
            .getAllByRole('option')
            .map((option) => option.getAttribute('value')),
        ).toEqual([...TONES, 'custom']);
        await expect(tone).toHaveValue(TONES[0]);
        await expect(canvas.queryByLabelText(/Custom Tone/)).not.toBeInTheDocument();
        await expect(canvas.getByLabelText(/Post Count/)).toHaveValue(3);
      },
    );
    await step('the other fields are there and empty', async () => {
      for (const label of [
        'Product Type',
        'Product Name',
        'Target Audience',
        'Benefits',
        'Promotion',
        'Location',
        'Additional Details',
        'Keywords',
      ]) {
        await expect(canvas.getByLabelText(label)).toHaveValue('');
      }
    });
    await step('the asset picker starts collapsed, with the count "0 / 4"', async () => {
      await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText('0 / 4')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Select All' })).not.toBeInTheDocument();
    });
  },
};

export const PickAtLeastOneAsset: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Generate with no asset picked shows the bilingual alert and opens the picker', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(PICK_ALERT);
      await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onGenerate).not.toHaveBeenCalled();
    });
    await step('picking an asset clears the alert', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Redbook video 2' }));
      await expect(canvas.getByText('1 / 4')).toBeVisible();
      await expect(canvas.queryByText(PICK_ALERT)).not.toBeInTheDocument();
    });
  },
};

export const AssetPicker: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Assets' });
    await step('the toggle opens and closes the picker', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        canvas.getAllByRole('checkbox', { name: /^(Redbook|Instagram) (photo|video|note) \d$/ }),
      ).toHaveLength(4);
    });
    await step('Select All picks every asset, Clear none, and the count follows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
      await expect(canvas.getByText('4 / 4')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await expect(canvas.getByText('0 / 4')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Redbook photo 1' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Redbook note 3' }));
      await expect(canvas.getByText('2 / 4')).toBeVisible();
    });
    await step('closing keeps the picks', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText('2 / 4')).toBeVisible();
    });
  },
};

export const PostCountMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Post Count/));
    await userEvent.type(canvas.getByLabelText(/Post Count/), '0');
    await waitFor(() => expect(canvas.getByText('Post Count must be a whole number from 1 to 10')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

export const NoAssets: Story = {
  args: { assets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assets' }));
    await expect(canvas.getByText('No assets uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('0 / 0')).toBeVisible();
  },
};

export const InModal: Story = {
  render: (args) => (
    <RedbookGeneratorModal
      {...args}
      open
      onClose={fn()}
      initialSelectedAssetIds={['asset-mooncake', 'asset-moon-note']}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Redbook Generator' }));
    await waitFor(() => expect(dialog.getByText('2 / 4')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('checkbox', { name: 'Redbook photo 1' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Redbook video 2' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Redbook note 3' })).toBeChecked();
    await expect(dialog.getByLabelText('Platform')).toHaveValue('Redbook');
  },
};
