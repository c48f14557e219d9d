import type { CSSProperties } from 'react';
import { siFacebook, siGoogle, siInstagram, siTiktok, siXiaohongshu } from 'simple-icons';
import { Icons } from '@app/ui';
import type { PlatformIcon as PlatformIconName } from '@app/contract';
import styles from './CustomerPage.module.css';

/** The brands' marks and colours (Simple Icons, CC0). */
const BRANDS: Readonly<Record<Exclude<PlatformIconName, 'custom'>, { path: string; hex: string }>> = {
  tiktok: siTiktok,
  'google-review': siGoogle,
  facebook: siFacebook,
  redbook: siXiaohongshu,
  instagram: siInstagram,
};

export interface PlatformIconProps {
  icon: PlatformIconName;
}

/** A platform's mark on a tile of its brand colour; a custom platform gets a generic globe. Decorative. */
export function PlatformIcon({ icon }: PlatformIconProps) {
  if (icon === 'custom') {
    return (
      <span className={styles.platformTile} data-tone="custom" aria-hidden="true">
        <Icons.Globe size={24} />
      </span>
    );
  }
  const brand = BRANDS[icon];
  return (
    <span
      className={styles.platformTile}
      style={{ '--brand-color': `#${brand.hex}` } as CSSProperties}
      data-icon={icon}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d={brand.path} fill="currentColor" />
      </svg>
    </span>
  );
}
