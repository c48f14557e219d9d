import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RunningLow, TenantProfileStats } from '@app/contract';
import { MyProfile } from '@app/screens';
import type { LinkRenderProps } from '@app/ui';
import { TENANT } from './fixtures/media';
import { resolveFileUrl, uploadAfter } from './fixtures/files';
import { NEW_TENANT_STATS, TENANT_STATS } from './fixtures/stats';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

/** Where the app sends "Generate more": the campaign's details with its generator for the platform. */
const generateMoreHref = (low: RunningLow) =>
  `/tenant/campaign-details/${low.campaignId}?generate=${encodeURIComponent(low.platform)}`;

/** Taps on in-app links, told the address instead of leaving the story (the app's router link does the same). */
const navigate = fn();
const renderLink = ({ href, children, className }: LinkRenderProps) => (
  <a
    href={href}
    className={className}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

// The same title as MyProfile.stories.tsx: the posts per platform and the platforms running low in this file.
const meta = {
  title: 'Screens/Tenant/MyProfile',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    navigate.mockClear();
  },
  args: {
    tenant: TENANT,
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl,
    onSave: fn(async () => undefined),
    stats: TENANT_STATS,
    generateMoreHref,
    renderLink,
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const postsCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Posts per platform' }));

/** Every row of a table as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

export const PostsAndRunningLow: Story = {
  name: 'Posts per platform, running low (desktop)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('per platform: available, held and used', async () => {
      const table = postsCard(canvasElement).getByRole('table', {
        name: 'Posts per platform: available, held and used',
      });
      await expect(rowsOf(table)).toEqual([
        ['Platform', 'Available', 'Held', 'Used'],
        ['Redbook', '9', '3', '21'],
        ['Google Review', '1', '2', '14'],
        ['Instagram', '0', '0', '0'],
      ]);
    });
    await step('above the profile, the platforms running low, one with none left included', async () => {
      const low = within(canvas.getByRole('region', { name: 'Running low' }));
      const items = low.getAllByRole('listitem');
      await expect(items[0]).toHaveTextContent('Instagram has no posts — generate some');
      await expect(items[1]).toHaveTextContent('Google Review has only 3 unused posts left — generate some');
      await expect(low.getByRole('link', { name: 'Generate more Instagram' })).toHaveAttribute(
        'href',
        '/tenant/campaign-details/c1?generate=Instagram',
      );
    });
    await step("one tap on Generate more opens that campaign's generator for that platform", async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Generate more Google Review' }));
      await expect(navigate).toHaveBeenCalledWith('/tenant/campaign-details/c1?generate=Google%20Review');
    });
  },
};

export const PostsAndRunningLowPhone: Story = {
  name: 'Posts per platform, running low (phone)',
  globals: PHONE_390,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the alert comes first, its links big enough to tap, and nothing scrolls sideways', async () => {
      const low = canvas.getByRole('region', { name: 'Running low' });
      const profile = canvas.getByRole('region', { name: 'Profile' });
      await expect(low.getBoundingClientRect().bottom).toBeLessThanOrEqual(profile.getBoundingClientRect().top);
      for (const link of within(low).getAllByRole('link')) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
        await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      }
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
    await step('the table fits the phone', async () => {
      const table = postsCard(canvasElement).getByRole('table');
      await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

const PLENTY: TenantProfileStats = {
  ...TENANT_STATS,
  supply: [{ platform: 'Redbook', available: 30, held: 2, used: 41 }],
  unusedByPlatform: [{ platform: 'Redbook', unused: 32 }],
  runningLow: [],
};

export const PostsPlenty: Story = {
  name: 'Posts per platform, none running low',
  args: { stats: PLENTY },
  play: async ({ canvasElement, step }) => {
    await step('no alert when every platform has enough posts', async () => {
      await expect(within(canvasElement).queryByRole('region', { name: 'Running low' })).toBeNull();
      await expect(rowsOf(postsCard(canvasElement).getByRole('table'))[1]).toEqual(['Redbook', '30', '2', '41']);
    });
  },
};

export const PostsNoPlatform: Story = {
  name: 'Posts per platform, no platform yet',
  args: { stats: NEW_TENANT_STATS },
  play: async ({ canvasElement, step }) => {
    await step('a word on how posts get handed out, no table, no alert', async () => {
      const card = postsCard(canvasElement);
      await expect(card.getByText('Add a platform entry to a campaign to hand out posts.')).toBeVisible();
      await expect(card.queryByRole('table')).toBeNull();
      await expect(within(canvasElement).queryByRole('region', { name: 'Running low' })).toBeNull();
    });
  },
};

export const PostsLoading: Story = {
  name: 'Posts per platform loading',
  args: { stats: null },
  play: async ({ canvasElement, step }) => {
    await step('the card says the counts are on their way', async () => {
      await expect(postsCard(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
    });
  },
};

export const PostsFailed: Story = {
  name: 'Posts per platform failed',
  args: { stats: null, statsError: 'Could not load the counts of your QR code.' },
  play: async ({ canvasElement, step }) => {
    await step('the card says so (the QR card announces it)', async () => {
      await expect(postsCard(canvasElement).getByText('Could not load the counts of your QR code.')).toBeVisible();
      await expect(postsCard(canvasElement).queryByRole('table')).toBeNull();
    });
  },
};

export const PostsAndRunningLowChinesePhone: Story = {
  ...inLocale<Context, Story>(PostsAndRunningLowPhone, 'zh-CN'),
  name: 'Posts per platform, running low (phone, Chinese)',
};
export const PostsAndRunningLowMalayPhone: Story = {
  ...inLocale<Context, Story>(PostsAndRunningLowPhone, 'ms'),
  name: 'Posts per platform, running low (phone, Malay)',
};
