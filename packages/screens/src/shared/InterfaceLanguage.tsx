import { LanguageSwitch } from '@app/ui';
import { LOCALE_OPTIONS, useLocaleSwitch } from '../i18n/useLocaleSwitch';

export interface InterfaceLanguageProps {
  /** Only the globe (a collapsed sidebar). */
  compact?: boolean;
  className?: string;
}

/** The back-office's language switch (sidebar footer, sign-in pages): changes, and remembers, the interface language. */
export function InterfaceLanguage({ compact, className }: InterfaceLanguageProps) {
  const { locale, change } = useLocaleSwitch();
  return (
    <LanguageSwitch value={locale} options={LOCALE_OPTIONS} onChange={change} compact={compact} className={className} />
  );
}
