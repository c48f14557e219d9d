import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RedbookGeneratorModal, type Locale } from '@app/screens';
import { Button } from '@app/ui';
import { inLocale } from '../fixtures/locale';
import { expectDialogGone, expectNoDialog, findDialog, screenOf } from './fixtures/play';
import { PHONE_390, translated } from './fixtures/localePlay';
import { pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

type Args = Parameters<typeof RedbookGeneratorModal>[0];

/** The campaign page's part: a button that opens the generator, which closes by its onClose. */
function GeneratorPage(args: Args) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the generator</Button>
      <RedbookGeneratorModal {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Screens/Tenant/RedbookGenerator',
  component: RedbookGeneratorModal,
  ...redbookGeneratorMeta,
  args: { ...redbookGeneratorMeta.args, open: false, onClose: () => undefined },
  render: (args) => <GeneratorPage {...args} />,
  globals: PHONE_390,
} satisfies Meta<typeof RedbookGeneratorModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Opens the generator and generates three posts from every photo; answers the generator's dialog. */
async function generateThree(canvasElement: HTMLElement, locale: Locale = 'en') {
  const name = (text: string) => (locale === 'en' ? Promise.resolve(text) : translated(locale, text));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the generator' }));
  const dialog = await findDialog(canvasElement, await name('Redbook Generator'));
  const body = canvasElement.ownerDocument.body;
  const toggle = dialog.getByRole('button', { name: await name('Assets') });
  if (locale === 'en') await pickAll(body);
  else {
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    await userEvent.click(dialog.getByRole('button', { name: await name('Select All') }));
  }
  await userEvent.click(dialog.getByRole('button', { name: await name('Generate') }));
  await waitFor(() => expect(dialog.getAllByRole('listitem', { name: /\d$/ })).toHaveLength(3));
  return dialog;
}

export const DiscardAsksFirst: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await generateThree(canvasElement);
    await step('Escape with three posts not saved asks first; Keep editing keeps them', async () => {
      await userEvent.keyboard('{Escape}');
      const confirm = await findDialog(canvasElement, 'Discard 3 unsaved posts?');
      await userEvent.click(confirm.getByRole('button', { name: 'Keep editing' }));
      await expectDialogGone(canvasElement, 'Discard 3 unsaved posts?');
      await expect(dialog.getAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(3);
    });
    await step('the close button asks too; Discard closes the generator', async () => {
      await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
      const confirm = await findDialog(canvasElement, 'Discard 3 unsaved posts?');
      await userEvent.click(confirm.getByRole('button', { name: 'Discard' }));
      await expectNoDialog(canvasElement);
    });
  },
};

export const DiscardNothingToLose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the generator' }));
    await findDialog(canvasElement, 'Redbook Generator');
    await userEvent.keyboard('{Escape}');
    await expectNoDialog(canvasElement);
  },
};

export const DiscardOnBack: Story = {
  play: async ({ canvasElement, step }) => {
    const page = canvasElement.ownerDocument.defaultView as Window;
    const address = page.location.href;
    const dialog = await generateThree(canvasElement);
    await step('Back asks first instead of leaving the page; Keep editing keeps the posts', async () => {
      page.history.back();
      const confirm = await findDialog(canvasElement, 'Discard 3 unsaved posts?');
      await expect(page.location.href).toBe(address);
      await userEvent.click(confirm.getByRole('button', { name: 'Keep editing' }));
      await expectDialogGone(canvasElement, 'Discard 3 unsaved posts?');
      await expect(dialog.getAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(3);
    });
    await step('Back again asks again; Discard closes the generator and the page stays', async () => {
      // the generator's history entry is back once the confirmation has gone
      await waitFor(() => expect(page.history.state).toHaveProperty('modalBack'));
      page.history.back();
      const confirm = await findDialog(canvasElement, 'Discard 3 unsaved posts?');
      await userEvent.click(confirm.getByRole('button', { name: 'Discard' }));
      await expectNoDialog(canvasElement);
      await expect(page.location.href).toBe(address);
      await expect(screenOf(canvasElement).getByRole('button', { name: 'Open the generator' })).toBeVisible();
    });
  },
};

const askIn =
  (locale: Locale) =>
  async ({ canvasElement }: Context) => {
    await generateThree(canvasElement, locale);
    await userEvent.keyboard('{Escape}');
    await screenOf(canvasElement).findByRole('button', { name: await translated(locale, 'Keep editing') });
  };

export const DiscardChinesePhone: Story = inLocale<Context, Story>(DiscardAsksFirst, 'zh-CN', askIn('zh-CN'));
export const DiscardMalayPhone: Story = inLocale<Context, Story>(DiscardAsksFirst, 'ms', askIn('ms'));
