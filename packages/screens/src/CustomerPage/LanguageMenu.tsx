import { useId, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icons, VISUALLY_HIDDEN_STYLE } from '@app/ui';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../i18n';
import styles from './CustomerPage.module.css';

export interface LanguageMenuProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The language switch: each language named in itself, so a reader finds theirs whatever the page shows. */
export function LanguageMenu({ locale, onLocaleChange }: LanguageMenuProps) {
  const { t } = useLingui();
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (isLocale(next)) onLocaleChange(next);
  };
  return (
    <div className={styles.language}>
      <label htmlFor={id} style={VISUALLY_HIDDEN_STYLE}>
        {t`Language`}
      </label>
      <Icons.Languages size={16} aria-hidden="true" className={styles.languageIcon} />
      <select id={id} className={styles.languageSelect} value={locale} onChange={handleChange}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
