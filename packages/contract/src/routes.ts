import type { OperatorPermission } from './backoffice-permissions.ts';

/**
 * Method and path of every endpoint, and whether it needs a player's bearer token. Plain data:
 * the browser imports it (`@croupier/contract/routes`) without zod; `endpoints.ts` adds the
 * schemas to each entry.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Needs a player's bearer token; refused with 401 without one. */
  isAuthenticated?: boolean;
  /**
   * Open to guests, answers more for a signed-in player (favourites, real play): the browser sends
   * its bearer token when it has one; an invalid or expired token is answered as a guest.
   */
  acceptsPlayer?: boolean;
  /**
   * A back-office route: needs an operator's bearer token (401 without one; a player's token is
   * none) and, unless `signed-in`, this permission of the operator's role (403 without it).
   */
  operator?: OperatorPermission | 'signed-in';
}

export const API_ROUTES = {
  currencies: { method: 'GET', path: '/api/settings/currencies' },
  countries: { method: 'GET', path: '/api/settings/countries' },
  constants: { method: 'GET', path: '/api/settings/constants' },
  promoPanels: { method: 'GET', path: '/api/content/promo-panels' },
  welcomePackage: { method: 'GET', path: '/api/content/welcome-package' },
  fieldValidations: { method: 'GET', path: '/api/player/fields/validations' },
  register: { method: 'POST', path: '/api/player/register' },
  registerPhone: { method: 'POST', path: '/api/player/register/phone' },
  otpSend: { method: 'POST', path: '/api/player/otp/send' },
  otpVerify: { method: 'POST', path: '/api/player/otp/verify' },
  signIn: { method: 'POST', path: '/api/player/sessions' },
  signInWithToken: { method: 'POST', path: '/api/player/sessions/token' },
  refreshSession: { method: 'POST', path: '/api/player/sessions/refresh', isAuthenticated: true },
  logout: { method: 'POST', path: '/api/player/sessions/logout', isAuthenticated: true },
  sessions: { method: 'GET', path: '/api/player/sessions', isAuthenticated: true },
  closeSession: { method: 'PUT', path: '/api/player/sessions/:id/close', isAuthenticated: true },
  profile: { method: 'GET', path: '/api/player/profile', isAuthenticated: true },
  updateProfile: { method: 'PUT', path: '/api/player/profile', isAuthenticated: true },
  changePassword: { method: 'PUT', path: '/api/player/passwords', isAuthenticated: true },
  resetPassword: { method: 'POST', path: '/api/player/passwords/reset' },
  confirmPassword: { method: 'POST', path: '/api/player/passwords/confirm' },
  resendEmailConfirmation: {
    method: 'POST',
    path: '/api/player/profile/confirmations/email/resend',
    isAuthenticated: true,
  },
  socialSettings: { method: 'GET', path: '/api/settings/social' },
  socialAuth0Redirect: { method: 'GET', path: '/api/player/sessions/social/auth0/redirect' },
  socialRedirect: { method: 'GET', path: '/api/player/sessions/social/:provider/redirect' },
  limits: { method: 'GET', path: '/api/player/limits', isAuthenticated: true },
  createLimit: { method: 'POST', path: '/api/player/limits', isAuthenticated: true },
  updateLimit: { method: 'PUT', path: '/api/player/limits/:limitId', isAuthenticated: true },
  deleteLimit: { method: 'DELETE', path: '/api/player/limits/:id', isAuthenticated: true },
  realityCheck: { method: 'GET', path: '/api/player/reality-check', isAuthenticated: true },
  documents: { method: 'GET', path: '/api/player/documents', isAuthenticated: true },
  sumsubAuth: { method: 'POST', path: '/api/player/services/sumsub/auth', isAuthenticated: true },
  uploadDocument: { method: 'POST', path: '/api/player/documents', isAuthenticated: true },
  deleteDocument: { method: 'DELETE', path: '/api/player/documents/:id', isAuthenticated: true },
  documentFile: { method: 'GET', path: '/api/player/documents/:id/file', isAuthenticated: true },
  statement: { method: 'GET', path: '/api/player/statement', isAuthenticated: true },
  updateRealityCheck: { method: 'PUT', path: '/api/player/reality-check', isAuthenticated: true },
  accounts: { method: 'GET', path: '/api/wallet/accounts', isAuthenticated: true },
  addAccount: { method: 'POST', path: '/api/wallet/accounts', isAuthenticated: true },
  switchAccount: { method: 'PUT', path: '/api/wallet/accounts/:id/switch', isAuthenticated: true },
  hideAccount: { method: 'PUT', path: '/api/wallet/accounts/:id/hide', isAuthenticated: true },
  depositMethods: {
    method: 'GET',
    path: '/api/payment/methods/deposit',
    isAuthenticated: true,
  },
  withdrawalMethods: {
    method: 'GET',
    path: '/api/payment/methods/withdrawal',
    isAuthenticated: true,
  },
  deposit: { method: 'POST', path: '/api/payment/invoices/deposit', isAuthenticated: true },
  withdraw: { method: 'POST', path: '/api/payment/invoices/withdrawal', isAuthenticated: true },
  invoices: { method: 'GET', path: '/api/payment/invoices', isAuthenticated: true },
  declineInvoice: {
    method: 'PUT',
    path: '/api/payment/invoices/:id/decline',
    isAuthenticated: true,
  },
  invoiceStatistics: {
    method: 'GET',
    path: '/api/payment/invoices/statistics',
    isAuthenticated: true,
  },
  gameCollections: { method: 'GET', path: '/api/game/collections' },
  gameProviders: { method: 'GET', path: '/api/game/providers' },
  games: { method: 'GET', path: '/api/game/games', acceptsPlayer: true },
  favoriteGames: { method: 'GET', path: '/api/game/games/favorites', isAuthenticated: true },
  playedGames: { method: 'GET', path: '/api/game/games/played', isAuthenticated: true },
  game: { method: 'GET', path: '/api/game/games/:id', acceptsPlayer: true },
  playGame: { method: 'POST', path: '/api/game/games/:id/play', acceptsPlayer: true },
  sportsbookSession: {
    method: 'POST',
    path: '/api/game/sportsbook/session',
    isAuthenticated: true,
  },
  addFavoriteGame: {
    method: 'POST',
    path: '/api/game/games/:id/favorite',
    isAuthenticated: true,
  },
  removeFavoriteGame: {
    method: 'DELETE',
    path: '/api/game/games/:id/favorite',
    isAuthenticated: true,
  },
  spins: { method: 'GET', path: '/api/game/spins', isAuthenticated: true },
  bets: { method: 'GET', path: '/api/game/bets', isAuthenticated: true },
  winners: { method: 'GET', path: '/api/game/spins/winners' },
  playerBonuses: { method: 'GET', path: '/api/game/player-bonuses', isAuthenticated: true },
  activatePlayerBonus: {
    method: 'PUT',
    path: '/api/game/player-bonuses/:id/activate',
    isAuthenticated: true,
  },
  cancelPlayerBonus: {
    method: 'PUT',
    path: '/api/game/player-bonuses/:id/cancel',
    isAuthenticated: true,
  },
  playerFreespins: { method: 'GET', path: '/api/game/player-freespins', isAuthenticated: true },
  activatePlayerFreespin: {
    method: 'PUT',
    path: '/api/game/player-freespins/:id/activate',
    isAuthenticated: true,
  },
  cancelPlayerFreespin: {
    method: 'PUT',
    path: '/api/game/player-freespins/:id/cancel',
    isAuthenticated: true,
  },
  depositBonuses: { method: 'GET', path: '/api/game/bonuses', isAuthenticated: true },
  bonusCodes: { method: 'GET', path: '/api/game/bonuses/bonuscodes', isAuthenticated: true },
  cashback: { method: 'GET', path: '/api/game/bonuses/cashback', isAuthenticated: true },
  bonusStatus: { method: 'GET', path: '/api/game/bonuses/status', isAuthenticated: true },
  addBonusCode: { method: 'POST', path: '/api/game/bonuses/bonuscodes', isAuthenticated: true },
  removeBonusCode: {
    method: 'DELETE',
    path: '/api/game/bonuses/bonuscodes',
    isAuthenticated: true,
  },
  turnOverWager: {
    method: 'GET',
    path: '/api/risk/reasons/turn-over-wager',
    isAuthenticated: true,
  },
  loyaltyAccount: { method: 'GET', path: '/api/retention/account', isAuthenticated: true },
  quests: { method: 'GET', path: '/api/retention/quests' },
  tournaments: { method: 'GET', path: '/api/retention/tournaments', acceptsPlayer: true },
  tournament: { method: 'GET', path: '/api/retention/tournaments/:id', acceptsPlayer: true },
  joinTournament: {
    method: 'POST',
    path: '/api/retention/tournaments/:id/join',
    isAuthenticated: true,
  },
  playerQuests: { method: 'GET', path: '/api/retention/player-quests', isAuthenticated: true },
  activateQuest: {
    method: 'PUT',
    path: '/api/retention/quests/:id/activate',
    isAuthenticated: true,
  },
  cancelPlayerQuest: {
    method: 'PUT',
    path: '/api/retention/player-quests/:id/cancel',
    isAuthenticated: true,
  },
  loyaltyLevels: { method: 'GET', path: '/api/retention/levels' },
  messengerMessages: {
    method: 'GET',
    path: '/api/notification/messenger/messages',
    isAuthenticated: true,
  },
  readMessengerMessages: {
    method: 'POST',
    path: '/api/notification/messenger/messages/read',
    isAuthenticated: true,
  },
  deleteMessengerMessages: {
    method: 'DELETE',
    path: '/api/notification/messenger/messages',
    isAuthenticated: true,
  },
  readAllMessengerMessages: {
    method: 'POST',
    path: '/api/notification/messenger/messages/read/all',
    isAuthenticated: true,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/**
 * Routes only the web server's page loaders call (server-side rendering), never the browser's
 * scripts: kept out of `API_ROUTES`, which the browser carries on every page. A route the browser
 * starts calling moves back into `API_ROUTES`.
 */
export const PAGE_ROUTES = {
  layout: { method: 'GET', path: '/api/content/layout' },
  texts: { method: 'GET', path: '/api/content/texts' },
  staticPage: { method: 'GET', path: '/api/content/pages/:pageIdentity' },
  questionPages: { method: 'GET', path: '/api/content/questions' },
  bonusPage: { method: 'GET', path: '/api/content/bonus-pages/:pageIdentity' },
  bonusPages: { method: 'GET', path: '/api/content/bonus-pages' },
  redirect: { method: 'GET', path: '/api/content/redirects' },
  confirmEmail: { method: 'POST', path: '/api/player/profile/confirmations/email' },
  locales: { method: 'GET', path: '/api/settings/locales' },
  init: { method: 'GET', path: '/api/player/init' },
  gameProvider: { method: 'GET', path: '/api/game/providers/:id' },
  communications: { method: 'POST', path: '/api/notification/communications' },
  socialSignIn: { method: 'POST', path: '/api/player/sessions/social' },
} as const satisfies Record<string, ApiRoute>;

/**
 * Routes only other systems call (game providers, payment providers, load balancers, Prometheus):
 * kept out of `API_ROUTES`, which the browser carries on every page.
 */
export const SERVER_ROUTES = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
  metrics: { method: 'GET', path: '/metrics' },
  paymentWebhook: { method: 'POST', path: '/api/payment/webhooks/:provider' },
  sumsubWebhook: { method: 'POST', path: '/api/player/services/sumsub/webhook' },
  providerBalance: { method: 'POST', path: '/api/game/provider-api/:integration/balance' },
  providerBet: { method: 'POST', path: '/api/game/provider-api/:integration/bet' },
  providerWin: { method: 'POST', path: '/api/game/provider-api/:integration/win' },
  providerRollback: { method: 'POST', path: '/api/game/provider-api/:integration/rollback' },
  providerRoundClose: {
    method: 'POST',
    path: '/api/game/provider-api/:integration/round-close',
  },
  providerFreespins: { method: 'POST', path: '/api/game/provider-api/:integration/freespins' },
} as const satisfies Record<string, ApiRoute>;

/** The back office's routes (issue 16): operators only, each with the permission it needs. */
export const BACKOFFICE_ROUTES = {
  backofficeSignIn: { method: 'POST', path: '/api/backoffice/sessions' },
  backofficeSignOut: {
    method: 'POST',
    path: '/api/backoffice/sessions/logout',
    operator: 'signed-in',
  },
  backofficeMe: { method: 'GET', path: '/api/backoffice/me', operator: 'signed-in' },
  backofficePlayers: { method: 'GET', path: '/api/backoffice/players', operator: 'players.read' },
  backofficePlayer: {
    method: 'GET',
    path: '/api/backoffice/players/:id',
    operator: 'players.read',
  },
  backofficeBlockPlayer: {
    method: 'PUT',
    path: '/api/backoffice/players/:id/block',
    operator: 'players.block',
  },
  backofficeUnblockPlayer: {
    method: 'PUT',
    path: '/api/backoffice/players/:id/unblock',
    operator: 'players.block',
  },
  backofficeLimitPlayer: {
    method: 'PUT',
    path: '/api/backoffice/players/:id/limit',
    operator: 'players.block',
  },
  backofficeUnlimitPlayer: {
    method: 'PUT',
    path: '/api/backoffice/players/:id/unlimit',
    operator: 'players.block',
  },
  backofficeWithdrawals: {
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    operator: 'withdrawals.read',
  },
  backofficeApproveWithdrawal: {
    method: 'PUT',
    path: '/api/backoffice/withdrawals/:id/approve',
    operator: 'withdrawals.review',
  },
  backofficeRejectWithdrawal: {
    method: 'PUT',
    path: '/api/backoffice/withdrawals/:id/reject',
    operator: 'withdrawals.review',
  },
  backofficeReviewWithdrawals: {
    method: 'POST',
    path: '/api/backoffice/withdrawals/review',
    operator: 'withdrawals.review',
  },
  backofficeDocuments: {
    method: 'GET',
    path: '/api/backoffice/documents',
    operator: 'documents.read',
  },
  backofficeDocumentFile: {
    method: 'GET',
    path: '/api/backoffice/documents/:id/file',
    operator: 'documents.read',
  },
  backofficeReviewDocument: {
    method: 'PUT',
    path: '/api/backoffice/documents/:id/review',
    operator: 'documents.review',
  },
  backofficeInvoices: {
    method: 'GET',
    path: '/api/backoffice/invoices',
    operator: 'payments.read',
  },
  backofficeGames: { method: 'GET', path: '/api/backoffice/games', operator: 'content.manage' },
  backofficeUpdateGame: {
    method: 'PUT',
    path: '/api/backoffice/games/:id',
    operator: 'content.manage',
  },
  backofficeAdjustments: {
    method: 'GET',
    path: '/api/backoffice/adjustments',
    operator: 'adjustments.approve',
  },
  backofficeRequestAdjustment: {
    method: 'POST',
    path: '/api/backoffice/players/:id/adjustments',
    operator: 'adjustments.request',
  },
  backofficeApproveAdjustment: {
    method: 'PUT',
    path: '/api/backoffice/adjustments/:id/approve',
    operator: 'adjustments.approve',
  },
  backofficeRejectAdjustment: {
    method: 'PUT',
    path: '/api/backoffice/adjustments/:id/reject',
    operator: 'adjustments.approve',
  },
  backofficeBonuses: { method: 'GET', path: '/api/backoffice/bonuses', operator: 'bonuses.read' },
  backofficeBonusCodes: {
    method: 'GET',
    path: '/api/backoffice/bonus-codes',
    operator: 'bonuses.read',
  },
  backofficeCreateBonusCode: {
    method: 'POST',
    path: '/api/backoffice/bonus-codes',
    operator: 'bonuses.manage',
  },
  backofficeUpdateBonusCode: {
    method: 'PUT',
    path: '/api/backoffice/bonus-codes/:code',
    operator: 'bonuses.manage',
  },
  backofficeBroadcast: {
    method: 'POST',
    path: '/api/backoffice/broadcasts',
    operator: 'messenger.broadcast',
  },
  backofficeDailyReport: {
    method: 'GET',
    path: '/api/backoffice/reports/daily',
    operator: 'reports.read',
  },
  backofficeOperators: {
    method: 'GET',
    path: '/api/backoffice/operators',
    operator: 'operators.manage',
  },
  backofficeCreateOperator: {
    method: 'POST',
    path: '/api/backoffice/operators',
    operator: 'operators.manage',
  },
  backofficeDisableOperator: {
    method: 'PUT',
    path: '/api/backoffice/operators/:id/disable',
    operator: 'operators.manage',
  },
  backofficeEnableOperator: {
    method: 'PUT',
    path: '/api/backoffice/operators/:id/enable',
    operator: 'operators.manage',
  },
  backofficeResetOperatorTotp: {
    method: 'POST',
    path: '/api/backoffice/operators/:id/totp',
    operator: 'operators.manage',
  },
  backofficeAuditLog: { method: 'GET', path: '/api/backoffice/audit', operator: 'audit.read' },
  backofficeAuditVerify: {
    method: 'GET',
    path: '/api/backoffice/audit/verify',
    operator: 'audit.read',
  },
  // Site content (content.manage): promo panels, static pages, texts, countries, redirects.
  backofficePromoPanels: {
    method: 'GET',
    path: '/api/backoffice/promo-panels',
    operator: 'content.manage',
  },
  backofficeCreatePromoPanel: {
    method: 'POST',
    path: '/api/backoffice/promo-panels',
    operator: 'content.manage',
  },
  backofficeUpdatePromoPanel: {
    method: 'PUT',
    path: '/api/backoffice/promo-panels/:identity',
    operator: 'content.manage',
  },
  backofficeDeletePromoPanel: {
    method: 'DELETE',
    path: '/api/backoffice/promo-panels/:identity',
    operator: 'content.manage',
  },
  backofficePages: {
    method: 'GET',
    path: '/api/backoffice/pages',
    operator: 'content.manage',
  },
  backofficeCreatePage: {
    method: 'POST',
    path: '/api/backoffice/pages',
    operator: 'content.manage',
  },
  backofficeUpdatePageTranslation: {
    method: 'PUT',
    path: '/api/backoffice/pages/:identity/translations/:locale',
    operator: 'content.manage',
  },
  backofficeTexts: {
    method: 'GET',
    path: '/api/backoffice/texts',
    operator: 'content.manage',
  },
  backofficeUpdateText: {
    method: 'PUT',
    path: '/api/backoffice/texts/:key',
    operator: 'content.manage',
  },
  backofficeCountries: {
    method: 'GET',
    path: '/api/backoffice/countries',
    operator: 'content.manage',
  },
  backofficeUpdateCountry: {
    method: 'PUT',
    path: '/api/backoffice/countries/:code',
    operator: 'content.manage',
  },
  backofficeRedirects: {
    method: 'GET',
    path: '/api/backoffice/redirects',
    operator: 'content.manage',
  },
  backofficeCreateRedirect: {
    method: 'POST',
    path: '/api/backoffice/redirects',
    operator: 'content.manage',
  },
  backofficeUpdateRedirect: {
    method: 'PUT',
    path: '/api/backoffice/redirects/:fromPath',
    operator: 'content.manage',
  },
  backofficeDeleteRedirect: {
    method: 'DELETE',
    path: '/api/backoffice/redirects/:fromPath',
    operator: 'content.manage',
  },
  backofficeUpdatePage: {
    method: 'PUT',
    path: '/api/backoffice/pages/:identity',
    operator: 'content.manage',
  },
  backofficeBonusDefinition: {
    method: 'GET',
    path: '/api/backoffice/bonuses/:id',
    operator: 'bonuses.read',
  },
  backofficeCreateBonus: {
    method: 'POST',
    path: '/api/backoffice/bonuses',
    operator: 'bonuses.manage',
  },
  backofficeUpdateBonus: {
    method: 'PUT',
    path: '/api/backoffice/bonuses/:id',
    operator: 'bonuses.manage',
  },
  backofficeSetBonusEnabled: {
    method: 'PUT',
    path: '/api/backoffice/bonuses/:id/enabled',
    operator: 'bonuses.manage',
  },
  backofficeGrantBonus: {
    method: 'POST',
    path: '/api/backoffice/players/:id/bonuses',
    operator: 'bonuses.issue',
  },
  backofficeCashbackPrograms: {
    method: 'GET',
    path: '/api/backoffice/cashback-programs',
    operator: 'bonuses.read',
  },
  backofficeCreateCashbackProgram: {
    method: 'POST',
    path: '/api/backoffice/cashback-programs',
    operator: 'bonuses.manage',
  },
  backofficeUpdateCashbackProgram: {
    method: 'PUT',
    path: '/api/backoffice/cashback-programs/:id',
    operator: 'bonuses.manage',
  },
  backofficeQuests: { method: 'GET', path: '/api/backoffice/quests', operator: 'retention.read' },
  backofficeCreateQuest: {
    method: 'POST',
    path: '/api/backoffice/quests',
    operator: 'retention.manage',
  },
  backofficeUpdateQuest: {
    method: 'PUT',
    path: '/api/backoffice/quests/:id',
    operator: 'retention.manage',
  },
  backofficeTournaments: {
    method: 'GET',
    path: '/api/backoffice/tournaments',
    operator: 'retention.read',
  },
  backofficeCreateTournament: {
    method: 'POST',
    path: '/api/backoffice/tournaments',
    operator: 'retention.manage',
  },
  backofficeUpdateTournament: {
    method: 'PUT',
    path: '/api/backoffice/tournaments/:id',
    operator: 'retention.manage',
  },
  backofficeCancelTournament: {
    method: 'POST',
    path: '/api/backoffice/tournaments/:id/cancel',
    operator: 'retention.manage',
  },
  backofficeLoyalty: { method: 'GET', path: '/api/backoffice/loyalty', operator: 'retention.read' },
  backofficeUpdateLoyalty: {
    method: 'PUT',
    path: '/api/backoffice/loyalty',
    operator: 'retention.manage',
  },
  backofficePaymentMethods: {
    method: 'GET',
    path: '/api/backoffice/payment-methods',
    operator: 'payments.manage',
  },
  backofficeUpdatePaymentMethod: {
    method: 'PUT',
    path: '/api/backoffice/payment-methods/:id',
    operator: 'payments.manage',
  },
} as const satisfies Record<string, ApiRoute>;
