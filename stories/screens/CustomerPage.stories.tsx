import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerPage, type CustomerPageProps, type Locale } from '@app/screens';
import {
  VIEW,
  VIEW_WITHOUT_LOGO,
  customerPageArgs,
  customerPageMeta,
  desktop,
  expectLanguage,
  expectNoSidewaysScroll,
  expectTouchTargets,
  smallPhone,
} from './fixtures/customerPageStory';

const meta = {
  title: 'Screens/Customer/CustomerPage',
  component: CustomerPage,
  ...customerPageMeta,
  args: { ...customerPageArgs(), screen: { kind: 'platforms', view: VIEW } },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Platforms: Story = {
  name: 'Platforms (phone)',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("the business's logo and name head the page", async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: '月光饼家 Moonlight Bakery' })).toBeVisible();
      await expect(canvasElement.querySelector('img')).toHaveAttribute('src', VIEW.business.logoUrl);
    });
    await step('one large button per platform, with its mark; a custom platform keeps its own name', async () => {
      await expect(canvas.getByRole('heading', { name: 'Where would you like to post?' })).toBeVisible();
      const names = canvas.getAllByRole('button').map((button) => button.textContent);
      // the English page writes the brand TikTok; the business's entry (and the back-office) keeps the SPEC's Tiktok
      await expect(names).toEqual(['Redbook', 'Google Review', 'Instagram', 'Facebook', 'TikTok', 'WhatsApp Channel']);
      await expect(canvas.getByRole('button', { name: 'Redbook' }).querySelector('svg path')).not.toBeNull();
      await expect(
        canvas.getByRole('button', { name: 'WhatsApp Channel' }).querySelector('[data-tone="custom"]'),
      ).not.toBeNull();
    });
    await step("tapping a platform asks for its post by the business's own name for it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'TikTok' }));
      await expect(args.onPickPlatform).toHaveBeenCalledWith('Tiktok');
    });
    await step('targets are finger-sized, the page fits the phone and says it is English', async () => {
      await expectTouchTargets(canvasElement);
      await expectNoSidewaysScroll(canvasElement);
      await expectLanguage(canvasElement, 'en');
    });
    await step('the keyboard focus is visible', async () => {
      const button = canvas.getByRole('button', { name: 'Redbook' });
      button.focus();
      await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    });
  },
};

export const PlatformsSmallPhone: Story = {
  name: 'Platforms (320-class phone, no logo)',
  globals: smallPhone,
  args: { screen: { kind: 'platforms', view: VIEW_WITHOUT_LOGO } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("without a logo the business's initial stands in", async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Kedai Kopi Ah Seng' })).toBeVisible();
      await expect(canvasElement.querySelector('img')).toBeNull();
    });
    await step('everything fits and stays tappable', async () => {
      await expectNoSidewaysScroll(canvasElement);
      await expectTouchTargets(canvasElement);
    });
  },
};

export const PlatformsDesktop: Story = {
  name: 'Platforms (desktop)',
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    await step('the page is one readable column in the middle of a wide screen', async () => {
      const column = within(canvasElement).getByRole('main').parentElement;
      const box = column?.getBoundingClientRect();
      await expect(box && box.width).toBeLessThan(600);
      await expect(box && box.left).toBeGreaterThan(300);
    });
  },
};

export const Claiming: Story = {
  name: 'Platforms, a post on its way',
  args: { screen: { kind: 'platforms', view: VIEW, pending: 'Redbook' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the tapped button is busy and the others wait', async () => {
      await expect(canvas.getByRole('button', { name: 'Redbook' })).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('button', { name: 'Facebook' })).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(canvas.getByRole('button', { name: 'Facebook' }));
      await expect(args.onPickPlatform).not.toHaveBeenCalled();
    });
  },
};

export const RateLimited: Story = {
  args: { screen: { kind: 'platforms', view: VIEW, problem: 'rateLimited' } },
  play: async ({ canvasElement, step }) => {
    await step('too many tries: a clear word to wait, and the buttons stay', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        "You've tried a few times in a row. Please wait a minute, then try again.",
      );
      await expect(canvas.getByRole('button', { name: 'Redbook' })).not.toHaveAttribute('aria-disabled');
    });
  },
};

export const ClaimFailed: Story = {
  args: { screen: { kind: 'platforms', view: VIEW, problem: 'failed' } },
  play: async ({ canvasElement, step }) => {
    await step('a failed request asks to check the connection', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        "We couldn't get your post. Please check your connection and try again.",
      );
    });
  },
};

export const Loading: Story = {
  args: { screen: { kind: 'loading' } },
  play: async ({ canvasElement, step }) => {
    await step('a status says it is loading', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    });
  },
};

export const Vacant: Story = {
  name: 'Vacant (not active yet)',
  args: { screen: { kind: 'vacant' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a friendly "not active yet", with no business, login or agency data', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: "This QR code isn't active yet" })).toBeVisible();
      await expect(canvas.getByText(/Please ask the staff, or try again later/)).toBeVisible();
      await expect(canvas.queryByRole('textbox')).toBeNull();
      await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    });
  },
};

export const Unknown: Story = {
  name: 'Unknown link (not found)',
  args: { screen: { kind: 'unknown' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('not found, in the same style', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
      await expect(canvas.getByText(/may be old or damaged/)).toBeVisible();
      await expect(canvas.queryByRole('textbox')).toBeNull();
    });
  },
};

export const UnknownDesktop: Story = {
  name: 'Unknown link (desktop)',
  globals: desktop,
  args: { screen: { kind: 'unknown' } },
  play: async ({ canvasElement, step }) => {
    await step('the message stands in the middle', async () => {
      const heading = within(canvasElement).getByRole('heading', { level: 1 });
      const box = heading.getBoundingClientRect();
      await expect(Math.abs(box.left + box.width / 2 - 720)).toBeLessThan(40);
    });
  },
};

export const LoadError: Story = {
  args: { screen: { kind: 'loadError' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the page could not load: Try again loads it again', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
      await expectTouchTargets(canvasElement);
    });
  },
};

export const Chinese: Story = {
  name: 'Platforms in 简体中文',
  args: { locale: 'zh-CN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page speaks Chinese and names Redbook 小红书', async () => {
      await expect(canvas.getByRole('heading', { name: '你想发布到哪个平台？' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: '小红书' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Google 评价' })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
      await expectLanguage(canvasElement, 'zh-CN');
    });
  },
};

export const Malay: Story = {
  name: 'Platforms in Bahasa Melayu',
  args: { locale: 'ms' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page speaks Malay', async () => {
      await expect(canvas.getByRole('heading', { name: 'Di mana anda mahu berkongsi?' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Ulasan Google' })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms');
      await expectLanguage(canvasElement, 'ms');
    });
  },
};

export const VacantInChinese: Story = {
  name: 'Vacant in 简体中文',
  args: { locale: 'zh-CN', screen: { kind: 'vacant' } },
  play: async ({ canvasElement, step }) => {
    await step('the notice is Chinese too', async () => {
      await expect(within(canvasElement).getByRole('heading', { level: 1, name: '这个二维码还没启用' })).toBeVisible();
    });
  },
};

/** The page as the app runs it: the language menu switches the active catalog. */
function SwitchingPage(args: CustomerPageProps) {
  const { i18n } = useLingui();
  const [locale, setLocale] = useState<Locale>(args.locale);
  const handleLocaleChange = (next: Locale) => {
    i18n.activate(next);
    setLocale(next);
    args.onLocaleChange(next);
  };
  return <CustomerPage {...args} locale={locale} onLocaleChange={handleLocaleChange} />;
}

export const SwitchLanguage: Story = {
  name: 'Switching the language',
  render: (args) => <SwitchingPage {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each language is named in itself', async () => {
      const options = within(canvas.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(['English', '简体中文', 'Bahasa Melayu']);
    });
    await step('choosing 简体中文 turns the page Chinese', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), '简体中文');
      await expect(args.onLocaleChange).toHaveBeenCalledWith('zh-CN');
      await expect(canvas.getByRole('heading', { name: '你想发布到哪个平台？' })).toBeVisible();
      await expectLanguage(canvasElement, 'zh-CN');
    });
    await step('and Bahasa Melayu turns it Malay', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '语言' }), 'Bahasa Melayu');
      await expect(canvas.getByRole('heading', { name: 'Di mana anda mahu berkongsi?' })).toBeVisible();
    });
  },
};
