import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icons, Sidebar, theme, type RenderLink, type SidebarProps } from '@app/ui';
import { adminMenu, tenantMenu } from './fixtures/appFrame';

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Admin Panel',
    items: adminMenu,
    activeHref: '/admin/campaign',
    collapsed: false,
    onToggle: fn(),
  },
  render: (args) => <ControlledSidebar {...args} />,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app keeps `collapsed` in its state; so does this wrapper, reporting each toggle to the spy. */
function ControlledSidebar(args: SidebarProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  const handleToggle = (next: boolean) => {
    setCollapsed(next);
    args.onToggle(next);
  };
  return (
    <div style={{ height: '100vh', display: 'flex' }}>
      <Sidebar {...args} collapsed={collapsed} onToggle={handleToggle} />
    </div>
  );
}

const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

export const AdminExpanded: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    const sidebar = nav.parentElement as HTMLElement;

    await step('it shows the heading, the logo link to "/" and every admin menu item with its label', async () => {
      await expect(canvas.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
      const labels = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      await expect(labels).toEqual(adminMenu.map((item) => item.label));
      await expect(within(nav).getByText('QR Code Link')).toBeVisible();
    });

    await step('the active item is marked as the current page, and only it', async () => {
      await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('href', '/admin/campaign');
      await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    });

    await step('it is 16rem wide and its toggle reports expanded', async () => {
      await expect(widthOf(sidebar)).toBe(256);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    await step('the toggle collapses it to 4rem, icons only, with labels still naming the links', async () => {
      await userEvent.click(toggle);
      await expect(args.onToggle).toHaveBeenCalledWith(true);
      const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(widthOf(sidebar)).toBe(64));
      const campaign = within(nav).getByRole('link', { name: 'Campaign' });
      await expect(widthOf(within(nav).getByText('Campaign'))).toBeLessThanOrEqual(1);
      await expect(campaign.closest('li')).toHaveAttribute('title', 'Campaign');
    });

    await step('the keyboard expands it again', async () => {
      canvas.getByRole('button', { name: 'Expand sidebar' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onToggle).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(widthOf(sidebar)).toBe(256));
      await expect(within(nav).getByText('Campaign')).toBeVisible();
    });
  },
};

export const AdminCollapsed: Story = {
  args: { collapsed: true, activeHref: '/admin/link' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    await step('it is 4rem wide with icon-only links that keep their names', async () => {
      await expect(widthOf(nav.parentElement as HTMLElement)).toBe(64);
      const link = within(nav).getByRole('link', { name: 'QR Code Link' });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link.closest('li')).toHaveAttribute('title', 'QR Code Link');
      await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const TenantExpanded: Story = {
  args: { heading: 'Tenant Portal', items: tenantMenu, activeHref: '/tenant/profile' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Tenant Portal' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Campaign']);
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Campaign' })).not.toHaveAttribute('aria-current');
  },
};

export const TenantCollapsed: Story = {
  args: { heading: 'Tenant Portal', items: tenantMenu, activeHref: '/tenant/campaign', collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Tenant Portal' });
    await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onToggle).toHaveBeenCalledWith(false);
    await waitFor(() => expect(widthOf(nav.parentElement as HTMLElement)).toBe(256));
  },
};

export const ActiveChildPage: Story = {
  args: { activeHref: '/admin/campaign/42?tab=assets' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin Panel' });
    await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoActiveItem: Story = {
  args: { activeHref: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin Panel' });
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  },
};

const onSignOut = fn<(source: string) => void>();

export const WithFooter: Story = {
  args: {
    footer: (
      <Button
        variant="secondary"
        icon={<Icons.LogOut size={16} aria-hidden="true" />}
        onClick={() => onSignOut('sign-out')}
      >
        Sign out
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onSignOut.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

/** What the app does: its router's Link (here a stand-in that records navigation instead of loading a page). */
const routerLink: RenderLink = ({ href, children, className, 'aria-current': ariaCurrent }) => (
  <a
    href={href}
    className={className}
    aria-current={ariaCurrent}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

export const WithRouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvasElement, step }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    await step(
      "every link, the logo included, is rendered by the injected renderer with the design system's styles",
      async () => {
        const links = canvas.getAllByRole('link');
        await expect(links).toHaveLength(adminMenu.length + 1);
        for (const link of links) await expect(link).toHaveAttribute('data-router-link');
        const active = within(nav).getByRole('link', { name: 'Campaign' });
        await expect(getComputedStyle(active).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      },
    );
    await step('clicking a menu item and the logo navigates through the router', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Content' }));
      await expect(navigate).toHaveBeenLastCalledWith('/admin/content');
      await userEvent.click(canvas.getByRole('link', { name: 'Home page' }));
      await expect(navigate).toHaveBeenLastCalledWith('/');
    });
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ height: '100vh', display: 'flex', gap: theme.space.xl, background: theme.colors.background }}>
      <Sidebar
        heading="Admin Panel"
        items={adminMenu}
        activeHref="/admin/dashboard"
        collapsed={false}
        onToggle={() => undefined}
      />
      <Sidebar
        heading="Admin Panel"
        items={adminMenu}
        activeHref="/admin/dashboard"
        collapsed
        onToggle={() => undefined}
      />
      <Sidebar
        heading="Tenant Portal"
        items={tenantMenu}
        activeHref="/tenant/profile"
        collapsed={false}
        onToggle={() => undefined}
      />
      <Sidebar
        heading="Tenant Portal"
        items={tenantMenu}
        activeHref="/tenant/campaign"
        collapsed
        onToggle={() => undefined}
      />
    </div>
  ),
};
