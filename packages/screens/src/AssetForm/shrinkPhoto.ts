import { SHRINK_QUALITY, fitLongEdge, shrunkFileName } from './uploadPlan';

/** The qualities tried in turn until the JPEG fits the limit. */
const QUALITIES = [SHRINK_QUALITY, 0.7, 0.55];

async function encodeJpeg(bitmap: ImageBitmap, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', quality),
  );
}

/**
 * A photo over the limit, shrunk in the browser: its longest side at most 2560 px (the browser's own high-quality
 * resize, turned as its EXIF orientation says), re-encoded as JPEG at falling qualities until it fits `maxBytes`.
 * Answers null when the picture cannot be decoded or still does not fit. The platform does all of it
 * (createImageBitmap, OffscreenCanvas), so no image library is loaded for it.
 */
export async function shrinkPhoto(file: File, maxBytes: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitLongEdge(probe.width, probe.height);
    probe.close();
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
  } catch {
    return null;
  }
  try {
    for (const quality of QUALITIES) {
      const blob = await encodeJpeg(bitmap, quality);
      if (blob.size <= maxBytes) return new File([blob], shrunkFileName(file.name), { type: 'image/jpeg' });
    }
    return null;
  } finally {
    bitmap.close();
  }
}
