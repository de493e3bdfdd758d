import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals';
import { useSession } from '~/lib/session/session-provider';
import { Goal, LogIn } from '../../components/ui/icons';
import styles from './sportsbook.module.css';
import { type SportsbookClient, SportsbookFrame } from './sportsbook-frame';

/**
 * `/betting`: the configured sportsbook client. Guests may look at the markets; betting needs a
 * signed-in player, whose stakes go through the same wallet as the casino's.
 */
export function SportsbookPage({ client }: { client: SportsbookClient }) {
  const { t } = useTranslation();
  const modals = useModals();
  const { isSignedIn } = useSession();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Goal className={styles.icon} aria-hidden="true" />
        <div>
          <h1 className={styles.title}>{t('sportsbook.page.title')}</h1>
          <p className={styles.lead}>{t('sportsbook.page.lead')}</p>
        </div>
      </header>
      {!isSignedIn && (
        <Alert
          title={t('sportsbook.page.guestTitle')}
          action={
            <Button size="sm" icon={<LogIn />} onClick={() => modals.open('sign-in')}>
              {t('sportsbook.page.signIn')}
            </Button>
          }
        >
          {t('sportsbook.page.guestText')}
        </Alert>
      )}
      <SportsbookFrame client={client} />
    </div>
  );
}
