import { useCallback, useEffect, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { Monitor, Smartphone, X } from '../../../components/ui/icons';
import { summariseUserAgent } from './device-summary';
import styles from './profile.module.css';

interface SessionItem {
  id: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  isCurrent: boolean;
}

/** The player's open sessions; any but this device's can be closed. */
export function SessionsList({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const [sessions, setSessions] = useState<SessionItem[]>();
  const [hasFailed, setHasFailed] = useState(false);
  const [closingId, setClosingId] = useState<string>();

  const load = useCallback(async () => {
    try {
      const { data } = await api('sessions', { query: { page: 1, perPage: 50 } });
      setSessions([...data].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)));
      setHasFailed(false);
    } catch {
      setHasFailed(true);
    }
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh list.
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const closeSession = async (id: string) => {
    setClosingId(id);
    try {
      await api('closeSession', { params: { id } });
      setSessions((list) => list?.filter((s) => s.id !== id));
      toasts.show({ type: 'success', title: t('account.security.sessionClosed') });
    } catch {
      toasts.show({ type: 'error', title: t('account.errors.somethingWrong') });
    } finally {
      setClosingId(undefined);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.sectionTitle}>
        {t('account.security.sessionsTitle')}
      </h2>
      <p className={styles.note}>{t('account.security.sessionsLead')}</p>
      {hasFailed && <Alert type="error">{t('account.errors.somethingWrong')}</Alert>}
      {!sessions && !hasFailed && (
        <ul className={styles.sessions} aria-busy="true">
          {[0, 1].map((index) => (
            <li key={index} className={styles.session}>
              <Skeleton variant="circle" width={40} height={40} />
              <Skeleton variant="text" lines={2} />
            </li>
          ))}
        </ul>
      )}
      {sessions && (
        <ul className={styles.sessions} aria-label={t('account.security.sessionsTitle')}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isClosing={closingId === session.id}
              onClose={() => void closeSession(session.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  isClosing,
  onClose,
}: {
  session: SessionItem;
  isClosing: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const device = summariseUserAgent(session.userAgent);
  const name =
    device.browser && device.os
      ? t('account.security.device', { browser: device.browser, os: device.os })
      : device.browser || device.os || t('account.security.unknownDevice');
  const lastSeen = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(session.lastSeenAt));
  const Icon = device.isMobile ? Smartphone : Monitor;
  return (
    <li className={styles.session} data-current={session.isCurrent || undefined}>
      <span className={styles.deviceIcon} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.sessionText}>
        <p className={styles.sessionName}>
          {name}
          {session.isCurrent && <Badge variant="success">{t('account.security.thisDevice')}</Badge>}
        </p>
        <p className={styles.sessionMeta}>
          {t('account.security.sessionMeta', { ip: session.ip, time: lastSeen })}
        </p>
      </div>
      {!session.isCurrent && (
        <Button
          variant="secondary"
          size="sm"
          icon={<X />}
          isLoading={isClosing}
          aria-label={t('account.security.closeSessionLabel', { device: name, ip: session.ip })}
          onClick={onClose}
        >
          {t('account.security.closeSession')}
        </Button>
      )}
    </li>
  );
}
