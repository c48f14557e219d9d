import type { PublicPicture } from '@app/contract';
import type { SharedPhoto } from './share';

/** The versions of a post's photo the page uses: a small one for the grid, one for the viewer, a JPEG to share. */
export interface PhotoVersions {
  /** The thumbnail (320 px) and its width, for `srcset`. */
  thumbUrl: string;
  thumbWidth: number | null;
  /** The viewer's version (1280 px). */
  viewUrl: string;
  /** What is shared or saved: a JPEG of at most 2,560 px. */
  share: SharedPhoto;
}

/** A photo's versions, named `photo-1.jpg`, `photo-2.jpg`… in the post's order. */
export function photoVersions(picture: PublicPicture, index: number): PhotoVersions {
  return {
    thumbUrl: picture.url,
    thumbWidth: picture.width,
    viewUrl: picture.url,
    share: { url: picture.fullUrl, name: `photo-${index + 1}.jpg` },
  };
}
