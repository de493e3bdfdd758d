import { useTranslation } from '~/lib/i18n';
import { X } from './icons';
import { StatusIcon, type StatusType } from './status-icon';
import styles from './toast.module.css';

export type ToastType = StatusType;

export interface ToastProps {
  type: ToastType;
  title: string;
  description?: string;
  isLeaving?: boolean;
  onDismiss(): void;
}

/** One notification card; the toast system places, times and announces it. */
export function Toast({ type, title, description, isLeaving = false, onDismiss }: ToastProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toast} data-type={type} data-state={isLeaving ? 'closing' : 'open'}>
      <StatusIcon type={type} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('shell.common.dismiss')}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
