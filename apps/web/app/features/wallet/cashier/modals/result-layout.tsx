import type { ReactNode } from 'react';
import { ModalTitle } from '~/components/ui/modal';
import styles from '../cashier.module.css';

/** The layout deposit-success, -pending, -error and -redirect share: icon, title, text, actions. */
export function ResultLayout({
  tone,
  icon,
  title,
  text,
  children,
}: {
  tone: 'success' | 'pending' | 'error' | 'info';
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.result} data-tone={tone}>
      <div className={styles.resultIcon} aria-hidden="true">
        {icon}
      </div>
      <ModalTitle className={styles.resultTitle}>{title}</ModalTitle>
      {text && <p className={styles.muted}>{text}</p>}
      <div className={styles.resultActions}>{children}</div>
    </div>
  );
}
