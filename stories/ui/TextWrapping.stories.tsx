import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EMPTY_MARK } from '@app/contract';
import { theme } from '@app/ui';

const POST =
  '中秋必囤｜这盒流心月饼真的绝了🥮 奶黄流心一咬就爆浆，甜而不腻，包装也超有质感，送长辈送朋友都很有面子。Bangsar 门店买二送一，手慢无！';

/** The global text rules on a phone-width card of Chinese text, and a table with an empty cell. */
function TextWrappingDemo() {
  return (
    <div style={{ display: 'grid', gap: theme.space.lg, maxWidth: '20rem' }}>
      <p data-testid="post" style={{ margin: 0 }}>
        {POST}
      </p>
      <table>
        <caption>Contents</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Keywords</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>流心奶黄月饼</td>
            <td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'UI/Text wrapping',
  component: TextWrappingDemo,
  globals: { viewport: { value: 'phone360', isRotated: false } },
} satisfies Meta<typeof TextWrappingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChineseAndEmptyCells: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Chinese breaks between phrases under strict rules, and never overflows its box', async () => {
      const post = canvas.getByTestId('post');
      const style = getComputedStyle(post);
      await expect(style.wordBreak).toBe('keep-all');
      await expect(style.lineBreak).toBe('strict');
      await expect(post.scrollWidth).toBeLessThanOrEqual(post.clientWidth);
    });
    await step('an empty cell shows the one empty-cell mark', async () => {
      const empty = canvas.getAllByRole('cell')[1] as HTMLElement;
      await expect(empty).toBeEmptyDOMElement();
      await expect(getComputedStyle(empty, '::before').content).toContain(EMPTY_MARK);
      const filled = canvas.getByRole('cell', { name: '流心奶黄月饼' });
      await expect(getComputedStyle(filled, '::before').content).toBe('none');
    });
  },
};
