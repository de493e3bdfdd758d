import { createHash } from 'node:crypto';
// Lucide's own component, drawn inline: the page has no request of its own, so not the sprite.
// The icon's own module: the package's entry is, for Node, one 1.3 MB file of every icon, which
// the server parsed at each start (median start 5.5 → 4.7 s on a slow host, PERFORMANCE §34).
import WifiOff from 'lucide-react/icons/wifi-off';
import { renderToStaticMarkup } from 'react-dom/server';
import { data, type RouterContextProvider } from 'react-router';
import { LogoMark } from '~/components/layout/logo';
import interFontUrl from '~/styles/fonts/inter-latin-wght-400-700.woff2?url';
import tokensCss from '~/styles/tokens.css?raw';
import { callApi } from '../api.server';
import { createTranslator, type Translate } from '../i18n';
import { buildTranslations } from '../translations.server';
import offlineCss from './offline-page.css?raw';

/**
 * The page the service worker shows when a page cannot load offline (public/sw.js): one
 * self-contained document per language, with the tokens, font and mark of the app and no
 * request of its own. `segment` is the URL's locale prefix; none means the default locale.
 */
export async function renderOfflinePage(
  context: Readonly<RouterContextProvider>,
  segment: string | undefined,
) {
  const { data: locales } = await callApi(context, 'locales');
  const locale = segment
    ? locales.find((l) => l.code.toLowerCase() === segment.toLowerCase())?.code
    : (locales.find((l) => l.isDefault)?.code ?? 'en');
  if (!locale) throw data(null, { status: 404 });
  const { data: texts } = await callApi(context, 'texts', { locale });
  const { t } = createTranslator(locale, buildTranslations(locale, texts.texts));
  const html = renderToStaticMarkup(<OfflineDocument locale={locale} t={t} />);
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Its own policy, replacing the site's: the page is replayed from the worker's cache,
      // so its inline style and script are allowed by hash, not by a nonce of one response.
      'content-security-policy': OFFLINE_POLICY,
      'cache-control': 'no-store',
    },
  });
}

/**
 * Tries again on a click, and by itself once the page's address answers again: checked when the
 * browser says it is online and every few seconds (a HEAD request, which the worker leaves to the
 * network), since "online" may come before the network really carries requests.
 */
const RETRY_SCRIPT = `
const retry = () => location.reload();
const probe = () =>
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then((r) => r.ok && retry(), () => {});
document.getElementById('retry').addEventListener('click', retry);
addEventListener('online', probe);
setInterval(probe, 5000);
`;

const OFFLINE_CSS = `${tokensCss}\n${offlineCss.replace('__INTER_FONT_URL__', interFontUrl)}`;

const OFFLINE_POLICY = [
  "default-src 'none'",
  `style-src '${sha256Of(OFFLINE_CSS)}'`,
  `script-src '${sha256Of(RETRY_SCRIPT)}'`,
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function sha256Of(text: string) {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

function OfflineDocument({ locale, t }: { locale: string; t: Translate }) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1020" />
        <title>{t('pwa.offline.pageTitle')}</title>
        {/* Raw text: React would escape the quotes CSS and JavaScript need. */}
        <style dangerouslySetInnerHTML={{ __html: OFFLINE_CSS }} />
      </head>
      <body>
        <main>
          <div className="brand">
            <LogoMark size={32} />
            <span>Croupier</span>
          </div>
          <div className="signal" aria-hidden="true">
            <WifiOff size={32} />
          </div>
          <h1>{t('pwa.offline.title')}</h1>
          <p>{t('pwa.offline.text')}</p>
          <button type="button" id="retry">
            {t('pwa.offline.retry')}
          </button>
        </main>
        <script dangerouslySetInnerHTML={{ __html: RETRY_SCRIPT }} />
      </body>
    </html>
  );
}
