import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkList } from '@app/screens';
import { expectNoDialog, expectShown, expectToast, findDialog, serverError } from './fixtures/play';
import { linkListMeta } from './fixtures/linkListStory';
import { PHONE } from './fixtures/localeOpen';
import { inLocale } from '../fixtures/locale';

const meta = {
  title: 'Screens/Admin/LinkList/Labels',
  component: LinkList,
  ...linkListMeta,
  args: {
    ...linkListMeta.args,
    onLabel: fn(async (_change: { uuid: string; label: string }): Promise<unknown> => ({})),
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const openLabel = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Edit the label of ${name}` }));
  return findDialog(canvasElement, 'Edit label');
};

export const EditLabel: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each link shows its label, or a dash', async () => {
      await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Label');
      await expect(canvas.getByText('Table 5')).toBeVisible();
    });
    const dialog = await openLabel(canvasElement, 'QR-0001');
    const field = () => dialog.getByLabelText('Label');
    await step('the dialog names the link and holds its label', async () => {
      await expect(dialog.getByText('QR-0001')).toBeVisible();
      await expect(field()).toHaveValue('Table 5');
    });
    await step('a label longer than 40 characters is refused with a clear message', async () => {
      await userEvent.clear(field());
      await userEvent.type(field(), 'x'.repeat(41));
      await expectShown(dialog, 'Label must be at most 40 characters');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('Save sends the new label and says so', async () => {
      await userEvent.clear(field());
      await userEvent.type(field(), 'Counter');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(args.onLabel).toHaveBeenCalledWith({
        uuid: '7f3c9a10-0001-4d7e-9b1a-2c5e8f0a0001',
        label: 'Counter',
      });
      await expectToast(canvasElement, 'Label saved');
      await expectNoDialog(canvasElement);
    });
  },
};

export const EditLabelFails: Story = {
  args: {
    onLabel: fn(async (_change: { uuid: string; label: string }): Promise<unknown> =>
      Promise.reject(serverError('Link not found')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openLabel(canvasElement, 'QR-0002');
    await step("a failure keeps the dialog open and gives the server's reason", async () => {
      await userEvent.type(dialog.getByLabelText('Label'), 'Table 1');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expectToast(canvasElement, 'Link not found');
      await expect(dialog.getByLabelText('Label')).toHaveValue('Table 1');
    });
  },
};

export const WithoutEditing: Story = {
  args: { onLabel: undefined },
  play: async ({ canvasElement, step }) => {
    await step('without onLabel the labels are shown only', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: /Edit the label/ })).toBeNull();
    });
  },
};

export const EditLabelChinesePhone: Story = inLocale<Context, Story>(
  { globals: PHONE },
  'zh-CN',
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '编辑 QR-0001 的标签' }));
    await findDialog(canvasElement, '编辑标签');
  },
);
export const EditLabelMalay: Story = inLocale<Context, Story>({}, 'ms', async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sunting label QR-0001' }));
  await findDialog(canvasElement, 'Sunting label');
});
