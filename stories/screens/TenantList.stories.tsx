import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { TenantList, type TenantUpdateRequest } from '@app/screens';
import { pngFile } from './fixtures/admin';
import { expectNoDialog, expectShown, screenOf } from './fixtures/play';
import { NEW_LOGO_KEY, openEdit, optionLabels, tenantListMeta } from './fixtures/tenantListStory';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/TenantList',
  component: TenantList,
  ...tenantListMeta,
} satisfies Meta<typeof TenantList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

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

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openEdit(canvasElement, 'Kopi Kita');
    await step('the edit form loads the tenant, its logo preview and its current link; Save is disabled', async () => {
      await expect(dialog.getByLabelText('Name')).toHaveValue('Kopi Kita');
      await expect(dialog.getByLabelText('Industry Type')).toHaveValue('Café');
      await expect(dialog.getByLabelText('Address')).toHaveValue('8 Lorong Kinta, 10400 George Town, Penang');
      await expect(dialog.getByLabelText('Password')).toHaveValue('');
      await expect(dialog.getByLabelText('Password')).not.toHaveAttribute('aria-required');
      await waitFor(() => expect(dialog.getByRole('img', { name: 'Preview of the current file' })).toBeVisible());
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

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalay: Story = inLocale<Context, Story>(Filled, 'ms');
