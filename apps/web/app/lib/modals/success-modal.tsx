import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import styles from '~/features/account/account.module.css';
import { useTranslation } from '~/lib/i18n';
import { BadgeCheck } from '../../components/ui/icons';
import type { ModalContentProps } from './modal-registry';

/**
 * The shared "done" confirmation (spec 2, open to everyone): a flow that finished without its own
 * modal passes translation keys for its title and text; opened bare (`?modal=success`), it says
 * that everything is in order.
 */
export default function SuccessModal({
  close,
  titleKey = 'shell.modals.success.title',
  textKey = 'shell.modals.success.text',
}: ModalContentProps & { titleKey?: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.stack} ${styles.centered}`}>
      <div className={styles.statusIcon} data-tone="success" aria-hidden="true">
        <BadgeCheck />
      </div>
      <ModalTitle>{t(titleKey)}</ModalTitle>
      <p className={styles.lead}>{t(textKey)}</p>
      <Button size="lg" isFullWidth onClick={close}>
        {t('shell.modals.success.close')}
      </Button>
    </div>
  );
}
