import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RedbookGenerator } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { GENERATED_POSTS } from './fixtures/media';
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

/** A post the server could not write says why in the user's language (its error is a text of the error table). */
export const FailedPostChinese: Story = translated(
  {
    args: {
      onGenerate: fn(async () => [
        GENERATED_POSTS[0]!,
        { title: '', content: '', keywords: [], error: 'The generator is unavailable. Please try again.' },
      ]),
    },
  },
  'zh-CN',
  async (context) => {
    await generating('zh-CN')(context);
    await expect(
      await within(context.canvasElement).findByText('出错：生成器暂时无法使用，请再试一次。'),
    ).toBeVisible();
  },
);
