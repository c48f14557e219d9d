import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ForgotPassword, Login, Register, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { PHONE } from './fixtures/localeOpen';

/** The sign-in pages in Chinese and Malay, with the language switch above the card, on a desktop and a phone. */
const meta = {
  title: 'Screens/Auth/Translated',
  component: Login,
  parameters: { layout: 'fullscreen' },
  args: { role: 'admin', onLogin: fn(async () => ({ token: 't0k3n', id: 'a1' })) },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const translated = (base: Story, locale: Locale): Story => inLocale<Context, Story>(base, locale);

export const AdminLoginChinese: Story = translated({}, 'zh-CN');
export const TenantLoginMalayPhone: Story = translated({ args: { role: 'tenant' }, globals: PHONE }, 'ms');
export const TenantLoginChinesePhone: Story = translated({ args: { role: 'tenant' }, globals: PHONE }, 'zh-CN');
export const RegisterChinese: Story = translated({ render: () => <Register /> }, 'zh-CN');
export const RegisterMalayPhone: Story = translated({ render: () => <Register />, globals: PHONE }, 'ms');
export const ForgotPasswordMalay: Story = translated({ render: () => <ForgotPassword /> }, 'ms');
export const ForgotPasswordChinesePhone: Story = translated(
  { render: () => <ForgotPassword />, globals: PHONE },
  'zh-CN',
);
