import type { PublicPostPhoto } from '@app/contract';
import type { SharedPhoto } from './share';

/** What is shared or saved of a photo: its JPEG of at most 2,560 px, under the name the server gave it. */
export const sharedPhoto = (photo: PublicPostPhoto): SharedPhoto => ({ url: photo.shareUrl, name: photo.shareName });
