import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeywordBadges, theme } from '@app/ui';

const meta = {
  title: 'UI/KeywordBadges',
  component: KeywordBadges,
  args: { keywords: ['月饼', '中秋节', 'gift', 'family'] },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }} data-testid="frame">
      <KeywordBadges {...args} />
    </div>
  ),
} satisfies Meta<typeof KeywordBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The badges' texts, in order. */
function badgeTexts(canvasElement: HTMLElement): string[] {
  return Array.from(within(canvasElement).getByTestId('frame').querySelectorAll('[title]')).map(
    (badge) => badge.textContent ?? '',
  );
}

export const Keywords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(badgeTexts(canvasElement)).toEqual(['月饼', '中秋节', 'gift', 'family']);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    const badge = canvas.getByText('gift');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('title', 'gift');
    await expect(getComputedStyle(badge).color).toBe(rgb(theme.colors.info));
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(theme.colors.infoSoft));
  },
};

/** The keyword rules keep empty entries ("food,,travel"); they get no badge. */
export const BlankKeywordsHidden: Story = {
  args: { keywords: ['food', '', '  ', 'travel'] },
  play: async ({ canvasElement }) => {
    await expect(badgeTexts(canvasElement)).toEqual(['food', 'travel']);
  },
};

export const NoKeywords: Story = {
  args: { keywords: ['', ' '] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('frame')).toBeEmptyDOMElement();
  },
};

/** With a label the badges form a list of that name, one item per keyword (the keywords field's preview). */
export const Labelled: Story = {
  args: { label: 'Keyword preview', keywords: ['spring', 'menu'] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Keyword preview' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['spring', 'menu']);
  },
};

/** A keyword longer than its row is cut short with an ellipsis; its tooltip holds the whole text. */
export const LongKeyword: Story = {
  args: { keywords: ['中秋节限定流心奶黄月饼礼盒全马门店同步上市买二送一再送精美提灯一盏数量有限送完即止', 'gift'] },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/^中秋节限定/);
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
    await expect(badge).toHaveAttribute(
      'title',
      '中秋节限定流心奶黄月饼礼盒全马门店同步上市买二送一再送精美提灯一盏数量有限送完即止',
    );
  },
};
