import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_CONTENT_TITLE,
  platformKey,
  type ClaimResult,
  type PublicPost,
  type RedirectAction,
} from '@app/contract';
import { Icons } from '@app/ui';
import { CopyButton } from './CopyButton';
import type { WriteClipboard } from './copyText';
import { OpenPlatform } from './OpenPlatform';
import { PictureGallery } from './PictureGallery';
import { platformLabel } from './platforms';
import styles from './CustomerPage.module.css';

export interface PostPanelProps {
  claim: ClaimResult;
  onBack: () => void;
  onRedirect: (action: RedirectAction) => void;
  writeClipboard?: WriteClipboard;
}

/** A post's title, unless it is the placeholder a post gets without one. */
const shownTitle = (post: PublicPost) => (post.title.trim() && post.title !== DEFAULT_CONTENT_TITLE ? post.title : '');

/** What Copy text puts on the clipboard: the title (when the post has one) and the text. */
export function textToCopy(post: PublicPost): string {
  const title = shownTitle(post);
  return title ? `${title}\n\n${post.text}` : post.text;
}

/**
 * The post handed to the customer for a platform: its text with Copy text, its pictures, and Open {platform}; when
 * none is left, a kind word and still the way to the platform.
 */
export function PostPanel({ claim, onBack, onRedirect, writeClipboard }: PostPanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the view changed under the customer's finger: start a screen reader (and the scroll) at the post
  useEffect(() => headingRef.current?.focus(), []);
  const label = platformLabel(claim.platform, (message) => i18n._(message));
  const { post } = claim;
  const title = post ? shownTitle(post) : '';
  const key = platformKey(claim.platform.name);
  // a Google review is the customer's own: edited in place, copied without a title
  const review = key === 'google review';
  const [edited, setEdited] = useState(post?.text ?? '');
  return (
    <section aria-labelledby={headingId}>
      <button type="button" className={styles.back} onClick={onBack}>
        <Icons.ArrowLeft size={18} aria-hidden="true" />
        {t`All platforms`}
      </button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {post
          ? t`Your ${label} post`
          : claim.empty === 'none'
            ? t`No posts for ${label} yet`
            : t`All ${label} posts have been taken`}
      </h2>
      {post ? (
        <>
          <p className={styles.lead}>
            {post.pictures.length > 0
              ? t`Copy the text and save the photos, then open ${label} to share them.`
              : t`Copy the text, then open ${label} to share it.`}
          </p>
          <div className={styles.card}>
            {review ? (
              <>
                <p className={styles.lead}>{t`Edit it in your own words before posting.`}</p>
                <textarea
                  ref={editorRef}
                  className={styles.postEditor}
                  aria-label={t`Your review`}
                  value={edited}
                  rows={8}
                  onInput={(event) => setEdited((event.target as HTMLTextAreaElement).value)}
                />
              </>
            ) : (
              <div ref={textRef}>
                {title ? <p className={styles.postTitle}>{title}</p> : null}
                <p className={styles.postText}>{post.text}</p>
              </div>
            )}
            {key === 'redbook' ? (
              <p
                className={styles.lead}
              >{t`Redbook asks that posts written with AI help be declared when you post.`}</p>
            ) : null}
            <CopyButton
              text={review ? edited : textToCopy(post)}
              shownIn={review ? editorRef : textRef}
              label={t`Copy text`}
              copiedMessage={t`Copied. Paste it into your post.`}
              variant="primary"
              onCopied={() => onRedirect('copy')}
              writeClipboard={writeClipboard}
            />
          </div>
          {post.pictures.length > 0 ? <PictureGallery pictures={post.pictures} /> : null}
        </>
      ) : (
        <p className={styles.lead}>
          {claim.empty === 'none'
            ? t`Thank you for visiting! There are no ready-made posts for ${label} yet, but we'd still love to see you there.`
            : t`Thank you for visiting! Every ready-made post has been used for now, but we'd still love to see you on ${label}.`}
        </p>
      )}
      <OpenPlatform
        label={label}
        openUrl={claim.platform.openUrl}
        accessValue={claim.platform.accessValue}
        onRedirect={onRedirect}
        writeClipboard={writeClipboard}
      />
    </section>
  );
}
