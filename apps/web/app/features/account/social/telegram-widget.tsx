import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';
import styles from './social.module.css';

const WIDGET_SCRIPT_URL = 'https://telegram.org/js/telegram-widget.js?22';

/**
 * Telegram's login widget: its script draws the button (an iframe) where it is inserted, and
 * sends the browser to `authUrl` with the signed login. Loaded only while a modal shows it.
 */
export function TelegramWidget({ bot, authUrl }: { bot: string; authUrl: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SCRIPT_URL;
    script.dataset.telegramLogin = bot;
    script.dataset.authUrl = authUrl;
    script.dataset.size = 'large';
    script.dataset.requestAccess = 'write';
    element.append(script);
    return () => element.replaceChildren();
  }, [bot, authUrl]);

  return (
    <fieldset
      ref={container}
      className={styles.telegram}
      aria-label={t('account.social.continueWith', { name: 'Telegram' })}
    />
  );
}
