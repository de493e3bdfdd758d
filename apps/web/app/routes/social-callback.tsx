import { SOCIAL_BINDING_COOKIE, TELEGRAM_PROVIDER } from '@croupier/contract';
import { COOKIE_NAMES, SESSION_COOKIE_MAX_AGE_SECONDS } from '@croupier/contract/constants';
import { useEffect, useRef } from 'react';
import { data, useFetcher, useLocation } from 'react-router';
import { LogoMark } from '~/components/layout/logo';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import styles from '~/features/account/auto-login.module.css';
import { ApiError, callApi } from '~/lib/api.server';
import { useTranslation } from '~/lib/i18n';
import { pageMeta, translate } from '~/lib/meta';
import { useModals } from '~/lib/modals/modal-provider';
import { resolvePageLocale } from '~/lib/page-locale.server';
import { useLocalizedHref } from '~/lib/root-data';
import { announceSessionChange } from '~/lib/session/session-store';
import {
  findCookieValue,
  serializeStoredSession,
  toStoredSession,
} from '~/lib/session/stored-session';
import { getVisitorFingerprint } from '~/lib/session/visitor';
import { markWelcomePending } from '~/lib/session/visitor-effects';
import { House, LogIn } from '../components/ui/icons';
import type { Route } from './+types/social-callback';

const TELEGRAM_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'photo_url',
  'auth_date',
  'hash',
];

/**
 * Finishes the sign-in the provider sent the player back for. An action, not the loader: the
 * code and state work once, and a GET may run twice (the root loader's locale redirect runs
 * beside it, link previews fetch it); the page also needs the browser's fingerprint first.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie') ?? '';
  const form = await request.formData();
  const isTelegram = params.connection === TELEGRAM_PROVIDER;
  const callback = Object.fromEntries(url.searchParams);
  try {
    const { data: session } = await callApi(context, 'socialSignIn', {
      query: isTelegram ? {} : callback,
      body: {
        provider: params.connection,
        locale: await resolvePageLocale(context, params.locale),
        fingerprint: String(form.get('fingerprint') ?? '') || undefined,
        affiliateTag: findCookieValue(cookies, COOKIE_NAMES.affiliate) || undefined,
        binding: findCookieValue(cookies, SOCIAL_BINDING_COOKIE),
        ...(isTelegram && telegramFieldsOf(url.searchParams)),
      },
    });
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    const headers = new Headers();
    headers.append(
      'Set-Cookie',
      `${COOKIE_NAMES.session}=${encodeURIComponent(serializeStoredSession(toStoredSession(session)))}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
    );
    headers.append(
      'Set-Cookie',
      `${SOCIAL_BINDING_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    );
    return data({ backRoute: session.backRoute, isNewPlayer: session.isNewPlayer }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) return { failure: 'unavailable' as const };
    return { failure: error.status === 403 ? ('blocked' as const) : ('refused' as const) };
  }
}

function telegramFieldsOf(search: URLSearchParams) {
  return Object.fromEntries(
    TELEGRAM_FIELDS.flatMap((key) => (search.has(key) ? [[key, search.get(key) ?? '']] : [])),
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'social.callback.metaTitle'));

/**
 * `/auth/social/{connection}/callback`: the preloader covers the page the whole time (spec
 * section 2: it is never hidden here), then a full load of the page the player came from, so
 * every part of the app starts signed in; other tabs hear of the sign-in too.
 */
export default function SocialCallbackRoute() {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void fetcher.submit(
      { fingerprint: getVisitorFingerprint() },
      { method: 'post', action: `${location.pathname}${location.search}` },
    );
  }, [fetcher, location]);

  const result = fetcher.data;
  useEffect(() => {
    if (!result || !('backRoute' in result)) return;
    announceSessionChange('login');
    if (result.isNewPlayer) markWelcomePending();
    window.location.replace(result.backRoute);
  }, [result]);

  if (result && 'failure' in result) return <SignInFailed failure={result.failure} />;
  return <Preloader />;
}

/** Above the whole shell, as the app's preloader: the brand, a spinner and what is happening. */
function Preloader() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.page}
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 'var(--z-toast)',
        background: 'var(--color-bg)',
      }}
    >
      <LogoMark size={56} />
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('social.callback.signingIn')}</p>
    </div>
  );
}

function SignInFailed({ failure }: { failure: 'blocked' | 'refused' | 'unavailable' }) {
  const { t } = useTranslation();
  const modals = useModals();
  const href = useLocalizedHref();
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel="h1"
        size="lg"
        title={t('social.callback.failedTitle')}
        description={t(`social.callback.${failure}`)}
        action={
          <>
            <Button size="lg" icon={<LogIn />} onClick={() => modals.open('sign-in')}>
              {t('social.callback.signIn')}
            </Button>
            <Button size="lg" variant="secondary" icon={<House />} to={href('/')}>
              {t('social.callback.home')}
            </Button>
          </>
        }
      />
    </div>
  );
}
