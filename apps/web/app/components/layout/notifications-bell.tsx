import { POPOVER_NOTIFICATIONS } from '@croupier/contract/constants';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useDismiss } from '../../lib/browser/use-dismiss';
import { useLiveChannel, useLiveResync } from '../../lib/live';
import { useApi } from '../../lib/session/api-client';
import { Bell } from '../ui/icons';
import styles from './notifications-bell.module.css';

/** The list, its actions and their texts load when the player first opens it. */
const NotificationsPopover = lazy(() => import('../../features/messenger/notifications-popover'));

/**
 * The header's bell: the count of unread messages, kept live by `messenger:notifications`, and
 * the popover with the newest three (spec sections 2 and 7).
 */
export function NotificationsBell({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const popoverId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [totalUnread, setTotalUnread] = useState(0);
  useDismiss(ref, isOpen, () => onOpenChange(false));

  const refresh = useCallback(() => {
    api('messengerMessages', { query: { page: 1, perPage: POPOVER_NOTIFICATIONS } }).then(
      (answer) => setTotalUnread(answer.meta.totalUnread),
      () => {},
    );
  }, [api]);
  useEffect(refresh, [refresh]);
  useLiveChannel('messenger:notifications', (event) => setTotalUnread(event.totalUnread));
  useLiveResync('messenger:notifications', refresh);

  return (
    <div className={styles.bell} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={popoverId}
        aria-label={
          totalUnread > 0
            ? t('shell.notifications.openUnread', { count: totalUnread })
            : t('shell.notifications.open')
        }
        onClick={() => onOpenChange(!isOpen)}
      >
        <Bell aria-hidden="true" />
        {totalUnread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {totalUnread > 99 ? '99+' : totalUnread}
          </span>
        )}
      </button>
      {isOpen && (
        <Suspense>
          <NotificationsPopover
            id={popoverId}
            onUnreadChange={setTotalUnread}
            onClose={() => onOpenChange(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
