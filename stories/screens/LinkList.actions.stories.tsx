import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkAssignBody, LinkGenerateBody } from '@app/contract';
import { LinkList, type Locale } from '@app/screens';
import { expectNoDialog, expectShown, expectToast, findDialog, screenOf, serverError } from './fixtures/play';
import {
  ASSIGNED_UUID,
  everyTenantLinked,
  linkListMeta,
  openAssign,
  openDelete,
  openGenerate,
  VACANT_UUID,
} from './fixtures/linkListStory';
import { inLocale } from '../fixtures/locale';
import { openDialogIn, PHONE_390, translated } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/LinkList',
  component: LinkList,
  ...linkListMeta,
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Generate: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openGenerate(canvasElement);
    const count = () => dialog.getByLabelText('Count');
    const submit = () => dialog.getByRole('button', { name: 'Generate' });
    await step('Count is a required number field; Generate starts disabled', async () => {
      await expect(count()).toHaveAttribute('type', 'number');
      await expect(count()).toHaveAttribute('min', '1');
      await expect(count()).toHaveAttribute('max', '100');
      await expect(count()).toHaveAttribute('aria-required', 'true');
      await expect(count()).toHaveValue(null);
      await expect(submit()).toBeDisabled();
    });
    for (const bad of ['0', '101', '-5']) {
      await step(`${bad} is refused: "Count must be a whole number from 1 to 100"`, async () => {
        await userEvent.clear(count());
        await userEvent.type(count(), bad);
        await expectShown(dialog, 'Count must be a whole number from 1 to 100');
        await expect(submit()).toBeDisabled();
      });
    }
    await step('clearing the field keeps Generate disabled', async () => {
      await userEvent.clear(count());
      await expect(submit()).toBeDisabled();
    });
    await step('1 and 100 are accepted; Generate sends { count } as a number and closes', async () => {
      await userEvent.type(count(), '1');
      await expect(submit()).toBeEnabled();
      await userEvent.clear(count());
      await userEvent.type(count(), '100');
      await expect(submit()).toBeEnabled();
      await userEvent.click(submit());
      await waitFor(() => expect(args.onGenerate).toHaveBeenCalledWith({ count: 100 }));
      await expectNoDialog(canvasElement);
    });
    await step('a success toast counts them: "100 links generated"', async () => {
      await expectToast(canvasElement, '100 links generated');
    });
  },
};

export const GenerateFailure: Story = {
  args: {
    onGenerate: fn(async (_body: LinkGenerateBody): Promise<unknown> =>
      Promise.reject(serverError('Count must be a whole number from 1 to 100')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openGenerate(canvasElement);
    await userEvent.type(dialog.getByLabelText('Count'), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await step('a failure shows "Error generating links" and keeps the count', async () => {
      await expectShown(screenOf(canvasElement), 'Error generating links');
      await expect(dialog.getByLabelText('Count')).toHaveValue(25);
    });
  },
};

export const Assign: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0003');
    await step('the modal names the link and offers only tenants that hold no link', async () => {
      await expect(dialog.getByText('QR-0003')).toBeVisible();
      await expect(dialog.getByText(`https://app.example.com/q/${VACANT_UUID}`)).toBeVisible();
      const select = dialog.getByLabelText<HTMLSelectElement>('Tenant');
      await expect(Array.from(select.options).map((option) => option.text)).toEqual([
        'Select a tenant',
        'Bazaar Raya Sdn Bhd',
        'Summer Coffee Roasters',
      ]);
      await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    });
    await step('choosing a tenant and Assign send { uuid, tenantId } and close', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Summer Coffee Roasters');
      await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith({ uuid: VACANT_UUID, tenantId: 't-3' }));
      await expectNoDialog(canvasElement);
    });
    await step('a success toast says "Link assigned"', async () => {
      await expectToast(canvasElement, 'Link assigned');
    });
  },
};

export const AssignNoTenantLeft: Story = {
  args: { tenants: everyTenantLinked },
  play: async ({ canvasElement, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0004');
    await step('when every tenant holds a link, there is nobody to choose and Assign stays disabled', async () => {
      await expect(dialog.getByText('Every tenant already holds a link.')).toBeVisible();
      const select = dialog.getByLabelText<HTMLSelectElement>('Tenant');
      await expect(select.options).toHaveLength(1);
      await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    });
  },
};

export const AssignFailure: Story = {
  args: {
    onAssign: fn(async (_body: LinkAssignBody): Promise<unknown> => Promise.reject(serverError('Link is not vacant'))),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0004');
    await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Bazaar Raya Sdn Bhd');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await step('a failure shows "Error assigning link" and keeps the choice', async () => {
      await expectShown(screenOf(canvasElement), 'Error assigning link');
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('t-4');
    });
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Delete asks "Are you sure you want to delete this link?"; Cancel deletes nothing', async () => {
      const dialog = await openDelete(canvasElement, 'QR-0002');
      await expect(dialog.getByText('Are you sure you want to delete this link?')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectNoDialog(canvasElement);
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirming sends the link uuid and closes the dialog', async () => {
      const dialog = await openDelete(canvasElement, 'QR-0002');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(ASSIGNED_UUID));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await expectNoDialog(canvasElement);
    });
    await step('a success toast says "Link deleted"', async () => {
      await expectToast(canvasElement, 'Link deleted');
    });
  },
};

export const DeleteFailure: Story = {
  args: { onDelete: fn(async (_uuid: string): Promise<unknown> => Promise.reject(serverError('Link not found'))) },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDelete(canvasElement, 'QR-0003');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await step('a failure shows "Error deleting link"; the dialog stays to retry or cancel', async () => {
      await expectShown(screenOf(canvasElement), 'Error deleting link');
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    });
  },
};

export const DeleteAssignedWarns: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step("an assigned link's delete keeps SPEC's question first, then names the business", async () => {
      const dialog = await openDelete(canvasElement, 'QR-0002');
      const paragraphs = dialog.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
      await expect(paragraphs).toEqual([
        'Are you sure you want to delete this link?',
        "Kopi Kita's printed QR codes will stop working: customers who scan them will no longer reach their page.",
      ]);
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectNoDialog(canvasElement);
    });
    await step('a vacant link has no business to warn about: only the question', async () => {
      const dialog = await openDelete(canvasElement, 'QR-0003');
      await expect(dialog.getByText('Are you sure you want to delete this link?')).toBeVisible();
      await expect(dialog.queryByText(/printed QR codes will stop working/)).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
  },
};

/** Opens the delete confirmation of the link named `name` (its row's Delete, named "<Delete> <name>") in `locale`. */
async function openDeleteIn(canvasElement: HTMLElement, locale: Locale, name: string) {
  const deleteLabel = await translated(locale, 'Delete');
  await userEvent.click(within(canvasElement).getByRole('button', { name: `${deleteLabel} ${name}` }));
  return findDialog(canvasElement, await translated(locale, 'Delete Link'));
}

export const GenerateChinese: Story = inLocale<Context, Story>(Generate, 'zh-CN', async ({ canvasElement }) => {
  await openDialogIn(canvasElement, 'zh-CN', 'Generate', 'Generate QR Code Links');
});
export const GenerateMalayPhone: Story = inLocale<Context, Story>(
  { ...Generate, globals: PHONE_390 },
  'ms',
  async ({ canvasElement }) => {
    await openDialogIn(canvasElement, 'ms', 'Generate', 'Generate QR Code Links');
  },
);
export const AssignMalay: Story = inLocale<Context, Story>(Assign, 'ms', async ({ canvasElement }) => {
  const assignLabel = await translated('ms', 'Assign');
  await userEvent.click(within(canvasElement).getByRole('button', { name: `${assignLabel} QR-0003` }));
  await findDialog(canvasElement, await translated('ms', 'Assign Link'));
});
export const DeleteAssignedWarnsChinesePhone: Story = inLocale<Context, Story>(
  { ...DeleteAssignedWarns, globals: PHONE_390 },
  'zh-CN',
  async ({ canvasElement }) => {
    const dialog = await openDeleteIn(canvasElement, 'zh-CN', 'QR-0002');
    const paragraphs = dialog.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
    await expect(paragraphs).toEqual([
      '确定要删除此链接吗？',
      'Kopi Kita 已印制的二维码将失效：顾客扫码后将无法再打开其页面。',
    ]);
  },
);
export const DeleteAssignedWarnsMalay: Story = inLocale<Context, Story>(
  DeleteAssignedWarns,
  'ms',
  async ({ canvasElement }) => {
    const dialog = await openDeleteIn(canvasElement, 'ms', 'QR-0002');
    await expect(
      dialog.getByText(
        'Kod QR bercetak milik Kopi Kita akan berhenti berfungsi: pelanggan yang mengimbasnya tidak lagi dapat membuka halaman mereka.',
      ),
    ).toBeVisible();
  },
);
