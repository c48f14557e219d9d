import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReviewChips } from '@app/contract';
import { Icons } from '@app/ui';
import type { Locale } from '../i18n';
import { copyText, writeToClipboard, type WriteClipboard } from './copyText';
import { pickWording, reviewDraft, updateDraft } from './reviewDraft';
import styles from './CustomerPage.module.css';

export interface ReviewBuilderProps {
  chips: ReviewChips;
  locale: Locale;
  /** Google's address for the review (null: copy only). */
  openUrl: string | null;
  /** After the draft is copied (the post is used). */
  onUsed: () => void;
  writeClipboard?: WriteClipboard;
  /** Math.random unless given (stories fix the wording). */
  random?: () => number;
}

type Picked = { products: string[]; highlights: string[] };

/**
 * A Google review the customer writes: toggle chips add their phrase to a short draft, the draft is theirs to edit,
 * then "Copy and open Google". No rating, no incentive, no shop photos: the review is their own experience.
 */
export function ReviewBuilder({
  chips,
  locale,
  openUrl,
  onUsed,
  writeClipboard = writeToClipboard,
  random,
}: ReviewBuilderProps) {
  const { t } = useLingui();
  const id = useId();
  const [wording] = useState(() => pickWording(random));
  const [picked, setPicked] = useState<Picked>({ products: [], highlights: [] });
  const [draft, setDraft] = useState('');
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);

  const toggle = (group: keyof Picked, chip: string) => {
    const list = picked[group];
    const next = { ...picked, [group]: list.includes(chip) ? list.filter((item) => item !== chip) : [...list, chip] };
    setDraft(updateDraft(draft, reviewDraft(locale, wording, picked), reviewDraft(locale, wording, next)));
    setPicked(next);
  };
  const copy = async () => {
    setCopied(await copyText(draft, editorRef.current, writeClipboard));
    onUsed();
  };
  const group = (name: keyof Picked, heading: string) =>
    chips[name].length ? (
      <>
        <p className={styles.postTitle} id={`${id}-${name}`}>
          {heading}
        </p>
        <ul className={styles.chips} aria-labelledby={`${id}-${name}`}>
          {chips[name].map((chip) => (
            <li key={chip}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={picked[name].includes(chip)}
                onClick={() => toggle(name, chip)}
              >
                {chip}
              </button>
            </li>
          ))}
        </ul>
      </>
    ) : null;
  const label = openUrl ? t`Copy and open Google` : t`Copy review`;
  return (
    <>
      <p
        className={styles.lead}
      >{t`Write what you experienced yourself. Tap what fits, then edit it in your own words.`}</p>
      <div className={styles.card}>
        {group('products', t`What you had`)}
        {group('highlights', t`What stood out`)}
        <label htmlFor={`${id}-draft`} className={styles.postTitle}>
          {t`Your review`}
        </label>
        <textarea
          id={`${id}-draft`}
          ref={editorRef}
          className={styles.postEditor}
          value={draft}
          rows={5}
          placeholder={t`Tap the chips above, or write your own.`}
          onInput={(event) => setDraft((event.target as HTMLTextAreaElement).value)}
        />
        {openUrl ? (
          <a
            className={styles.button}
            data-variant="primary"
            href={openUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => (draft.trim() ? void copy() : onUsed())}
          >
            <Icons.ExternalLink size={18} aria-hidden="true" />
            {label}
          </a>
        ) : (
          <button
            type="button"
            className={styles.button}
            data-variant="primary"
            disabled={!draft.trim()}
            onClick={() => void copy()}
          >
            <Icons.Copy size={18} aria-hidden="true" />
            {label}
          </button>
        )}
        <p className={styles.status} role="status">
          {copied === 'copied'
            ? t`Review copied. Paste it on Google and add your own photos if you like.`
            : copied === 'selected'
              ? t`The text is selected: copy it from your browser's menu.`
              : ''}
        </p>
      </div>
    </>
  );
}
