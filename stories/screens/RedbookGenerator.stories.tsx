import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PLATFORMS, LANGUAGES, TONES } from '@app/contract';
import { RedbookGenerator, RedbookGeneratorModal } from '@app/screens';
import { notify, theme } from '@app/ui';
import { GENERATED_POSTS, GENERATED_WITH_FAILURE, MOON_ASSETS, USER_ID, resolveFileUrl } from './fixtures/media';
import { expectToast, screenOf } from './fixtures/play';

const PICK_ALERT = '请至少选择一个素材 / Pick at least one asset';

/** A repeatable "random" source: 0.1, 0.6, 0.9, … (reset before each story). */
let draws = 0;
const DRAWS = [0.1, 0.6, 0.9];
function cyclingRandom(): number {
  const value = DRAWS[draws % DRAWS.length] as number;
  draws += 1;
  return value;
}

const meta = {
  title: 'Screens/Tenant/RedbookGenerator',
  component: RedbookGenerator,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    draws = 0;
    notify.clear();
  },
  args: {
    assets: MOON_ASSETS,
    campaignId: 'campaign-moon',
    userId: USER_ID,
    resolveFileUrl,
    onGenerate: fn(async () => GENERATED_POSTS),
    onSave: fn(async () => undefined),
    random: cyclingRandom,
  },
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function pickAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Assets' });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
}

export const Defaults: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Platform defaults to Redbook among Tiktok, Google Review, Facebook, Redbook, Instagram', async () => {
      await expect(canvas.getByLabelText('Platform')).toHaveValue('Redbook');
      await expect(optionTexts(canvas.getByLabelText('Platform'))).toEqual([
        'Tiktok',
        'Google Review',
        'Facebook',
        'Redbook',
        'Instagram',
      ]);
      await expect(optionTexts(canvas.getByLabelText('Platform'))).toEqual([...PLATFORMS]);
    });
    await step('Language defaults to Mandarin among English, Mandarin, Malay', async () => {
      await expect(canvas.getByLabelText('Language')).toHaveValue('Mandarin');
      await expect(optionTexts(canvas.getByLabelText('Language'))).toEqual([...LANGUAGES]);
    });
    await step('Tone offers the ten Chinese styles; Post Count defaults to 3', async () => {
      await expect(optionTexts(canvas.getByLabelText('Tone'))).toEqual([...TONES]);
      await expect(optionTexts(canvas.getByLabelText('Tone'))).toHaveLength(10);
      await expect(canvas.getByLabelText(/Post Count/)).toHaveValue(3);
    });
    await step('the other fields are there and empty', async () => {
      for (const label of [
        'Product Type',
        'Product Name',
        'Target Audience',
        'Benefits',
        'Promotion',
        'Location',
        'Additional Details',
        'Keywords',
      ]) {
        await expect(canvas.getByLabelText(label)).toHaveValue('');
      }
    });
    await step('the asset picker starts collapsed, with the count "0 / 4"', async () => {
      await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText('0 / 4')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Select All' })).not.toBeInTheDocument();
    });
  },
};

export const PickAtLeastOneAsset: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Generate with no asset picked shows the bilingual alert and opens the picker', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(PICK_ALERT);
      await expect(canvas.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onGenerate).not.toHaveBeenCalled();
    });
    await step('picking an asset clears the alert', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick asset 2' }));
      await expect(canvas.getByText('1 / 4')).toBeVisible();
      await expect(canvas.queryByText(PICK_ALERT)).not.toBeInTheDocument();
    });
  },
};

export const AssetPicker: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Assets' });
    await step('the toggle opens and closes the picker', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('checkbox', { name: /^Pick asset/ })).toHaveLength(4);
    });
    await step('Select All picks every asset, Clear none, and the count follows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
      await expect(canvas.getByText('4 / 4')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await expect(canvas.getByText('0 / 4')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick asset 1' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick asset 3' }));
      await expect(canvas.getByText('2 / 4')).toBeVisible();
    });
    await step('closing keeps the picks', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText('2 / 4')).toBeVisible();
    });
  },
};

export const GenerateAndSave: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('fill in the form and pick every asset', async () => {
      await userEvent.type(canvas.getByLabelText('Product Type'), '月饼');
      await userEvent.type(canvas.getByLabelText('Product Name'), '流心奶黄月饼');
      await userEvent.type(canvas.getByLabelText('Target Audience'), '25-40岁上班族');
      await userEvent.type(canvas.getByLabelText('Benefits'), '奶香浓郁，低糖');
      await userEvent.type(canvas.getByLabelText('Promotion'), '买二送一');
      await userEvent.type(canvas.getByLabelText('Location'), '吉隆坡 Bangsar');
      await userEvent.selectOptions(canvas.getByLabelText('Tone'), '种草安利');
      await userEvent.clear(canvas.getByLabelText(/Post Count/));
      await userEvent.type(canvas.getByLabelText(/Post Count/), '2');
      await userEvent.type(canvas.getByLabelText('Keywords'), ' 中秋, , 月饼 ,');
      await pickAll(canvasElement);
    });
    await step('Generate sends the request: keywords split, trimmed, empties removed; save false', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() =>
        expect(args.onGenerate).toHaveBeenCalledWith({
          platform: 'Redbook',
          language: 'Mandarin',
          productType: '月饼',
          productName: '流心奶黄月饼',
          targetAudience: '25-40岁上班族',
          benefits: '奶香浓郁，低糖',
          promotion: '买二送一',
          location: '吉隆坡 Bangsar',
          tone: '种草安利',
          additionalDetails: '',
          count: 2,
          keywords: ['中秋', '月饼'],
          campaignId: 'campaign-moon',
          userId: USER_ID,
          save: false,
        }),
      );
    });
    await step('the results all start selected, each with one of the picked assets', async () => {
      await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
      const posts = canvas.getAllByRole('listitem', { name: /^Post \d$/ });
      await expect(posts).toHaveLength(3);
      for (const name of ['Select post 1', 'Select post 2', 'Select post 3']) {
        await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
      }
      await expect(within(posts[0] as HTMLElement).getByText('Asset 1')).toBeVisible();
      await expect(within(posts[1] as HTMLElement).getByText('Asset 3')).toBeVisible();
      await expect(within(posts[2] as HTMLElement).getByText('Asset 4')).toBeVisible();
      await expect(within(posts[2] as HTMLElement).getByRole('heading', { name: 'Untitled' })).toBeVisible();
    });
    await step('deselecting one updates the count', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select post 2' }));
      await expect(canvas.getByText('Selected: 2 / 3')).toBeVisible();
    });
    await step('Save sends the selected posts as bulk contents, then clears the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith([
          {
            campaignId: 'campaign-moon',
            userId: USER_ID,
            title: '中秋必囤｜这盒流心月饼真的绝了🥮',
            text: (GENERATED_POSTS[0] as { content: string }).content,
            status: 'active',
            isRedirected: false,
            keyword: ['中秋', '月饼'],
            assetIds: ['asset-mooncake'],
          },
          {
            campaignId: 'campaign-moon',
            userId: USER_ID,
            title: 'Untitled',
            text: (GENERATED_POSTS[2] as { content: string }).content,
            status: 'active',
            isRedirected: false,
            keyword: ['general'],
            assetIds: ['asset-lantern-poster'],
          },
        ]),
      );
      await waitFor(() => expect(canvas.queryByText(/^Selected:/)).not.toBeInTheDocument());
      await expect(canvas.queryAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(0);
    });
  },
};

export const RemoveAll: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
    await step('Remove All deselects every result, keeping the list, and Save is disabled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove All' }));
      await expect(canvas.getByText('Selected: 0 / 3')).toBeVisible();
      await expect(canvas.getAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(3);
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

export const Generating: Story = {
  args: { onGenerate: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Generating posts…');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const GenerationFailure: Story = {
  args: {
    onGenerate: fn(async () => {
      throw Object.assign(new Error('Request failed with status 503'), {
        serverMessage: 'The generator is busy. Please try again in a minute.',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const alert = await within(canvas.getByRole('region', { name: 'Generated posts' })).findByRole('alert');
    await expect(alert).toHaveTextContent('The generator is busy. Please try again in a minute.');
    const red = Number.parseInt(theme.colors.danger.slice(1), 16);
    await expect(getComputedStyle(alert).color).toBe(`rgb(${(red >> 16) & 255}, ${(red >> 8) & 255}, ${red & 255})`);
  },
};

export const FailedItem: Story = {
  args: { onGenerate: fn(async () => GENERATED_WITH_FAILURE) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(canvas.getByText('Error: The model did not answer in time')).toBeVisible());
    await expect(canvas.getByRole('checkbox', { name: 'Select post 2' })).toBeDisabled();
    await expect(canvas.getByText('Selected: 1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        expect.objectContaining({ title: '中秋必囤｜这盒流心月饼真的绝了🥮' }),
      ]),
    );
  },
};

export const SaveFailure: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Failed to save content.');
    await expect(canvas.getByText('Selected: 3 / 3')).toBeVisible();
  },
};

export const PostCountMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Post Count/));
    await userEvent.type(canvas.getByLabelText(/Post Count/), '0');
    await waitFor(() => expect(canvas.getByText('Post Count must be a whole number from 1 to 10')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

export const NoAssets: Story = {
  args: { assets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assets' }));
    await expect(canvas.getByText('No assets uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('0 / 0')).toBeVisible();
  },
};

export const InModal: Story = {
  render: (args) => (
    <RedbookGeneratorModal
      {...args}
      open
      onClose={fn()}
      initialSelectedAssetIds={['asset-mooncake', 'asset-moon-note']}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Redbook Generator' }));
    await waitFor(() => expect(dialog.getByText('2 / 4')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('checkbox', { name: 'Pick asset 1' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Pick asset 2' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Pick asset 3' })).toBeChecked();
    await expect(dialog.getByLabelText('Platform')).toHaveValue('Redbook');
  },
};
