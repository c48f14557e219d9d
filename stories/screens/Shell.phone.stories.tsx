import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminShell, TenantShell } from '@app/screens';
import type { LinkRenderProps } from '@app/ui';
import { notify } from '@app/ui';
import { screenOf, waitForAnimations, type Scope } from './fixtures/play';
import { expectUncovered } from '../fixtures/geometry';

/** Links that stay in the story (a real router would navigate without a page load). */
const storyLink = ({ href, children, className, 'aria-current': ariaCurrent }: LinkRenderProps) => (
  <a href={href} className={className} aria-current={ariaCurrent} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const meta = {
  title: 'Screens/Shell/Phone',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    activePath: '/admin/campaign',
    title: 'Campaign List',
    collapsed: true,
    onToggleSidebar: fn(),
    onSignOut: fn(),
    renderLink: storyLink,
    children: <p>Campaigns appear here.</p>,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once it has slid in (its panel is the dialog named "Menu"). */
async function openDrawer(screen: Scope): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(drawer).toBeVisible());
  await waitForAnimations(drawer);
  return drawer;
}

async function expectDrawerClosed(screen: Scope): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  await expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
}

export const AdminDrawer: Story = {
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const screen = screenOf(canvasElement);
    const doc = canvasElement.ownerDocument;

    await step('at 390 px the sidebar is hidden and the header has a menu button', async () => {
      await expect(screen.queryByRole('navigation', { name: 'Admin Panel' })).toBeNull();
      await expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(screen.getByRole('heading', { level: 1, name: 'Campaign List' })).toBeVisible();
      await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    });

    let drawer = canvasElement;
    await step('the menu button opens the drawer with every item labelled', async () => {
      const panel = await openDrawer(screen);
      drawer = panel;
      await expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
      const nav = within(within(panel).getByRole('navigation', { name: 'Admin Panel' }));
      await expect(nav.getAllByRole('link')).toHaveLength(9);
      // collapsed on the desktop, the drawer still shows the labels, and has no collapse toggle
      const label = nav.getByText('QR Code Link');
      await expect(label.getBoundingClientRect().width).toBeGreaterThan(1);
      await expect(nav.getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
      await expect(within(panel).queryByRole('button', { name: /sidebar/ })).toBeNull();
      await expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });

    await step('the page behind does not scroll while the drawer is open', async () => {
      await expect(doc.body.style.overflow).toBe('hidden');
    });

    await step('Tab and Shift+Tab stay inside the drawer', async () => {
      const panel = within(drawer);
      const close = panel.getByRole('button', { name: 'Close menu' });
      const signOut = panel.getByRole('button', { name: 'Sign out' });
      // the language switch is the drawer's last control, in its footer below Sign out
      const language = panel.getByRole('combobox', { name: 'Language' });
      await userEvent.tab({ shift: true });
      await expect(language).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      // a full round: close button, logo, nine items, Settings → Language model, sign out, the language, and back
      await expect(panel.getByRole('link', { name: 'Language model' })).toBeVisible();
      for (let press = 0; press < 12; press += 1) await userEvent.tab();
      await expect(signOut).toHaveFocus();
      await userEvent.tab();
      await expect(language).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
    });

    await step('Esc closes it, gives focus back to the menu button and lets the page scroll', async () => {
      await userEvent.keyboard('{Escape}');
      await expectDrawerClosed(screen);
      await expect(doc.body.style.overflow).toBe('');
    });

    await step('a tap outside the drawer closes it', async () => {
      await openDrawer(screen);
      const scrim = doc.querySelector<HTMLElement>('[data-testid="drawer-scrim"]');
      await expect(scrim).not.toBeNull();
      if (scrim) await userEvent.click(scrim);
      await expectDrawerClosed(screen);
    });

    await step('the close button and following a link close it too', async () => {
      const panel = within(await openDrawer(screen));
      await userEvent.click(panel.getByRole('button', { name: 'Close menu' }));
      await expectDrawerClosed(screen);
      const again = within(await openDrawer(screen));
      await userEvent.click(again.getByRole('link', { name: 'Content' }));
      await expectDrawerClosed(screen);
    });
    await waitForAnimations(canvasElement);
  },
};

export const NotificationBelowHeader: Story = {
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  play: async ({ canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    await step('a notification shows below the header: the menu button stays uncovered', async () => {
      notify.success('Campaign created successfully');
      const toast = await screen.findByRole('status');
      await expect(toast).toHaveTextContent('Campaign created successfully');
      await expectUncovered(toast, screen.getByRole('button', { name: 'Open menu' }));
      await expectUncovered(toast, screen.getByRole('heading', { level: 1, name: 'Campaign List' }));
    });
  },
};

export const AdminDrawerSignOut: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const screen = screenOf(canvasElement);
    await step('at 360 px "Sign out" in the drawer reports the intent', async () => {
      const panel = within(await openDrawer(screen));
      await userEvent.click(panel.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
    await waitForAnimations(canvasElement);
  },
};

export const TenantDrawer: Story = {
  render: (args) => <TenantShell {...args} />,
  args: { activePath: '/tenant/profile', title: 'My Profile', collapsed: false },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const screen = screenOf(canvasElement);
    await step('the tenant opens the "Tenant Portal" drawer with Profile highlighted', async () => {
      const panel = within(await openDrawer(screen));
      const nav = within(panel.getByRole('navigation', { name: 'Tenant Portal' }));
      await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Campaign' })).toBeVisible();
    });
    await step('and its "Records" group reaches Content, Asset and Entry', async () => {
      const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
      const records = within(drawer.getByRole('navigation', { name: 'Records' }));
      await expect(records.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/tenant/content',
        '/tenant/asset',
        '/tenant/entry',
      ]);
      await expect(records.getByRole('link', { name: 'Entry' })).toBeVisible();
    });
    await step('Esc closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await expectDrawerClosed(screen);
    });
    await waitForAnimations(canvasElement);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { collapsed: false },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step(
      'at 1440 px the sidebar is in place (16rem) with its collapse toggle, and there is no menu button',
      async () => {
        const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
        await expect(nav).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
        await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
        const sidebar = nav.parentElement;
        await expect(sidebar?.getBoundingClientRect().width).toBe(256);
      },
    );
    await waitForAnimations(canvasElement);
  },
};
