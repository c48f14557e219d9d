import { useLingui } from '@lingui/react/macro';
import { MediaPreview, type MediaPreviewSize } from '@app/ui';
import { mediaVersionKey, type Asset } from '@app/contract';
import { useFileUrl, type ResolveFileUrl } from './useFileUrl';

export interface AssetPreviewProps {
  asset: Pick<Asset, 'type' | 'filePath' | 'noteContent'> & Partial<Pick<Asset, 'thumbnailPath'>>;
  /** Resolves the asset's object keys to URLs (the app asks for a page's keys in one request). */
  resolveFileUrl?: ResolveFileUrl;
  size?: MediaPreviewSize;
  /** The image's alternative text, or the video's accessible name. */
  label?: string;
  /** The first screenful's main picture: loaded at once and first (MediaPreview's `priority`). */
  priority?: boolean;
  className?: string;
}

/**
 * Which stored files show an asset: an image through its thumbnail (the server's 320 px version, or the file itself
 * for images stored before versions existed) with its 1280 px version for sharp screens; a video with its poster.
 */
export function previewKeysOf(asset: AssetPreviewProps['asset']) {
  if (asset.type === 'note') return { src: null, display: null, poster: null };
  if (asset.type === 'video') return { src: asset.filePath, display: null, poster: asset.thumbnailPath ?? null };
  const own = asset.filePath ? mediaVersionKey(asset.filePath, 'thumbnail') : null;
  const hasVersions = own !== null && asset.thumbnailPath === own;
  return {
    src: asset.thumbnailPath ?? asset.filePath,
    display: hasVersions && asset.filePath ? mediaVersionKey(asset.filePath, 'display') : null,
    poster: null,
  };
}

/**
 * The preview of one asset (SPEC section 2): a note's first 50 characters; an image or a video through its resolved
 * URL; "Loading..." while resolving; "No file" without one.
 */
export function AssetPreview({
  asset,
  resolveFileUrl,
  size = 'thumbnail',
  label,
  priority,
  className,
}: AssetPreviewProps) {
  const { t } = useLingui();
  const keys = previewKeysOf(asset);
  const { url, loading } = useFileUrl(keys.src, resolveFileUrl);
  const display = useFileUrl(keys.display, resolveFileUrl);
  const poster = useFileUrl(keys.poster, resolveFileUrl);
  const name = label ?? (asset.type === 'video' ? t`Video preview` : t`Image preview`);
  return (
    <MediaPreview
      className={className}
      type={asset.type}
      src={url}
      srcSet={url && display.url ? `${url} 320w, ${display.url} 1280w` : null}
      poster={poster.url}
      loading={loading || display.loading || poster.loading}
      noteContent={asset.noteContent}
      size={size}
      alt={name}
      videoLabel={name}
      priority={priority}
    />
  );
}
