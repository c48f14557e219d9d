import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm, type AssetFormProps, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { samplePng } from './fixtures/files';
import { screenOf } from './fixtures/play';
import { assetFormMeta } from './fixtures/assetFormStory';
import { PHONE } from './fixtures/localeOpen';
import { apiFailure, failingOnce, pickFiles } from './fixtures/photos';

/** The form behind an "Add Asset" button, so that a story can open it twice. */
function Reopenable(props: AssetFormProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the form
      </button>
      <AssetForm
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Lists/AssetForm/Photos',
  component: AssetForm,
  ...assetFormMeta,
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemembersPlatformAndType: Story = {
  args: { open: false },
  play: async ({ canvasElement, args, step }) => {
    const page = screenOf(canvasElement);
    const openForm = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the form' }));
      return within(await page.findByRole('dialog', { name: 'Create Asset' }));
    };
    await step('the first form starts empty; an Instagram image is created', async () => {
      const form = await openForm();
      await expect(form.getByLabelText(/Platform/)).toHaveValue('');
      await expect(form.getByLabelText(/Asset Type/)).toHaveValue('');
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
      await userEvent.upload(form.getByLabelText('File'), samplePng());
      const create = form.getByRole('button', { name: 'Create' });
      await waitFor(() => expect(create).toBeEnabled());
      await userEvent.click(create);
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
    await step('the next form offers Instagram and image again, ready for the files', async () => {
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      const form = await openForm();
      await expect(form.getByLabelText(/Platform/)).toHaveValue('entry-instagram');
      await expect(form.getByLabelText(/Asset Type/)).toHaveValue('image');
      await expect(form.getByLabelText('File')).toHaveAttribute('multiple');
    });
  },
};

const QUOTA_FAILS = { onUpload: fn(failingOnce(apiFailure(413, 'storage_full', { quota: '2 GiB' }), 'cake-2.png')) };
const chinese = { title: '新建素材', submitLabel: '新建', tooLargeMessage: '文件太大，最大只能 5MB', open: true };
const malay = {
  title: 'Cipta Aset',
  submitLabel: 'Cipta',
  tooLargeMessage: 'Fail terlalu besar. Saiz maksimum ialah 5MB',
  open: true,
};

/** Two photos picked, the second refused by the server for the quota: the list, a success and a reason. */
const picking =
  (quotaText: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await pickFiles(dialog, [samplePng('cake-1.png'), samplePng('cake-2.png')]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(quotaText);
    await waitFor(() => expect(dialog.querySelectorAll('li')).toHaveLength(2));
  };

const translated = (args: object, locale: Locale, quota: RegExp, phone: boolean): Story =>
  inLocale<Parameters<NonNullable<Story['play']>>[0], Story>(
    { args: { ...args, ...QUOTA_FAILS }, ...(phone ? { globals: PHONE } : {}) },
    locale,
    picking(quota),
  );

export const UploadQueueChinesePhone: Story = translated(chinese, 'zh-CN', /2 GiB/, true);
export const UploadQueueMalay: Story = translated(malay, 'ms', /2 GiB/, false);
