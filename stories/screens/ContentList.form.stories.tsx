import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContentList } from '@app/screens';
import { expectDialogGone, screenOf, type Scope, serverError } from './fixtures/play';
import { contentListMeta, openCreate, openEdit, TOOLTIP } from './fixtures/contentListStory';

const meta = {
  title: 'Screens/Lists/ContentList',
  component: ContentList,
  ...contentListMeta,
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('the modal starts empty with Status "active", Is Redirected off and Create disabled', async () => {
      dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Title')).toHaveValue('');
      await expect(dialog.getByLabelText('Content Text')).toHaveValue('');
      await expect(dialog.getByLabelText('Status')).toHaveValue('active');
      await expect(dialog.getByRole('option', { name: 'Active' })).toHaveProperty('selected', true);
      const statusSelect: HTMLSelectElement = dialog.getByLabelText('Status');
      await expect(Array.from(statusSelect.options, (option) => option.value)).toEqual(['active', 'archived']);
      await expect(dialog.getByRole('checkbox', { name: 'Is Redirected' })).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('the Keywords tooltip reads "Separate keywords with commas."', async () => {
      await userEvent.hover(dialog.getByRole('button', { name: 'About keywords' }));
      await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(TOOLTIP);
    });
    await step('Create is enabled once title, text and keywords are filled', async () => {
      await userEvent.type(dialog.getByLabelText('Title'), ' Ramadan opening hours ');
      await userEvent.type(dialog.getByLabelText('Content Text'), 'Open from 6pm until sahur.');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Keywords'), 'food, , travel ');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step(
      'the body carries the status, the redirect flag, no image and the keywords with empties kept',
      async () => {
        await userEvent.selectOptions(dialog.getByLabelText('Status'), 'archived');
        await userEvent.click(dialog.getByRole('checkbox', { name: 'Is Redirected' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() =>
          expect(args.onCreate).toHaveBeenCalledWith({
            title: 'Ramadan opening hours',
            text: 'Open from 6pm until sahur.',
            img: null,
            status: 'archived',
            isRedirected: true,
            keyword: ['food', '', 'travel'],
          }),
        );
        await expectDialogGone(canvasElement, 'Create Content');
      },
    );
  },
};

export const CreateDefaults: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('left alone, a new content is active and not redirected', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), '中秋快乐');
      await userEvent.type(dialog.getByLabelText('Content Text'), '月圆人团圆，礼盒限时优惠。');
      await userEvent.type(dialog.getByLabelText('Keywords'), '中秋,月饼');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          title: '中秋快乐',
          text: '月圆人团圆，礼盒限时优惠。',
          img: null,
          status: 'active',
          isRedirected: false,
          keyword: ['中秋', '月饼'],
        }),
      );
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('blank title, text and keywords are named and Create stays disabled', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), '  ');
      await userEvent.type(dialog.getByLabelText('Content Text'), ' ');
      await userEvent.type(dialog.getByLabelText('Keywords'), ',');
      await waitFor(() => expect(dialog.getByText('Title is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Content Text is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Keywords is required')).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Title'), '{Enter}');
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw serverError('Title must be at most 200 characters');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step("a refused create shows the server's message and keeps the input", async () => {
      dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), 'Cold brew is here');
      await userEvent.type(dialog.getByLabelText('Content Text'), 'Slow-steeped for 18 hours.');
      await userEvent.type(dialog.getByLabelText('Keywords'), 'coffee');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(screenOf(canvasElement).getByText('Title must be at most 200 characters')).toBeVisible(),
      );
      await expect(dialog.getByLabelText('Title')).toHaveValue('Cold brew is here');
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Create Content' })).toBeInTheDocument();
    });
    await step('without a server message the toast reads "Create failed."', async () => {
      args.onCreate.mockImplementation(async () => {
        throw new Error('Request failed with status 500');
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Create failed.')).toBeVisible());
    });
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Edit on one selected row loads the content', async () => {
      dialog = await openEdit(canvasElement, 'Bazaar opening hours');
      await expect(dialog.getByLabelText('Title')).toHaveValue('Bazaar opening hours');
      await expect(dialog.getByLabelText('Status')).toHaveValue('archived');
      await expect(dialog.getByRole('checkbox', { name: 'Is Redirected' })).toBeChecked();
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('raya, bazaar');
    });
    await step('Save is enabled only while a field differs from the loaded values', async () => {
      const save = dialog.getByRole('button', { name: 'Save' });
      const redirected = dialog.getByRole('checkbox', { name: 'Is Redirected' });
      await expect(save).toBeDisabled();
      await userEvent.click(redirected);
      await expect(save).toBeEnabled();
      await userEvent.click(redirected);
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.selectOptions(dialog.getByLabelText('Status'), 'active');
      await expect(save).toBeEnabled();
    });
    await step("Save keeps the content's image and sends the whole body", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cnt-raya-1',
          body: {
            title: 'Bazaar opening hours',
            text: 'Our Hari Raya bazaar opens every weekend from 5pm to 11pm at Dataran Merdeka.',
            img: 'campaign-media/raya-banner.png',
            status: 'active',
            isRedirected: true,
            keyword: ['raya', 'bazaar'],
          },
        }),
      );
      await expectDialogGone(canvasElement, 'Edit Content');
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    onUpdate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step('a failed save reads "Update failed." and keeps the modal open', async () => {
      const dialog = await openEdit(canvasElement, 'Cold brew is here');
      await userEvent.type(dialog.getByLabelText('Title'), ' now');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Update failed.')).toBeVisible());
      await expect(dialog.getByLabelText('Title')).toHaveValue('Cold brew is here now');
    });
  },
};
