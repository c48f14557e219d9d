import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ASSET_MIME_TYPES, LOGO_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/contract';
import { FileUploader } from '@app/ui';

const TOO_LARGE = 'File is too large. Max allowed size is 5MB';
const WRONG_TYPE = 'Invalid file type.';

/** A real 1x1 PNG, so the preview actually decodes. */
function tinyPng(name = 'pixel.png'): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** Drags files over an element and drops them there, as the browser does (enter, over, drop). */
function dropFiles(target: Element, ...files: File[]): void {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const EXISTING_PREVIEW = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#c5cae9"/>' +
    '<circle cx="320" cy="180" r="110" fill="#c2185b"/><text x="320" y="200" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">LOGO</text></svg>',
)}`;

const meta = {
  title: 'UI/FileUploader',
  component: FileUploader,
  args: {
    label: 'Asset file',
    accept: ASSET_MIME_TYPES,
    maxBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: TOO_LARGE,
    wrongTypeMessage: WRONG_TYPE,
    onSelect: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Asset file');
    const dropzone = canvas.getByRole('button', { name: 'Choose a file or drop it here' });
    let pickerOpenings = 0;
    input.addEventListener('click', (event) => {
      pickerOpenings += 1;
      event.preventDefault();
    });

    await step('the drop zone explains what is accepted', async () => {
      await expect(dropzone).toHaveAccessibleDescription('JPEG, PNG or MP4, up to 5 MB');
      await expect(input).toHaveAttribute('type', 'file');
      await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,video/mp4');
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
    await step('a click opens the file picker', async () => {
      await userEvent.click(dropzone);
      await expect(pickerOpenings).toBe(1);
    });
    await step('Enter and Space open it from the keyboard', async () => {
      dropzone.focus();
      await userEvent.keyboard('{Enter}');
      await expect(pickerOpenings).toBe(2);
      await userEvent.keyboard(' ');
      await expect(pickerOpenings).toBe(3);
    });
  },
};

export const WithImagePreview: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const file = tinyPng();
    await step('the user picks a PNG', async () => {
      await userEvent.upload(canvas.getByLabelText('Asset file'), file);
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
      await expect(args.onSelect).toHaveBeenCalledWith(file);
      await expect(args.onReject).not.toHaveBeenCalled();
    });
    await step('its preview, name and size appear', async () => {
      const image = await canvas.findByRole<HTMLImageElement>('img', { name: 'Preview of pixel.png' });
      await expect(image.getAttribute('src')).toMatch(/^blob:/);
      await waitFor(() => expect(image.complete && image.naturalWidth).toBe(1));
      await expect(canvas.getByText('pixel.png')).toBeVisible();
      await expect(canvas.getByText(`${file.size} B`)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Choose another file or drop it here' })).toBeVisible();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a file of 5 MB and one byte is refused with the exact message', async () => {
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'banner.png', { type: 'image/png' });
      await userEvent.upload(canvas.getByLabelText('Asset file'), big);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_LARGE);
      await expect(args.onSelect).not.toHaveBeenCalled();
      await expect(args.onReject).toHaveBeenCalledWith(TOO_LARGE);
      await expect(canvas.getByLabelText('Asset file')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    });
    await step('a file of exactly 5 MB is accepted and clears the message', async () => {
      const limit = new File([new Uint8Array(5 * 1024 * 1024)], 'limit.png', { type: 'image/png' });
      await userEvent.upload(canvas.getByLabelText('Asset file'), limit);
      await expect(args.onSelect).toHaveBeenCalledWith(limit);
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(canvas.getByText('limit.png')).toBeVisible();
    });
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // The OS picker's "All files" lets a user choose any file: the browser does not enforce `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await step('a text file is refused with the exact message', async () => {
      await user.upload(canvas.getByLabelText('Asset file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_TYPE);
      await expect(args.onSelect).not.toHaveBeenCalled();
      await expect(args.onReject).toHaveBeenCalledWith(WRONG_TYPE);
    });
    await step('the message describes the drop zone', async () => {
      await expect(canvas.getByRole('button', { name: 'Choose a file or drop it here' })).toHaveAccessibleDescription(
        `JPEG, PNG or MP4, up to 5 MB ${WRONG_TYPE}`,
      );
    });
  },
};

export const DropAFile: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const dropzone = canvas.getByRole('button', { name: 'Choose a file or drop it here' });
    await step('dropping a refused type shows the message', async () => {
      const pdf = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
      dropFiles(dropzone, pdf);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_TYPE);
      await expect(args.onSelect).not.toHaveBeenCalled();
    });
    await step('dropping a PNG selects and previews it', async () => {
      const png = tinyPng('dropped.png');
      dropFiles(dropzone, png);
      await expect(args.onSelect).toHaveBeenCalledWith(png);
      await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of dropped.png' })).toBeVisible());
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

export const Uploading: Story = {
  args: { uploading: true, progress: 40, previewUrl: EXISTING_PREVIEW },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a progress bar shows 40 %', async () => {
      const bar = canvas.getByRole('progressbar', { name: 'Uploading… 40%' });
      await expect(bar).toHaveAttribute('aria-valuenow', '40');
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
    });
    await step('no other file can be chosen meanwhile', async () => {
      await expect(canvas.getByRole('button', { name: 'Choose another file or drop it here' })).toBeDisabled();
      await userEvent.upload(canvas.getByLabelText('Asset file'), tinyPng());
      await expect(args.onSelect).not.toHaveBeenCalled();
    });
  },
};

export const UploadingWithoutProgress: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the drop zone and the input are disabled', async () => {
      await expect(canvas.getByRole('button', { name: 'Choose a file or drop it here' })).toBeDisabled();
      await expect(canvas.getByLabelText('Asset file')).toBeDisabled();
    });
    await step('a file can neither be picked nor dropped', async () => {
      await userEvent.upload(canvas.getByLabelText('Asset file'), tinyPng());
      dropFiles(canvas.getByRole('button', { name: 'Choose a file or drop it here' }), tinyPng());
      await expect(args.onSelect).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    });
  },
};

export const ExistingPreview: Story = {
  args: { label: 'Logo', accept: LOGO_MIME_TYPES, previewUrl: EXISTING_PREVIEW, previewType: 'image' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the current file is previewed', async () => {
      const image = canvas.getByRole('img', { name: 'Preview of the current file' });
      await expect(image).toHaveAttribute('src', EXISTING_PREVIEW);
      await expect(
        canvas.getByRole('button', { name: 'Choose another file or drop it here' }),
      ).toHaveAccessibleDescription('PNG or JPEG, up to 5 MB');
    });
    await step('a newly chosen file replaces it', async () => {
      await userEvent.upload(canvas.getByLabelText('Logo'), tinyPng('new-logo.png'));
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of new-logo.png' })).toBeVisible());
      await expect(canvas.queryByRole('img', { name: 'Preview of the current file' })).not.toBeInTheDocument();
    });
  },
};

export const LogoWithProfileMessages: Story = {
  args: {
    label: 'Logo',
    accept: LOGO_MIME_TYPES,
    tooLargeMessage: 'File too large. Max 5MB',
    wrongTypeMessage: 'Only JPG and PNG are allowed',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Logo'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only JPG and PNG are allowed');
    await expect(args.onReject).toHaveBeenCalledWith('Only JPG and PNG are allowed');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { error: 'Upload failed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Upload failed.');
  },
};
