import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { MOON_CONTENTS } from './fixtures/media';
import { expectToast } from './fixtures/play';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Use a post',
  component: CampaignDetails,
  ...campaignDetailsMeta,
  globals: { viewport: { value: 'phone390', isRotated: false } },
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = MOON_CONTENTS[0]!;

function firstCard(canvasElement: HTMLElement) {
  return within(region(canvasElement, 'Contents').getAllByRole('listitem')[0]!);
}

export const CopyAndDownloadOnPhone: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Copy text copies the post\'s text and says "Text copied"', async () => {
      await userEvent.click(firstCard(canvasElement).getByRole('button', { name: /^Copy text of / }));
      await waitFor(() => expect(args.onCopyText).toHaveBeenCalledWith(first.text));
      await expectToast(canvasElement, 'Text copied');
    });
    await step('Download pictures saves its pictures and counts them', async () => {
      await userEvent.click(firstCard(canvasElement).getByRole('button', { name: /^Download pictures of / }));
      await waitFor(() =>
        expect(args.onDownloadPictures).toHaveBeenCalledWith(expect.objectContaining({ id: first.id })),
      );
      await expectToast(canvasElement, '2 pictures downloaded');
    });
  },
};

export const CopyAndDownloadFailures: Story = {
  args: {
    onCopyText: fn(async (_text: string): Promise<undefined> => {
      throw new Error('Clipboard blocked');
    }),
    onDownloadPictures: fn(async () => 0),
  },
  play: async ({ canvasElement, step }) => {
    await step('a blocked clipboard says how to copy by hand', async () => {
      await userEvent.click(firstCard(canvasElement).getByRole('button', { name: /^Copy text of / }));
      await expectToast(canvasElement, 'Could not copy the text. Select it and copy it by hand.');
    });
    await step('a post whose pictures are gone says it has none', async () => {
      await userEvent.click(firstCard(canvasElement).getByRole('button', { name: /^Download pictures of / }));
      await expectToast(canvasElement, 'This post has no pictures.');
    });
  },
};
