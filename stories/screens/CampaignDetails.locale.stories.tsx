import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { MIXED_CONTENTS, campaignDetailsMeta } from './fixtures/campaignDetailsStory';
import { REMEMBERED } from './fixtures/redbookGeneratorStory';
import { clicking, generating, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Translated',
  component: CampaignDetails,
  ...campaignDetailsMeta,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const FilledChinese: Story = translated({}, 'zh-CN');
export const FilledMalay: Story = translated({}, 'ms');
export const FilledChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const FilledMalayPhone: Story = translated({ globals: PHONE }, 'ms');
export const AddPlatformChinese: Story = translated({}, 'zh-CN', clicking('zh-CN', 'addPlatform'));
export const GeneratorMalayPhone: Story = translated({ globals: PHONE }, 'ms', async (context) => {
  await clicking('ms', 'generate')(context);
  await generating('ms', 'dialog')(context);
});

/** The posts' platform and language in Chinese, on a phone. */
export const PostLanguagesChinesePhone: Story = translated(
  { globals: PHONE, args: { contents: MIXED_CONTENTS } },
  'zh-CN',
  async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('listitem', { name: 'Mid-Autumn gift boxes are here' }));
    await expect(card.getByText('Instagram')).toBeVisible();
    await expect(card.getByText('英语')).toBeVisible();
  },
);

/** A "generate more" link in Malay on a phone: the generator opens for Facebook with its last settings. */
export const GenerateLinkMalayPhone: Story = translated(
  { globals: PHONE, args: { generateFor: 'Facebook', generatorSettings: REMEMBERED.Facebook } },
  'ms',
  async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // once the dialog has faded in
    await waitFor(() => expect(dialog.getByDisplayValue('Kuih Bulan Kastard')).toBeVisible());
  },
);
