import { MediaPreview, type MediaPreviewSize } from '@app/ui';
import type { Asset } from '@app/contract';
import { useFileUrl, type ResolveFileUrl } from './useFileUrl';

export interface AssetPreviewProps {
  asset: Pick<Asset, 'type' | 'filePath' | 'noteContent'>;
  /** Resolves the asset's object key to a URL (the app calls GET /files/{key}). */
  resolveFileUrl?: ResolveFileUrl;
  size?: MediaPreviewSize;
  /** The image's alternative text, or the video's accessible name. */
  label?: string;
  className?: string;
}

/**
 * The preview of one asset (SPEC section 2): a note's first 50 characters; an image or a video through its resolved
 * URL; "Loading..." while resolving; "No file" without one.
 */
export function AssetPreview({ asset, resolveFileUrl, size = 'thumbnail', label, className }: AssetPreviewProps) {
  const { url, loading } = useFileUrl(asset.type === 'note' ? null : asset.filePath, resolveFileUrl);
  const name = label ?? (asset.type === 'video' ? 'Video preview' : 'Image preview');
  return (
    <MediaPreview
      className={className}
      type={asset.type}
      src={url}
      loading={loading}
      noteContent={asset.noteContent}
      size={size}
      alt={name}
      videoLabel={name}
    />
  );
}
