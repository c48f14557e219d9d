import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyProfile } from '@app/screens';
import { notify } from '@app/ui';
import { TENANT } from './fixtures/media';
import { TENANT_STATS } from './fixtures/stats';
import { MOONLIGHT_LOGO_URL, resolveFileUrl, samplePng, uploadAfter } from './fixtures/files';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

/** A logo the owner gave as an address: the server downloads it in the background, never the browser. */
const LOGO_ADDRESS = 'https://cdn.moonlightbakery.my/brand/logo.png';

// The same title as MyProfile.stories.tsx: the logo's states in this file.
const meta = {
  title: 'Screens/Tenant/MyProfile',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.clear();
  },
  args: {
    tenant: { ...TENANT, logo: LOGO_ADDRESS, logoStatus: 'pending' },
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl: fn(resolveFileUrl),
    onSave: fn(async () => undefined),
    stats: TENANT_STATS,
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const PENDING = 'Logo pending: the server is downloading it from its address.';
const FAILED = 'The logo could not be downloaded — upload it instead.';

/** The Profile card (the QR code's own loading status is in its card). */
const profileCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Profile' }));

/** A pattern that finds `text` anywhere in a longer text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** No image on the page comes from the logo's own address (nor any other http(s) address). */
async function expectNoThirdPartyImage(canvasElement: HTMLElement) {
  const sources = [...canvasElement.ownerDocument.querySelectorAll('img')].map((image) => image.src);
  await expect(sources.filter((source) => /^https?:/.test(source) && !source.startsWith(location.origin))).toEqual([]);
}

export const LogoPending: Story = {
  name: 'Logo pending (desktop)',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const circle = canvas.getByRole('button', { name: 'Upload logo' });
    await step('the profile says the logo is on its way, beside an empty circle', async () => {
      await expect(profileCard(canvasElement).getByRole('status')).toHaveTextContent(PENDING);
      await expect(circle).toHaveAccessibleDescription(containing(PENDING));
      await expect(circle.querySelector('img')).toBeNull();
    });
    await step("the logo's address is never loaded", async () => {
      await expect(args.resolveFileUrl).not.toHaveBeenCalled();
      await expectNoThirdPartyImage(canvasElement);
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const LogoPendingPhone: Story = {
  ...LogoPending,
  name: 'Logo pending (phone)',
  globals: PHONE_390,
  play: async ({ canvasElement, step }) => {
    await step('the sentence wraps beside the circle, nothing scrolls sideways', async () => {
      const status = profileCard(canvasElement).getByRole('status');
      await expect(status).toBeVisible();
      await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
  },
};

export const LogoNotDownloaded: Story = {
  name: 'Logo could not be downloaded',
  args: { tenant: { ...TENANT, logo: LOGO_ADDRESS, logoStatus: 'failed' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const circle = canvas.getByRole('button', { name: 'Upload logo' });
    await step('the profile says the logo could not be downloaded and asks for an upload', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(FAILED);
      await expect(circle).toHaveAccessibleDescription(containing(FAILED));
      await expect(circle.querySelector('img')).toBeNull();
      await expectNoThirdPartyImage(canvasElement);
    });
    await step('an uploaded logo takes its place: the message goes, Save sends the new key', async () => {
      await userEvent.upload(canvas.getByLabelText('Logo file'), samplePng('moonlight-logo.png'));
      await expect(canvas.queryByText(FAILED)).toBeNull();
      const save = canvas.getByRole('button', { name: /^Sav/ });
      await waitFor(() => expect(save).toHaveTextContent('Save'));
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({ logo: 'campaign-media/moonlight-logo.png' }),
        ),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const LogoNotDownloadedPhone: Story = {
  name: 'Logo could not be downloaded (phone)',
  args: LogoNotDownloaded.args,
  globals: PHONE_390,
  play: async ({ canvasElement, step }) => {
    await step('the message fits the phone', async () => {
      await expect(within(canvasElement).getByRole('alert')).toBeVisible();
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
  },
};

export const LogoSmallVersion: Story = {
  name: 'Stored logo shown by its small version',
  args: { tenant: TENANT },
  play: async ({ canvasElement, args, step }) => {
    await step('the circle shows the logo through its 320 px version, not the uploaded original', async () => {
      const circle = within(canvasElement).getByRole('button', { name: 'Upload logo' });
      await waitFor(() => expect(circle.querySelector('img')).toHaveAttribute('src', MOONLIGHT_LOGO_URL));
      await expect(args.resolveFileUrl).toHaveBeenCalledWith('campaign-media/moonlight-logo.w320.webp');
      await expect(args.resolveFileUrl).not.toHaveBeenCalledWith('campaign-media/moonlight-logo.png');
      await expect(profileCard(canvasElement).queryByRole('status')).toBeNull();
    });
  },
};

export const LogoPendingChinesePhone: Story = {
  ...inLocale<Context, Story>(LogoPendingPhone, 'zh-CN'),
  name: 'Logo pending (phone, Chinese)',
};
export const LogoNotDownloadedMalayPhone: Story = {
  ...inLocale<Context, Story>(LogoNotDownloadedPhone, 'ms'),
  name: 'Logo could not be downloaded (phone, Malay)',
};
