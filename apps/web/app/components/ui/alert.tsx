import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import styles from './alert.module.css';
import { X } from './icons';
import { StatusIcon, type StatusType } from './status-icon';

export interface AlertProps {
  type?: StatusType;
  title?: ReactNode;
  children?: ReactNode;
  /** A next step, e.g. a button. */
  action?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** An inline message in the page; errors are announced at once, the rest politely. */
export function Alert({
  type = 'info',
  title,
  children,
  action,
  onDismiss,
  className,
}: AlertProps) {
  const { t } = useTranslation();
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={[styles.alert, className].filter(Boolean).join(' ')}
      data-type={type}
    >
      <StatusIcon type={type} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('shell.common.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
