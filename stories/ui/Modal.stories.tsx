import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, TextField, theme } from '@app/ui';
import { CampaignForm, FormFooter, ModalWithOpener } from './fixtures/modalDemo';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    title: 'Create Campaign',
    size: 'md',
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  render: (args) => (
    <ModalWithOpener {...args} footer={<FormFooter onCancel={args.onClose} />}>
      <CampaignForm />
    </ModalWithOpener>
  ),
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open modal' });

    await step('opening shows a labelled modal dialog in a portal, fading in over 300 ms', async () => {
      await userEvent.click(opener);
      const dialog = await page.findByRole('dialog', { name: 'Create Campaign' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(canvasElement).not.toContainElement(dialog);
      const backdrop = dialog.parentElement as HTMLElement;
      await expect(getComputedStyle(backdrop).animationDuration).toBe(`${theme.durations.modalFade / 1000}s`);
      await expect(getComputedStyle(backdrop).animationName).not.toBe('none');
    });

    await step('focus starts on the first field and the page behind does not scroll', async () => {
      await waitFor(() => expect(page.getByLabelText('Campaign Name')).toHaveFocus());
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    });

    await step('Tab cycles through the dialog only', async () => {
      await userEvent.tab();
      await expect(page.getByLabelText('Description')).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Create' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByLabelText('Campaign Name')).toHaveFocus();
    });

    await step('Shift+Tab cycles backwards', async () => {
      await userEvent.tab({ shift: true });
      await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(page.getByRole('button', { name: 'Create' })).toHaveFocus();
    });

    await step('Esc calls onClose; the dialog fades out, then unmounts, and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
      await expect(dialog.parentElement).toHaveAttribute('data-state', 'closing');
      await expect(opener).toHaveFocus();
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    });
  },
};

export const CloseButton: Story = {
  render: (args) => (
    <ModalWithOpener {...args} title="Edit Campaign" footer={<FormFooter onCancel={args.onClose} />}>
      <CampaignForm />
    </ModalWithOpener>
  ),
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    const opener = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Edit Campaign' });

    await step('typing inside the dialog does not close it', async () => {
      await userEvent.type(within(dialog).getByLabelText('Campaign Name'), 'Summer Sale');
      await expect(within(dialog).getByLabelText('Campaign Name')).toHaveValue('Summer Sale');
      await expect(args.onClose).not.toHaveBeenCalled();
    });

    await step('the close button calls onClose and focus returns to the opener', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
      await expect(opener).toHaveFocus();
    });
  },
};

export const BackdropClick: Story = {
  render: (args) => (
    <ModalWithOpener {...args} footer={<FormFooter onCancel={args.onClose} />}>
      <CampaignForm />
    </ModalWithOpener>
  ),
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await page.findByRole('dialog', { name: 'Create Campaign' });

    await step('a click inside the dialog keeps it open', async () => {
      await userEvent.click(within(dialog).getByText('Create Campaign'));
      await expect(args.onClose).not.toHaveBeenCalled();
    });

    await step('a click on the dimmed backdrop closes it', async () => {
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: dialog.parentElement as HTMLElement,
        coords: { clientX: 4, clientY: 4 },
      });
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    });
  },
};

export const BackdropClickDisabled: Story = {
  args: { closeOnBackdropClick: false, title: 'Add Asset' },
  render: (args) => (
    <Modal {...args} footer={<FormFooter onCancel={args.onClose} />}>
      <CampaignForm />
    </Modal>
  ),
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Add Asset' });
    await step('a backdrop click does nothing and focus stays in the dialog', async () => {
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: dialog.parentElement as HTMLElement,
        coords: { clientX: 4, clientY: 4 },
      });
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(dialog).toBeInTheDocument();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    });
    await step('Esc still closes', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithoutFields: Story = {
  args: { title: 'Campaign saved', size: 'sm' },
  render: (args) => (
    <ModalWithOpener {...args} footer={<Button onClick={args.onClose}>Done</Button>}>
      <p style={{ margin: 0 }}>Your campaign is live. Its contents will appear in the list shortly.</p>
    </ModalWithOpener>
  ),
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await page.findByRole('dialog', { name: 'Campaign saved' });
    await step('without a field, the dialog itself takes focus', async () => {
      await waitFor(() => expect(dialog).toHaveFocus());
    });
    await step('Tab enters the dialog at its first control', async () => {
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Done' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Generate QR Code Links' },
  render: (args) => (
    <Modal {...args} footer={<FormFooter onCancel={args.onClose} />}>
      <TextField label="Number of links" type="number" min={1} max={100} defaultValue={10} />
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Generate QR Code Links' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(26 * 16);
    await waitFor(() => expect(within(dialog).getByLabelText('Number of links')).toHaveFocus());
  },
};

export const LargeWithLongContent: Story = {
  args: { size: 'lg', title: 'Redbook Generator' },
  render: (args) => (
    <Modal {...args} footer={<FormFooter onCancel={args.onClose} />}>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Post {index + 1}: 周末限定优惠，来店即享买一送一！Weekend special: buy one, get one free at every outlet while
          stocks last.
        </p>
      ))}
    </Modal>
  ),
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Redbook Generator' });
    await step('long content scrolls inside the dialog, which fits the viewport with its footer visible', async () => {
      const view = canvasElement.ownerDocument.defaultView as Window;
      await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(view.innerHeight);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeVisible());
      await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(36 * 16);
    });
    await step('the scrolling body is reachable with Tab so the keyboard can scroll it', async () => {
      await waitFor(() => expect(dialog).toHaveFocus());
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      const scroller = within(dialog).getByText(/^Post 1:/).parentElement as HTMLElement;
      await expect(scroller).toHaveFocus();
      await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    });
  },
};

export const Stacked: Story = {
  args: { title: 'Campaign Details' },
  render: function Render(args) {
    const [inner, setInner] = useState(false);
    return (
      <Modal {...args} footer={<Button onClick={() => setInner(true)}>Open inner dialog</Button>}>
        <p style={{ margin: 0 }}>The outer dialog stays open under the inner one.</p>
        <Modal open={inner} size="sm" title="Inner dialog" onClose={() => setInner(false)}>
          <p style={{ margin: 0 }}>Esc closes only this one.</p>
        </Modal>
      </Modal>
    );
  },
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    await step('the inner dialog takes the keys and the focus', async () => {
      await userEvent.click(await page.findByRole('button', { name: 'Open inner dialog' }));
      const inner = await page.findByRole('dialog', { name: 'Inner dialog' });
      await waitFor(() => expect(inner).toHaveFocus());
      await userEvent.tab();
      await expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    await step('Esc closes only the inner dialog, and focus returns to its opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog', { name: 'Inner dialog' })).not.toBeInTheDocument(), {
        timeout: 2000,
      });
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(page.getByRole('button', { name: 'Open inner dialog' })).toHaveFocus();
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    });
    await step('a second Esc closes the outer dialog', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};
