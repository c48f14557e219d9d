import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserList, type UserUpdateRequest } from '@app/screens';
import type { UserBody } from '@app/contract';
import { notify } from '@app/ui';
import { tenantRefs, users } from './fixtures/admin';
import { expectNoDialog, expectShown, findDialog, type Scope, screenOf, serverError } from './fixtures/play';
import { listStoryArgs, serverListRender } from './fixtures/serverList';
import { inLocale } from '../fixtures/locale';
import { openDialogIn, PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/UserList',
  component: UserList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  render: serverListRender(UserList, 'user'),
  args: {
    ...listStoryArgs('user'),
    rows: users,
    tenants: tenantRefs,
    onRefresh: fn(),
    onCreate: fn(async (_request: UserBody): Promise<unknown> => ({ id: 'u-9' })),
    onUpdate: fn(async (_request: UserUpdateRequest): Promise<unknown> => ({})),
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const newUser = { tenantId: 't-4', name: 'Ahmad Faiz', phone: '+60 13-404 5050', email: 'faiz@bazaarraya.my' };

async function openCreate(canvasElement: HTMLElement): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
  return findDialog(canvasElement, 'Create User');
}

async function fillUser(dialog: Scope) {
  await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Bazaar Raya Sdn Bhd');
  await userEvent.type(dialog.getByLabelText('Name'), newUser.name);
  await userEvent.type(dialog.getByLabelText('Phone'), newUser.phone);
  await userEvent.type(dialog.getByLabelText('Email'), newUser.email);
}

async function openEdit(canvasElement: HTMLElement, name: string): Promise<Scope> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
  await userEvent.click(
    within(canvas.getByRole('region', { name: 'Selection' })).getByRole('button', { name: 'Edit' }),
  );
  return findDialog(canvasElement, 'Edit User');
}

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the list says what users are: staff contacts, who do not sign in', async () => {
      await expect(canvas.getByRole('region', { name: 'User List' })).toHaveAccessibleDescription(
        'Users are the staff contacts of each business: names, phones and e-mails kept for your records. They do not sign in.',
      );
    });
    await step('the table lists the users with the five columns, all sortable', async () => {
      const table = canvas.getByRole('table', { name: 'User List' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual(['Select all on this page', 'Name', 'Tenant', 'Phone', 'Email', 'Created At']);
      for (const name of headers.slice(1))
        await expect(within(table).getByRole('columnheader', { name: name ?? '' })).toHaveAttribute('aria-sort');
    });
    await step("each row shows the user's tenant by name and the en-GB date", async () => {
      const rows = within(canvas.getByRole('table', { name: 'User List' }))
        .getAllByRole('row')
        .slice(1);
      await expect(rows[0]).toHaveTextContent('林美华');
      await expect(rows[0]).toHaveTextContent('金龙茶餐厅');
      await expect(rows[0]).toHaveTextContent('08/01/2026');
      await expect(rows[1]).toHaveTextContent('Kopi Kita');
    });
    await step('sorting by Tenant and Refresh work', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tenant' }));
      await expect(canvas.getByRole('columnheader', { name: 'Tenant' })).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, step }) => {
    await step('a loading row reads "Loading..."', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('an empty list says so', async () => {
      await expect(within(canvasElement).getByText('No users yet')).toBeVisible();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load users. Check your connection and refresh.' },
  play: async ({ canvasElement, step }) => {
    await step('the load error is shown as an alert', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Could not load users. Check your connection and refresh.',
      );
    });
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step(
      'the form has a Tenant select of every tenant, Name, Phone and an email-type Email; Create is disabled',
      async () => {
        const select = dialog.getByLabelText<HTMLSelectElement>('Tenant');
        await expect(select).toHaveValue('');
        await expect(Array.from(select.options).map((option) => option.text)).toEqual([
          'Select a tenant',
          '金龙茶餐厅',
          'Kopi Kita',
          'Summer Coffee Roasters',
          'Bazaar Raya Sdn Bhd',
        ]);
        await expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      },
    );
    await step('with every field filled, Create sends { tenantId, name, phone, email } and closes', async () => {
      await fillUser(dialog);
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith(newUser));
      await expectNoDialog(canvasElement);
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step('without a tenant Create stays disabled', async () => {
      await userEvent.type(dialog.getByLabelText('Name'), newUser.name);
      await userEvent.type(dialog.getByLabelText('Phone'), newUser.phone);
      await userEvent.type(dialog.getByLabelText('Email'), newUser.email);
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Kopi Kita');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Select a tenant');
      await expectShown(dialog, 'Tenant is required');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Kopi Kita');
    });
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Phone', 'Phone is required'],
      ['Email', 'Email is required'],
    ] as const) {
      await step(`a blank ${label} says "${message}" and disables Create`, async () => {
        const field = dialog.getByLabelText<HTMLInputElement>(label);
        const value = field.value;
        await userEvent.clear(field);
        await expectShown(dialog, message);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
        await userEvent.type(field, value);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
      });
    }
    await step('an invalid email is refused', async () => {
      const email = dialog.getByLabelText('Email');
      await userEvent.clear(email);
      await userEvent.type(email, 'faiz@');
      await expectShown(dialog, 'Email must be a valid email address');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const CreateFailureServerMessage: Story = {
  args: {
    onCreate: fn(async (_request: UserBody): Promise<unknown> => Promise.reject(serverError('Email already in use'))),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step("the server's message is shown; the form keeps the input", async () => {
      await expectShown(screenOf(canvasElement), 'Email already in use');
      await expect(dialog.getByLabelText('Email')).toHaveValue(newUser.email);
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('t-4');
    });
  },
};

export const CreateFailureFallback: Story = {
  args: { onCreate: fn(async (_request: UserBody): Promise<unknown> => Promise.reject(new Error('Network error'))) },
  play: async ({ canvasElement, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step('without a server message: "Create failed"', async () => {
      await expectShown(screenOf(canvasElement), 'Create failed');
    });
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Nurul Izzah');
    await step("the edit form loads the user's values with Save disabled", async () => {
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('t-2');
      await expect(dialog.getByLabelText('Name')).toHaveValue('Nurul Izzah');
      await expect(dialog.getByLabelText('Phone')).toHaveValue('+60 17-220 9090');
      await expect(dialog.getByLabelText('Email')).toHaveValue('nurul@kopikita.my');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('moving the user to another tenant enables Save and sends the same fields', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), '金龙茶餐厅');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'u-2',
          body: { tenantId: 't-1', name: 'Nurul Izzah', phone: '+60 17-220 9090', email: 'nurul@kopikita.my' },
        }),
      );
      await expectNoDialog(canvasElement);
    });
  },
};

export const EditFailureServerMessage: Story = {
  args: {
    onUpdate: fn(async (_request: UserUpdateRequest): Promise<unknown> =>
      Promise.reject(serverError('Tenant not found')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, 'Olivia Tan');
    await userEvent.type(dialog.getByLabelText('Name'), ' Wei Ling');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await step("the server's message is shown and the edit kept", async () => {
      await expectShown(screenOf(canvasElement), 'Tenant not found');
      await expect(dialog.getByLabelText('Name')).toHaveValue('Olivia Tan Wei Ling');
    });
  },
};

export const EditFailureFallback: Story = {
  args: {
    onUpdate: fn(async (_request: UserUpdateRequest): Promise<unknown> => Promise.reject(new Error('Network error'))),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, 'Olivia Tan');
    const phone = dialog.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+65 8000 0000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await step('without a server message: "Update failed"', async () => {
      await expectShown(screenOf(canvasElement), 'Update failed');
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Edit User' })).toBeVisible();
    });
  },
};

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalay: Story = inLocale<Context, Story>(Filled, 'ms');
export const CreateChinese: Story = inLocale<Context, Story>(Create, 'zh-CN', async ({ canvasElement }) => {
  await openDialogIn(canvasElement, 'zh-CN', 'Create', 'Create User');
});
export const CreateMalayPhone: Story = inLocale<Context, Story>(
  { ...Create, globals: PHONE_390 },
  'ms',
  async ({ canvasElement }) => {
    await openDialogIn(canvasElement, 'ms', 'Create', 'Create User');
  },
);
