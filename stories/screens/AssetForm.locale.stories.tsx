import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetForm } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { assetFormMeta, moonImage } from './fixtures/assetFormStory';
import { PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Tenant/AssetForm/Translated',
  component: AssetForm,
  ...assetFormMeta,
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

/** The host passes its own title, submit label and size message: here the ones it shows in each language. */
const chinese = { title: '新建素材', submitLabel: '新建', tooLargeMessage: '文件太大，最大只能 5MB' };
const malay = {
  title: 'Cipta Aset',
  submitLabel: 'Cipta',
  tooLargeMessage: 'Fail terlalu besar. Saiz maksimum ialah 5MB',
};

export const CreateChinese: Story = translated({ args: chinese }, 'zh-CN');
export const CreateMalayPhone: Story = translated({ args: malay, globals: PHONE }, 'ms');
export const EditImageChinesePhone: Story = translated(
  { args: { ...chinese, title: '编辑素材', submitLabel: '保存', asset: moonImage }, globals: PHONE },
  'zh-CN',
);
export const EditImageMalay: Story = translated(
  { args: { ...malay, title: 'Sunting Aset', submitLabel: 'Simpan', asset: moonImage } },
  'ms',
);
