import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Login } from '@app/screens';
import { serverError } from './fixtures/play';
import { PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Auth/Login',
  component: Login,
  parameters: { layout: 'fullscreen' },
  args: { role: 'admin', onLogin: fn(async () => ({ token: 't0k3n', id: 'a1' })) },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the admin login asks for a username and a password', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      await expect(canvas.getByLabelText('Username')).toHaveAttribute('type', 'text');
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
      await expect(canvas.queryByLabelText('Email')).toBeNull();
      await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
    });
    await step('the role switch marks the admin login as the current page and leads to the tenant login', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Login type' }));
      await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Tenant' })).toHaveAttribute('href', '/login/tenant');
      await expect(nav.getByRole('link', { name: 'Tenant' })).not.toHaveAttribute('aria-current');
    });
  },
};

export const Tenant: Story = {
  args: { role: 'tenant' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the tenant login asks for an email (an email-type input) and a password', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Tenant Login' })).toBeVisible();
      await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
      await expect(canvas.queryByLabelText('Username')).toBeNull();
    });
    await step('the role switch leads back to the admin login', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Login type' }));
      await expect(nav.getByRole('link', { name: 'Tenant' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/login/admin');
    });
    await step('"Forgot password?" and "Create Account" tell their page to come back to the tenant login', async () => {
      const back = '?from=tenant';
      await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        `/forgot-password${back}`,
      );
      await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', `/register${back}`);
    });
  },
};

export const Links: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('"Forgot password?" and "Create Account" lead to their screens', async () => {
      await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
      await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    });
    await step("three social sites' login pages open in a new tab without an opener", async () => {
      const sites = [
        ['Log in with Facebook', 'https://www.facebook.com/login/'],
        ['Log in with Instagram', 'https://www.instagram.com/accounts/login/'],
        ['Log in with TikTok', 'https://www.tiktok.com/login'],
      ] as const;
      for (const [name, href] of sites) {
        const link = canvas.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('logging in with both fields empty names both and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
      await expect(canvas.getByText('Password is required')).toBeVisible();
      await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText('Username')).toHaveFocus();
      await expect(args.onLogin).not.toHaveBeenCalled();
    });
    await step('a blank username (spaces only) is still missing', async () => {
      await userEvent.type(canvas.getByLabelText('Username'), '   ');
      await userEvent.type(canvas.getByLabelText('Password'), 'Moon#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(canvas.getByText('Username is required')).toBeVisible();
      await expect(canvas.queryByText('Password is required')).toBeNull();
      await expect(args.onLogin).not.toHaveBeenCalled();
    });
    await step('filling the username clears its message', async () => {
      await userEvent.type(canvas.getByLabelText('Username'), 'ops.lead');
      await waitFor(() => expect(canvas.queryByText('Username is required')).toBeNull());
      await expect(canvas.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const TenantRequiredFields: Story = {
  args: { role: 'tenant' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the tenant login names the email as missing', async () => {
      await userEvent.type(canvas.getByLabelText('Password'), 'Moon#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(canvas.getByText('Email is required')).toBeVisible());
      await expect(args.onLogin).not.toHaveBeenCalled();
    });
  },
};

export const AdminSignsIn: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the password can be shown and hidden again', async () => {
      const password = canvas.getByLabelText('Password');
      await userEvent.type(password, 'Moon#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(password).toHaveAttribute('type', 'password');
    });
    await step('username, password and "Remember password" are sent', async () => {
      await userEvent.type(canvas.getByLabelText('Username'), '  ops.lead ');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember password' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await waitFor(() =>
        expect(args.onLogin).toHaveBeenCalledWith({ username: 'ops.lead', password: 'Moon#2026', remember: true }),
      );
      await expect(args.onLogin).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const TenantSignsIn: Story = {
  args: { role: 'tenant' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the email and password are sent, not remembered by default', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), 'owner@mooncake.my');
      await userEvent.type(canvas.getByLabelText('Password'), '中秋 2026');
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(args.onLogin).toHaveBeenCalledWith({
          email: 'owner@mooncake.my',
          password: '中秋 2026',
          remember: false,
        }),
      );
      await expect(args.onLogin).toHaveBeenCalledTimes(1);
    });
  },
};

export const SigningIn: Story = {
  args: { onLogin: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('while the login call runs the button is busy and cannot be pressed again', async () => {
      await userEvent.type(canvas.getByLabelText('Username'), 'ops.lead');
      await userEvent.type(canvas.getByLabelText('Password'), 'Moon#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      const busy = await canvas.findByRole('button', { name: 'Logging in…' });
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('form', { name: 'Admin Login' })).toHaveAttribute('aria-busy', 'true');
      await expect(args.onLogin).toHaveBeenCalledTimes(1);
    });
  },
};

export const ServerMessage: Story = {
  args: {
    onLogin: fn(async () => {
      throw serverError('Invalid username or password');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("a refused login shows the server's message above the form and keeps the input", async () => {
      await userEvent.type(canvas.getByLabelText('Username'), 'ops.lead');
      await userEvent.type(canvas.getByLabelText('Password'), 'wrong-pass');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password');
      await expect(args.onLogin).toHaveBeenCalledTimes(1);
      await expect(canvas.getByLabelText('Username')).toHaveValue('ops.lead');
      await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    });
  },
};

export const LoginFailed: Story = {
  args: {
    role: 'tenant',
    onLogin: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('without a server message the failure reads "Login failed."', async () => {
      await userEvent.type(canvas.getByLabelText('Email'), 'owner@mooncake.my');
      await userEvent.type(canvas.getByLabelText('Password'), 'Moon#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Login failed\.$/);
    });
    await step('trying again clears the old message while the call runs', async () => {
      args.onLogin.mockImplementation(() => new Promise<never>(() => {}));
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    });
  },
};

/** The app renders in-app links through its router: `renderLink` receives each link's href, current state and text. */
export const WithAppLinks: Story = {
  args: {
    role: 'tenant',
    renderLink: ({ href, children, ...rest }) => (
      <a {...rest} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every in-app link goes through renderLink; the social links stay plain outbound links', async () => {
      const forgot = canvas.getByRole('link', { name: 'Forgot password?' });
      await expect(forgot).toHaveAttribute('href', '#/forgot-password?from=tenant');
      await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
        'href',
        '#/register?from=tenant',
      );
      const nav = within(canvas.getByRole('navigation', { name: 'Login type' }));
      await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '#/login/admin');
      await expect(nav.getByRole('link', { name: 'Tenant' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Log in with TikTok' })).not.toHaveAttribute('data-router-link');
    });
  },
};

export const SessionExpired: Story = {
  args: { role: 'tenant', notice: 'Your session has expired. Please sign in again.' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a 401 during work brings the user here with the reason above the form', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    });
    await step('a failed sign-in replaces it with the failure', async () => {
      mocked(args.onLogin).mockRejectedValueOnce(serverError('Invalid email or password'));
      await userEvent.type(canvas.getByLabelText(/Email/), 'owner@kopikita.my');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
      await expect(canvas.queryByText('Your session has expired. Please sign in again.')).toBeNull();
    });
  },
};

export const TouchTargetsPhone: Story = {
  args: { role: 'tenant' },
  globals: PHONE_390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Forgot password?' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(44);
    const remember = canvas.getByRole('checkbox', { name: 'Remember password' }).closest('label') as HTMLElement;
    await expect(remember.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
