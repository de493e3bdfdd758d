import type { SocialSettings } from '@croupier/contract';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { getAffiliateTag, getVisitorFingerprint } from '~/lib/session/visitor';
import styles from '../account.module.css';
import { useSocialSettings } from '../api/social-settings';
import socialStyles from './social.module.css';
import {
  buildSocialRedirectUrl,
  buildSocialState,
  findSocialBrand,
  type SocialConnection,
} from './social-login';
import { SocialMark } from './social-mark';
import { TelegramWidget } from './telegram-widget';

function listConnections(settings: SocialSettings): SocialConnection[] {
  return [
    ...settings.socialAuth0Connections.map((c) => ({ kind: 'auth0' as const, ...c })),
    ...settings.socialDirectConnections.map((c) => ({ kind: 'direct' as const, ...c })),
  ];
}

/**
 * The social login buttons of the sign-in and sign-up modals (spec section 2): one per Auth0
 * and direct connection, and Telegram's widget. Nothing at all when no provider is configured.
 */
export function SocialSignIn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useSocialSettings();
  if (!settings.data) return null;
  const connections = listConnections(settings.data);
  const { telegram } = settings.data;
  if (connections.length === 0 && !telegram) return null;

  // A full navigation: the redirect sets the HttpOnly cookie that binds the callback to us.
  const start = (connection: SocialConnection) => {
    const state = buildSocialState({
      pathname: window.location.pathname,
      search: window.location.search,
      stag: getAffiliateTag(),
      fingerprint: getVisitorFingerprint(),
    });
    window.location.assign(buildSocialRedirectUrl(connection, state));
  };

  return (
    <section
      className={[socialStyles.social, className].filter(Boolean).join(' ')}
      aria-label={t('account.social.label')}
    >
      <p className={styles.divider}>{t('account.social.or')}</p>
      {connections.length > 0 && (
        <ul className={socialStyles.list}>
          {connections.map((connection) => (
            <li key={`${connection.kind}:${connection.id}`}>
              <Button
                variant="secondary"
                size="lg"
                isFullWidth
                icon={<SocialMark brand={findSocialBrand(connection.id)} />}
                onClick={() => start(connection)}
              >
                {t('account.social.continueWith', { name: connection.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {telegram && <TelegramWidget bot={telegram.bot} authUrl={telegram.auth_url} />}
    </section>
  );
}
