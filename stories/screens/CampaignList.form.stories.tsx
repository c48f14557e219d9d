import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignList } from '@app/screens';
import { expectDialogGone, expectToast, screenOf, type Scope, selectRows, serverError } from './fixtures/play';
import { campaignListMeta, openCreate, openRowMenu, TOOLTIP } from './fixtures/campaignListStory';

const meta = {
  title: 'Screens/Lists/CampaignList',
  component: CampaignList,
  ...campaignListMeta,
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenantEdit: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('the row menu\'s Edit opens the campaign with its keywords joined by ", "', async () => {
      await openRowMenu(canvasElement, 'Hari Raya Bazaar', 'Edit');
      dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('Hari Raya Bazaar');
      await expect(dialog.getByLabelText('Description')).toHaveValue(
        'Weekend bazaar stalls with kuih raya, rendang and festive bundles.',
      );
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('raya, bazaar, kuih');
    });
    await step('Save stays disabled until a field differs from the loaded values', async () => {
      const save = dialog.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      const keywords = dialog.getByLabelText('Keywords');
      await userEvent.type(keywords, ', sale');
      await expect(save).toBeEnabled();
      await userEvent.type(keywords, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.type(keywords, ', ramadan ');
      await expect(save).toBeEnabled();
    });
    await step('Save sends the id and the whole body, keywords split and trimmed', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cmp-raya',
          body: {
            name: 'Hari Raya Bazaar',
            description: 'Weekend bazaar stalls with kuih raya, rendang and festive bundles.',
            keyword: ['raya', 'bazaar', 'kuih', 'ramadan'],
          },
        }),
      );
      await expect(args.onCreate).not.toHaveBeenCalled();
      await expectDialogGone(canvasElement, 'Edit Campaign');
    });
  },
};

export const AdminEdit: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Edit on the one selected row opens it in the modal', async () => {
      const bar = await selectRows(canvasElement, 'Summer Coffee Launch');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('Summer Coffee Launch');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('coffee, summer, cold brew');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('blanking the name shows its message and disables Save', async () => {
      await userEvent.clear(dialog.getByLabelText('Campaign Name'));
      await waitFor(() => expect(dialog.getByText('Campaign Name is required')).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('a new name is saved', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '  Summer Coffee Launch 2026 ');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cmp-coffee',
          body: {
            name: 'Summer Coffee Launch 2026',
            description: 'Cold brew and iced latte launch across the Klang Valley outlets.',
            keyword: ['coffee', 'summer', 'cold brew'],
          },
        }),
      );
      await expectDialogGone(canvasElement, 'Edit Campaign');
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    role: 'admin',
    onUpdate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    await step('a failed save without a server message reads "Update failed." and keeps the input', async () => {
      const bar = await selectRows(canvasElement, '新春团圆饭套餐');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await userEvent.type(dialog.getByLabelText('Description'), ' 限量供应。');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Update failed.')).toBeVisible());
      await expect(args.onUpdate).toHaveBeenCalledTimes(1);
      await expect(dialog.getByLabelText('Description')).toHaveValue(
        '农历新年团圆饭预订，包含八道菜与甜品。 限量供应。',
      );
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Create opens an empty "Create Campaign" modal with Create disabled', async () => {
      dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByLabelText('Description')).toHaveValue('');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('the Keywords tooltip explains the commas', async () => {
      await userEvent.hover(dialog.getByRole('button', { name: 'About keywords' }));
      await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(TOOLTIP);
      await expect(dialog.getByRole('button', { name: 'About keywords' })).toHaveAccessibleDescription(TOOLTIP);
    });
    await step('a field touched and left empty says why Create stays disabled', async () => {
      await userEvent.click(dialog.getByLabelText('Campaign Name'));
      await expect(dialog.queryByText('Campaign Name is required')).toBeNull();
      await userEvent.tab();
      await waitFor(() => expect(dialog.getByText('Campaign Name is required')).toBeVisible());
      await expect(dialog.getByLabelText('Campaign Name')).toHaveAttribute('aria-invalid', 'true');
      // the fields not yet touched stay quiet
      await expect(dialog.queryByText('Keywords is required')).toBeNull();
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('Create stays disabled until all three fields are filled', async () => {
      const create = dialog.getByRole('button', { name: 'Create' });
      await userEvent.type(dialog.getByLabelText('Campaign Name'), ' Hari Raya Bazaar 2027 ');
      await expect(create).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Description'), 'Festive stalls at Kampung Baru.');
      await expect(create).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Keywords'), 'food, , travel ');
      await expect(create).toBeEnabled();
    });
    await step('the body has the trimmed texts and the keywords split and trimmed, empties kept', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          name: 'Hari Raya Bazaar 2027',
          description: 'Festive stalls at Kampung Baru.',
          keyword: ['food', '', 'travel'],
        }),
      );
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
      await expectDialogGone(canvasElement, 'Create Campaign');
    });
    await step('a success toast says "Campaign created"', async () => {
      await expectToast(canvasElement, 'Campaign created');
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step(
      'blank fields (spaces only, or only commas for keywords) are named and Create stays disabled',
      async () => {
        dialog = await openCreate(canvasElement);
        await userEvent.type(dialog.getByLabelText('Campaign Name'), '   ');
        await userEvent.type(dialog.getByLabelText('Description'), '  ');
        await userEvent.type(dialog.getByLabelText('Keywords'), ' , ,');
        await waitFor(() => expect(dialog.getByText('Campaign Name is required')).toBeVisible());
        await waitFor(() => expect(dialog.getByText('Description is required')).toBeVisible());
        await waitFor(() => expect(dialog.getByText('Keywords is required')).toBeVisible());
        await expect(dialog.getByLabelText('Keywords')).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      },
    );
    await step('submitting with Enter sends nothing', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '{Enter}');
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('one real keyword among empties is enough', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Summer');
      await userEvent.type(dialog.getByLabelText('Description'), 'Iced drinks');
      await userEvent.type(dialog.getByLabelText('Keywords'), ' latte');
      await waitFor(() => expect(dialog.queryByText('Keywords is required')).toBeNull());
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw serverError('Campaign name already exists');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step("a refused create shows the server's message and keeps the modal and its input", async () => {
      dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '中秋节月饼促销');
      await userEvent.type(dialog.getByLabelText('Description'), '重复的活动');
      await userEvent.type(dialog.getByLabelText('Keywords'), '月饼');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Campaign name already exists')).toBeVisible());
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Create Campaign' })).toBeInTheDocument();
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('中秋节月饼促销');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('without a server message the toast reads "Create failed."', async () => {
      args.onCreate.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Create failed.')).toBeVisible());
      await expect(args.onCreate).toHaveBeenCalledTimes(2);
    });
  },
};

export const Creating: Story = {
  args: { onCreate: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args, step }) => {
    await step('while the create call runs the submit button is busy and the modal cannot be closed', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Summer Coffee Launch');
      await userEvent.type(dialog.getByLabelText('Description'), 'Cold brew launch');
      await userEvent.type(dialog.getByLabelText('Keywords'), 'coffee');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true'));
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
    });
  },
};

export const ClosingResets: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Cancel discards what was typed', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Draft name');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectDialogGone(canvasElement, 'Create Campaign');
    });
    await step('opening Create again starts empty', async () => {
      const dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('after closing an edit, Create starts empty too', async () => {
      await userEvent.keyboard('{Escape}');
      await expectDialogGone(canvasElement, 'Create Campaign');
      await openRowMenu(canvasElement, 'Hari Raya Bazaar', 'Edit');
      const edit = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await userEvent.click(edit.getByRole('button', { name: 'Cancel' }));
      await expectDialogGone(canvasElement, 'Edit Campaign');
      const dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('');
    });
  },
};
