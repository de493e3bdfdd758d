import { POPOVER_NOTIFICATIONS } from '@croupier/contract/constants';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { CheckCheck } from '../../components/ui/icons';
import { MessageList } from './message-list';
import styles from './messenger.module.css';
import { useMessages } from './use-messages';

/** The header bell's popover: the newest three messages, read all, and the way to the rest. */
export default function NotificationsPopover({
  id,
  onUnreadChange,
  onClose,
}: {
  id: string;
  onUnreadChange(totalUnread: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const state = useMessages(POPOVER_NOTIFICATIONS, onUnreadChange);
  return (
    <section id={id} className={styles.popover} aria-labelledby={`${id}-title`}>
      <header className={styles.popoverHeader}>
        <h2 id={`${id}-title`} className={styles.popoverTitle}>
          {t('shell.notifications.title')}
        </h2>
        {state.totalUnread > 0 && (
          <Button
            variant="ghost"
            size="sm"
            icon={<CheckCheck />}
            disabled={state.isBusy}
            onClick={() => void state.readAll()}
          >
            {t('shell.notifications.readAll')}
          </Button>
        )}
      </header>
      {state.hasFailed && <p className={styles.empty}>{t('shell.notifications.failed')}</p>}
      {!state.messages ? (
        !state.hasFailed && <Skeleton variant="block" height={120} />
      ) : state.messages.length === 0 ? (
        <p className={styles.empty}>{t('shell.notifications.empty')}</p>
      ) : (
        <MessageList
          messages={state.messages}
          isBusy={state.isBusy}
          isCompact
          onRead={(messageId) => void state.markRead(messageId)}
          onDelete={(messageId) => void state.remove(messageId)}
          onOpen={onClose}
        />
      )}
      <Link to={href('/profile/notifications')} className={styles.viewAll} onClick={onClose}>
        {t('shell.notifications.viewAll')}
      </Link>
    </section>
  );
}
