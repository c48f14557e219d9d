import { useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons } from '@app/ui';
import { copyText, writeToClipboard, type WriteClipboard } from './copyText';
import { fetchPhotoFiles, shareFiles, type SharedPhoto, type ShareTarget } from './share';
import styles from './CustomerPage.module.css';

export interface ShareButtonProps {
  text: string;
  photos: readonly SharedPhoto[];
  /** The element that shows the text: selected when the browser refuses to copy. */
  shownIn: RefObject<HTMLElement | null>;
  target: ShareTarget;
  /** Once the text is copied (the post is used, as by Copy). */
  onUsed: () => void;
  writeClipboard?: WriteClipboard;
}

/** The share sheet's icon (lucide's share, drawn here: the icon set has none). */
const ShareIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
    <polyline points="16 6 12 2 8 6" />
    <line x1="12" x2="12" y1="2" y2="15" />
  </svg>
);

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing'; done: number; total: number }
  | { kind: 'shared' }
  | { kind: 'cancelled' }
  /** The photos came after the phone stopped counting the tap as the customer's: one more tap shares them. */
  | { kind: 'ready' }
  | { kind: 'failed' };

/**
 * "Share photos and text": copies the text first (Instagram and Facebook drop shared text, so the customer pastes
 * it), fetches the photos as JPEG files and opens the system share sheet with both.
 */
export function ShareButton({
  text,
  photos,
  shownIn,
  target,
  onUsed,
  writeClipboard = writeToClipboard,
}: ShareButtonProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [copied, setCopied] = useState<boolean | null>(null);
  const files = useRef<File[] | null>(null);

  const handleClick = async () => {
    if (phase.kind === 'preparing') return;
    setCopied((await copyText(text, shownIn.current, writeClipboard)) === 'copied');
    onUsed();
    try {
      if (!files.current) {
        setPhase({ kind: 'preparing', done: 0, total: photos.length });
        files.current = await fetchPhotoFiles(photos, (done, total) => setPhase({ kind: 'preparing', done, total }));
      }
      setPhase({
        kind: (await shareFiles(target, { files: files.current, text })) === 'shared' ? 'shared' : 'cancelled',
      });
    } catch (error) {
      // NotAllowedError: the fetch outlasted the tap; the files are kept for the next one
      setPhase({
        kind: files.current && error instanceof Error && error.name === 'NotAllowedError' ? 'ready' : 'failed',
      });
    }
  };

  const copyWord =
    copied === false
      ? t`The text is selected: copy it from your browser's menu.`
      : t`Text copied: paste it in the app.`;
  let status = '';
  if (phase.kind === 'preparing') status = t`Preparing photo ${phase.done} of ${phase.total}…`;
  else if (phase.kind === 'shared' || phase.kind === 'cancelled') status = copyWord;
  else if (phase.kind === 'ready') status = t`Photos ready. Tap Share again.`;
  else if (phase.kind === 'failed') status = t`We couldn't share the photos. Use Save all and Copy text below.`;
  return (
    <div className={styles.shareBox}>
      <button
        type="button"
        className={`${styles.button} ${styles.shareButton}`}
        data-variant="primary"
        aria-busy={phase.kind === 'preparing'}
        onClick={() => void handleClick()}
      >
        {phase.kind === 'shared' ? <Icons.Check size={22} aria-hidden="true" /> : <ShareIcon />}
        {t`Share photos and text`}
      </button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
