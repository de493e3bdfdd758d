/** Business constants of spec section 9, shared by browser and server. */
export const EXCLUDED_COUNTRY_CODES = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF'] as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const QR_WIDTH_PX = 176;
export const DEFAULT_EQUIVALENT_CURRENCY = 'USD';
export const AMOUNT_INPUT_MAX_LENGTH = 10;

export const TOAST = {
  spacingMs: 400,
  durationMs: 3000,
  speedMs: 300,
  widthPx: 300,
  position: 'top-right',
  zIndex: 5000,
} as const;

export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_INDEX_STEP = 2;
export const TRANSITION_MS = 250;
export const COPY_TOOLTIP_MS = 2000;
export const WELCOME_ALERT_DELAY_MS = 1000;
export const LEVEL_UP_NOTICE_MS = 3000;
export const BONUS_LIST_DEBOUNCE_MS = 500;
export const CRYPTO_DEPOSIT_REFRESH_MS = 1000;
export const POPOVER_NOTIFICATIONS = 3;

export const SESSION_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const TOKEN_EXPIRY_MARGIN_SECONDS = 10;
export const TOKEN_REFRESH_POLL_MS = 500;
export const TOKEN_REFRESH_MAX_ATTEMPTS = 10;
export const OTP_RESEND_SECONDS = 60;

export const AFFILIATE_COOKIE_DAY_SECONDS = 86_400;
export const AFFILIATE_COOKIE_DEFAULT_DAYS = 30;

export const STORAGE_KEYS = {
  drawerCompact: 'IS_DRAWER_COMPACT',
  returnGame: 'returnGame',
  equivalentCurrency: 'equivalentCurrency',
} as const;

export const COOKIE_NAMES = {
  language: 'user-language',
  session: 'croupier-session',
  affiliate: 'stag',
  cookieConsent: 'cookie-consent',
} as const;

export const LAZY_MEDIA_MARGIN_PX = 400;
export const LAZY_MEDIA_CLASSES = {
  lazy: 'lazyLoad',
  loading: 'isLoading',
  loaded: 'isLoaded',
} as const;

export const IMAGE_SIZES = ['200x200', '200x300'] as const;
export const IMAGE_DENSITIES = [1, 2, 3] as const;

export const LIMIT_DEFINITIONS = {
  bet: 1,
  loss: 2,
  deposit: 3,
  selfExclusion: 4,
  coolingOff: 5,
} as const;
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;

export const ANALYTICS_CATEGORIES = [
  'registrationFunnel',
  'registration',
  'walletFunnel',
  'balanceFunnel',
  'deposit',
  'withdraw',
  'failDeposit',
  'failWithdraw',
] as const;

/** Status lists of `GET /api/settings/constants` (spec section 3); names are translation keys. */
export const CONSTANT_GROUPS = {
  'player.playerStatuses': [
    { id: 1, name: 'active' },
    { id: 2, name: 'limited' },
    { id: 3, name: 'blocked' },
    { id: 4, name: 'selfExcluded' },
  ],
  'player.document.status': [
    { id: 1, name: 'pending' },
    { id: 2, name: 'approved' },
    { id: 3, name: 'declined' },
  ],
  'payment.invoiceStatuses': [
    { id: 1, name: 'pending' },
    { id: 2, name: 'success' },
    { id: 3, name: 'failed' },
  ],
  'payment.invoiceTypes': [
    { id: 1, name: 'deposit' },
    { id: 2, name: 'withdrawal' },
  ],
  'game.bet.status': [
    { id: 1, name: 'unsettled' },
    { id: 2, name: 'won' },
    { id: 3, name: 'lost' },
    { id: 4, name: 'refunded' },
  ],
  'game.playerBonus.status': [
    { id: 1, name: 'issued' },
    { id: 2, name: 'active' },
    { id: 3, name: 'finished' },
  ],
  'game.playerBonus.result': [
    { id: 1, name: 'none' },
    { id: 2, name: 'played' },
    { id: 3, name: 'canceled' },
    { id: 4, name: 'expired' },
    { id: 5, name: 'lost' },
  ],
  'game.playerFreespin.status': [
    { id: 1, name: 'issued' },
    { id: 2, name: 'active' },
    { id: 3, name: 'finished' },
  ],
  'game.playerFreespin.result': [
    { id: 1, name: 'none' },
    { id: 2, name: 'played' },
    { id: 3, name: 'canceled' },
    { id: 4, name: 'expired' },
  ],
  'player.limit.cashPeriod': [
    { id: 'daily', name: 'daily' },
    { id: 'weekly', name: 'weekly' },
    { id: 'monthly', name: 'monthly' },
  ],
  'player.limit.coolingOffPeriod': [
    { id: '1d', name: 'oneDay' },
    { id: '7d', name: 'oneWeek' },
    { id: '30d', name: 'oneMonth' },
    { id: '42d', name: 'sixWeeks' },
  ],
  'player.limit.selfExclusionPeriod': [
    { id: '6m', name: 'sixMonths' },
    { id: '1y', name: 'oneYear' },
    { id: '3y', name: 'threeYears' },
    { id: '5y', name: 'fiveYears' },
    { id: 'permanent', name: 'permanent' },
  ],
} as const;

/** Live channels of spec section 7 that belong to one player: `{name}#{profileId}`. */
export const PERSONAL_LIVE_CHANNELS = [
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'wallet:accounts',
  'payment:invoices',
  'retention:quests',
  'retention:accounts',
  'messenger:notifications',
  'game:bets',
] as const;
export const ONLINE_LIVE_CHANNEL = 'global:online';
export const TOURNAMENTS_LIVE_CHANNEL = 'tournaments';
/** Live channels open to every client, signed in or not. */
export const PUBLIC_LIVE_CHANNELS = [ONLINE_LIVE_CHANNEL, TOURNAMENTS_LIVE_CHANNEL] as const;
export type PersonalLiveChannel = (typeof PERSONAL_LIVE_CHANNELS)[number];
export type PublicLiveChannel = (typeof PUBLIC_LIVE_CHANNELS)[number];
