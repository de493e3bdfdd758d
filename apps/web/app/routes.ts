import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Every route of spec section 2 exists twice: unprefixed (default locale) and under `/:locale`.
 * `/:locale` alone is ambiguous with the catch-all `/{slug}`; routes/locale-or-slug.tsx decides.
 */
const pages: [path: string, file: string][] = [
  ['main', 'routes/home.tsx'],
  ['static/:pageIdentity', 'routes/static-page.tsx'],
  ['questions', 'routes/questions.tsx'],
  ['questions/:pageIdentity', 'routes/questions.tsx'],
  ['contact', 'routes/contact.tsx'],
  ['welcome-package', 'routes/welcome-package.tsx'],
  ['bonus/:pageIdentity', 'routes/bonus-page.tsx'],
  ['auth/autologin', 'routes/auth-autologin.tsx'],
  ['auth/social/:connection/callback', 'routes/social-callback.tsx'],
  ['betting', 'routes/betting.tsx'],
  ['categories', 'routes/categories.tsx'],
  ['categories/:categoryIdentity', 'routes/category.tsx'],
  ['favorites', 'routes/favorites.tsx'],
  ['games/:id', 'routes/game.tsx'],
  ['loyalty', 'routes/loyalty.tsx'],
  ['providers', 'routes/providers.tsx'],
  ['recently-played', 'routes/recently-played.tsx'],
  ['tournaments', 'routes/tournaments.tsx'],
  ['tournaments/:identity', 'routes/tournament.tsx'],
];

/** Pages the spec lists without a locale prefix. */
const unprefixedPages: [path: string, file: string][] = [
  ['verify/:confirmCode', 'routes/verify-email.tsx'],
  ['password-reset/:resetCode', 'routes/password-reset.tsx'],
];

/** `/profile` frames its sections; an unknown section is the site's 404 (the catch-all). */
function profileRoutes(prefix: string): RouteConfigEntry {
  const id = `${prefix}profile`;
  return route(id, 'routes/profile.tsx', { id }, [
    index('routes/profile-index.tsx', { id: `${id}/index` }),
    route('info', 'routes/profile-info.tsx', { id: `${id}/info` }),
    route('security', 'routes/profile-security.tsx', { id: `${id}/security` }),
    route('wallet', 'routes/profile-wallet.tsx', { id: `${id}/wallet` }),
    route('history', 'routes/profile-history.tsx', { id: `${id}/history` }),
    route('bonuses', 'routes/profile-bonuses.tsx', { id: `${id}/bonuses` }),
    route('limits', 'routes/profile-limits.tsx', { id: `${id}/limits` }),
    route('documents', 'routes/profile-documents.tsx', { id: `${id}/documents` }),
    route('verification', 'routes/profile-verification.tsx', { id: `${id}/verification` }),
    route('notifications', 'routes/profile-notifications.tsx', { id: `${id}/notifications` }),
  ]);
}

/**
 * The operators' console (issue 16): outside the player shell, sign-in apart from the signed-in
 * frame. Its route modules load on their own, never with the player's pages.
 */
function backofficeRoutes(prefix: string): RouteConfigEntry {
  const id = `${prefix}backoffice`;
  return route(id, 'routes/backoffice.tsx', { id }, [
    route('sign-in', 'routes/backoffice-sign-in.tsx', { id: `${id}/sign-in` }),
    layout('routes/backoffice-frame.tsx', { id: `${id}/frame` }, [
      index('routes/backoffice-home.tsx', { id: `${id}/index` }),
      route('withdrawals', 'routes/backoffice-withdrawals.tsx', { id: `${id}/withdrawals` }),
      route('players', 'routes/backoffice-players.tsx', { id: `${id}/players` }),
      route('players/:playerId', 'routes/backoffice-player.tsx', { id: `${id}/player` }),
      route('adjustments', 'routes/backoffice-adjustments.tsx', { id: `${id}/adjustments` }),
      route('documents', 'routes/backoffice-documents.tsx', { id: `${id}/documents` }),
      route('invoices', 'routes/backoffice-invoices.tsx', { id: `${id}/invoices` }),
      route('bonus-codes', 'routes/backoffice-bonus-codes.tsx', { id: `${id}/bonus-codes` }),
      route('games', 'routes/backoffice-games.tsx', { id: `${id}/games` }),
      route('broadcast', 'routes/backoffice-broadcast.tsx', { id: `${id}/broadcast` }),
      route('reports', 'routes/backoffice-reports.tsx', { id: `${id}/reports` }),
      route('operators', 'routes/backoffice-operators.tsx', { id: `${id}/operators` }),
      route('audit', 'routes/backoffice-audit.tsx', { id: `${id}/audit` }),
      route('promo-panels', 'routes/backoffice-promo-panels.tsx', { id: `${id}/promo-panels` }),
      route('pages', 'routes/backoffice-pages.tsx', { id: `${id}/pages` }),
      route('texts', 'routes/backoffice-texts.tsx', { id: `${id}/texts` }),
      route('countries', 'routes/backoffice-countries.tsx', { id: `${id}/countries` }),
      route('redirects', 'routes/backoffice-redirects.tsx', { id: `${id}/redirects` }),
      route('bonuses', 'routes/backoffice-bonuses.tsx', { id: `${id}/bonuses` }),
      route('bonuses/:bonusId', 'routes/backoffice-bonus.tsx', { id: `${id}/bonus` }),
      route('cashback', 'routes/backoffice-cashback.tsx', { id: `${id}/cashback` }),
      route('quests', 'routes/backoffice-quests.tsx', { id: `${id}/quests` }),
      route('tournaments', 'routes/backoffice-tournaments.tsx', { id: `${id}/tournaments` }),
      route('loyalty', 'routes/backoffice-loyalty.tsx', { id: `${id}/loyalty` }),
      route('payment-methods', 'routes/backoffice-payment-methods.tsx', {
        id: `${id}/payment-methods`,
      }),
    ]),
  ]);
}

function withIds(entries: [string, string][], prefix: string): RouteConfigEntry[] {
  return entries.map(([path, file]) => route(`${prefix}${path}`, file, { id: `${prefix}${path}` }));
}

export default [
  // The offline page the service worker keeps (a whole document, outside the shell).
  route('offline', 'routes/offline.tsx', { id: 'offline' }),
  route(':locale/offline', 'routes/offline.tsx', { id: 'locale-offline' }),
  // A locale's dictionary, linked by every page (root.tsx).
  route('i18n/:locale/:file', 'routes/dictionary.tsx', { id: 'dictionary' }),
  backofficeRoutes(''),
  backofficeRoutes(':locale/'),
  layout('routes/shell.tsx', [
    index('routes/home.tsx', { id: 'index' }),
    ...withIds(pages, ''),
    profileRoutes(''),
    ...withIds(unprefixedPages, ''),
    route(':locale', 'routes/locale-or-slug.tsx'),
    ...withIds(pages, ':locale/'),
    profileRoutes(':locale/'),
    route(':locale/:slug', 'routes/static-page.tsx', { id: 'locale-slug' }),
    route('*', 'routes/not-found.tsx'),
  ]),
];
