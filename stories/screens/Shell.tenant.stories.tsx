import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TENANT_MENU, TENANT_RECORDS_MENU, TenantShell } from '@app/screens';
import { waitForAnimations } from './fixtures/play';

const meta = {
  title: 'Screens/Shell/Tenant records',
  component: TenantShell,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    activePath: '/tenant/entry',
    title: 'Entry List',
    collapsed: false,
    onToggleSidebar: fn(),
    onSignOut: fn(),
    children: <p>Entries appear here.</p>,
  },
} satisfies Meta<typeof TenantShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnEntryPage: Story = {
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('SPEC\'s "Tenant Portal" menu keeps Profile and Campaign, and nothing of it is current', async () => {
      const portal = within(canvas.getByRole('navigation', { name: 'Tenant Portal' }));
      await expect(portal.getAllByRole('link').map((link) => link.textContent)).toEqual(
        TENANT_MENU.map((item) => item.label),
      );
      for (const link of portal.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
    });
    await step('a second group, "Records", reaches Content, Asset and Entry; Entry is the current page', async () => {
      await expect(canvas.getByRole('heading', { name: 'Records' })).toBeVisible();
      const records = within(canvas.getByRole('navigation', { name: 'Records' }));
      await expect(records.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        TENANT_RECORDS_MENU.map((item) => [item.label, item.href]),
      );
      await expect(records.getByRole('link', { name: 'Entry' })).toHaveAttribute('aria-current', 'page');
    });
    await step('"Sign out" stays at the bottom and reports the intent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
    await waitForAnimations(canvasElement);
  },
};

export const Collapsed: Story = {
  args: { activePath: '/tenant/content', title: 'Content List', collapsed: true },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step(
      'collapsed, the group keeps its items reachable by name, icon-only, and its label for assistive technology',
      async () => {
        const records = within(canvas.getByRole('navigation', { name: 'Records' }));
        await expect(records.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
        const label = canvas.getByRole('heading', { name: 'Records' });
        await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
        await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      },
    );
    await waitForAnimations(canvasElement);
  },
};
