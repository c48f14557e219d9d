/**
 * The system share sheet (Web Share API level 2): the post's photos as files, and its text. Phones that can share
 * files get it; others (and desktops) keep Save all, Copy and Open.
 */

/** The part of `navigator` the page uses to share: injected, so stories and tests can stand in for a phone. */
export interface ShareTarget {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
}

/** A photo to share or save: where its JPEG is, and the file name it gets. */
export interface SharedPhoto {
  url: string;
  name: string;
}

/** The browser's own share sheet, where there is one. */
export const browserShareTarget = (): ShareTarget | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator;

/** Whether the phone can hand image files to an app through its share sheet. */
export function canShareFiles(target: ShareTarget | undefined): boolean {
  if (!target?.canShare || !target.share || typeof File === 'undefined') return false;
  try {
    return target.canShare({ files: [new File([new Uint8Array(1)], 'photo.jpg', { type: 'image/jpeg' })] });
  } catch {
    return false;
  }
}

/** A customer closing the share sheet without picking an app: not an error. */
export const isShareCancel = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * The photos as JPEG files, one fetch after the other (a slow link finishes one file before starting the next),
 * telling `onProgress` how many are done. Throws when one cannot be fetched.
 */
export async function fetchPhotoFiles(
  photos: readonly SharedPhoto[],
  onProgress?: (done: number, total: number) => void,
): Promise<File[]> {
  const files: File[] = [];
  for (const photo of photos) {
    const response = await fetch(photo.url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`A photo answered ${response.status}`);
    const blob = await response.blob();
    files.push(new File([blob], photo.name, { type: blob.type.startsWith('image/') ? blob.type : 'image/jpeg' }));
    onProgress?.(files.length, photos.length);
  }
  return files;
}

/** Saves a file through a download link (the browser's Downloads; on a phone that cannot share files). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // the click has started the download; the address is not needed once it has read it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** How a share ended: an app took it, or the customer closed the sheet. Any other failure throws. */
export type ShareOutcome = 'shared' | 'cancelled';

export async function shareFiles(target: ShareTarget, data: { files: File[]; text?: string }): Promise<ShareOutcome> {
  if (!target.share) throw new Error('The share sheet is not available');
  try {
    await target.share(data.text ? { files: data.files, text: data.text } : { files: data.files });
    return 'shared';
  } catch (error) {
    if (isShareCancel(error)) return 'cancelled';
    throw error;
  }
}
