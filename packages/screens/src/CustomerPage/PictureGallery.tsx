import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PublicPostPhoto } from '@app/contract';
import { Icons, VISUALLY_HIDDEN_STYLE } from '@app/ui';
import { sharedPhoto } from './photos';
import { downloadFile, fetchPhotoFiles, shareFiles, type ShareTarget } from './share';
import styles from './CustomerPage.module.css';

export interface PictureGalleryProps {
  pictures: readonly PublicPostPhoto[];
  /** The phone's share sheet, where it can share files: Save all goes through it (iPhones: "Save N images"). */
  shareTarget?: ShareTarget;
}

type Saving = { done: number; total: number } | 'saved' | 'failed' | null;

/** The post's pictures as thumbnails; a tap opens one full size, to save by long-press or with Save photo. */
export function PictureGallery({ pictures, shareTarget }: PictureGalleryProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const [saving, setSaving] = useState<Saving>(null);
  const count = pictures.length;
  const saveAll = async () => {
    if (saving && typeof saving === 'object') return;
    setSaving({ done: 0, total: count });
    try {
      const files = await fetchPhotoFiles(
        pictures.map(sharedPhoto),
        // the download of a file starts once it is here: "Saving 2 of 6" counts the ones under way
        (done, total) => setSaving({ done: Math.min(done + 1, total), total }),
      );
      if (shareTarget && (await shareFiles(shareTarget, { files })) === 'cancelled') {
        setSaving(null);
        return;
      }
      if (!shareTarget) files.forEach(downloadFile);
      setSaving('saved');
    } catch {
      setSaving('failed');
    }
  };
  const savingWord =
    saving === 'saved'
      ? t`Photos saved.`
      : saving === 'failed'
        ? t`We couldn't save the photos. Please try again.`
        : saving
          ? t`Saving ${saving.done} of ${saving.total}…`
          : '';
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.postTitle}>
        {t`Photos`}
      </h3>
      <p className={styles.lead}>{t`Tap a photo to see it full size. Press and hold to save it.`}</p>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={styles.button}
            aria-busy={typeof saving === 'object' && saving !== null}
            onClick={() => void saveAll()}
          >
            <Icons.Download size={18} aria-hidden="true" />
            {t`Save all ${count} photos`}
          </button>
          <p className={styles.status} role="status">
            {savingWord}
          </p>
        </>
      ) : null}
      <ul className={styles.pictures}>
        {pictures.map((picture, index) => {
          const number = index + 1;
          return (
            <li key={picture.viewUrl}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={t`Photo ${number} of ${count}`}
                onClick={() => setOpen(index)}
              >
                <img
                  className={styles.thumb}
                  src={picture.thumbUrl}
                  srcSet={`${picture.thumbUrl} ${picture.thumbWidth}w`}
                  sizes="(min-width: 34rem) 6rem, 30vw"
                  alt=""
                  width={picture.width ?? undefined}
                  height={picture.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && pictures[open] ? (
        <PictureViewer pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

interface PictureViewerProps {
  pictures: readonly PublicPostPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One picture at full size in a modal dialog (Escape or Close leaves it), with Save photo and, for several, arrows. */
function PictureViewer({ pictures, index, onIndexChange, onClose }: PictureViewerProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const picture = pictures[index];
  const count = pictures.length;
  const number = index + 1;
  const name = t`Photo ${number} of ${count}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  if (!picture) return null;
  const step = (by: number) => onIndexChange((index + by + count) % count);
  return (
    <dialog ref={dialogRef} className={styles.viewer} aria-label={name} onClose={onClose}>
      <div className={styles.viewerBar}>
        <div className={styles.viewerActions}>
          {count > 1 ? (
            <>
              <button type="button" className={styles.viewerButton} onClick={() => step(-1)}>
                <Icons.ChevronLeft size={20} aria-hidden="true" />
                <span style={VISUALLY_HIDDEN_STYLE}>{t`Previous photo`}</span>
              </button>
              <button type="button" className={styles.viewerButton} onClick={() => step(1)}>
                <Icons.ChevronRight size={20} aria-hidden="true" />
                <span style={VISUALLY_HIDDEN_STYLE}>{t`Next photo`}</span>
              </button>
            </>
          ) : null}
        </div>
        <div className={styles.viewerActions}>
          <a className={styles.viewerButton} href={picture.shareUrl} download={picture.shareName}>
            <Icons.Download size={18} aria-hidden="true" />
            {t`Save photo`}
          </a>
          <button type="button" className={styles.viewerButton} onClick={() => dialogRef.current?.close()}>
            <Icons.X size={18} aria-hidden="true" />
            {t`Close`}
          </button>
        </div>
      </div>
      {/* the dialog's name says which photo it is */}
      <img className={styles.viewerImage} src={picture.viewUrl} alt="" />
    </dialog>
  );
}
