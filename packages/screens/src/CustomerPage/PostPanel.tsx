import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_CONTENT_TITLE,
  platformKey,
  takesPostedLink,
  type ClaimResult,
  type PublicPost,
  type RedirectAction,
  type ReviewChips,
} from '@app/contract';
import { Icons } from '@app/ui';
import { CopyButton } from './CopyButton';
import type { WriteClipboard } from './copyText';
import { OpenPlatform } from './OpenPlatform';
import { sharedPhoto } from './photos';
import { PictureGallery } from './PictureGallery';
import { platformLabel } from './platforms';
import { PostedLink, type SubmitPostedLink } from './PostedLink';
import { ReviewBuilder } from './ReviewBuilder';
import { canShareFiles, type ShareTarget } from './share';
import { ShareButton } from './ShareButton';
import type { Locale } from '../i18n';
import styles from './CustomerPage.module.css';

export interface PostPanelProps {
  claim: ClaimResult;
  onBack: () => void;
  onRedirect: (action: RedirectAction) => void;
  writeClipboard?: WriteClipboard;
  /** The phone's share sheet (navigator unless given); used only where it can share files. */
  shareTarget?: ShareTarget;
  /** Sends the link to the customer's post (proof of post); without it the page does not ask. */
  onPostLink?: SubmitPostedLink;
  /** Picks the review draft's wording (Math.random unless given). */
  random?: () => number;
}

/** A post's title, unless it is the placeholder a post gets without one. */
const shownTitle = (post: PublicPost) => (post.title.trim() && post.title !== DEFAULT_CONTENT_TITLE ? post.title : '');

/** What Copy text puts on the clipboard: the title (when the post has one) and the text. */
export function textToCopy(post: PublicPost): string {
  const title = shownTitle(post);
  return title ? `${title}\n\n${post.text}` : post.text;
}

/** The Google review chips of a claim, when the server sent some. */
function reviewChipsOf(claim: ClaimResult): ReviewChips | null {
  const chips = claim.reviewChips;
  return chips && chips.products.length + chips.highlights.length > 0 ? chips : null;
}

/**
 * The post handed to the customer for a platform: its text with Copy text, its pictures, and Open {platform}; when
 * none is left, a kind word and still the way to the platform.
 */
export function PostPanel({
  claim,
  onBack,
  onRedirect,
  writeClipboard,
  shareTarget,
  onPostLink,
  random,
}: PostPanelProps) {
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
  const chips = review ? reviewChipsOf(claim) : null;
  const [canShare] = useState(() => canShareFiles(shareTarget));
  const sharing = canShare && shareTarget && post && post.photos.length > 0 && !review;
  // after Copy, Share or Open, the page asks for the link to the post
  const [used, setUsed] = useState(false);
  const redirect = (action: RedirectAction) => {
    setUsed(true);
    onRedirect(action);
  };
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
      {claim.languageSwitch === 'unavailable' ? (
        <p className={styles.lead} role="status">
          {t`There is no post in this language yet, so you keep this one.`}
        </p>
      ) : null}
      {post && chips ? (
        <ReviewBuilder
          chips={chips}
          locale={i18n.locale as Locale}
          openUrl={claim.platform.openUrl}
          onUsed={() => redirect('open')}
          writeClipboard={writeClipboard}
          random={random}
        />
      ) : post ? (
        <>
          <p className={styles.lead}>
            {sharing
              ? t`Share the photos and text to ${label} in one tap, or copy and save them below.`
              : post.photos.length > 0 && !review
                ? t`Copy the text and save the photos, then open ${label} to share them.`
                : t`Copy the text, then open ${label} to share it.`}
          </p>
          {sharing ? (
            <ShareButton
              text={textToCopy(post)}
              photos={post.photos.map(sharedPhoto)}
              shownIn={textRef}
              target={shareTarget}
              onUsed={() => redirect('share')}
              writeClipboard={writeClipboard}
            />
          ) : null}
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
              variant={sharing ? 'secondary' : 'primary'}
              onCopied={() => redirect('copy')}
              writeClipboard={writeClipboard}
            />
          </div>
          {/* a review's photos are the reviewer's own: the shop's are not offered for one */}
          {post.photos.length > 0 && !review ? (
            <PictureGallery pictures={post.photos} shareTarget={canShare ? shareTarget : undefined} />
          ) : null}
        </>
      ) : (
        <p className={styles.lead}>
          {claim.empty === 'none'
            ? t`Thank you for visiting! There are no ready-made posts for ${label} yet, but we'd still love to see you there.`
            : t`Thank you for visiting! Every ready-made post has been used for now, but we'd still love to see you on ${label}.`}
        </p>
      )}
      {post && chips ? null : (
        <OpenPlatform
          label={label}
          openUrl={claim.platform.openUrl}
          accessValue={claim.platform.accessValue}
          onRedirect={redirect}
          writeClipboard={writeClipboard}
        />
      )}
      {post && (used || post.posted) && onPostLink && takesPostedLink(claim.platform.name) ? (
        <div className={styles.postedBox}>
          <PostedLink
            platform={claim.platform.name}
            label={label}
            onSubmit={onPostLink}
            posted={post.posted?.url ?? null}
          />
        </div>
      ) : null}
    </section>
  );
}
