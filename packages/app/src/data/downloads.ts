/** A post's pictures saved to the device (Download pictures of the content list and campaign details). */
import { routes } from '@app/contract';
import type { PostSource } from '@app/screens';
import { call } from '../api/instance';
import { resolveFileUrl } from './hooks';
import { wholeList } from './lists';
import { saveBlob } from './saveBlob';

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A file name from the post's title: letters and digits of any script kept, the rest made dashes. */
function baseName(title: string): string {
  const name = title
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return name.slice(0, 60) || 'post';
}

/**
 * Saves a post's pictures: the image assets it was made from (looked up among its campaign's assets), else its own
 * image; answers how many were saved.
 */
export async function downloadPictures(post: PostSource): Promise<number> {
  const wanted = new Set(post.assetIds);
  const assets =
    wanted.size > 0 && post.campaignId
      ? wholeList(await call(routes.asset.list, { query: { campaignId: post.campaignId } }))
      : [];
  const keys = assets.flatMap((asset) =>
    wanted.has(asset.id) && asset.type === 'image' && asset.filePath ? [asset.filePath] : [],
  );
  if (keys.length === 0 && post.img) keys.push(post.img);

  const blobs: Blob[] = [];
  for (const key of keys) {
    const response = await fetch(await resolveFileUrl(key));
    if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
    blobs.push(await response.blob());
  }
  const name = baseName(post.title);
  blobs.forEach((blob, index) => {
    const suffix = blobs.length > 1 ? `-${index + 1}` : '';
    saveBlob(blob, `${name}${suffix}.${extensions[blob.type] ?? 'jpg'}`);
  });
  return blobs.length;
}
