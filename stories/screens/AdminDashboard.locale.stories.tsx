import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDashboard, type Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { PHONE } from './fixtures/localeOpen';
import { ADMIN_STATS, EMPTY_ADMIN_STATS } from './fixtures/stats';

/** The administrator's dashboard in Chinese and Malay: counts, chart, tables and empty states. */
const meta = {
  title: 'Screens/Admin/AdminDashboard/Translated',
  component: AdminDashboard,
  parameters: { layout: 'padded' },
  args: { stats: ADMIN_STATS },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const translated = (base: Story, locale: Locale): Story => inLocale<Context, Story>(base, locale);

export const FilledChinese: Story = translated({}, 'zh-CN');
export const FilledMalayPhone: Story = translated({ globals: PHONE }, 'ms');
export const EmptyChinesePhone: Story = translated({ args: { stats: EMPTY_ADMIN_STATS }, globals: PHONE }, 'zh-CN');
export const EmptyMalay: Story = translated({ args: { stats: EMPTY_ADMIN_STATS } }, 'ms');
