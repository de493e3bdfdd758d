import path from 'node:path';
import { AFFILIATE_COOKIE_DEFAULT_DAYS } from '@croupier/contract/constants';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Ids that name routes of their own (`/social/auth0/redirect`) or the Telegram widget. */
const RESERVED_PROVIDER_IDS = ['auth0', 'telegram'];
const oidcProviderSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'lower-case letters, digits, _ or -')
    .refine((id) => !RESERVED_PROVIDER_IDS.includes(id), 'auth0 and telegram are reserved'),
  name: z.string().min(1),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string().regex(/^\S+$/)).default(['openid', 'email', 'profile']),
  tokenAuthMethod: z
    .enum(['client_secret_post', 'client_secret_basic'])
    .default('client_secret_post'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

const oidcProviderList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(oidcProviderSchema)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must differ'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address players use; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(projectRoot, 'var')),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('croupier:'),
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (Prometheus' bearer_token). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * After SIGTERM, /ready answers 503 for this long while requests are still served, so the load
   * balancer's health checks take the process out before it stops listening.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** After SIGTERM, the process exits by force once this long has passed (after the drain). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /** Live channel: the server pings every N seconds and drops a socket whose pong is late. */
  LIVE_PING_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** Must stay below LIVE_PING_SECONDS (checked when the live plugin starts). */
  LIVE_PONG_SECONDS: z.coerce.number().positive().max(300).default(8),
  /** Sockets that have not sent `connect` by then are closed (3502 stale). */
  LIVE_STALE_SECONDS: z.coerce.number().positive().max(300).default(10),
  /** A socket outlives its token's expiry by this much, for the client to refresh. */
  LIVE_EXPIRY_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(25),
  /** Comma-separated origins allowed to open the socket; default PUBLIC_URL's plus localhost. */
  LIVE_ALLOWED_ORIGINS: z.string().optional(),
  /** Guests may connect without a token (public channels only). */
  LIVE_ANONYMOUS: booleanFlag.default(true),
  LIVE_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).default(64),
  LIVE_MAX_COMMANDS_PER_SECOND: z.coerce.number().int().min(1).default(50),
  /** Largest client frame; above it `ws` closes with 1009, which stops the client for good. */
  LIVE_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(65_536),
  /** Unsent bytes a socket may hold before its client counts as too slow (3008). */
  LIVE_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_BUILD_DIR: z.string().default(path.join(projectRoot, 'apps/web/build')),
  TRUST_PROXY: booleanFlag.default(false),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .transform((v) => v.toLowerCase())
    .optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Croupier <no-reply@croupier.example>'),
  OPERATOR_EMAIL: z.email().default('support@croupier.example'),
  /**
   * The sportsbook client `/betting` frames (spec section 1): its address and our operator id
   * there. Betting is off (the route removed) unless both are set.
   */
  BETTING_CLIENT_HOST: z.url().optional(),
  BETTING_CLIENT_ID: z.string().min(1).optional(),
  /** The sportsbook's provider API integration name; its secret is the app secret `provider-api:<name>`. */
  BETTING_INTEGRATION: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'lower-case letters, digits, _ or -')
    .default('sportsbook'),
  /** Serves the local test sportsbook client at /sportsbook-test/ (browser tests; never in production). */
  BETTING_TEST_CLIENT: booleanFlag.default(false),
  /** Freshchat-style support chat: the widget's host (script `<host>/js/widget.js`) and token. */
  CHAT_HOST: z.url().optional(),
  CHAT_TOKEN: z.string().min(1).optional(),
  /** Guests may chat too; otherwise the chat is offered to signed-in players only. */
  CHAT_GUESTS_ALLOWED: booleanFlag.default(false),
  LOYALTY_ENABLED: booleanFlag.default(true),
  KYC_PROVIDER: z.enum(['none', 'sumsub']).default('none'),
  /** Sumsub (with KYC_PROVIDER=sumsub): API host, app token, secret key and verification level. */
  SUMSUB_HOST: z.url().default('https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.string().optional(),
  SUMSUB_SECRET_KEY: z.string().optional(),
  SUMSUB_LEVEL_NAME: z.string().default('basic-kyc-level'),
  /** The key Sumsub signs its webhooks with (X-Payload-Digest); webhooks are refused without it. */
  SUMSUB_WEBHOOK_SECRET: z.string().optional(),
  /** Where the WebSDK's frame comes from, for the Content-Security-Policy's frame-src. */
  SUMSUB_WEBSDK_ORIGIN: z.string().default('https://*.sumsub.com'),
  KYC_HIDE_DOCUMENTS: booleanFlag.default(false),
  /** The cashier starts with "no bonus" chosen instead of the first fitting deposit bonus. */
  DEPOSIT_BONUS_DECLINED_BY_DEFAULT: booleanFlag.default(false),
  /** Days the affiliate tag of `?stag=` is kept in its cookie (spec section 9). */
  AFFILIATE_COOKIE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(730)
    .default(AFFILIATE_COOKIE_DEFAULT_DAYS),
  SEED_DEMO: booleanFlag.default(true),
  /** Seconds a page rendered for signed-out visitors is served from memory (0: off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Signs access tokens; shared by every process. Unset: generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** How long a session lives without activity before it must sign in again. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a session lives at most, however active: then the player signs in again (ASVS
   * V3.3.2), so a stolen session cannot be kept alive forever by using it.
   */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A back-office session ends after this many minutes without a call… */
  BACKOFFICE_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** …and this many hours after sign-in, whatever happens. */
  BACKOFFICE_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /**
   * Manual adjustments above this size (base-currency minor units, either sign) wait for a second
   * operator's approval; up to it they are applied at once.
   */
  BACKOFFICE_ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().int().min(0).default(10_000),
  /**
   * Encrypts operators' TOTP secrets at rest (AES-256-GCM): 32 random bytes, base64
   * (`openssl rand -base64 32`). Unset: a key generated once and kept in the database, which
   * protects a leaked operators table but not a copy of the whole database.
   */
  BACKOFFICE_TOTP_KEY: z
    .string()
    .refine(
      (text) => /^[A-Za-z0-9+/]{43}=$/.test(text) && Buffer.from(text, 'base64').length === 32,
      '32 bytes, base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** HTTP SMS gateway: POST JSON { to, text }. Unset: SMS are kept in the database (see DEV_OUTBOX). */
  SMS_GATEWAY_URL: z.url().optional(),
  /** Sent as `Authorization: Bearer …` to the SMS gateway when set. */
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * Serves /dev/outbox, where a person trying the demo reads the codes and links the platform
   * "sent". Default: on, unless NODE_ENV=production and SMTP_URL is set (a real deployment that
   * delivers mail); `npm start` runs in production mode, and the demo must still show the outbox.
   */
  DEV_OUTBOX: booleanFlag.optional(),
  /** Phone codes: lifetime, wait between two sends to a phone, sends per phone and per IP an hour. */
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  OTP_MAX_PER_PHONE_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Generic OpenID Connect sign-in: a JSON array of { id, name, issuer, clientId, clientSecret,
   * scopes?, tokenAuthMethod? }. Each provider's redirect URI is PUBLIC_URL/auth/social/{id}/callback.
   */
  SOCIAL_OIDC_PROVIDERS: oidcProviderList.default([]),
  /** Auth0 as one OpenID Connect issuer in front of several connections (google-oauth2, apple…). */
  SOCIAL_AUTH0_ISSUER: z.url().optional(),
  SOCIAL_AUTH0_CLIENT_ID: z.string().min(1).optional(),
  SOCIAL_AUTH0_CLIENT_SECRET: z.string().min(1).optional(),
  /** Comma-separated Auth0 connection names, each offered as a button. */
  SOCIAL_AUTH0_CONNECTIONS: commaList.default([]),
  /** Telegram login widget: the bot's username and its token (checks the widget's hash). */
  SOCIAL_TELEGRAM_BOT: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,64}$/)
    .optional(),
  SOCIAL_TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** Signs the sandbox payment provider's webhooks. Unset: generated once and kept in the database. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Serves the sandbox payment provider at /sandbox/pay/* (the demo's PSP). */
  SANDBOX_ENABLED: booleanFlag.default(true),
  /** Sandbox chain: confirmations a crypto payment needs, and seconds between two blocks. */
  SANDBOX_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(3),
  SANDBOX_BLOCK_SECONDS: z.coerce.number().min(0.01).max(600).default(2),
  /** Sandbox asyncRedirect methods (PIX): seconds until the QR arrives by webhook. */
  SANDBOX_ASYNC_QR_SECONDS: z.coerce.number().min(0).max(600).default(2),
  /** Comma-separated origins a deposit may redirect back to, beside PUBLIC_URL's. */
  PAYMENT_REDIRECT_ORIGINS: commaList.default([]),
  /** Withdrawals up to this amount (base-currency minor units) are paid automatically; above, reviewed. */
  WITHDRAWAL_AUTO_APPROVE_MAX: z.coerce.number().int().min(0).default(50_000),
  /**
   * Withdrawals from this amount (base-currency minor units, converted at the current rate) wait
   * for a verified identity (an approved identity document); `WITHDRAWAL_VERIFICATION_ALWAYS`
   * asks it of every withdrawal.
   */
  WITHDRAWAL_VERIFICATION_THRESHOLD: z.coerce.number().int().min(0).default(200_000),
  WITHDRAWAL_VERIFICATION_ALWAYS: booleanFlag.default(false),
  /** Seconds an automatically approved withdrawal waits (the player may still decline it). */
  WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  /** Seconds between two runs of the job paying due withdrawals; 0 stops it. */
  WITHDRAWAL_JOB_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** Comma-separated ISO countries whose players may not decline a pending withdrawal. */
  WITHDRAWAL_DECLINE_DISABLED_COUNTRIES: commaList.default([]),
  /** Deposit turnover: a deposit adds amount × this to what must be wagered before it can be withdrawn (0 disables). */
  WALLET_TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(100).default(1),
  /** Exchange rates source (JSON `{ base, rates: { CODE: number } }`); unset, the demo drifts the seeded rates. */
  RATES_SOURCE_URL: z.url().optional(),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Where the built-in demo game provider reaches the platform (provider API, public catalogue).
   * Unset: this process, in-process through the same routes (no socket).
   */
  DEMO_PROVIDER_PLATFORM_URL: z.url().optional(),
  /**
   * Where players' browsers load the demo provider's games from (`<origin>/provider/demo/…`: this
   * server under another host name). A site of its own, as every real provider's is: the game's
   * frame then runs in a process of its own, off the casino page's main thread, and cannot reach
   * the casino's pages or cookies. Unset: PUBLIC_URL's origin (the same site).
   */
  DEMO_PROVIDER_URL: z.url().optional(),
  /** Seconds between two passes of the demo provider's repair of unfinished rounds; 0 stops it. */
  DEMO_PROVIDER_RETRY_SECONDS: z.coerce.number().min(0).max(3600).default(5),
});

/** Settings that only work together: all of a group, or none of it. */
const SETTING_GROUPS = [
  ['SOCIAL_AUTH0_ISSUER', 'SOCIAL_AUTH0_CLIENT_ID', 'SOCIAL_AUTH0_CLIENT_SECRET'],
  ['SOCIAL_TELEGRAM_BOT', 'SOCIAL_TELEGRAM_BOT_TOKEN'],
  ['CHAT_HOST', 'CHAT_TOKEN'],
] as const;

function checkSettingGroups(data: z.infer<typeof envSchema>): string[] {
  const problems = SETTING_GROUPS.flatMap((group) => {
    const missing = group.filter((name) => !data[name]);
    return missing.length > 0 && missing.length < group.length
      ? [
          `  ${missing.join(', ')}: required together with ${group.filter((n) => data[n]).join(', ')}`,
        ]
      : [];
  });
  if (data.SOCIAL_AUTH0_ISSUER && data.SOCIAL_AUTH0_CONNECTIONS.length === 0) {
    problems.push('  SOCIAL_AUTH0_CONNECTIONS: name at least one connection');
  }
  const issuers = [
    data.SOCIAL_AUTH0_ISSUER,
    ...data.SOCIAL_OIDC_PROVIDERS.map((provider) => provider.issuer),
  ];
  // Plain http issuers exist only on a developer's machine (and in the tests' local provider).
  if (data.NODE_ENV === 'production' && issuers.some((issuer) => issuer?.startsWith('http:'))) {
    problems.push('  SOCIAL_*: OpenID Connect issuers must use https in production');
  }
  return problems;
}

export type Config = Omit<z.infer<typeof envSchema>, 'DEV_OUTBOX' | 'DEMO_PROVIDER_URL'> & {
  PUBLIC_URL: string;
  /** An origin: DEMO_PROVIDER_URL's, else PUBLIC_URL's. */
  DEMO_PROVIDER_URL: string;
  DEV_OUTBOX: boolean;
  projectRoot: string;
  isProduction: boolean;
};

/** Reads the environment once; on a bad value prints every problem on one line each and exits. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { data } = parsed;
  const problems = checkSettingGroups(data);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = data.PUBLIC_URL ?? `http://localhost:${data.PORT}`;
  return {
    ...data,
    PUBLIC_URL: publicUrl,
    DEMO_PROVIDER_URL: new URL(data.DEMO_PROVIDER_URL ?? publicUrl).origin,
    // Every player's codes and reset links, to anyone: only where asked for, or off production,
    // and never once a real mail or SMS provider is configured.
    DEV_OUTBOX:
      !(data.SMTP_URL || data.SMS_GATEWAY_URL) &&
      (data.DEV_OUTBOX ?? data.NODE_ENV !== 'production'),
    projectRoot,
    isProduction: data.NODE_ENV === 'production',
  };
}

export function buildConfig(overrides: Partial<Record<keyof z.input<typeof envSchema>, string>>) {
  return loadConfig({ ...process.env, ...overrides });
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
