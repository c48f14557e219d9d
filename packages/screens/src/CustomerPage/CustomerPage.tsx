import { useEffect, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RedirectAction } from '@app/contract';
import { Icons, themeCssVariables } from '@app/ui';
import type { Locale } from '../i18n';
import { BusinessHeader } from './BusinessHeader';
import type { WriteClipboard } from './copyText';
import { LanguageMenu } from './LanguageMenu';
import { Notice } from './Notice';
import { PlatformPicker } from './PlatformPicker';
import { PostPanel } from './PostPanel';
import type { SubmitPostedLink } from './PostedLink';
import { browserShareTarget, type ShareTarget } from './share';
import type { CustomerScreen } from './types';
import styles from './CustomerPage.module.css';

export interface CustomerPageProps {
  screen: CustomerScreen;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The customer tapped a platform's button (its name as the business typed it). */
  onPickPlatform: (platform: string) => void;
  /** From a post back to the platform buttons. */
  onBack: () => void;
  /** Load the link again after a load error. */
  onRetry: () => void;
  /** The customer copied the post's text or went to the platform. */
  onRedirect: (action: RedirectAction) => void;
  /** Writes a text to the clipboard (the Clipboard API unless given). */
  writeClipboard?: WriteClipboard;
  /** The share sheet (the browser's `navigator` unless given): used where it can share files. */
  shareTarget?: ShareTarget;
  /** Sends the link to the customer's post; without it the page does not ask for one. */
  onPostLink?: SubmitPostedLink;
  /** Picks the Google review draft's wording (Math.random unless given). */
  random?: () => number;
}

const THEME_VARIABLES = themeCssVariables() as CSSProperties;

/**
 * The page a customer sees after scanning a business's QR code (`/q/{uuid}`), in English, Simplified Chinese or
 * Malay: the business and its platforms, then the post handed out for the one they pick. Props in, callbacks out;
 * the app's small entry fetches and counts.
 */
export function CustomerPage({
  screen,
  locale,
  onLocaleChange,
  onPickPlatform,
  onBack,
  onRetry,
  onRedirect,
  writeClipboard,
  shareTarget = browserShareTarget(),
  onPostLink,
  random,
}: CustomerPageProps) {
  const { t } = useLingui();
  const notices = {
    loading: { title: t`Loading…`, text: '', icon: <span className={styles.spinner} /> },
    unknown: {
      title: t`We can't find this page`,
      text: t`This QR code may be old or damaged. Please ask the staff for help.`,
      icon: <Icons.SearchX size={28} />,
    },
    vacant: {
      title: t`This QR code isn't active yet`,
      text: t`The business hasn't set it up. Please ask the staff, or try again later.`,
      icon: <Icons.QrCode size={28} />,
    },
    loadError: {
      title: t`Something went wrong`,
      text: t`We couldn't load this page. Please check your connection and try again.`,
      icon: <Icons.WifiOff size={28} />,
    },
  } as const;
  const title = 'view' in screen ? screen.view.business.name : notices[screen.kind].title;

  useEffect(() => {
    document.title = title;
  }, [title]);

  let body;
  if (screen.kind === 'platforms' || screen.kind === 'post') {
    body = (
      <>
        <BusinessHeader business={screen.view.business} />
        {screen.kind === 'platforms' ? (
          <PlatformPicker
            platforms={screen.view.platforms}
            pending={screen.pending}
            problem={screen.problem}
            onPickPlatform={onPickPlatform}
          />
        ) : (
          <PostPanel
            // a new claim (another platform or language) starts the panel afresh
            key={`${screen.claim.platform.name}\n${screen.claim.post?.text ?? ''}`}
            claim={screen.claim}
            onBack={onBack}
            onRedirect={onRedirect}
            writeClipboard={writeClipboard}
            shareTarget={shareTarget}
            onPostLink={onPostLink}
            random={random}
          />
        )}
      </>
    );
  } else {
    const notice = notices[screen.kind];
    body = (
      <Notice
        icon={notice.icon}
        title={notice.title}
        role={screen.kind === 'loading' ? 'status' : undefined}
        action={
          screen.kind === 'loadError' ? (
            <button
              type="button"
              className={`${styles.button} ${styles.noticeAction}`}
              data-variant="primary"
              onClick={onRetry}
            >
              <Icons.RefreshCw size={18} aria-hidden="true" />
              {t`Try again`}
            </button>
          ) : null
        }
      >
        {notice.text}
      </Notice>
    );
  }

  return (
    <div className={styles.page} style={THEME_VARIABLES} lang={locale}>
      <div className={styles.column}>
        <div className={styles.topBar}>
          <LanguageMenu locale={locale} onLocaleChange={onLocaleChange} />
        </div>
        <main>{body}</main>
      </div>
    </div>
  );
}
