import interLatinUrl from './styles/fonts/inter-latin-wght-400-700.woff2?url';
import './styles/fonts.css';
import './styles/global.css';
import type { Profile } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import { isPhoneRequest } from '@croupier/contract/device';
import { useMemo, useState } from 'react';

import {
  isRouteErrorResponse,
  Links,
  Meta,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { AppProviders } from './components/layout/app-providers';
import { LazyErrorPage as ErrorPage } from './components/layout/lazy-error-page';
import type { WalletSnapshot } from './features/wallet/wallet-snapshot';
import { loadWalletSnapshot } from './features/wallet/wallet-snapshot.server';
import { ApiError, callApi } from './lib/api.server';
import { useAnnounceHydrated } from './lib/app-start';
import { createTranslator, I18nProvider } from './lib/i18n';
import { LOCALE_SEGMENT, localizePath, splitLocale } from './lib/locale';
import {
  loadDictionary,
  provideDictionary,
  type RootData,
  readTranslations,
  useRootData,
} from './lib/root-data';
import { serverContext } from './lib/server-context';
import { SessionProvider } from './lib/session/session-provider';
import { parseStoredSession } from './lib/session/stored-session';
import { dictionaryFor } from './lib/translations.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [{ data: locales }, { data: init }] = await Promise.all([
    callApi(context, 'locales'),
    callApi(context, 'init'),
  ]);
  const codes = locales.map((l) => l.code);
  const { defaultLocale } = init;
  const { locale: prefixLocale, path } = splitLocale(url.pathname, codes);

  if (prefixLocale === defaultLocale) throw redirect(`${path}${url.search}`, 301);
  if (!prefixLocale && !isDataRequest(url)) {
    const preferred = readCookie(request, COOKIE_NAMES.language) ?? init.locale;
    const preferredLocale = codes.find((code) => code.toLowerCase() === preferred.toLowerCase());
    if (preferredLocale && preferredLocale !== defaultLocale) {
      throw redirect(`${localizePath(path, preferredLocale, defaultLocale)}${url.search}`, 302);
    }
  }

  const locale = prefixLocale ?? defaultLocale;
  const [{ data: texts }, { data: layout }, { profile, wallet }] = await Promise.all([
    callApi(context, 'texts', { locale }),
    callApi(context, 'layout', { locale }),
    loadPlayer(request, context, {
      locale,
      country: init.country,
      search: url.search,
      isDocument: !isDataRequest(url),
    }),
  ]);
  const dictionary = dictionaryFor(locale, texts.texts);
  provideDictionary(dictionary.url, dictionary.translations);
  return {
    locale,
    defaultLocale,
    locales,
    init,
    layout,
    dictionaryUrl: dictionary.url,
    origin: url.origin,
    path,
    search: url.search,
    isPwa: url.searchParams.get('source') === 'pwa',
    isPhone: isPhoneRequest({
      mobileHint: request.headers.get('sec-ch-ua-mobile'),
      userAgent: request.headers.get('user-agent'),
    }),
    nonce: context.get(serverContext).nonce,
    profile,
    wallet,
  } satisfies RootData & { nonce: string; profile: Profile | null };
}

/**
 * The signed-in player from the session cookie, and the wallet the page renders with; a refused
 * or expired token renders a guest.
 */
async function loadPlayer(
  request: Request,
  context: Route.LoaderArgs['context'],
  page: { locale: string; country: string | null; search: string; isDocument: boolean },
): Promise<{ profile: Profile | null; wallet?: WalletSnapshot }> {
  const session = parseStoredSession(readCookie(request, COOKIE_NAMES.session));
  if (!session) return { profile: null };
  const { token } = session;
  const profileRequest = callApi(context, 'profile', { token }).then(({ data }) => data);
  // A navigation's data request keeps the wallet the browser has; only a document renders one.
  const walletRequest = page.isDocument
    ? loadWalletSnapshot(context, {
        profile: profileRequest,
        token,
        locale: page.locale,
        visitorCountry: page.country ?? undefined,
        search: page.search,
      })
    : undefined;
  let profile: Profile;
  try {
    profile = await profileRequest;
  } catch (error) {
    // The wallet's requests went out with the same refused token: their answer is not needed.
    walletRequest?.catch(() => undefined);
    if (error instanceof ApiError && error.status < 500) return { profile: null };
    throw error;
  }
  return { profile, wallet: await walletRequest };
}

/** A new locale's dictionary is downloaded before its pages render (the hydration has its own). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.dictionaryUrl);
  return data;
}

/** The root data depends on the locale only; page navigations inside one locale keep it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const firstSegment = (url: URL) => url.pathname.split('/')[1] ?? '';
  const prefixOf = (url: URL) => (LOCALE_SEGMENT.test(firstSegment(url)) ? firstSegment(url) : '');
  if (prefixOf(currentUrl) !== prefixOf(nextUrl)) return true;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : false;
};

function isDataRequest(url: URL) {
  return url.pathname.endsWith('.data');
}

function readCookie(request: Request, name: string) {
  const header = request.headers.get('cookie') ?? '';
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData() as (RootData & { nonce: string }) | undefined;
  const locale = root?.locale ?? 'en';
  // The page's texts (root-data.ts): entry.client.tsx hydrates once they are here. The link stays
  // the document's own: the root's client loader has the next locale's file before it renders.
  const [dictionaryUrl] = useState(root?.dictionaryUrl);
  // The document wraps the app and the fatal error page alike, and its effects run last.
  useAnnounceHydrated();
  return (
    <html lang={locale} data-pwa={root?.isPwa ? 'true' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        {/* The Latin font, asked for with the stylesheet so it is there for the first render
            (styles/fonts.css: `optional` keeps the system font for a page whose first render
            lacks it). Low priority: the stylesheet, the art and the scripts go first. */}
        <link
          rel="preload"
          as="font"
          type="font/woff2"
          href={interLatinUrl}
          crossOrigin="anonymous"
          fetchPriority="low"
        />
        {dictionaryUrl && (
          <link
            rel="preload"
            as="fetch"
            href={dictionaryUrl}
            crossOrigin="anonymous"
            data-dictionary=""
          />
        )}
        <meta name="apple-mobile-web-app-title" content="Croupier" />
        <IntlWarmUp nonce={root?.nonce} />
        {root && <AlternateLinks root={root} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

/**
 * Starts public/intl-warmup.js while the page downloads: a worker that sets up ICU's number and
 * date data off the main thread, where the page's first money format would otherwise pay for it
 * in a long task (docs/PERFORMANCE.md §30). A browser without workers skips it.
 */
function IntlWarmUp({ nonce }: { nonce: string | undefined }) {
  const start = `try{new Worker('/intl-warmup.js',{name:document.documentElement.lang})}catch{}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}

/** One alternate link per locale (default unprefixed, others with a lower-case prefix), and og:url. */
function AlternateLinks({ root }: { root: RootData }) {
  const { pathname } = useLocation();
  const { path } = splitLocale(
    pathname,
    root.locales.map((l) => l.code),
  );
  return (
    <>
      {root.locales.map(({ code }) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={`${root.origin}${localizePath(path, code, root.defaultLocale)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${root.origin}${path}`} />
      <meta property="og:url" content={`${root.origin}${pathname}`} />
      <meta property="og:site_name" content="Croupier" />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, dictionaryUrl, profile } = loaderData;
  const translator = useMemo(
    () => createTranslator(locale, readTranslations({ dictionaryUrl })),
    [locale, dictionaryUrl],
  );
  return (
    <I18nProvider translator={translator}>
      <SessionProvider initialProfile={profile}>
        <AppProviders />
      </SessionProvider>
    </I18nProvider>
  );
}

/** Fatal errors (the root loader itself failed): the error page without the site's chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const translator = useMemo(
    () => createTranslator(root?.locale ?? 'en', readTranslations(root)),
    [root],
  );
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nProvider translator={translator}>
      <ErrorPage status={status} />
    </I18nProvider>
  );
}
