import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';
import { getVisitorFingerprint } from '~/lib/session/visitor';
import { LogIn } from '../../components/ui/icons';
import styles from './auto-login.module.css';

/** Where to go after signing in: the state's backRoute when it is a path of this site. */
function backRouteOf(state: string | null): string | undefined {
  if (!state) return undefined;
  try {
    const { backRoute } = JSON.parse(state) as { backRoute?: unknown };
    return typeof backRoute === 'string' && backRoute.startsWith('/') && !backRoute.startsWith('//')
      ? backRoute
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/auth/autologin?token=…`: signs in with the one-time token and goes home. The preloader
 * stays while a `state` parameter announces a further redirect (spec section 2).
 */
export function AutoLogin() {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const modals = useModals();
  const [params] = useSearchParams();
  const [hasFailed, setHasFailed] = useState(false);
  const hasStarted = useRef(false);
  const token = params.get('token') ?? '';
  const state = params.get('state');

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    api('signInWithToken', { body: { token, fingerprint: getVisitorFingerprint() } })
      .then(({ data }) => session.signIn(data))
      .then(() => navigate(backRouteOf(state) ?? href('/'), { replace: true }))
      .catch(() => setHasFailed(true));
  }, [api, session, navigate, href, token, state]);

  if (hasFailed && !state) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel="h1"
          size="lg"
          title={t('account.autoLogin.failedTitle')}
          description={t('account.autoLogin.failedText')}
          action={
            <Button size="lg" icon={<LogIn />} onClick={() => modals.open('sign-in')}>
              {t('account.autoLogin.signIn')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('account.autoLogin.signingIn')}</p>
    </div>
  );
}
