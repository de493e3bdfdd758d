import { useId, useState } from 'react';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { useTranslation } from '~/lib/i18n';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { BellRing, Mail, MessageSquare } from '../../../components/ui/icons';
import styles from './profile.module.css';

type Channel = 'receiveEmailPromo' | 'receiveSmsPromo';

/**
 * `/profile/notifications`: the player's communication preferences (promotions by e-mail and by
 * SMS), saved on change. Messages about the account itself (deposits, security) always come.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const api = useApi();
  const { profile, setProfile } = useSession();
  const { show } = useToasts();
  const titleId = useId();
  const [busy, setBusy] = useState<Channel>();
  // Shown at once, put back if the save fails.
  const [shown, setShown] = useState<Partial<Record<Channel, boolean>>>({});
  if (!profile) return null;
  const change = async (channel: Channel, isOn: boolean) => {
    setBusy(channel);
    setShown((current) => ({ ...current, [channel]: isOn }));
    try {
      const { data } = await api('updateProfile', { body: { [channel]: isOn } });
      setProfile(data);
      show({ type: 'success', title: t('account.notifications.saved') });
    } catch (error) {
      setShown((current) => ({ ...current, [channel]: !isOn }));
      show({ type: 'error', title: errorMessageOf(error, t('account.errors.somethingWrong')) });
    } finally {
      setBusy(undefined);
    }
  };
  const channels = [
    { id: 'receiveEmailPromo', icon: <Mail aria-hidden="true" /> },
    { id: 'receiveSmsPromo', icon: <MessageSquare aria-hidden="true" /> },
  ] as const;
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.notifications}>
      <h2 id={titleId} className={styles.notificationsTitle}>
        <BellRing aria-hidden="true" /> {t('account.notifications.title')}
      </h2>
      <p className={styles.notificationsLead}>{t('account.notifications.lead')}</p>
      {channels.map(({ id, icon }) => (
        <div key={id} className={styles.notificationRow}>
          {icon}
          <Checkbox
            label={t(`account.notifications.${id}`)}
            checked={shown[id] ?? profile[id]}
            disabled={busy !== undefined}
            onChange={(event) => void change(id, event.target.checked)}
          />
        </div>
      ))}
      <p className={styles.notificationsLead}>{t('account.notifications.always')}</p>
    </Card>
  );
}
