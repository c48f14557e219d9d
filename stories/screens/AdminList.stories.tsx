import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { AdminList, type AdminUpdateRequest } from '@app/screens';
import { expectNoDialog, expectShown, screenOf, serverError } from './fixtures/play';
import { adminListMeta, openEdit } from './fixtures/adminListStory';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/AdminList',
  component: AdminList,
  ...adminListMeta,
} satisfies Meta<typeof AdminList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the table lists the admins with the six columns, all sortable', async () => {
      await expect(canvas.getByRole('heading', { name: 'Admin List' })).toBeVisible();
      const table = canvas.getByRole('table', { name: 'Admin List' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual([
        'Select all on this page',
        'Name',
        'Username',
        'Email',
        'Phone',
        'Status',
        'Created At',
      ]);
      for (const name of ['Name', 'Username', 'Email', 'Phone', 'Status', 'Created At']) {
        await expect(within(table).getByRole('columnheader', { name })).toHaveAttribute('aria-sort');
      }
    });
    await step('rows are sorted by Created At ascending, dates in en-GB, status as a badge', async () => {
      const rows = within(canvas.getByRole('table', { name: 'Admin List' }))
        .getAllByRole('row')
        .slice(1);
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent('Daniel Lee');
      await expect(rows[0]).toHaveTextContent('Inactive');
      await expect(rows[0]).toHaveTextContent('20/11/2025');
      await expect(rows[1]).toHaveTextContent('Aisyah Rahman');
      await expect(rows[1]).toHaveTextContent('Active');
      await expect(rows[1]).toHaveTextContent('04/01/2026');
      await expect(rows[2]).toHaveTextContent('陈伟明');
      await expect(canvas.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'ascending');
    });
    await step('a header click sorts by that column', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Username' }));
      await expect(canvas.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
      const rows = within(canvas.getByRole('table', { name: 'Admin List' }))
        .getAllByRole('row')
        .slice(1);
      await expect(rows[0]).toHaveTextContent('aisyah');
    });
    await step('Refresh reports the intent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a loading row reads "Loading..." and Refresh waits', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
      await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an empty list says so and still offers Create', async () => {
      await expect(canvas.getByText('No admins yet')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load admins. Check your connection and refresh.' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the load error is shown as an alert in the table', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Could not load admins. Check your connection and refresh.',
      );
      await expect(canvas.queryByText('Aisyah Rahman')).toBeNull();
    });
  },
};

export const EditSelection: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Edit shows only while exactly one row is selected', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Aisyah Rahman' }));
      const bar = within(canvas.getByRole('region', { name: 'Selection' }));
      await expect(bar.getByText('1 selected')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 陈伟明' }));
      await expect(bar.getByText('2 selected')).toBeVisible();
      await expect(bar.queryByRole('button', { name: 'Edit' })).toBeNull();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 陈伟明' }));
      await expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible();
    });
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Daniel Lee');
    await step("the edit form loads the admin's values, a blank password, and Save disabled", async () => {
      await expect(dialog.getByLabelText('Name')).toHaveValue('Daniel Lee');
      await expect(dialog.getByLabelText('Username')).toHaveValue('daniel');
      await expect(dialog.getByLabelText('Email')).toHaveValue('daniel.lee@agency.my');
      await expect(dialog.getByLabelText('Phone')).toHaveValue('+65 9123 4567');
      await expect(dialog.getByLabelText('Password')).toHaveValue('');
      await expect(dialog.getByText('Leave blank to keep the current password.')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('a change enables Save; undoing it disables Save again', async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('Save sends PATCH fields without the blank password, then closes', async () => {
      const phone = dialog.getByLabelText('Phone');
      await userEvent.clear(phone);
      await userEvent.type(phone, '+65 9000 1111');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
      const [request] = mocked(args.onUpdate).mock.calls[0] ?? [];
      await expect(request).toEqual({
        id: 'a-3',
        body: {
          name: 'Daniel Lee',
          username: 'daniel',
          email: 'daniel.lee@agency.my',
          phone: '+65 9000 1111',
          status: 'active',
        },
      });
      await expect(request && 'password' in request.body).toBe(false);
      await expectNoDialog(canvasElement);
    });
  },
};

export const EditWithPassword: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Aisyah Rahman');
    await step('a typed password is sent', async () => {
      await userEvent.type(dialog.getByLabelText('Password'), 'N3w-secret');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'a-1',
          body: {
            name: 'Aisyah Rahman',
            username: 'aisyah',
            email: 'aisyah@agency.my',
            phone: '+60 12-345 6789',
            status: 'active',
            password: 'N3w-secret',
          },
        }),
      );
    });
  },
};

export const EditInvalid: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, '陈伟明');
    await step('on edit the other fields stay required', async () => {
      await userEvent.clear(dialog.getByLabelText('Username'));
      await expectShown(dialog, 'Username is required');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const EditFailure: Story = {
  args: {
    onUpdate: fn(async (_request: AdminUpdateRequest): Promise<unknown> =>
      Promise.reject(new Error('Request failed with status 500')),
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Aisyah Rahman');
    await userEvent.type(dialog.getByLabelText('Name'), ' binti Ali');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await step('an update failure shows "Update failed" and keeps the edit', async () => {
      await expectShown(screenOf(canvasElement), 'Update failed');
      await expect(args.onUpdate).toHaveBeenCalledTimes(1);
      await expect(dialog.getByLabelText('Name')).toHaveValue('Aisyah Rahman binti Ali');
    });
  },
};

export const EditFailureServerMessage: Story = {
  args: {
    onUpdate: fn(async (_request: AdminUpdateRequest): Promise<unknown> =>
      Promise.reject(serverError('Email already in use')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, 'Aisyah Rahman');
    const email = dialog.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'weiming@agency.my');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await step("the server's message is shown", async () => {
      await expectShown(screenOf(canvasElement), 'Email already in use');
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Edit Admin' })).toBeVisible();
    });
  },
};

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalay: Story = inLocale<Context, Story>(Filled, 'ms');
