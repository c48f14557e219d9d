import type { ActiveLinkView } from './types';
import styles from './CustomerPage.module.css';

export interface BusinessHeaderProps {
  business: ActiveLinkView['business'];
}

/** The business the customer scanned: its logo (or its initial) and its name, the page's h1. */
export function BusinessHeader({ business }: BusinessHeaderProps) {
  return (
    <header className={styles.business}>
      {business.logoUrl ? (
        // the name beside it says whose logo it is
        <img className={styles.logo} src={business.logoUrl} alt="" width={72} height={72} fetchPriority="high" />
      ) : (
        <span className={`${styles.logo} ${styles.logoInitial}`} aria-hidden="true">
          {Array.from(business.name.trim())[0]?.toUpperCase() ?? ''}
        </span>
      )}
      <h1 className={styles.businessName}>{business.name}</h1>
    </header>
  );
}
