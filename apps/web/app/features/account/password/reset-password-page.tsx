import { useNavigate } from 'react-router';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import styles from '../account.module.css';
import { ResetPasswordForm } from './reset-password-form';
import pageStyles from './reset-password-page.module.css';

/** `/password-reset/:resetCode`: the new-password form, then sign-in with it. */
export function ResetPasswordPage({ resetCode }: { resetCode: string }) {
  const { t } = useTranslation();
  const modals = useModals();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const href = useLocalizedHref();

  const done = async () => {
    toasts.show({ type: 'success', title: t('account.resetPassword.done') });
    // Every session was closed with the reset, this browser's too.
    if (session.isSignedIn) await session.signOut();
    void navigate(`${href('/')}?modal=sign-in`, { replace: true });
  };

  return (
    <div className={pageStyles.page}>
      <Card as="section" padding="lg" className={pageStyles.card} aria-labelledby="reset-title">
        <header className={styles.header}>
          <h1 id="reset-title" className={pageStyles.title}>
            {t('account.resetPassword.title')}
          </h1>
          <p className={styles.lead}>{t('account.resetPassword.lead')}</p>
        </header>
        <ResetPasswordForm
          resetCode={resetCode}
          onDone={() => void done()}
          onRequestNewLink={() => modals.open('forgot-pass')}
        />
      </Card>
    </div>
  );
}
