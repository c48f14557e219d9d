import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN_MENU, AdminDashboard, AdminShell, TENANT_MENU, TenantShell } from '@app/screens';
import type { LinkRenderProps } from '@app/ui';
import { expectNoDialog, expectShown, findDialog, waitForAnimations } from './fixtures/play';
import { ADMIN_STATS } from './fixtures/stats';

const meta = {
  title: 'Screens/Shell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/admin/dashboard',
    title: 'Dashboard',
    collapsed: false,
    onToggleSidebar: fn(),
    onSignOut: fn(),
    onSignOutEverywhere: fn(),
    children: <AdminDashboard stats={ADMIN_STATS} hideHeading />,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label kept for assistive technology only occupies at most one pixel. */
function isVisuallyHidden(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.width <= 1 && box.height <= 1;
}

const adminItems = [
  ['Dashboard', '/admin/dashboard'],
  ['Campaign', '/admin/campaign'],
  ['Content', '/admin/content'],
  ['Asset', '/admin/asset'],
  ['Entry', '/admin/entry'],
  ['Admin', '/admin/manage-admin'],
  ['Tenant', '/admin/manage-tenant'],
  ['User', '/admin/manage-user'],
  ['QR Code Link', '/admin/link'],
] as const;

export const AdminExpanded: Story = {
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('the sidebar is the "Admin Panel" navigation with the nine menu items in order', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
      await expect(canvas.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      const menuLinks = within(nav).getAllByRole('link');
      await expect(menuLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        adminItems.map((item) => [...item]),
      );
      await expect(ADMIN_MENU).toHaveLength(9);
    });
    await step('the active item is highlighted as the current page', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Admin Panel' }));
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Campaign' })).not.toHaveAttribute('aria-current');
    });
    await step('the page shows its title and content, and the logo links home', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Scans and posts used' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    });
    await waitForAnimations(canvasElement);
  },
};

export const AdminOnManagementPage: Story = {
  args: { activePath: '/admin/link', title: 'QR Code Link', children: <p>QR code links appear here.</p> },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Admin Panel' }));
    await step('"QR Code Link" is the highlighted item', async () => {
      await expect(nav.getByRole('link', { name: 'QR Code Link' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    });
    await waitForAnimations(canvasElement);
  },
};

export const AdminCollapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('collapsed, the sidebar keeps every item reachable by name, icon-only', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Admin Panel' }));
      await expect(nav.getAllByRole('link')).toHaveLength(9);
      await expect(nav.getByRole('link', { name: 'QR Code Link' })).toBeVisible();
      await expect(isVisuallyHidden(canvas.getByText('QR Code Link'))).toBe(true);
      await expect(isVisuallyHidden(canvas.getByText('Sign out'))).toBe(true);
      await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    });
    await step('the toggle asks to expand', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
      await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
      await expect(args.onToggleSidebar).toHaveBeenCalledWith(false);
    });
    await waitForAnimations(canvasElement);
  },
};

export const ToggleAndSignOut: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(args.collapsed);
    const handleToggle = (next: boolean) => {
      setCollapsed(next);
      args.onToggleSidebar(next);
    };
    return <AdminShell {...args} collapsed={collapsed} onToggleSidebar={handleToggle} />;
  },
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('the toggle collapses the sidebar to icons and reports it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
      await expect(args.onToggleSidebar).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    });
    await step('and expands it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
      await expect(args.onToggleSidebar).toHaveBeenLastCalledWith(false);
      await expect(isVisuallyHidden(canvas.getByText('Admin Panel'))).toBe(false);
      await expect(isVisuallyHidden(canvas.getByText('Sign out'))).toBe(false);
    });
    await step('"Sign out" in the sidebar footer reports the intent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
    await waitForAnimations(canvasElement);
  },
};

export const SignOutOfAllDevices: Story = {
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('"Sign out of all devices" asks first; Cancel signs nobody out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all devices' }));
      const dialog = await findDialog(canvasElement, 'Sign out of all devices?');
      await expectShown(
        dialog,
        'You will be signed out here and in every other browser and device where you are signed in.',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectNoDialog(canvasElement);
      await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
      await expect(args.onSignOut).not.toHaveBeenCalled();
    });
    await step('confirming reports the intent once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all devices' }));
      const dialog = await findDialog(canvasElement, 'Sign out of all devices?');
      await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
      await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
      await expectNoDialog(canvasElement);
    });
    await waitForAnimations(canvasElement);
  },
};

export const SignOutOfAllDevicesCollapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('collapsed, the action keeps its name and shows its icon only', async () => {
      await expect(canvas.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
      await expect(isVisuallyHidden(canvas.getByText('Sign out of all devices'))).toBe(true);
    });
    await waitForAnimations(canvasElement);
  },
};

export const WithRouterLinks: Story = {
  args: {
    activePath: '/admin/manage-tenant',
    title: 'Tenant',
    children: <p>Tenants appear here.</p>,
    renderLink: ({ href, children, className, 'aria-current': ariaCurrent }: LinkRenderProps) => (
      <a href={href} className={className} aria-current={ariaCurrent} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('every menu link, the logo and the breadcrumb are rendered by the injected renderer', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Admin Panel' }));
      for (const link of nav.getAllByRole('link')) await expect(link).toHaveAttribute('data-router-link');
      await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('data-router-link');
      const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router-link');
      await expect(nav.getByRole('link', { name: 'Tenant' })).toHaveAttribute('aria-current', 'page');
    });
    await waitForAnimations(canvasElement);
  },
};

export const Tenant: Story = {
  render: (args) => <TenantShell {...args} />,
  args: {
    activePath: '/tenant/profile',
    title: 'My Profile',
    children: <p>The tenant&apos;s profile appears here.</p>,
  },
  play: async ({ canvasElement, args, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('the sidebar is the "Tenant Portal" with Profile and Campaign', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Tenant Portal' }));
      await expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Profile', '/tenant/profile'],
        ['Campaign', '/tenant/campaign'],
      ]);
      await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
      await expect(TENANT_MENU).toHaveLength(2);
      await expect(canvas.queryByRole('navigation', { name: 'Admin Panel' })).toBeNull();
    });
    await step('the page shows its title', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    });
    await step('"Sign out" reports the intent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
    await waitForAnimations(canvasElement);
  },
};

export const TenantCollapsed: Story = {
  render: (args) => <TenantShell {...args} />,
  args: {
    activePath: '/tenant/campaign',
    title: 'Campaign List',
    collapsed: true,
    children: <p>Campaigns appear here.</p>,
  },
  play: async ({ canvasElement, step }) => {
    await waitForAnimations(canvasElement);
    const canvas = within(canvasElement);
    await step('collapsed, Campaign is highlighted and the heading is kept for assistive technology only', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Tenant Portal' }));
      await expect(nav.getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
      await expect(isVisuallyHidden(canvas.getByText('Tenant Portal'))).toBe(true);
    });
    await waitForAnimations(canvasElement);
  },
};
