import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratorSettings, Platform } from '@app/contract';
import { RedbookGenerator, type RedbookGeneratorProps } from '@app/screens';
import { TENANT } from './fixtures/media';
import { MOON_PREFILL, REMEMBERED, pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator/Settings',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
  args: { ...redbookGeneratorMeta.args, onPlatformChange: fn() },
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string | RegExp) =>
  within(canvasElement).getByLabelText<HTMLInputElement>(label).value;

export const PrefilledFromCampaignAndProfile: Story = {
  args: { prefill: MOON_PREFILL },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the fields that fit are filled: industry, address, the campaign’s keywords', async () => {
      await expect(canvas.getByLabelText('Product Type')).toHaveValue('Food & Beverage');
      await expect(canvas.getByLabelText('Location')).toHaveValue(TENANT.address);
      await expect(canvas.getByLabelText('Keywords')).toHaveValue('中秋, 月饼, 礼盒, Mid-Autumn');
      await expect(canvas.getByLabelText('Product Name')).toHaveValue('');
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Redbook');
    });
    await step('the business and the campaign, which have no field, are named above the form', async () => {
      await expect(
        canvas.getByText(
          "Writing for 月光饼家 Moonlight Bakery, campaign “中秋节月饼促销”. The campaign's description and the picked notes are read too.",
        ),
      ).toBeVisible();
    });
    await step('Generate sends them', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() =>
        expect(args.onGenerate).toHaveBeenCalledWith(
          expect.objectContaining({
            productType: 'Food & Beverage',
            location: TENANT.address,
            keywords: ['中秋', '月饼', '礼盒', 'Mid-Autumn'],
          }),
        ),
      );
    });
  },
};

export const OpensWithLastSettings: Story = {
  args: { prefill: MOON_PREFILL, platform: 'Instagram', lastSettings: REMEMBERED.Instagram },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the platform it opens for, with that platform’s last settings (not the pre-fill)', async () => {
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Instagram');
      await expect(args.onPlatformChange).toHaveBeenCalledWith('Instagram');
      await expect(canvas.getByLabelText('Language')).toHaveValue('English');
      await expect(canvas.getByLabelText('Product Name')).toHaveValue('Custard Lava Mooncake');
      await expect(canvas.getByLabelText('Location')).toHaveValue('Bangsar');
      await expect(canvas.getByLabelText('Keywords')).toHaveValue('mooncake, midautumn');
      await expect(canvas.getByLabelText(/Post Count/)).toHaveValue(4);
      await expect(canvas.getByLabelText('Tone')).toHaveValue('custom');
      await expect(canvas.getByLabelText(/Custom Tone/)).toHaveValue('cheeky but kind');
    });
    await step('Generate sends them unchanged', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      const { platform, language, productName, tone, count, keywords } = REMEMBERED.Instagram as GeneratorSettings;
      await waitFor(() =>
        expect(args.onGenerate).toHaveBeenCalledWith(
          expect.objectContaining({ platform, language, productName, tone, count, keywords }),
        ),
      );
    });
  },
};

/** The app's part: it loads the last settings of the platform the form shows, and they arrive a moment later. */
function WithRemembered(args: RedbookGeneratorProps) {
  const [settings, setSettings] = useState<GeneratorSettings | null | undefined>(undefined);
  const handlePlatformChange = (platform: Platform) => {
    args.onPlatformChange?.(platform);
    setSettings(undefined);
    window.setTimeout(() => setSettings(REMEMBERED[platform] ?? null), 150);
  };
  return <RedbookGenerator {...args} lastSettings={settings} onPlatformChange={handlePlatformChange} />;
}

export const SwitchingPlatformLoadsItsSettings: Story = {
  args: { prefill: MOON_PREFILL },
  render: (args) => <WithRemembered {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('another platform: its last settings fill the untouched form when they arrive', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Facebook');
      await expect(args.onPlatformChange).toHaveBeenLastCalledWith('Facebook');
      await waitFor(() => expect(valueOf(canvasElement, 'Product Name')).toBe('Kuih Bulan Kastard'));
      await expect(canvas.getByLabelText('Language')).toHaveValue('Malay');
      await expect(canvas.getByLabelText('Tone')).toHaveValue('热情激昂');
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Facebook');
    });
    await step('Facebook offers its two voices; the remembered one is chosen', async () => {
      await expect(canvas.getByLabelText('Voice')).toHaveValue('business');
      await expect(
        within(canvas.getByLabelText('Voice')).getByRole('option', { name: 'For customers to post' }),
      ).toBeInTheDocument();
    });
    await step(
      'a platform without settings keeps the form as it is, also when the language changes at once',
      async () => {
        await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Tiktok');
        await userEvent.selectOptions(canvas.getByLabelText('Language'), 'English');
        // the Tiktok answer (none remembered) has come by now
        await new Promise((resolve) => window.setTimeout(resolve, 400));
        await expect(canvas.getByLabelText('Product Name')).toHaveValue('Kuih Bulan Kastard');
        await expect(canvas.getByLabelText('Product Type')).toHaveValue('Kuih bulan');
        await expect(canvas.getByLabelText('Language')).toHaveValue('English');
        await expect(canvas.getByLabelText('Platform')).toHaveValue('Tiktok');
        await expect(canvas.queryByLabelText('Voice')).toBeNull();
        await userEvent.clear(canvas.getByLabelText('Product Name'));
      },
    );
    await step('what the user typed is never replaced', async () => {
      await userEvent.type(canvas.getByLabelText('Product Name'), 'Snow skin');
      await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Instagram');
      await expect(args.onPlatformChange).toHaveBeenLastCalledWith('Instagram');
      // the Instagram settings have come and gone by now
      await new Promise((resolve) => window.setTimeout(resolve, 400));
      await expect(canvas.getByLabelText('Product Name')).toHaveValue('Snow skin');
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Instagram');
    });
  },
};
