import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout, Button, Icons, Sidebar, theme, type AppLayoutProps } from '@app/ui';
import { Demo, onNavigate, onSignOut, onToggle, tenantMenu } from './fixtures/appFrame';

const meta = {
  title: 'UI/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Campaign',
    sidebar: null,
  },
  beforeEach: () => {
    onNavigate.mockClear();
    onToggle.mockClear();
    onSignOut.mockClear();
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

async function checkFrame(canvasElement: HTMLElement, heading: string, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  await expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('main')).toBeInTheDocument();
  return canvas.getByRole('navigation', { name: heading });
}

export const AdminExpanded: Story = {
  render: () => <Demo role="admin" initialPath="/admin/campaign" initialCollapsed={false} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    let nav: HTMLElement = canvasElement;

    await step('the frame shows the page title, the breadcrumb and the logo link', async () => {
      nav = await checkFrame(canvasElement, 'Admin Panel', 'Campaign');
    });

    await step('the admin menu lists the nine sections of the specification, Campaign being current', async () => {
      await expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Campaign', 'Content', 'Asset', 'Entry', 'Admin', 'Tenant', 'User', 'QR Code Link']);
      await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
    });

    await step('the sidebar is 256 px wide, and its toggle collapses it to 64 px', async () => {
      const sidebar = nav.parentElement as HTMLElement;
      await expect(widthOf(sidebar)).toBe(256);
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
      await expect(onToggle).toHaveBeenLastCalledWith(true);
      await waitFor(() => expect(widthOf(sidebar)).toBe(64));
      await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
      await expect(within(nav).getByRole('link', { name: 'Content' })).toBeVisible();
    });

    await step(
      'a menu click changes the page: new title, current item, and the content fades in over 150 ms',
      async () => {
        const animate = spyOn(Element.prototype, 'animate');
        try {
          await userEvent.click(within(nav).getByRole('link', { name: 'Content' }));
          await expect(onNavigate).toHaveBeenLastCalledWith('/admin/content');
          await expect(canvas.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
          await expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
          await expect(within(nav).getByRole('link', { name: 'Campaign' })).not.toHaveAttribute('aria-current');
          const main = canvas.getByRole('main');
          const fades = animate.mock.contexts.filter((context) => context === main);
          await expect(fades).toHaveLength(1);
          await expect(animate).toHaveBeenCalledWith(
            [{ opacity: 0 }, { opacity: 1 }],
            expect.objectContaining({ duration: theme.durations.pageFade }),
          );
        } finally {
          animate.mockRestore();
        }
        await waitFor(() => expect(canvas.getByRole('main').getAnimations()).toHaveLength(0));
      },
    );

    await step('the sidebar toggle alone does not replay the page fade', async () => {
      const animate = spyOn(Element.prototype, 'animate');
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
        await expect(animate.mock.contexts.filter((context) => context === canvas.getByRole('main'))).toHaveLength(0);
      } finally {
        animate.mockRestore();
      }
    });
  },
};

export const AdminCollapsed: Story = {
  render: () => <Demo role="admin" initialPath="/admin/link" initialCollapsed />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = await checkFrame(canvasElement, 'Admin Panel', 'QR Code Link');
    const sidebar = nav.parentElement as HTMLElement;

    await step('collapsed: 64 px wide, icon-only links that keep their names', async () => {
      await expect(widthOf(sidebar)).toBe(64);
      await expect(within(nav).getByRole('link', { name: 'QR Code Link' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    });

    await step('the footer keeps a named sign-out button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(onSignOut).toHaveBeenCalledWith('admin');
    });

    await step('expanding widens it to 256 px', async () => {
      const toggle = canvas.getByRole('button', { name: 'Expand sidebar' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(onToggle).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(widthOf(sidebar)).toBe(256));
      await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const TenantExpanded: Story = {
  render: () => <Demo role="tenant" initialPath="/tenant/profile" initialCollapsed={false} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = await checkFrame(canvasElement, 'Tenant Portal', 'My Profile');

    await step('the tenant menu has Profile and Campaign, Profile being current', async () => {
      await expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Profile', 'Campaign']);
      await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
      await expect(widthOf(nav.parentElement as HTMLElement)).toBe(256);
    });

    await step('Campaign opens the campaign page', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Campaign' }));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
      await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(canvas.getByRole('main').getAnimations()).toHaveLength(0));
    });

    await step("the breadcrumb's Home link goes through the router to /dashboard", async () => {
      await userEvent.click(
        within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
      );
      await expect(onNavigate).toHaveBeenLastCalledWith('/dashboard');
    });
  },
};

export const TenantCollapsed: Story = {
  render: () => <Demo role="tenant" initialPath="/tenant/campaign" initialCollapsed />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = await checkFrame(canvasElement, 'Tenant Portal', 'Campaign');
    const sidebar = nav.parentElement as HTMLElement;
    await step('collapsed to 64 px with Campaign current', async () => {
      await expect(widthOf(sidebar)).toBe(64);
      await expect(within(nav).getByRole('link', { name: 'Campaign' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('link', { name: 'Profile' }).closest('li')).toHaveAttribute(
        'title',
        'Profile',
      );
    });
    await step('the keyboard expands it', async () => {
      canvas.getByRole('button', { name: 'Expand sidebar' }).focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(widthOf(sidebar)).toBe(256));
    });
  },
};

export const SkipToContent: Story = {
  render: () => <Demo role="admin" initialPath="/admin/dashboard" initialCollapsed={false} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first Tab reveals a skip link that moves focus to the main content', async () => {
      await userEvent.tab();
      const skip = canvas.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
    });
  },
};

/** The bare frame with a plain anchor breadcrumb and a custom label, as `AppLayoutProps` alone describe it. */
export const PlainLinks: Story = {
  args: {
    title: 'Campaign - Summer Sale',
    breadcrumbLabel: 'Campaign details',
    headerActions: <Button icon={<Icons.Sparkles size={16} aria-hidden="true" />}>Generate</Button>,
    sidebar: (
      <Sidebar
        heading="Tenant Portal"
        items={tenantMenu}
        activeHref="/tenant/campaign"
        collapsed={false}
        onToggle={onToggle}
      />
    ),
    children: <p style={{ margin: 0 }}>Campaign details go here.</p>,
  } satisfies AppLayoutProps,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Campaign - Summer Sale' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(within(breadcrumb).getByText('Campaign details')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeVisible();
  },
};
