import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ASSET_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/contract';
import { FileUploader, UploadQueue, type UploadQueueItem } from '@app/ui';

const PHONE = { viewport: { value: 'phone390', isRotated: false } } as const;

/** Drags files over an element and drops them there, as the browser does (enter, over, drop). */
function dropFiles(target: Element, ...files: File[]): void {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });

const ITEMS: UploadQueueItem[] = [
  { id: '1', name: 'IMG_2041.jpg', size: 3_400_000, status: 'uploaded', kind: null },
  { id: '2', name: 'IMG_2042.jpg', size: 2_100_000, status: 'uploading', progress: 40, kind: null },
  { id: '3', name: 'IMG_2043.HEIC.jpg', size: 11_300_000, status: 'shrinking', kind: null },
  { id: '4', name: 'IMG_2044.jpg', size: 1_900_000, status: 'waiting', kind: null },
  {
    id: '5',
    name: 'IMG_2045.jpg',
    size: 2_600_000,
    status: 'failed',
    message: 'Storage is full: each business may keep 2 GiB of files. Delete assets you no longer need and try again.',
    kind: null,
  },
  { id: '6', name: 'menu.pdf', size: 80_000, status: 'refused', message: 'Invalid file type.', kind: null },
];

const meta = {
  title: 'UI/UploadQueue',
  component: UploadQueue,
  args: { items: ITEMS, onRetry: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement, args, step }) => {
    const queue = within(within(canvasElement).getByRole('list', { name: 'Chosen files' }));
    await step('each file says where it stands, with its own progress', async () => {
      await expect(queue.getAllByRole('listitem')).toHaveLength(6);
      await expect(queue.getByText('Uploaded')).toBeVisible();
      await expect(queue.getByRole('progressbar', { name: 'Uploading… 40%' })).toHaveAttribute('aria-valuenow', '40');
      await expect(queue.getByText('Making the photo smaller…')).toBeVisible();
      await expect(queue.getByText('Waiting…')).toBeVisible();
      await expect(queue.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Storage is full: each business may keep 2 GiB of files. Delete assets you no longer need and try again.',
        'Invalid file type.',
      ]);
    });
    await step('only a failed upload offers Retry; a file at work cannot be removed', async () => {
      await expect(queue.getAllByRole('button', { name: /^Retry / })).toHaveLength(1);
      await userEvent.click(queue.getByRole('button', { name: 'Retry IMG_2045.jpg' }));
      await expect(args.onRetry).toHaveBeenCalledWith('5');
      await expect(queue.queryByRole('button', { name: 'Remove IMG_2042.jpg' })).toBeNull();
      await expect(queue.queryByRole('button', { name: 'Remove IMG_2043.HEIC.jpg' })).toBeNull();
      await userEvent.click(queue.getByRole('button', { name: 'Remove menu.pdf' }));
      await expect(args.onRemove).toHaveBeenCalledWith('6');
    });
  },
};

export const EveryStatePhone: Story = { ...EveryState, globals: PHONE };

/** The uploader in several-files mode: one pick or one drop hands every file over, unchecked. */
export const SeveralFilesDropped: StoryObj<typeof FileUploader> = {
  render: (args) => <FileUploader {...args} />,
  args: {
    label: 'File',
    accept: ASSET_MIME_TYPES,
    maxBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: 'File is too large. Max allowed size is 5MB',
    wrongTypeMessage: 'Invalid file type.',
    onSelectFiles: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('File');
    await step('the input takes several files', async () => {
      await expect(input).toHaveAttribute('multiple');
      await userEvent.upload(input, [file('a.jpg'), file('b.jpg')]);
      await expect(args.onSelectFiles).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    });
    await step('three files dropped on the zone arrive together', async () => {
      const zone = canvas.getByRole('button', { name: 'Choose files or drop them here' });
      dropFiles(zone, file('c.jpg'), file('d.png', 'image/png'), file('clip.mp4', 'video/mp4'));
      const calls = (args.onSelectFiles as unknown as { mock: { lastCall?: [File[]] } }).mock;
      const names = (calls.lastCall?.[0] ?? []).map((picked) => picked.name);
      await expect(names).toEqual(['c.jpg', 'd.png', 'clip.mp4']);
    });
  },
};
