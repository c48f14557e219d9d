import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { MOON_CAMPAIGN, USER_ID } from './fixtures/media';
import { expectNoDialog, expectToast, findDialog, serverError } from './fixtures/play';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Add Platform',
  component: CampaignDetails,
  ...campaignDetailsMeta,
  globals: { viewport: { value: 'phone390', isRotated: false } },
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry was created for this campaign and the signed-in tenant, and the toast says so. */
async function expectPlatformAdded(
  canvasElement: HTMLElement,
  onCreateEntry: unknown,
  type: string,
  accessValue: string,
) {
  await waitFor(() =>
    expect(onCreateEntry).toHaveBeenCalledWith({ type, accessValue, tenantId: USER_ID, campaignId: MOON_CAMPAIGN.id }),
  );
  await expectToast(canvasElement, 'Platform added');
}

export const CustomPlatformOnPhone: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Add Platform sits beside the platform chips', async () => {
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Add Platform' }));
    });
    const form = await findDialog(canvasElement, 'Add Platform');
    await step('the five platforms or "Other…" with its own name field; Add waits for both values', async () => {
      const options = within(form.getByLabelText(/^Platform/))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(options).toEqual([
        'Select a platform',
        'Tiktok',
        'Google Review',
        'Facebook',
        'Redbook',
        'Instagram',
        'Other…',
      ]);
      await expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
      await userEvent.selectOptions(form.getByLabelText(/^Platform/), 'Other…');
      await userEvent.type(form.getByLabelText(/Platform Name/), '  WhatsApp ');
      await userEvent.type(form.getByLabelText(/Access Value/), 'https://wa.me/60123456789');
      await waitFor(() => expect(form.getByRole('button', { name: 'Add' })).toBeEnabled());
    });
    await step('Add creates the entry of this campaign and tenant and says "Platform added"', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Add' }));
      await expectPlatformAdded(canvasElement, args.onCreateEntry, 'WhatsApp', 'https://wa.me/60123456789');
      await expectNoDialog(canvasElement);
    });
  },
};

export const FirstPlatformFromAddAsset: Story = {
  args: { entries: [], assets: [], contents: [] },
  play: async ({ canvasElement, args, step }) => {
    await step('without a platform the details card says so and offers Add Platform', async () => {
      const details = region(canvasElement, 'Details');
      await expect(details.getByText('No platform linked to this campaign yet.')).toBeVisible();
      await expect(details.getByRole('button', { name: 'Add Platform' })).toBeVisible();
    });
    await step('Add Asset\'s empty Platform list says "Add a platform first" with the same action', async () => {
      await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
      const assetForm = await findDialog(canvasElement, 'Add Asset');
      await expect(assetForm.getByText('Add a platform first')).toBeVisible();
      await userEvent.click(assetForm.getByRole('button', { name: 'Add Platform' }));
    });
    await step('the platform is added, then Add Asset opens again', async () => {
      const form = await findDialog(canvasElement, 'Add Platform');
      await userEvent.selectOptions(form.getByLabelText(/^Platform/), 'Redbook');
      await userEvent.type(form.getByLabelText(/Access Value/), '@mooncake_my');
      await waitFor(() => expect(form.getByRole('button', { name: 'Add' })).toBeEnabled());
      await userEvent.click(form.getByRole('button', { name: 'Add' }));
      await expectPlatformAdded(canvasElement, args.onCreateEntry, 'Redbook', '@mooncake_my');
      await findDialog(canvasElement, 'Add Asset');
    });
  },
};

export const AddPlatformFailure: Story = {
  args: {
    onCreateEntry: fn(async () => {
      throw serverError('Campaign belongs to another tenant');
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step(
      'a refused entry says SPEC\'s "Failed to create entry. Please check your input." and keeps the form',
      async () => {
        await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Add Platform' }));
        const form = await findDialog(canvasElement, 'Add Platform');
        await userEvent.selectOptions(form.getByLabelText(/^Platform/), 'Facebook');
        await userEvent.type(form.getByLabelText(/Access Value/), 'fb.com/mooncake');
        await waitFor(() => expect(form.getByRole('button', { name: 'Add' })).toBeEnabled());
        await userEvent.click(form.getByRole('button', { name: 'Add' }));
        await expectToast(canvasElement, 'Failed to create entry. Please check your input.');
        await expect(form.getByLabelText(/Access Value/)).toHaveValue('fb.com/mooncake');
      },
    );
  },
};
