import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import {
  acceptCookies,
  declineCookies,
  hasAnsweredCookieConsent,
} from '../../lib/browser/cookie-consent';
import { Button } from '../ui/button';
import { Cookie } from '../ui/icons';
import styles from './cookie-popup.module.css';

/**
 * Asks once for cookie consent, with refusing as easy as accepting; shown only in the browser,
 * where the cookie can be read. Analytics and the support chat wait for the answer
 * (lib/browser/cookie-consent.ts).
 */
export function CookiePopup() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    setIsVisible(!hasAnsweredCookieConsent());
  }, []);

  if (!isVisible) return null;
  return (
    <section className={styles.popup} aria-label={t('shell.cookie.label')}>
      <Cookie className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{t('shell.cookie.text')}</p>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            declineCookies();
            setIsVisible(false);
          }}
        >
          {t('shell.cookie.decline')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            acceptCookies();
            setIsVisible(false);
          }}
        >
          {t('shell.cookie.accept')}
        </Button>
      </div>
    </section>
  );
}
