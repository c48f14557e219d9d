import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, Modal, TextArea, TextField, theme } from '@app/ui';
import { FormFooter, ModalWithOpener } from './fixtures/modalDemo';

/** A form longer than a phone's screen, as the tenant and asset forms are. */
function LongForm() {
  return (
    <div style={{ display: 'grid', gap: theme.space.lg }}>
      <TextField label="Name" name="name" />
      <TextField label="Industry Type" name="industry" />
      <TextArea label="Address" name="address" rows={4} />
      <TextField label="Email" name="email" type="email" />
      <TextField label="Phone" name="phone" />
      <TextArea label="Description" name="description" rows={8} />
      <TextArea label="Promotion" name="promotion" rows={4} />
      <TextField label="Keywords" name="keywords" />
    </div>
  );
}

const meta = {
  title: 'UI/Modal/Phone',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { open: true, title: 'Create Tenant', size: 'md', onClose: fn() },
  render: (args) => (
    <ModalWithOpener {...args} footer={<FormFooter onCancel={args.onClose} />}>
      <LongForm />
    </ModalWithOpener>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the dialog has faded and risen in, so its box is its final one. */
async function settled(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() =>
    expect(dialog.ownerDocument.getAnimations().filter((item) => item.playState === 'running')).toHaveLength(0),
  );
}

async function openSheet(canvasElement: HTMLElement): Promise<HTMLElement> {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
  const dialog = await page.findByRole('dialog', { name: 'Create Tenant' });
  await settled(dialog);
  return dialog;
}

/** Whether an element lies wholly inside the window. */
function inWindow(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView as Window;
  return box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight + 0.5 && box.right <= view.innerWidth + 0.5;
}

const formSheetPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const view = canvasElement.ownerDocument.defaultView as Window;
  const dialog = await openSheet(canvasElement);
  const sheet = within(dialog);

  await step('the form is a full-screen sheet', async () => {
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top]).toEqual([0, 0]);
    await expect(Math.round(box.width)).toBe(view.innerWidth);
    await expect(Math.round(box.height)).toBe(view.innerHeight);
  });

  await step('its action buttons stay in view at the bottom, side by side, each at least 44 px tall', async () => {
    const cancel = sheet.getByRole('button', { name: 'Cancel' });
    const create = sheet.getByRole('button', { name: 'Create' });
    for (const button of [cancel, create]) {
      await expect(inWindow(button)).toBe(true);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(Math.abs(cancel.getBoundingClientRect().top - create.getBoundingClientRect().top)).toBeLessThan(1);
    await expect(inWindow(sheet.getByLabelText('Keywords'))).toBe(false);
  });

  await step('the body scrolls to the last field while the buttons stay in view', async () => {
    const last = sheet.getByLabelText('Keywords');
    last.focus();
    last.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(inWindow(last)).toBe(true));
    await expect(inWindow(sheet.getByRole('button', { name: 'Create' }))).toBe(true);
    await userEvent.type(last, 'food');
    await expect(last).toHaveValue('food');
  });

  await step('the close button is a 44 px target and Esc still closes the sheet', async () => {
    const close = sheet.getByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  });
};

export const FormSheet390: Story = { play: formSheetPlay };

export const FormSheet360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: formSheetPlay,
};

export const ConfirmSheet: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => (
    <ConfirmDialog
      open
      title="Delete campaign"
      message="Are you sure you want to delete this campaign?"
      confirmLabel="Delete"
      tone="danger"
      onConfirm={fn()}
      onCancel={args.onClose}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete campaign' });
    await settled(dialog);
    await step('a short question rises from the bottom edge, as wide as the screen, its buttons in reach', async () => {
      const box = dialog.getBoundingClientRect();
      await expect(Math.round(box.bottom)).toBe(view.innerHeight);
      await expect(Math.round(box.width)).toBe(view.innerWidth);
      await expect(box.height).toBeLessThan(view.innerHeight / 2);
      await expect(within(dialog).getByText('Are you sure you want to delete this campaign?')).toBeVisible();
      const remove = within(dialog).getByRole('button', { name: 'Delete' });
      await expect(inWindow(remove)).toBe(true);
      await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const dialog = await openSheet(canvasElement);
    await step('at 1440 px the dialog stays a centred 36rem card with rounded corners', async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.width).toBe(576);
      await expect(Math.round(box.left + box.width / 2)).toBe(view.innerWidth / 2);
      await expect(box.height).toBeLessThan(view.innerHeight);
      await expect(getComputedStyle(dialog).borderTopLeftRadius).toBe(theme.radii.lg);
    });
  },
};
