import { ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useToasts } from '~/lib/toasts';
import styles from '../account.module.css';
import { ResetPasswordForm } from './reset-password-form';

/** Reset-pass as a modal, opened with the link's `resetCode`; then sign-in with the new password. */
export default function ResetPassModal({
  close,
  resetCode,
}: ModalContentProps & { resetCode?: string }) {
  const { t } = useTranslation();
  const modals = useModals();
  const toasts = useToasts();
  const switchTo = (name: 'sign-in' | 'forgot-pass') => {
    close();
    modals.open(name);
  };
  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <ModalTitle>{t('account.resetPassword.title')}</ModalTitle>
        <p className={styles.lead}>{t('account.resetPassword.lead')}</p>
      </header>
      <ResetPasswordForm
        resetCode={resetCode ?? ''}
        onDone={() => {
          toasts.show({ type: 'success', title: t('account.resetPassword.done') });
          switchTo('sign-in');
        }}
        onRequestNewLink={() => switchTo('forgot-pass')}
      />
    </div>
  );
}
