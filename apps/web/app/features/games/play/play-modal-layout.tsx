import type { ReactNode } from 'react';
import { ModalTitle } from '~/components/ui/modal';
import styles from './play-modals.module.css';

/** The layout the game modals share: a toned icon, title, text, then stacked actions. */
export function PlayModalLayout({
  tone,
  icon,
  title,
  text,
  children,
}: {
  tone: 'info' | 'warning' | 'accent';
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.content} data-tone={tone}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      <div className={styles.text}>{text}</div>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
