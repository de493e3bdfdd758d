import { Button } from '~/components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../i18n';
import styles from './new-version-banner.module.css';

/** Offers the new build the server now runs: reloading the page loads it. */
export default function NewVersionBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="status">
      <RefreshCw className={styles.icon} aria-hidden="true" />
      <span className={styles.text}>{t('pwa.update.text')}</span>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('pwa.update.reload')}
      </Button>
    </div>
  );
}
