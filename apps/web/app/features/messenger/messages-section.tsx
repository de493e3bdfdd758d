import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { CheckCheck, Inbox } from '../../components/ui/icons';
import { MessageList } from './message-list';
import styles from './messenger.module.css';
import { useMessages } from './use-messages';

const PAGE_SIZE = 20;

/** Every message of the player on `/profile/notifications`, twenty at a time. */
export function MessagesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useMessages(PAGE_SIZE);
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <header className={styles.pageHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <Inbox aria-hidden="true" className={styles.titleIcon} />
          {t('shell.notifications.pageTitle')}
        </h2>
        {state.totalUnread > 0 && (
          <Button
            variant="secondary"
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
        !state.hasFailed && <Skeleton variant="block" height={160} />
      ) : state.messages.length === 0 ? (
        <p className={styles.empty}>{t('shell.notifications.empty')}</p>
      ) : (
        <MessageList
          messages={state.messages}
          isBusy={state.isBusy}
          onRead={(id) => void state.markRead(id)}
          onDelete={(id) => void state.remove(id)}
        />
      )}
      {state.messages && state.messages.length < state.total && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={state.showMore}>
            {t('shell.notifications.more')}
          </Button>
        </div>
      )}
    </Card>
  );
}
