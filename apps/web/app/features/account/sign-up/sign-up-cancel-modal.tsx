import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { DoorOpen } from '../../../components/ui/icons';
import styles from '../account.module.css';

/** Confirms leaving registration half-way; staying keeps everything entered so far. */
export default function SignUpCancelModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <div className={`${styles.stack} ${styles.centered}`}>
      <div className={styles.statusIcon} aria-hidden="true">
        <DoorOpen />
      </div>
      <ModalTitle>{t('account.signUpCancel.title')}</ModalTitle>
      <p className={styles.lead}>{t('account.signUpCancel.text')}</p>
      <Button size="lg" isFullWidth onClick={close}>
        {t('account.signUpCancel.stay')}
      </Button>
      <Button
        variant="ghost"
        size="lg"
        isFullWidth
        onClick={() => {
          close();
          modals.close('sign-up');
        }}
      >
        {t('account.signUpCancel.leave')}
      </Button>
    </div>
  );
}
