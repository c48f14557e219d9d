import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForgotPassword } from '@app/screens';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the screen tells the user to ask their administrator', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
      await expect(canvas.getByText(/ask your administrator to reset your password/)).toBeVisible();
    });
    await step('"Back to login" leads to the admin login', async () => {
      await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login/admin');
    });
  },
};

export const FromTenantLogin: Story = {
  args: { loginHref: '/login/tenant' },
  play: async ({ canvasElement, step }) => {
    await step('"Back to login" leads to the login the user came from', async () => {
      await expect(within(canvasElement).getByRole('link', { name: 'Back to login' })).toHaveAttribute(
        'href',
        '/login/tenant',
      );
    });
  },
};
