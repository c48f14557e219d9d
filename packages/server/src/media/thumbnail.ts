/**
 * An asset's thumbnail: the client's (a video's poster captured in the browser, uploaded as an image), or else the
 * thumbnail version of its image. A thumbnail must be an image.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { files } from '../db/schema';
import { badRequest } from '../http/errors';
import { isImageKey, mediaVersionKey } from '@app/contract';

/** The thumbnail version of an image key, when it is stored (images uploaded before versions existed have none). */
async function storedThumbnailOf(db: DbOrTx, filePath: string | null): Promise<string | null> {
  const key = filePath ? mediaVersionKey(filePath, 'thumbnail') : null;
  if (!key) return null;
  const [row] = await db.select({ key: files.key }).from(files).where(eq(files.key, key));
  return row ? key : null;
}

/**
 * The thumbnailPath to store for an image or video: `given` when the client sent one (it must name an image), the
 * image's own thumbnail version when it sent none or the image itself, or the new file's when the old thumbnail was the
 * old file's own.
 */
export async function thumbnailFor(
  db: DbOrTx,
  fields: { type: string; filePath: string | null; thumbnailPath: string | null },
  previousFilePath: string | null = null,
): Promise<string | null> {
  const given = fields.thumbnailPath;
  if (given && !isImageKey(given)) throw badRequest('thumbnail_not_image');
  const ownOfPrevious = previousFilePath !== null && given === mediaVersionKey(previousFilePath, 'thumbnail');
  // the back-office sends an image as its own thumbnail (SPEC's form): its thumbnail version serves better
  const itself = given !== null && given === fields.filePath;
  if (given && !itself && !(ownOfPrevious && previousFilePath !== fields.filePath)) return given;
  if (itself && fields.type === 'image') return (await storedThumbnailOf(db, fields.filePath)) ?? given;
  return fields.type === 'image' ? storedThumbnailOf(db, fields.filePath) : null;
}
