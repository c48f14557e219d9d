// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFiles, fetchPhotoFiles, shareFiles } from './share';

afterEach(() => vi.unstubAllGlobals());

describe('canShareFiles', () => {
  it('is true only where the phone says it can share image files', () => {
    expect(canShareFiles({ canShare: (data) => Boolean(data.files?.length), share: async () => undefined })).toBe(true);
    expect(canShareFiles({ canShare: () => false, share: async () => undefined })).toBe(false);
    expect(canShareFiles({ share: async () => undefined })).toBe(false);
    expect(canShareFiles({ canShare: () => true })).toBe(false);
    expect(canShareFiles(undefined)).toBe(false);
    expect(
      canShareFiles({
        canShare: () => {
          throw new TypeError('no files here');
        },
        share: async () => undefined,
      }),
    ).toBe(false);
  });
});

describe('shareFiles', () => {
  const files = [new File(['a'], 'photo-1.jpg', { type: 'image/jpeg' })];
  it('hands the files and the text to the share sheet', async () => {
    const share = vi.fn(async () => undefined);
    await expect(shareFiles({ share }, { files, text: 'Sedap' })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ files, text: 'Sedap' });
  });
  it('takes a closed share sheet (AbortError) as a cancel, not an error', async () => {
    const share = async () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    await expect(shareFiles({ share }, { files })).resolves.toBe('cancelled');
  });
  it('passes any other failure on', async () => {
    const share = async () => Promise.reject(new DOMException('No activation', 'NotAllowedError'));
    await expect(shareFiles({ share }, { files })).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});

describe('fetchPhotoFiles', () => {
  it('fetches the photos in order as named JPEG files and tells the progress', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Blob(['jpeg'], { type: 'image/jpeg' }));
    });
    const progress = vi.fn();
    const files = await fetchPhotoFiles(
      [
        { url: '/files/a.jpg', name: 'photo-1.jpg' },
        { url: '/files/b.jpg', name: 'photo-2.jpg' },
      ],
      progress,
    );
    expect(fetched).toEqual(['/files/a.jpg', '/files/b.jpg']);
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ]);
    expect(progress.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
  it('throws when a photo cannot be fetched', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(fetchPhotoFiles([{ url: '/files/a.jpg', name: 'photo-1.jpg' }])).rejects.toThrow(/404/);
  });
});
