import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Register } from '@app/screens';

const meta = {
  title: 'Screens/Auth/Register',
  component: Register,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the screen tells the user that an administrator creates accounts', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await expect(canvas.getByText(/ask your administrator to create an account for you/)).toBeVisible();
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
