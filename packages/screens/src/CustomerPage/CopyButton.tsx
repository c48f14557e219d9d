import { useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons } from '@app/ui';
import { copyText, writeToClipboard, type CopyOutcome, type WriteClipboard } from './copyText';
import styles from './CustomerPage.module.css';

export interface CopyButtonProps {
  text: string;
  /** The element that shows the text: selected for the customer when the browser refuses to copy. */
  shownIn: RefObject<HTMLElement | null>;
  /** The button's label before copying ("Copy text"). */
  label: string;
  /** What the status line says once the text is on the clipboard. */
  copiedMessage: string;
  variant: 'primary' | 'secondary';
  /** After a copy (or the selection that stands in for it). */
  onCopied: () => void;
  writeClipboard?: WriteClipboard;
}

/** Copies a text; says "Copied" when it is on the clipboard, or how to copy the selected text when it could not be. */
export function CopyButton({
  text,
  shownIn,
  label,
  copiedMessage,
  variant,
  onCopied,
  writeClipboard = writeToClipboard,
}: CopyButtonProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const handleClick = async () => {
    setOutcome(await copyText(text, shownIn.current, writeClipboard));
    onCopied();
  };
  const messages: Record<CopyOutcome, string> = {
    copied: copiedMessage,
    selected: t`Your browser didn't let us copy. The text is selected: use Copy in your browser's menu.`,
  };
  return (
    <>
      <button type="button" className={styles.button} data-variant={variant} onClick={handleClick}>
        {outcome === 'copied' ? (
          <Icons.Check size={18} aria-hidden="true" />
        ) : (
          <Icons.Copy size={18} aria-hidden="true" />
        )}
        {outcome === 'copied' ? t`Copied` : label}
      </button>
      <p className={styles.status} role="status">
        {outcome ? messages[outcome] : ''}
      </p>
    </>
  );
}
