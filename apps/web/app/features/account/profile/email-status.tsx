import type { Profile } from '@croupier/contract';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { useApi } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { BadgeCheck, MailWarning, Send } from '../../../components/ui/icons';
import styles from './profile.module.css';

/** Whether the e-mail is confirmed, with a way to get the confirmation link again. */
export function EmailStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const [isSending, setIsSending] = useState(false);
  if (!profile.email) return null;

  const resend = async () => {
    setIsSending(true);
    try {
      await api('resendEmailConfirmation');
      toasts.show({
        type: 'success',
        title: t('account.profile.emailResent', { email: profile.email }),
      });
    } catch {
      toasts.show({ type: 'error', title: t('account.errors.somethingWrong') });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="email-status-title">
      <h2 id="email-status-title" className={styles.sectionTitle}>
        {t('account.profile.emailTitle')}
      </h2>
      <p className={styles.emailAddress}>{profile.email}</p>
      {profile.isEmailConfirmed ? (
        <Badge variant="success" icon={<BadgeCheck size={14} aria-hidden="true" />}>
          {t('account.profile.emailConfirmed')}
        </Badge>
      ) : (
        <div className={styles.emailPending}>
          <Badge variant="warning" icon={<MailWarning size={14} aria-hidden="true" />}>
            {t('account.profile.emailNotConfirmed')}
          </Badge>
          <p className={styles.note}>{t('account.profile.emailHint')}</p>
          <Button
            variant="secondary"
            size="sm"
            icon={<Send />}
            isLoading={isSending}
            onClick={resend}
          >
            {t('account.profile.emailResend')}
          </Button>
        </div>
      )}
    </Card>
  );
}
