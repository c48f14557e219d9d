import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Content } from '@app/contract';
import { Button, Icons, notify } from '@app/ui';
import { useSuccessMessage } from '../i18n';

/** The part of a content that its Copy text and Download pictures use. */
export type PostSource = Pick<Content, 'id' | 'title' | 'text' | 'campaignId' | 'assetIds' | 'img'>;

/** Copies a post's text (the system clipboard by default). */
export type CopyText = (text: string) => Promise<void>;

/** Saves a post's pictures to the device; answers how many it saved (0: the post has none). */
export type DownloadPictures = (post: PostSource) => Promise<number>;

export const COPY_FAILED = msg`Could not copy the text. Select it and copy it by hand.`;
export const DOWNLOAD_FAILED = msg`Could not download the pictures. Please try again.`;
export const NO_PICTURES = msg`This post has no pictures.`;

const copyToClipboard: CopyText = (text) => navigator.clipboard.writeText(text);

/** Whether a post may have pictures to download: it names assets or an image. */
export function mayHavePictures(post: PostSource): boolean {
  return post.assetIds.length > 0 || Boolean(post.img);
}

/**
 * Copy text and Download pictures of a saved post, so it can be used: each says how it went in a toast ("Text
 * copied", "3 pictures downloaded"), a failure in an error toast.
 */
export function usePostActions(onDownloadPictures: DownloadPictures, onCopyText: CopyText = copyToClipboard) {
  const { i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const copy = async (post: PostSource) => {
    try {
      await onCopyText(post.text);
      notify.success(successMessage('text', 'copied'));
    } catch {
      notify.error(i18n._(COPY_FAILED));
    }
  };
  const download = async (post: PostSource) => {
    setDownloadingId(post.id);
    try {
      const saved = await onDownloadPictures(post);
      if (saved > 0) notify.success(successMessage('picture', 'downloaded', saved));
      else notify.error(i18n._(NO_PICTURES));
    } catch {
      notify.error(i18n._(DOWNLOAD_FAILED));
    } finally {
      setDownloadingId(null);
    }
  };
  return { copy, download, downloadingId };
}

export interface PostActionButtonsProps {
  post: PostSource;
  /** How the post is named to a screen reader ("Copy text of …"). */
  label: string;
  actions: ReturnType<typeof usePostActions>;
}

/** The two buttons of a content card: Copy text and Download pictures (offered when the post has any). */
export function PostActionButtons({ post, label, actions }: PostActionButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        icon={<Icons.Copy size={14} aria-hidden="true" />}
        aria-label={t`Copy text of ${label}`}
        disabled={post.text.trim() === ''}
        onClick={() => void actions.copy(post)}
      >
        {t`Copy text`}
      </Button>
      {mayHavePictures(post) ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<Icons.Download size={14} aria-hidden="true" />}
          aria-label={t`Download pictures of ${label}`}
          loading={actions.downloadingId === post.id}
          onClick={() => void actions.download(post)}
        >
          {t`Download pictures`}
        </Button>
      ) : null}
    </>
  );
}
