import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RedbookGenerator } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { expectSelectsShowTheirChoice } from '../fixtures/geometry';
import { GENERATED_POSTS } from './fixtures/media';
import { MOON_PREFILL, REMEMBERED, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';
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

/** The Tone select's options: what the user reads, and the value sent. */
function toneOptions(canvasElement: HTMLElement) {
  const options = within(within(canvasElement).getByRole('combobox', { name: /^(风格|Gaya)/ })).getAllByRole('option');
  return options.map((option) => [option.textContent, option.getAttribute('value')]);
}

export const DefaultsChinese: Story = translated({}, 'zh-CN', async ({ canvasElement }) => {
  // the listed styles by their own (Chinese) names, which are also what is sent
  await expect(toneOptions(canvasElement).slice(0, 3)).toEqual([
    ['亲切自然', '亲切自然'],
    ['活泼俏皮', '活泼俏皮'],
    ['专业权威', '专业权威'],
  ]);
});
export const DefaultsMalay: Story = translated({}, 'ms', async ({ canvasElement }) => {
  // named in Malay, still sent as the Chinese names
  await expect(toneOptions(canvasElement).slice(0, 2)).toEqual([
    ['Mesra dan santai', '亲切自然'],
    ['Ceria dan nakal', '活泼俏皮'],
  ]);
  await expect(toneOptions(canvasElement)[7]).toEqual(['Ulasan jujur', '真实测评']);
});
/** At 360 px each field has a row of its own: "Bahasa Mandarin" and the tone's Malay name are shown whole. */
export const DefaultsMalaySmallPhone: Story = translated(
  { globals: { viewport: { value: 'phone360', isRotated: false } } },
  'ms',
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /^Bahasa/ })).toHaveDisplayValue(
      'Bahasa Mandarin',
    );
    await expectSelectsShowTheirChoice(canvasElement);
  },
);
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

/** A refused post says why in Chinese, and the fields left out are named above the results in Malay. */
export const RefusedPostChinese: Story = translated(
  {
    args: {
      onGenerate: fn(async () => [
        GENERATED_POSTS[0]!,
        {
          title: '',
          content: '',
          keywords: [],
          error: 'The post stated facts that are not in the brief.',
          refusal: 'facts' as const,
        },
      ]),
    },
  },
  'zh-CN',
  async (context) => {
    await generating('zh-CN')(context);
    await expect(
      await within(context.canvasElement).findByText(
        '出错：这篇帖子被拒绝了：它写了表单里没有的信息（价格、时间、数字、链接或联系方式）。如果属实，请填进表单，或重新生成。',
      ),
    ).toBeVisible();
  },
);

export const FieldsLeftOutMalayPhone: Story = translated(
  {
    globals: PHONE,
    args: {
      onGenerate: fn(async () =>
        GENERATED_POSTS.map((post) => ({
          ...post,
          leftOut: ['targetAudience' as const, 'additionalDetails' as const],
        })),
      ),
    },
  },
  'ms',
  async (context) => {
    await generating('ms')(context);
    await expect(within(context.canvasElement).getByRole('note')).toHaveTextContent(
      'Tidak digunakan dalam hantaran kerana tidak ditulis dalam Bahasa Mandarin: Sasaran pelanggan dan Butiran tambahan. Tulis dalam Bahasa Mandarin supaya ia digunakan.',
    );
  },
);

/** Pre-filled from the campaign and the profile, on a phone: the line naming the business and campaign. */
export const PrefilledChinesePhone: Story = translated(
  { globals: PHONE, args: { prefill: MOON_PREFILL } },
  'zh-CN',
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '为 月光饼家 Moonlight Bakery 的“中秋节月饼促销”活动撰写，也会参考活动描述和所选的笔记。',
      ),
    ).toBeVisible();
  },
);

export const LastSettingsMalay: Story = translated(
  { args: { prefill: MOON_PREFILL, platform: 'Facebook', lastSettings: REMEMBERED.Facebook } },
  'ms',
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('Kuih Bulan Kastard')).toBeVisible();
  },
);
