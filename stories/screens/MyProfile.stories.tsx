import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyProfile } from '@app/screens';
import { notify } from '@app/ui';
import { NEW_TENANT, TENANT } from './fixtures/media';
import {
  gifFile,
  oversizedFile,
  resolveFileUrl,
  sampleJpeg,
  samplePng,
  uploadAfter,
  uploadFailing,
  uploadForever,
} from './fixtures/files';
import { anyOf, expectToast } from './fixtures/play';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Tenant/MyProfile',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.clear();
  },
  args: {
    tenant: TENANT,
    isLoading: false,
    error: null,
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the five fields are loaded and required', async () => {
      await expect(canvas.getByLabelText(/^Name/)).toHaveValue('月光饼家 Moonlight Bakery');
      await expect(canvas.getByLabelText(/^Industry Type/)).toHaveValue('Food & Beverage');
      await expect(canvas.getByLabelText(/^Address/)).toHaveValue(
        '12 Jalan Telawi 3, Bangsar Baru, 59100 Kuala Lumpur',
      );
      await expect(canvas.getByLabelText(/^Email/)).toHaveValue('hello@moonlightbakery.my');
      await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
      await expect(canvas.getByLabelText(/^Phone/)).toHaveValue('+60 3-2282 8888');
      for (const label of [/^Name/, /^Industry Type/, /^Address/, /^Email/, /^Phone/]) {
        await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
      }
    });
    await step('the logo circle shows the stored logo', async () => {
      const circle = canvas.getByRole('button', { name: 'Upload logo' });
      await waitFor(() =>
        expect(circle.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml')),
      );
    });
    await step('Save is disabled until something changes', async () => {
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('the QR Code card shows a 200x200 QR image of the tenant URL', async () => {
      const card = canvas.getByRole('region', { name: 'QR Code' });
      const image = await within(card).findByRole('img', { name: `QR code for ${TENANT.name}` });
      await expect(image).toHaveAttribute('width', '200');
      await expect(image).toHaveAttribute('height', '200');
      await expect(Math.round(image.getBoundingClientRect().width)).toBe(200);
    });
  },
};

export const NoLogoNoQrCode: Story = {
  args: { tenant: NEW_TENANT },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('without a QR link the card says "No QR code assigned"', async () => {
      await expect(
        within(canvas.getByRole('region', { name: 'QR Code' })).getByText('No QR code assigned'),
      ).toBeVisible();
    });
    await step('without a logo the circle shows an upload icon', async () => {
      await expect(canvas.getByRole('button', { name: 'Upload logo' }).querySelector('img')).toBeNull();
    });
  },
};

export const Loading: Story = {
  args: { tenant: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadError: Story = {
  args: { tenant: null, error: 'The profile could not be loaded. Please refresh the page.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The profile could not be loaded. Please refresh the page.',
    );
  },
};

export const EditAndSave: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await step('a change enables Save; undoing it disables Save again', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Phone/));
      await userEvent.type(canvas.getByLabelText(/^Phone/), '+60 3-2282 9999');
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.clear(canvas.getByLabelText(/^Phone/));
      await userEvent.type(canvas.getByLabelText(/^Phone/), '+60 3-2282 8888');
      await waitFor(() => expect(save).toBeDisabled());
    });
    await step('Save sends the trimmed profile and confirms', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Industry Type/));
      await userEvent.type(canvas.getByLabelText(/^Industry Type/), '  Bakery & Cafe  ');
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith({
          name: '月光饼家 Moonlight Bakery',
          industry_type: 'Bakery & Cafe',
          address: '12 Jalan Telawi 3, Bangsar Baru, 59100 Kuala Lumpur',
          email: 'hello@moonlightbakery.my',
          phone: '+60 3-2282 8888',
          logo: 'campaign-media/moonlight-logo.png',
        }),
      );
      await expectToast(canvasElement, 'Profile updated successfully');
      await waitFor(() => expect(save).toBeDisabled());
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const fields = [
      [/^Name/, 'Name is required'],
      [/^Industry Type/, 'Industry Type is required'],
      [/^Address/, 'Address is required'],
      [/^Email/, 'Email is required'],
      [/^Phone/, 'Phone is required'],
    ] as const;
    for (const [label, message] of fields) {
      await step(`a blank ${message.replace(' is required', '')} is refused`, async () => {
        const input = canvas.getByLabelText(label);
        const before = (input as HTMLInputElement).value;
        await userEvent.clear(input);
        await userEvent.type(input, '   ');
        await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
        await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
        await userEvent.clear(input);
        await userEvent.type(input, before);
        await waitFor(() => expect(canvas.queryByText(message)).not.toBeInTheDocument());
      });
    }
    await step('an invalid email is refused too', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Email/));
      await userEvent.type(canvas.getByLabelText(/^Email/), 'hello@');
      await waitFor(() => expect(canvas.getByText('Email must be a valid email address')).toBeVisible());
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

export const SaveFailure: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error('Conflict'), { serverMessage: 'Email already in use' });
    }),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the server's message is shown and the input is kept", async () => {
      await userEvent.clear(canvas.getByLabelText(/^Email/));
      await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@moonlightbakery.my');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expectToast(canvasElement, 'Email already in use');
      await expect(canvas.getByLabelText(/^Email/)).toHaveValue('owner@moonlightbakery.my');
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
  },
};

export const SaveFailureWithoutMessage: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Network Error');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Address/), ', Level 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Update failed');
  },
};

export const LogoUpload: Story = {
  args: { tenant: NEW_TENANT },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await step('clicking the circle opens the file picker', async () => {
      const input = canvas.getByLabelText('Logo file');
      let opened = false;
      input.addEventListener(
        'click',
        (event) => {
          opened = true;
          event.preventDefault();
        },
        { once: true },
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Upload logo' }));
      await expect(opened).toBe(true);
    });
    await step('while the logo uploads, Save reads "Saving…" and is disabled', async () => {
      await userEvent.upload(canvas.getByLabelText('Logo file'), samplePng('kopi-kita-logo.png'));
      await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ file: anyOf(File) }));
    });
    await step('after the upload the new logo counts as a change and is saved', async () => {
      await waitFor(() => expect(save).toHaveTextContent('Save'));
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({ logo: 'campaign-media/kopi-kita-logo.png', name: 'Kopi Kita' }),
        ),
      );
    });
  },
};

export const LogoUploading: Story = {
  args: { onUpload: fn(uploadForever) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Logo file'), sampleJpeg());
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upload logo' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LogoTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Logo file'), oversizedFile('big-logo.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File too large. Max 5MB');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const LogoWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Logo file'), gifFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only JPG and PNG are allowed');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const LogoUploadFailure: Story = {
  args: { onUpload: fn(uploadFailing) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Logo file'), samplePng());
    await expectToast(canvasElement, 'Logo upload failed');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalayPhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'ms');
