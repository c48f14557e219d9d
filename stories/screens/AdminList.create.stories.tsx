import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdminList } from '@app/screens';
import type { AdminCreateBody } from '@app/contract';
import { expectNoDialog, expectShown, screenOf, serverError } from './fixtures/play';
import { adminListMeta, fillAdmin, newAdmin, openCreate } from './fixtures/adminListStory';
import { inLocale } from '../fixtures/locale';
import { openDialogIn, PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/AdminList',
  component: AdminList,
  ...adminListMeta,
} satisfies Meta<typeof AdminList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step('the create form starts empty, Active checked, Create disabled', async () => {
      for (const label of ['Name', 'Username', 'Email', 'Phone', 'Password'])
        await expect(dialog.getByLabelText(label)).toHaveValue('');
      await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
      await expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
      await expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('filling every required field enables Create', async () => {
      await fillAdmin(dialog, newAdmin);
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('Create sends the POST /admin body with status active, then the modal closes', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
      await expect(args.onCreate).toHaveBeenCalledWith({ ...newAdmin, status: 'active' });
      await expectNoDialog(canvasElement);
    });
  },
};

export const CreateInactive: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step('unticking Active creates an inactive admin; fields are sent trimmed', async () => {
      await fillAdmin(dialog, { ...newAdmin, name: '  Siti Nurhaliza  ' });
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
      await expect(dialog.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ ...newAdmin, status: 'inactive' }));
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillAdmin(dialog, newAdmin);
    const required = [
      ['Name', 'Name is required'],
      ['Username', 'Username is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Password', 'Password is required'],
    ] as const;
    for (const [label, message] of required) {
      await step(`a blank ${label} disables Create and says "${message}"`, async () => {
        const field = dialog.getByLabelText(label);
        const value = (field as HTMLInputElement).value;
        await userEvent.clear(field);
        await userEvent.type(field, '   ');
        await expectShown(dialog, message);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
        await userEvent.clear(field);
        await userEvent.type(field, value);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
      });
    }
    await step('an email that is not an address is refused', async () => {
      const email = dialog.getByLabelText('Email');
      await userEvent.clear(email);
      await userEvent.type(email, 'siti-at-agency');
      await expectShown(dialog, 'Email must be a valid email address');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.clear(email);
      await userEvent.type(email, newAdmin.email);
    });
    await step('a password shorter than 8 characters is refused, with the rule in the message', async () => {
      const password = dialog.getByLabelText('Password');
      await userEvent.clear(password);
      await userEvent.type(password, 'Sh0rt!!');
      await expectShown(dialog, 'Password must be at least 8 characters');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(password, '8');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('nothing was sent', async () => {
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const CreateFailureServerMessage: Story = {
  args: {
    onCreate: fn(async (_request: AdminCreateBody): Promise<unknown> =>
      Promise.reject(serverError('Username already exists')),
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillAdmin(dialog, newAdmin);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step("the server's message is shown as an error toast", async () => {
      await expectShown(screenOf(canvasElement), 'Username already exists');
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
    });
    await step("the modal stays open with the user's input", async () => {
      await expect(dialog.getByLabelText('Username')).toHaveValue('siti');
      await expect(dialog.getByLabelText('Password')).toHaveValue('Str0ng-pass');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const CreateFailureFallback: Story = {
  args: {
    onCreate: fn(async (_request: AdminCreateBody): Promise<unknown> =>
      Promise.reject(new Error('Request failed with status 500')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillAdmin(dialog, newAdmin);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step('without a server message the toast reads "Create failed"', async () => {
      await expectShown(screenOf(canvasElement), 'Create failed');
      await expect(dialog.getByLabelText('Name')).toHaveValue('Siti Nurhaliza');
    });
  },
};

export const CloseResets: Story = {
  play: async ({ canvasElement, step }) => {
    await step('typing then Cancel closes the modal', async () => {
      const dialog = await openCreate(canvasElement);
      await fillAdmin(dialog, { name: 'Draft name', username: 'draft' });
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectNoDialog(canvasElement);
    });
    await step('reopening shows an empty form again, Active checked', async () => {
      const dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Name')).toHaveValue('');
      await expect(dialog.getByLabelText('Username')).toHaveValue('');
      await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    });
  },
};

export const CreateChinesePhone: Story = inLocale<Context, Story>(
  { ...Create, globals: PHONE_390 },
  'zh-CN',
  async ({ canvasElement }) => {
    await openDialogIn(canvasElement, 'zh-CN', 'Create', 'Create Admin');
  },
);
export const CreateMalay: Story = inLocale<Context, Story>(Create, 'ms', async ({ canvasElement }) => {
  await openDialogIn(canvasElement, 'ms', 'Create', 'Create Admin');
});
