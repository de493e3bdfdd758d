import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { BadgeCheck, CircleAlert } from '../../../components/ui/icons';
import styles from '../account.module.css';

/** After the e-mail link: the address is confirmed, or the link could not be used. */
export default function ProfileConfirmedModal({
  close,
  isConfirmed = true,
}: ModalContentProps & { isConfirmed?: boolean }) {
  const { t } = useTranslation();
  const key = isConfirmed ? 'confirmed' : 'failed';
  return (
    <div className={`${styles.stack} ${styles.centered}`}>
      <div
        className={styles.statusIcon}
        data-tone={isConfirmed ? 'success' : 'error'}
        aria-hidden="true"
      >
        {isConfirmed ? <BadgeCheck /> : <CircleAlert />}
      </div>
      <ModalTitle>{t(`account.emailConfirmation.${key}Title`)}</ModalTitle>
      <p className={styles.lead}>{t(`account.emailConfirmation.${key}Text`)}</p>
      <Button size="lg" isFullWidth onClick={close}>
        {t(isConfirmed ? 'account.emailConfirmation.play' : 'account.emailConfirmation.close')}
      </Button>
    </div>
  );
}
