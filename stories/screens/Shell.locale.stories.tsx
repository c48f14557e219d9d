import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdminDashboard, AdminShell, TenantShell, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { PHONE } from './fixtures/localeOpen';
import { ADMIN_STATS } from './fixtures/stats';

/** The shell in Chinese and Malay: the menus, the language switch in the sidebar footer and the drawer on a phone. */
const meta = {
  title: 'Screens/Shell/Translated',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/admin/dashboard',
    title: '仪表板',
    collapsed: false,
    onToggleSidebar: fn(),
    onSignOut: fn(),
    onSignOutEverywhere: fn(),
    children: <AdminDashboard stats={ADMIN_STATS} hideHeading />,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

/** Opens the phone drawer by its menu button (the one button of the header that expands something). */
async function openDrawer({ canvasElement }: Context): Promise<void> {
  const button = await waitFor(() => {
    const found = canvasElement.ownerDocument.querySelector<HTMLButtonElement>('header button[aria-expanded]');
    if (!found) throw new Error('no menu button');
    return found;
  });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
}

export const AdminChinese: Story = translated({}, 'zh-CN');
export const AdminMalay: Story = translated({ args: { title: 'Papan pemuka' } }, 'ms');
export const AdminCollapsedMalay: Story = translated({ args: { title: 'Papan pemuka', collapsed: true } }, 'ms');
export const AdminDrawerChinesePhone: Story = translated(
  { args: { collapsed: true }, globals: PHONE },
  'zh-CN',
  openDrawer,
);
export const TenantDrawerMalayPhone: Story = translated(
  {
    render: (args) => (
      <TenantShell {...args} activePath="/tenant/campaign" title="Senarai Kempen">
        <p>Kempen anda dipaparkan di sini.</p>
      </TenantShell>
    ),
    args: { collapsed: true },
    globals: PHONE,
  },
  'ms',
  openDrawer,
);
