import type { MessengerMessage } from '@croupier/contract';
import { Link } from 'react-router';
import { IconButton } from '~/components/ui/icon-button';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Check, Trash2 } from '../../components/ui/icons';
import styles from './messenger.module.css';

export interface MessageListProps {
  messages: readonly MessengerMessage[];
  isBusy: boolean;
  /** Short rows (the header's popover): the text cut to two lines. */
  isCompact?: boolean;
  onRead(id: string): void;
  onDelete(id: string): void;
  /** Called when the player follows a message's link (the popover closes). */
  onOpen?(): void;
}

/** Messages with their state: unread ones marked, each readable, deletable and linked. */
export function MessageList({
  messages,
  isBusy,
  isCompact = false,
  onRead,
  onDelete,
  onOpen,
}: MessageListProps) {
  const { t, locale } = useTranslation();
  const href = useLocalizedHref();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list} data-compact={isCompact}>
      {messages.map((message) => {
        const isUnread = message.state === 1;
        const title = message.link ? (
          <Link
            to={href(message.link)}
            className={styles.title}
            onClick={() => {
              if (isUnread) onRead(message.id);
              onOpen?.();
            }}
          >
            {message.content.title}
          </Link>
        ) : (
          <span className={styles.title}>{message.content.title}</span>
        );
        return (
          <li key={message.id} className={styles.message} data-unread={isUnread}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <h3 className={styles.heading}>
                {title}
                {isUnread && (
                  <span className="visually-hidden"> ({t('shell.notifications.unread')})</span>
                )}
              </h3>
              <p className={styles.text}>{message.content.text}</p>
              <time className={styles.time} dateTime={message.createdAt}>
                {format.format(new Date(message.createdAt))}
              </time>
            </div>
            <div className={styles.actions}>
              {isUnread && (
                <IconButton
                  label={t('shell.notifications.markRead', { title: message.content.title })}
                  icon={<Check />}
                  size="sm"
                  disabled={isBusy}
                  onClick={() => onRead(message.id)}
                />
              )}
              <IconButton
                label={t('shell.notifications.delete', { title: message.content.title })}
                icon={<Trash2 />}
                size="sm"
                disabled={isBusy}
                onClick={() => onDelete(message.id)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
