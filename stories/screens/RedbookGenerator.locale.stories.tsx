import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedbookGenerator } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';
import { generating, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator/Translated',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const DefaultsChinese: Story = translated({}, 'zh-CN');
export const DefaultsMalay: Story = translated({}, 'ms');
export const ResultsChinese: Story = translated({}, 'zh-CN', generating('zh-CN'));
export const ResultsMalay: Story = translated({}, 'ms', generating('ms'));
export const ResultsChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN', generating('zh-CN'));
