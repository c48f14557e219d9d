import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RedirectAction } from '@app/contract';
import { Icons } from '@app/ui';
import { CopyButton } from './CopyButton';
import type { WriteClipboard } from './copyText';
import styles from './CustomerPage.module.css';

export interface OpenPlatformProps {
  /** The platform's name as shown. */
  label: string;
  /** The entry's access value when it is an http(s) URL; null: shown as text to copy, never as a link. */
  openUrl: string | null;
  accessValue: string;
  onRedirect: (action: RedirectAction) => void;
  writeClipboard?: WriteClipboard;
}

/** The way to the platform: a link for an http(s) address; any other access value is text to copy. */
export function OpenPlatform({ label, openUrl, accessValue, onRedirect, writeClipboard }: OpenPlatformProps) {
  const { t } = useLingui();
  const valueRef = useRef<HTMLParagraphElement>(null);
  if (openUrl) {
    return (
      <a
        className={styles.button}
        data-variant="dark"
        href={openUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onRedirect('open')}
      >
        <Icons.ExternalLink size={18} aria-hidden="true" />
        {t`Open ${label}`}
      </a>
    );
  }
  return (
    <div className={styles.card}>
      <p className={styles.postTitle}>{t`Find us on ${label}:`}</p>
      <p ref={valueRef} className={styles.accessValue}>
        {accessValue}
      </p>
      <CopyButton
        text={accessValue}
        shownIn={valueRef}
        label={t`Copy`}
        copiedMessage={t`Copied. Search for it on ${label}.`}
        variant="secondary"
        onCopied={() => onRedirect('open')}
        writeClipboard={writeClipboard}
      />
    </div>
  );
}
