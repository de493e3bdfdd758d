import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { BadgeCheck, CircleAlert, Dices } from '../../../components/ui/icons';
import styles from '../auto-login.module.css';

/** `/verify/:confirmCode` after the server's answer: the profile-confirmed modal, or the error. */
export function EmailConfirmation({ isConfirmed }: { isConfirmed: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const modals = useModals();
  useEffect(() => {
    if (isConfirmed) modals.open('profile-confirmed', { isConfirmed });
  }, [isConfirmed, modals.open]);
  const key = isConfirmed ? 'confirmed' : 'failed';
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel="h1"
        size="lg"
        illustration={isConfirmed ? <BadgeCheck size={72} /> : <CircleAlert size={72} />}
        title={t(`account.emailConfirmation.${key}Title`)}
        description={t(`account.emailConfirmation.${key}Text`)}
        action={
          <Button to={href('/main')} size="lg" icon={<Dices />}>
            {t('account.emailConfirmation.toLobby')}
          </Button>
        }
      />
    </div>
  );
}
