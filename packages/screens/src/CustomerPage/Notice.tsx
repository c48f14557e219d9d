import type { ReactNode } from 'react';
import styles from './CustomerPage.module.css';

export interface NoticeProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** A button under the text (Try again). */
  action?: ReactNode;
  /** `status` for a passing state (loading), announced politely. */
  role?: 'status';
}

/** A whole-page message (not found, not active yet, could not load, loading), headed by the page's h1. */
export function Notice({ icon, title, children, action, role }: NoticeProps) {
  return (
    <div className={styles.notice} role={role}>
      <span className={styles.noticeIcon} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.noticeTitle}>{title}</h1>
      {children ? <p className={styles.noticeText}>{children}</p> : null}
      {action}
    </div>
  );
}
