import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm } from '@app/screens';
import { expectToast, screenOf, toasts } from './fixtures/play';
import { assetFormMeta, moonImage } from './fixtures/assetFormStory';

const meta = {
  title: 'Screens/Lists/AssetForm/Feedback',
  component: AssetForm,
  ...assetFormMeta,
  globals: { viewport: { value: 'phone390', isRotated: false } },
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatedOnPhone: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('on a phone the form is a sheet whose Create button is in view', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await userEvent.type(form.getByLabelText(/Note Content/), '中秋节限定：流心奶黄月饼礼盒买二送一');
      const create = form.getByRole('button', { name: 'Create' });
      await waitFor(() => expect(create).toBeEnabled());
      await userEvent.click(create);
    });
    await step('a saved asset says so: "Asset created", and the form closes', async () => {
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expectToast(canvasElement, 'Asset created');
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const Updated: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { title: 'Edit Asset', submitLabel: 'Save', asset: moonImage },
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
    await step('an edit that saves says "Asset updated"', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      const save = form.getByRole('button', { name: 'Save' });
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await expectToast(canvasElement, 'Asset updated');
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const FailureSaysNoSuccess: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('rejected'), { serverMessage: 'Platform must belong to your campaigns' });
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('a failed save shows its error, no success, and keeps the form open', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await userEvent.type(form.getByLabelText(/Note Content/), 'Buy two, get one free');
      await waitFor(() => expect(form.getByRole('button', { name: 'Create' })).toBeEnabled());
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await expectToast(canvasElement, 'Platform must belong to your campaigns');
      await expect(toasts(canvasElement).queryByText('Asset created')).toBeNull();
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(form.getByLabelText(/Note Content/)).toHaveValue('Buy two, get one free');
    });
    await step('the form is still there to try again', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};
