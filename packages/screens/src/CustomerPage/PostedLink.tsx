import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons } from '@app/ui';
import { checkPostedLink, POSTED_LINK_MAX, type PostedLinkProblem } from './postedLink';
import styles from './CustomerPage.module.css';

/**
 * What the server said about a posted link: kept, or why not (the client's own checks, the server's refusals of the
 * same kinds, no post held on that platform, too many tries, or no answer).
 */
export type PostedLinkAnswer = 'stored' | PostedLinkProblem | 'noPost' | 'rateLimited' | 'failed';

/** Sends the link to the customer's post; resolves with the server's answer. */
export type SubmitPostedLink = (platform: string, url: string) => Promise<PostedLinkAnswer>;

export interface PostedLinkProps {
  /** The platform's name as the business typed it (what the server is told). */
  platform: string;
  /** Its name as shown. */
  label: string;
  onSubmit: SubmitPostedLink;
  /** The link this phone already gave for the post (after a reload): thanked for, not asked again. */
  posted?: string | null;
}

/** Optional proof of post: "Posted it? Paste the link to your post", checked here and by the server. */
export function PostedLink({ platform, label, onSubmit, posted }: PostedLinkProps) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<PostedLinkAnswer | null>(posted ? 'stored' : null);
  const [sending, setSending] = useState(false);
  const words: Record<PostedLinkAnswer, string> = {
    stored: t`Thank you! We've got the link to your post.`,
    invalid: t`That doesn't look like a link. Copy it from the app's Share menu and paste it here.`,
    wrongPlatform: t`That link isn't to a post on ${label}. Paste the link to your post on ${label}.`,
    noPost: t`This post is no longer yours to link. Thank you all the same!`,
    rateLimited: t`Too many tries. Please wait a few minutes.`,
    failed: t`We couldn't send the link. Please check your connection and try again.`,
  };
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = checkPostedLink(platform, value);
    if (problem) {
      setAnswer(problem);
      return;
    }
    setSending(true);
    try {
      setAnswer(await onSubmit(platform, value.trim()));
    } finally {
      setSending(false);
    }
  };
  if (answer === 'stored') {
    return (
      <p className={`${styles.card} ${styles.postedThanks}`} role="status">
        <Icons.Check size={18} aria-hidden="true" /> {words.stored}
      </p>
    );
  }
  const refused = answer !== null;
  return (
    <form className={styles.card} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label htmlFor={id} className={styles.postTitle}>
        {t`Posted it? Paste the link to your post`}
      </label>
      <input
        id={id}
        className={styles.linkInput}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={POSTED_LINK_MAX + 100}
        placeholder="https://"
        value={value}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-problem` : undefined}
        onInput={(event) => setValue((event.target as HTMLInputElement).value)}
      />
      <p id={`${id}-problem`} className={styles.problem} role="alert">
        {answer ? words[answer] : ''}
      </p>
      <button type="submit" className={styles.button} data-variant="secondary" aria-busy={sending}>
        <Icons.Link size={18} aria-hidden="true" />
        {t`Send link`}
      </button>
    </form>
  );
}
