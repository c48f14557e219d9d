import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PublicPicture } from '@app/contract';
import { Icons, VISUALLY_HIDDEN_STYLE } from '@app/ui';
import styles from './CustomerPage.module.css';

export interface PictureGalleryProps {
  pictures: readonly PublicPicture[];
}

/** Saves every picture (its original), one download each. */
function saveAll(pictures: readonly PublicPicture[]): void {
  for (const picture of pictures) {
    const link = document.createElement('a');
    link.href = picture.fullUrl;
    link.download = '';
    link.click();
  }
}

/** The post's pictures as thumbnails; a tap opens one full size, to save by long-press or with Save photo. */
export function PictureGallery({ pictures }: PictureGalleryProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const count = pictures.length;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.postTitle}>
        {t`Photos`}
      </h3>
      <p className={styles.lead}>{t`Tap a photo to see it full size. Press and hold to save it.`}</p>
      {count > 1 ? (
        <button type="button" className={styles.button} onClick={() => saveAll(pictures)}>
          <Icons.Download size={18} aria-hidden="true" />
          {t`Save all ${count} photos`}
        </button>
      ) : null}
      <ul className={styles.pictures}>
        {pictures.map((picture, index) => {
          const number = index + 1;
          return (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={t`Photo ${number} of ${count}`}
                onClick={() => setOpen(index)}
              >
                <img
                  className={styles.thumb}
                  src={picture.url}
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
  pictures: readonly PublicPicture[];
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
          <a className={styles.viewerButton} href={picture.fullUrl} download>
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
      <img className={styles.viewerImage} src={picture.fullUrl} alt="" />
    </dialog>
  );
}
