import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkAddBody } from '@app/contract';
import { TenantList } from '@app/screens';
import { expectNoDialog, expectShown, expectToast, findDialog } from './fixtures/play';
import { tenantListMeta } from './fixtures/tenantListStory';
import { PHONE } from './fixtures/localeOpen';
import { inLocale } from '../fixtures/locale';

const meta = {
  title: 'Screens/Admin/TenantList/AddLink',
  component: TenantList,
  ...tenantListMeta,
  args: { ...tenantListMeta.args, onAddLink: fn(async (_body: LinkAddBody): Promise<unknown> => ({})) },
} satisfies Meta<typeof TenantList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const AddLink: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add link to 金龙茶餐厅' }));
    const dialog = await findDialog(canvasElement, 'Add link');
    await step('the dialog says what it adds; the label is optional', async () => {
      await expect(dialog.getByText('A new QR code for 金龙茶餐厅, for one more table or counter.')).toBeVisible();
      await expect(dialog.getByLabelText('Label')).toHaveValue('');
    });
    await step('a too long label is refused', async () => {
      await userEvent.type(dialog.getByLabelText('Label'), '桌'.repeat(41));
      await expectShown(dialog, 'Label must be at most 40 characters');
    });
    await step('Add link sends the tenant and the label, and says so', async () => {
      await userEvent.clear(dialog.getByLabelText('Label'));
      await userEvent.type(dialog.getByLabelText('Label'), '五号桌');
      await userEvent.click(dialog.getByRole('button', { name: 'Add link' }));
      await expect(args.onAddLink).toHaveBeenCalledWith({ tenantId: 't-1', label: '五号桌' });
      await expectToast(canvasElement, 'Link added');
      await expectNoDialog(canvasElement);
    });
  },
};

export const WithoutAddLink: Story = {
  args: { onAddLink: undefined },
  play: async ({ canvasElement, step }) => {
    await step('without onAddLink there is no row action', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: /Add link to/ })).toBeNull();
    });
  },
};

export const AddLinkChinesePhone: Story = inLocale<Context, Story>(
  { globals: PHONE },
  'zh-CN',
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '为 金龙茶餐厅 添加链接' }));
    await findDialog(canvasElement, '添加链接');
  },
);
export const AddLinkMalay: Story = inLocale<Context, Story>({}, 'ms', async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tambah pautan kepada 金龙茶餐厅' }));
  await findDialog(canvasElement, 'Tambah pautan');
});
