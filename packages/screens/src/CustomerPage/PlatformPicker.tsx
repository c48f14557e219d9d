import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons } from '@app/ui';
import { PlatformIcon } from './PlatformIcon';
import { platformLabel } from './platforms';
import type { ActiveLinkView, ClaimProblem } from './types';
import styles from './CustomerPage.module.css';

export interface PlatformPickerProps {
  platforms: ActiveLinkView['platforms'];
  /** The platform whose post is on its way: its button shows a spinner, and the others wait. */
  pending?: string | null;
  problem?: ClaimProblem | null;
  onPickPlatform: (platform: string) => void;
}

/** One large button per platform the business offers (its brand mark and name). */
export function PlatformPicker({ platforms, pending = null, problem = null, onPickPlatform }: PlatformPickerProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const problems: Record<ClaimProblem, { text: string; Icon: typeof Icons.Hourglass }> = {
    rateLimited: {
      text: t`You've tried a few times in a row. Please wait a minute, then try again.`,
      Icon: Icons.Hourglass,
    },
    failed: { text: t`We couldn't get your post. Please check your connection and try again.`, Icon: Icons.WifiOff },
  };
  const shown = problem ? problems[problem] : null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Where would you like to post?`}
      </h2>
      <p className={styles.lead}>
        {platforms.length > 0
          ? t`Pick a platform and we'll give you a ready-made post with photos to share.`
          : t`Nothing to share here yet. Please check back soon.`}
      </p>
      {shown ? (
        <p className={styles.alert} role="alert">
          <shown.Icon size={18} aria-hidden="true" className={styles.alertIcon} />
          {shown.text}
        </p>
      ) : null}
      <ul className={styles.platformList}>
        {platforms.map((platform) => {
          const busy = pending === platform.name;
          return (
            <li key={platform.name}>
              <button
                type="button"
                className={styles.platformButton}
                aria-disabled={pending !== null || undefined}
                aria-busy={busy || undefined}
                onClick={() => {
                  if (pending === null) onPickPlatform(platform.name);
                }}
              >
                <PlatformIcon icon={platform.icon} />
                <span className={styles.platformName}>{platformLabel(platform, (message) => i18n._(message))}</span>
                {busy ? (
                  <span className={styles.spinner} aria-hidden="true" />
                ) : (
                  <Icons.ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
