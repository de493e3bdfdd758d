import { COOKIE_NAMES } from '@croupier/contract/constants';
import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { readCookie, setCookie } from '../../lib/browser/cookies';
import { Button } from '../ui/button';
import styles from './cookie-popup.module.css';

/** Asks once for cookie consent; shown only in the browser, where the cookie can be read. */
export function CookiePopup() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    setIsVisible(readCookie(COOKIE_NAMES.cookieConsent) === undefined);
  }, []);

  if (!isVisible) return null;
  return (
    <section className={styles.popup} aria-label={t('shell.cookie.label')}>
      <Cookie className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{t('shell.cookie.text')}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setCookie(COOKIE_NAMES.cookieConsent, 'accepted');
          setIsVisible(false);
        }}
      >
        {t('shell.cookie.accept')}
      </Button>
    </section>
  );
}
