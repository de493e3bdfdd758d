import { Sparkles } from 'lucide-react';
import { useTranslation } from '~/lib/i18n';
import { Button } from '../../components/ui/button';
import { ModalTitle } from '../../components/ui/modal';
import styles from './coming-soon-modal.module.css';
import type { ModalContentProps } from './modal-registry';

/** The content every registered modal shows until its feature brings the real one. */
export default function ComingSoonModal({ name, close }: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      <div className={styles.badge} aria-hidden="true">
        <Sparkles />
      </div>
      <ModalTitle className={styles.title}>{t(`shell.modals.titles.${name}`)}</ModalTitle>
      <p className={styles.text}>{t('shell.modals.comingSoon')}</p>
      <Button variant="secondary" isFullWidth onClick={close}>
        {t('shell.modals.gotIt')}
      </Button>
    </div>
  );
}
