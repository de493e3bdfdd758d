import { useNavigate } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { ShieldCheck } from '../../../components/ui/icons';
import styles from './cashier.module.css';

function useOpenLimits(closeWallet: () => void) {
  const navigate = useNavigate();
  const href = useLocalizedHref();
  return () => {
    closeWallet();
    void navigate(href('/profile/limits'));
  };
}

/** Deposit-limit notice under the form: limits exist, and where to set them. */
export function LimitNotice({ closeWallet }: { closeWallet(): void }) {
  const { t } = useTranslation();
  const openLimits = useOpenLimits(closeWallet);
  return (
    <p className={styles.limitNotice}>
      <ShieldCheck aria-hidden="true" />
      <span>{t('cashier.limits.notice')}</span>
      <button type="button" className={styles.linkButton} onClick={openLimits}>
        {t('cashier.limits.moreInfo')}
      </button>
    </p>
  );
}

/** Replaces the deposit form once the deposit limit is reached (methods answered 13100). */
export function LimitsBanner({ closeWallet }: { closeWallet(): void }) {
  const { t } = useTranslation();
  const openLimits = useOpenLimits(closeWallet);
  return (
    <Alert
      type="warning"
      title={t('cashier.limits.reachedTitle')}
      action={
        <Button variant="secondary" size="sm" onClick={openLimits}>
          {t('cashier.limits.moreInfo')}
        </Button>
      }
    >
      {t('cashier.limits.reachedText')}
    </Alert>
  );
}
