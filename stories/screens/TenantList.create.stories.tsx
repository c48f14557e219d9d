import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test';
import { TenantList, type TenantCreateRequest, type TenantLogoUpload } from '@app/screens';
import { pngFile, sizedFile } from './fixtures/admin';
import { heldUpload } from './fixtures/files';
import { anyOf, expectNoDialog, expectShown, expectToast, screenOf, serverError } from './fixtures/play';
import {
  fieldLabels,
  fillTenant,
  NEW_LOGO_KEY,
  newTenant,
  openCreate,
  optionLabels,
  tenantListMeta,
} from './fixtures/tenantListStory';
import { inLocale } from '../fixtures/locale';
import { openDialogIn, PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/TenantList',
  component: TenantList,
  ...tenantListMeta,
} satisfies Meta<typeof TenantList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const createLogoUpload = heldUpload(60, NEW_LOGO_KEY);

export const Create: Story = {
  args: { onUpload: fn(createLogoUpload.upload) },
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
      createLogoUpload.release();
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
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
    await step('a success toast says "Tenant created"', async () => {
      await expectToast(canvasElement, 'Tenant created');
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

export const CreateChinese: Story = inLocale<Context, Story>(Create, 'zh-CN', async ({ canvasElement }) => {
  await openDialogIn(canvasElement, 'zh-CN', 'Create', 'Create Tenant');
});
export const CreateMalayPhone: Story = inLocale<Context, Story>(
  { ...Create, globals: PHONE_390 },
  'ms',
  async ({ canvasElement }) => {
    await openDialogIn(canvasElement, 'ms', 'Create', 'Create Tenant');
  },
);
