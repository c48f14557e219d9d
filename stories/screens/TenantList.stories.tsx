import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { TenantList, type TenantCreateRequest, type TenantLogoUpload, type TenantUpdateRequest } from '@app/screens';
import { notify } from '@app/ui';
import { links, logoUrls, pngFile, sizedFile, tenants } from './fixtures/admin';
import { anyOf, expectNoDialog, expectShown, findDialog, type Scope, screenOf, serverError } from './fixtures/play';

const NEW_LOGO_KEY = 'campaign-media/3b1f7c2e-logo.png';

const meta = {
  title: 'Screens/Admin/TenantList',
  component: TenantList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    rows: tenants,
    links,
    onRefresh: fn(),
    onCreate: fn(async (_request: TenantCreateRequest): Promise<unknown> => ({ id: 't-9' })),
    onUpdate: fn(async (_request: TenantUpdateRequest): Promise<unknown> => ({})),
    onUpload: fn(async ({ onProgress }: TenantLogoUpload) => {
      onProgress(60);
      await new Promise((resolve) => setTimeout(resolve, 800));
      return NEW_LOGO_KEY;
    }),
    resolveFileUrl: fn(async (key: string) => logoUrls[key] ?? logoUrls['campaign-media/kopikita-logo.png'] ?? ''),
  },
} satisfies Meta<typeof TenantList>;

export default meta;
type Story = StoryObj<typeof meta>;

const newTenant = {
  name: 'Hari Raya Bazaar',
  industry_type: 'Events',
  email: 'hello@hariraya-bazaar.my',
  phone: '+60 3-2691 2233',
  address: 'Dataran Merdeka, 50050 Kuala Lumpur',
  password: 'Bazaar-2026',
};

const fieldLabels = [
  ['Name', 'name'],
  ['Industry Type', 'industry_type'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Address', 'address'],
  ['Password', 'password'],
] as const;

async function openCreate(canvasElement: HTMLElement): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
  return findDialog(canvasElement, 'Create Tenant');
}

async function fillTenant(dialog: Scope, values: Partial<typeof newTenant> = newTenant) {
  for (const [label, key] of fieldLabels) {
    const value = values[key];
    if (value !== undefined) await userEvent.type(dialog.getByLabelText(label), value);
  }
}

async function openEdit(canvasElement: HTMLElement, name: string): Promise<Scope> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
  await userEvent.click(
    within(canvas.getByRole('region', { name: 'Selection' })).getByRole('button', { name: 'Edit' }),
  );
  return findDialog(canvasElement, 'Edit Tenant');
}

function optionLabels(select: HTMLElement): string[] {
  return Array.from((select as HTMLSelectElement).options).map((option) => option.text);
}

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the table lists the tenants with the seven columns, all sortable', async () => {
      const table = canvas.getByRole('table', { name: 'Tenant List' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual([
        'Select all on this page',
        'Name',
        'Industry Type',
        'Email',
        'Phone',
        'Address',
        'QR Link',
        'Created At',
      ]);
      for (const name of headers.slice(1))
        await expect(within(table).getByRole('columnheader', { name: name ?? '' })).toHaveAttribute('aria-sort');
    });
    await step("the QR Link column shows the assigned link's name, or a dash", async () => {
      const rows = within(canvas.getByRole('table', { name: 'Tenant List' }))
        .getAllByRole('row')
        .slice(1);
      await expect(rows[0]).toHaveTextContent('金龙茶餐厅');
      await expect(rows[0]).toHaveTextContent('QR-0001');
      await expect(rows[0]).toHaveTextContent('05/01/2026');
      await expect(rows[2]).toHaveTextContent('Summer Coffee Roasters');
      await expect(rows[2]).toHaveTextContent('—');
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
    await step('a loading row reads "Loading..."', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('an empty list says so', async () => {
      await expect(within(canvasElement).getByText('No tenants yet')).toBeVisible();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load tenants. Check your connection and refresh.' },
  play: async ({ canvasElement, step }) => {
    await step('the load error is shown as an alert', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Could not load tenants. Check your connection and refresh.',
      );
    });
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step(
      'the create form starts empty with Create disabled; the QR Link offers "No link" and the Vacant links',
      async () => {
        for (const [label] of fieldLabels) await expect(dialog.getByLabelText(label)).toHaveValue('');
        await expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
        const select = dialog.getByLabelText('QR Link');
        await expect(select).toHaveValue('');
        await expect(optionLabels(select)).toEqual(['No link', 'QR-0003', 'QR-0004']);
      },
    );
    await step('filling every field enables Create', async () => {
      await fillTenant(dialog);
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('a logo upload shows progress and holds Create as "Uploading…"', async () => {
      const file = pngFile('bazaar-logo.png');
      await userEvent.upload(dialog.getByLabelText('Logo'), file);
      await expect(args.onUpload).toHaveBeenCalledWith({ file, onProgress: anyOf(Function) });
      await expectShown(dialog, 'Uploading… 60%');
      await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
      await expect(dialog.getByRole('img', { name: 'Preview of bazaar-logo.png' })).toBeVisible();
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled(), { timeout: 3000 });
    });
    await step('choosing a Vacant link and Create send the body with the logo key, and the link apart', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('QR Link'), 'QR-0003');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
      await expect(args.onCreate).toHaveBeenCalledWith({
        body: { ...newTenant, logo: NEW_LOGO_KEY },
        linkUuid: '7f3c9a10-0003-4d7e-9b1a-2c5e8f0a0003',
      });
      await expectNoDialog(canvasElement);
    });
  },
};

export const CreateWithoutLogoOrLink: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step('without a logo and with "No link", logo is null and no link is to be assigned', async () => {
      await fillTenant(dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
      const [request] = mocked(args.onCreate).mock.calls[0] ?? [];
      await expect(request).toEqual({ body: { ...newTenant, logo: null }, linkUuid: null });
      await expect(Object.keys(request?.body ?? {}).sort()).toEqual([
        'address',
        'email',
        'industry_type',
        'logo',
        'name',
        'password',
        'phone',
      ]);
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillTenant(dialog);
    const messages = {
      Name: 'Name is required',
      'Industry Type': 'Industry Type is required',
      Email: 'Email is required',
      Phone: 'Phone is required',
      Address: 'Address is required',
      Password: 'Password is required',
    } as const;
    for (const [label] of fieldLabels) {
      await step(`a blank ${label} disables Create and says "${messages[label]}"`, async () => {
        const field = dialog.getByLabelText<HTMLInputElement>(label);
        const value = field.value;
        await userEvent.clear(field);
        await userEvent.type(field, '  ');
        await expectShown(dialog, messages[label]);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
        await userEvent.clear(field);
        await userEvent.type(field, value);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
      });
    }
    await step('nothing was sent', async () => {
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const LogoTooLarge: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await step('a logo over 5 MB is refused with "Max file size is 5MB" and not uploaded', async () => {
      await userEvent.upload(
        dialog.getByLabelText('Logo'),
        sizedFile('huge-logo.png', 5 * 1024 * 1024 + 1, 'image/png'),
      );
      await expectShown(dialog, 'Max file size is 5MB');
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
  },
};

export const LogoWrongType: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    // The OS picker's "All files" lets a user choose any file: the browser does not enforce `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await step('a GIF logo is refused with "Invalid file type. Only JPEG and PNG allowed."', async () => {
      await user.upload(dialog.getByLabelText('Logo'), sizedFile('animated.gif', 2048, 'image/gif'));
      await expectShown(dialog, 'Invalid file type. Only JPEG and PNG allowed.');
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
    await step('a JPEG is accepted', async () => {
      await user.upload(dialog.getByLabelText('Logo'), sizedFile('photo.jpg', 2048, 'image/jpeg'));
      await expect(args.onUpload).toHaveBeenCalledTimes(1);
      await expect(dialog.queryByText('Invalid file type. Only JPEG and PNG allowed.')).toBeNull();
    });
  },
};

export const LogoUploadFailure: Story = {
  args: {
    onUpload: fn(async (_request: TenantLogoUpload): Promise<string> =>
      Promise.reject(new Error('Upload failed: no object key')),
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillTenant(dialog);
    await userEvent.upload(dialog.getByLabelText('Logo'), pngFile());
    await step(
      'a failed logo upload says "Logo upload failed" and the tenant can still be created without it',
      async () => {
        await waitFor(() => expect(screenOf(canvasElement).getAllByText('Logo upload failed')).toHaveLength(2));
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
        await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() =>
          expect(args.onCreate).toHaveBeenCalledWith({ body: { ...newTenant, logo: null }, linkUuid: null }),
        );
      },
    );
  },
};

export const CreateFailureServerMessage: Story = {
  args: {
    onCreate: fn(async (_request: TenantCreateRequest): Promise<unknown> =>
      Promise.reject(serverError('Email already in use')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillTenant(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step("the server's message is shown; the form keeps the input", async () => {
      await expectShown(screenOf(canvasElement), 'Email already in use');
      await expect(dialog.getByLabelText('Name')).toHaveValue('Hari Raya Bazaar');
    });
  },
};

export const CreateFailureFallback: Story = {
  args: {
    onCreate: fn(async (_request: TenantCreateRequest): Promise<unknown> => Promise.reject(new Error('Network error'))),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openCreate(canvasElement);
    await fillTenant(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await step('without a server message: "Create failed"', async () => {
      await expectShown(screenOf(canvasElement), 'Create failed');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Kopi Kita');
    await step('the edit form loads the tenant, its logo preview and its current link; Save is disabled', async () => {
      await expect(dialog.getByLabelText('Name')).toHaveValue('Kopi Kita');
      await expect(dialog.getByLabelText('Industry Type')).toHaveValue('Café');
      await expect(dialog.getByLabelText('Address')).toHaveValue('8 Lorong Kinta, 10400 George Town, Penang');
      await expect(dialog.getByLabelText('Password')).toHaveValue('');
      await expect(dialog.getByLabelText('Password')).not.toHaveAttribute('aria-required');
      await expect(await dialog.findByRole('img', { name: 'Preview of the current file' })).toBeVisible();
      await expect(args.resolveFileUrl).toHaveBeenCalledWith('campaign-media/kopikita-logo.png');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step("the link choices are the tenant's own link plus the Vacant ones", async () => {
      const select = dialog.getByLabelText('QR Link');
      await expect(select).toHaveValue('7f3c9a10-0002-4d7e-9b1a-2c5e8f0a0002');
      await expect(optionLabels(select)).toEqual(['No link', 'QR-0002', 'QR-0003', 'QR-0004']);
    });
    await step(
      'choosing another link enables Save and sends it for assignment; the blank password is left out',
      async () => {
        await userEvent.selectOptions(dialog.getByLabelText('QR Link'), 'QR-0004');
        await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
        const [request] = mocked(args.onUpdate).mock.calls[0] ?? [];
        await expect(request).toEqual({
          id: 't-2',
          body: {
            name: 'Kopi Kita',
            industry_type: 'Café',
            address: '8 Lorong Kinta, 10400 George Town, Penang',
            email: 'halo@kopikita.my',
            phone: '+60 4-226 1122',
            logo: 'campaign-media/kopikita-logo.png',
          },
          linkUuid: '7f3c9a10-0004-4d7e-9b1a-2c5e8f0a0004',
        });
        await expect(request && 'password' in request.body).toBe(false);
        await expectNoDialog(canvasElement);
      },
    );
  },
};

export const EditKeepsLinkAndSetsPassword: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, '金龙茶餐厅');
    await step('a new password is sent; keeping the current link asks for no assignment', async () => {
      await userEvent.type(dialog.getByLabelText('Password'), 'Dragon-8888');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 't-1',
          body: {
            name: '金龙茶餐厅',
            industry_type: '餐饮',
            address: '12 Jalan Alor, Bukit Bintang, 50200 Kuala Lumpur',
            email: 'hello@golddragon.my',
            phone: '+60 3-2141 8888',
            logo: 'campaign-media/golddragon-logo.png',
            password: 'Dragon-8888',
          },
          linkUuid: null,
        }),
      );
    });
  },
};

export const EditNewLogo: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Summer Coffee Roasters');
    await step('a tenant without a logo shows no preview; uploading one enables Save and sends its key', async () => {
      await expect(dialog.queryByRole('img')).toBeNull();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.upload(dialog.getByLabelText('Logo'), pngFile('summer.png'));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 3000 });
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
      await expect(mocked(args.onUpdate).mock.calls[0]?.[0].body.logo).toBe(NEW_LOGO_KEY);
    });
  },
};

export const EditInvalid: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, 'Kopi Kita');
    await step('on edit the text fields stay required', async () => {
      await userEvent.clear(dialog.getByLabelText('Address'));
      await expectShown(dialog, 'Address is required');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const EditFailure: Story = {
  args: {
    onUpdate: fn(async (_request: TenantUpdateRequest): Promise<unknown> =>
      Promise.reject(new Error('Request failed with status 500')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openEdit(canvasElement, 'Kopi Kita');
    await userEvent.type(dialog.getByLabelText('Industry Type'), ' & Bakery');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await step('an update failure shows "Update failed" and keeps the edit', async () => {
      await expectShown(screenOf(canvasElement), 'Update failed');
      await expect(dialog.getByLabelText('Industry Type')).toHaveValue('Café & Bakery');
    });
  },
};
