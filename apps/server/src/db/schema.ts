import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type Localized = Record<string, string>;

export const locales = pgTable('locales', {
  code: text().primaryKey(),
  name: text().notNull(),
  isDefault: boolean().notNull().default(false),
  position: integer().notNull(),
});

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  locale: text()
    .notNull()
    .references(() => locales.code),
  phonePrefix: text().notNull(),
  isRestricted: boolean().notNull().default(false),
});

export const currencies = pgTable(
  'currencies',
  {
    code: text().primaryKey(),
    type: text().$type<'fiat' | 'crypto'>().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    isEnabled: boolean().notNull().default(true),
    isBase: boolean().notNull().default(false),
    subunitToUnit: bigint({ mode: 'number' }).notNull(),
    symbol: text().notNull(),
    subCurrencies: jsonb().$type<{ code: string; subunitToUnit: number }[]>().notNull().default([]),
    position: integer().notNull(),
  },
  (t) => [
    check('currencies_type', sql`${t.type} in ('fiat', 'crypto')`),
    check('currencies_subunit_positive', sql`${t.subunitToUnit} > 0`),
  ],
);

/** Rate history: units of the currency per one unit of the base currency; the newest row counts. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    rate: numeric({ precision: 30, scale: 12 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('currency_rates_currency_created').on(t.currency, t.createdAt),
    check('currency_rates_positive', sql`${t.rate} > 0`),
  ],
);

export const timeZones = pgTable('time_zones', { id: text().primaryKey(), name: text().notNull() });

/** Operator-managed texts that override the web app's built-in translations. */
export const texts = pgTable(
  'texts',
  {
    locale: text()
      .notNull()
      .references(() => locales.code),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** Content pages of every kind; per-locale fields live in page_translations. */
export const pages = pgTable(
  'pages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<'static' | 'question' | 'bonus' | 'welcome-package'>().notNull(),
    identity: text().notNull(),
    position: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [unique('pages_kind_identity').on(t.kind, t.identity)],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text()
      .notNull()
      .references(() => locales.code),
    title: text().notNull(),
    description: text().notNull().default(''),
    content: text().notNull().default(''),
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const promoPanels = pgTable('promo_panels', {
  identity: text().primaryKey(),
  placement: text().$type<'home' | 'sign-up' | 'sign-in'>().notNull(),
  position: integer().notNull().default(0),
  theme: jsonb().$type<{ from: string; to: string; accent: string; motif: string }>().notNull(),
  desktopImage: text().notNull(),
  mobileImage: text().notNull(),
  link: text().notNull(),
  isPublished: boolean().notNull().default(true),
});

export const promoPanelTranslations = pgTable(
  'promo_panel_translations',
  {
    identity: text()
      .notNull()
      .references(() => promoPanels.identity, { onDelete: 'cascade' }),
    locale: text()
      .notNull()
      .references(() => locales.code),
    title: text().notNull(),
    secondTitle: text().notNull().default(''),
    additionalTitle: text().notNull().default(''),
    ctaLabel: text().notNull().default(''),
    advantages: jsonb().$type<{ icon: string; label: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.identity, t.locale] })],
);

export const layoutContents = pgTable('layout_contents', {
  locale: text()
    .primaryKey()
    .references(() => locales.code),
  content: jsonb().$type<Record<string, unknown>>().notNull(),
});

export const redirects = pgTable(
  'redirects',
  {
    fromPath: text().primaryKey(),
    to: text().notNull(),
    statusCode: integer().notNull().default(301),
  },
  (t) => [check('redirects_status', sql`${t.statusCode} in (301, 302)`)],
);

export const communications = pgTable('communications', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  locale: text().notNull(),
  country: text(),
  ip: text().notNull(),
  userAgent: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transactional outbox: written in the same transaction as the change it announces, dispatched
 * after commit in id order, at least once. Consumers must be idempotent (they get the id).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topic: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp({ withTimezone: true }),
    /** Events sharing a key are dispatched strictly in id order, across processes. */
    partitionKey: text(),
    /**
     * Consumers that took the event while another failed: its retry skips them, so one failing
     * consumer (Redis down for live) neither holds back nor repeats the others (retention).
     */
    deliveredTo: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('outbox_pending').on(t.id).where(sql`${t.dispatchedAt} is null`),
    index('outbox_pending_partition')
      .on(t.partitionKey, t.id)
      .where(sql`${t.dispatchedAt} is null and ${t.partitionKey} is not null`),
  ],
);

/** Every e-mail the platform sends, with how it went out (smtp, or the demo's outbox). */
export const mailMessages = pgTable('mail_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  outboxId: bigint({ mode: 'number' }).unique(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  transport: text().$type<'smtp' | 'outbox'>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A player account. `id` is the public profile id; credentials live beside it. */
export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text(),
    phone: text(),
    passwordHash: text(),
    nickname: text(),
    firstName: text(),
    lastName: text(),
    gender: text(),
    birthdate: text(),
    country: text(),
    city: text(),
    address: text(),
    postalCode: text(),
    timeZone: text(),
    locale: text().notNull(),
    currency: text(),
    status: integer().notNull().default(1),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    receiveEmailPromo: boolean().notNull().default(false),
    receiveSmsPromo: boolean().notNull().default(false),
    agreementsAcceptedAt: timestamp({ withTimezone: true }),
    affiliateTag: text(),
    fingerprint: text(),
    bonusCode: text(),
    freshchatRestoreId: text(),
    pwaInstalled: boolean().notNull().default(false),
    /** Minutes between reality checks during play (0: off). */
    realityCheckMinutes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email').on(sql`lower(${t.email})`),
    uniqueIndex('players_phone').on(t.phone),
    check('players_status', sql`${t.status} in (1, 2, 3, 4)`),
  ],
);

/** A signed-in device. Access tokens name a session; closing the row ends them at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    method: text().$type<'password' | 'otp' | 'registration' | 'token' | 'social'>().notNull(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    fingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_player_open').on(t.playerId).where(sql`${t.closedAt} is null`)],
);

/**
 * Single-use secrets (auto-login tokens, e-mail confirmation, password reset, phone codes): only
 * a SHA-256 of the secret is stored; `usedAt` makes each one work once.
 */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<'auto-login' | 'email-confirmation' | 'password-reset' | 'otp'>().notNull(),
    secretHash: text().notNull(),
    playerId: uuid().references(() => players.id),
    /** For phone codes: the phone and reason the code was sent for. */
    subject: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [
    uniqueIndex('one_time_secrets_hash').on(t.kind, t.secretHash),
    index('one_time_secrets_subject').on(t.kind, t.subject, t.createdAt),
  ],
);

/** A player's account at a social provider (OpenID Connect subject, Telegram id). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * A social sign-in on its way through the provider: what its callback needs to finish it (PKCE
 * verifier, nonce, where to go back). Keyed by a SHA-256 of the opaque `state`; deleted when used.
 */
export const socialAuthRequests = pgTable(
  'social_auth_requests',
  {
    stateHash: text().primaryKey(),
    provider: text().notNull(),
    /** The Auth0 connection, or null for a direct provider. */
    connection: text(),
    redirectUri: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    /** SHA-256 of the secret in the browser's binding cookie (the flow must end where it began). */
    bindingHash: text().notNull(),
    backRoute: text().notNull(),
    affiliateTag: text(),
    fingerprint: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_auth_requests_expires').on(t.expiresAt)],
);

/** Every SMS the platform sends, with how it went out (an HTTP gateway, or the demo's outbox). */
export const smsMessages = pgTable('sms_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  outboxId: bigint({ mode: 'number' }).unique(),
  to: text().notNull(),
  text: text().notNull(),
  transport: text().$type<'gateway' | 'outbox'>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each periodic job (rates, withdrawals, expiries, cashback…) may next run: a process claims a
 * turn by moving `next_run_at` forward, so a cluster of processes runs each job once an interval.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  /** Which process claimed the last turn (host:pid), for operators reading the table. */
  lastRunBy: text().notNull(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});

/** Secrets the platform generates for itself on first start (e.g. the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type LedgerOwnerType = 'player' | 'system';
export type LedgerAccountKind = 'cash' | 'hold' | 'house' | 'clearing' | 'bonus';
export type LedgerTransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'bonus_forfeit'
  | 'cashback'
  | 'adjustment'
  | 'hold'
  | 'hold_release';
export type LedgerTransferStatus = 'posted' | 'pending' | 'voided';

/**
 * A ledger account. Player accounts keep their balance in `balance`, locked and checked on every
 * transfer; system accounts (house, clearing, shared holds) are hot, so their legs are append-only
 * entries and their balance is the sum of those entries (docs/decisions/007-ledger.md).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerType: text().$type<LedgerOwnerType>().notNull(),
    /** A player's uuid, or a system name such as `house`, `withdrawal-hold`, `clearing:<provider>`. */
    ownerId: text().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    kind: text().$type<LedgerAccountKind>().notNull(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    allowNegative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner').on(t.ownerType, t.ownerId, t.currency, t.kind),
    check('ledger_accounts_owner_type', sql`${t.ownerType} in ('player', 'system')`),
    check('ledger_accounts_kind', sql`${t.kind} in ('cash', 'hold', 'house', 'clearing', 'bonus')`),
    check(
      'ledger_accounts_players_never_negative',
      sql`${t.ownerType} = 'system' or not ${t.allowNegative}`,
    ),
    check('ledger_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/**
 * Why money moved. The idempotency key is the caller's transfer id: a replay answers the original.
 * A hold is `pending` until a second transfer (naming it in `pendingTransferId`) posts or voids it.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique('ledger_transfers_idempotency_key'),
    kind: text().$type<LedgerTransferKind>().notNull(),
    status: text().$type<LedgerTransferStatus>().notNull(),
    pendingTransferId: uuid()
      .unique('ledger_transfers_pending_transfer')
      .references((): AnyPgColumn => ledgerTransfers.id),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_transfers_kind',
      sql`${t.kind} in ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'adjustment', 'hold', 'hold_release')`,
    ),
    check('ledger_transfers_status', sql`${t.status} in ('posted', 'pending', 'voided')`),
  ],
);

/**
 * One leg of a transfer: signed amount (debit negative, credit positive). Never updated or deleted.
 * `balanceAfter` is the player account's balance after this leg; null on system accounts.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transferId: uuid()
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transfer').on(t.transferId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A player's wallet account in one currency: the player's `cash` ledger account seen as the spec's
 * Account. Status 1 is the active (selected) account, one per player; 2 enabled; 3 hidden. The
 * turnover counters carry the deposit wagering requirement: deposits add `turnoverRequired`, bets
 * add `turnoverWagered`; what is still to wager is not withdrawable.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid()
      .primaryKey()
      .references(() => ledgerAccounts.id),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    status: integer().notNull().default(2),
    turnoverRequired: bigint({ mode: 'number' }).notNull().default(0),
    turnoverWagered: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_accounts_player_currency').on(t.playerId, t.currency),
    uniqueIndex('wallet_accounts_one_active').on(t.playerId).where(sql`${t.status} = 1`),
    check('wallet_accounts_status', sql`${t.status} in (1, 2, 3)`),
    check(
      'wallet_accounts_turnover',
      sql`${t.turnoverRequired} >= 0 and ${t.turnoverWagered} >= 0`,
    ),
  ],
);

export type PaymentDirection = 'deposit' | 'withdrawal';
export type PaymentProcessingType = 'form' | 'iframe' | 'qr' | 'message' | 'asyncRedirect';

/** Limits and presets of a method in one currency, in that currency's minor units. */
export interface PaymentMethodCurrency {
  currency: string;
  amountMin: number;
  amountMax: number;
  presets: { amount: number; default: boolean }[];
}

/** A dynamic field of a method (spec section 3, method field). */
export interface PaymentMethodField {
  key: string;
  fieldType: 'text' | 'select' | 'textarea' | 'phone' | 'email';
  value?: string;
  isRequired: boolean;
  regexp?: string;
  labels: Localized;
  hints?: Localized;
  options?: {
    id: string;
    name: string;
    regex?: string;
    minAmount?: number;
    maxAmount?: number;
  }[];
}

/**
 * A cashier method of a payment provider. `countries` null means everywhere but `excludedCountries`.
 * Crypto methods list their networks as the options of a `network` field.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text().primaryKey(),
    method: text().notNull(),
    direction: text().$type<PaymentDirection>().notNull(),
    provider: text().notNull(),
    processingType: text().$type<PaymentProcessingType>().notNull(),
    type: text().$type<'form' | 'address'>().notNull(),
    logo: text(),
    name: jsonb().$type<Localized>().notNull(),
    currencies: jsonb().$type<PaymentMethodCurrency[]>().notNull(),
    countries: jsonb().$type<string[] | null>(),
    excludedCountries: jsonb().$type<string[]>().notNull().default([]),
    fields: jsonb().$type<PaymentMethodField[]>().notNull().default([]),
    isEnabled: boolean().notNull().default(true),
    position: integer().notNull(),
  },
  (t) => [
    unique('payment_methods_method_direction').on(t.method, t.direction),
    check('payment_methods_direction', sql`${t.direction} in ('deposit', 'withdrawal')`),
    check(
      'payment_methods_processing_type',
      sql`${t.processingType} in ('form', 'iframe', 'qr', 'message', 'asyncRedirect')`,
    ),
  ],
);

/**
 * A deposit (type 1) or withdrawal (type 2): status 1 pending, 2 success, 3 failed. Money moves
 * only through the ledger transfers it names; `providerReference` is the PSP's id of the payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: bigserial({ mode: 'number' }).notNull().unique('invoices_number'),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    type: integer().notNull(),
    status: integer().notNull().default(1),
    methodId: text()
      .notNull()
      .references(() => paymentMethods.id),
    provider: text().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    amount: bigint({ mode: 'number' }).notNull(),
    country: text(),
    fields: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** What the player may see again: qr, address, tag, network, reference, instructions. */
    publicData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    providerReference: text().unique('invoices_provider_reference'),
    /** The pending hold of a withdrawal, or the posted transfer of a deposit. */
    transferId: uuid().references(() => ledgerTransfers.id),
    /** Withdrawals: 'auto' pays after `approveAfter`; 'review' waits for an operator. */
    review: text().$type<'auto' | 'review'>(),
    approveAfter: timestamp({ withTimezone: true }),
    bonusId: text(),
    isBonusDecline: boolean().notNull().default(false),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_player_created').on(t.playerId, t.createdAt),
    index('invoices_pending_withdrawals')
      .on(t.approveAfter)
      .where(sql`${t.type} = 2 and ${t.status} = 1`),
    check('invoices_type', sql`${t.type} in (1, 2)`),
    check('invoices_status', sql`${t.status} in (1, 2, 3)`),
    check('invoices_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every provider webhook accepted once: a replay of the same event id changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    invoiceId: uuid().references(() => invoices.id),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A game studio shown in the lobby. `integration` names the seamless-wallet API client that hosts
 * its games (`demo` is the built-in provider at /provider/demo); its secret is an app secret.
 */
export const gameProviders = pgTable('game_providers', {
  id: text().primaryKey(),
  name: text().notNull(),
  integration: text().notNull(),
  description: jsonb().$type<Localized>().notNull().default({}),
  /** Art of the logo: colours and a mark, rendered as SVG by the games module. */
  theme: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  position: integer().notNull(),
  isEnabled: boolean().notNull().default(true),
});

/** A collection (category) of the lobby: Popular, New, Slots, Table games… */
export const gameCollections = pgTable('game_collections', {
  id: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  position: integer().notNull(),
  isEnabled: boolean().notNull().default(true),
});

export type GameVolatility = 'low' | 'medium' | 'high';

/**
 * A game of the catalogue. `kind` is the provider's engine (slot, roulette, crash); `config` its
 * parameters (paytable variant, reel theme); `theme` the art of its tiles. RTP in basis points.
 */
export const games = pgTable(
  'games',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    providerId: text()
      .notNull()
      .references(() => gameProviders.id),
    kind: text().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    theme: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    description: jsonb().$type<Localized>().notNull().default({}),
    rtpBasisPoints: integer().notNull(),
    volatility: text().$type<GameVolatility>().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    devices: jsonb().$type<('desktop' | 'mobile')[]>().notNull().default(['desktop', 'mobile']),
    restrictedCountries: jsonb().$type<string[]>().notNull().default([]),
    hasDemo: boolean().notNull().default(true),
    isEnabled: boolean().notNull().default(true),
    /** Lobby order of "popular": lower first. */
    popularity: integer().notNull().default(1000),
    releasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_provider').on(t.providerId),
    check('games_volatility', sql`${t.volatility} in ('low', 'medium', 'high')`),
    check('games_rtp', sql`${t.rtpBasisPoints} between 1 and 10000`),
  ],
);

export const gameCollectionGames = pgTable(
  'game_collection_games',
  {
    collectionId: text()
      .notNull()
      .references(() => gameCollections.id),
    gameId: text()
      .notNull()
      .references(() => games.id),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.gameId] }),
    index('game_collection_games_game').on(t.gameId),
  ],
);

/**
 * One row whose version triggers raise whenever a catalogue table (providers, collections, games,
 * collection members) changes (migration 0008): each process keeps its catalogue snapshot until
 * the version moves (modules/games/catalogue.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    gameId: text()
      .notNull()
      .references(() => games.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * A real-money game session: opened by `POST /api/game/games/{id}/play`, its id is the token the
 * provider sends back on every wallet call. Closed when the player opens another real session;
 * bets on a closed session are refused, wins and rollbacks still accepted.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    gameId: text()
      .notNull()
      .references(() => games.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    integration: text().notNull(),
    device: text().notNull(),
    country: text(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('game_sessions_player_created').on(t.playerId, t.createdAt),
    check('game_sessions_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * A round of a game as the provider reported it: stake and win totals, and the bet status of
 * `game.bet.status` (1 unsettled, 2 won, 3 lost, 4 refunded).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    integration: text().notNull(),
    providerRoundId: text().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => gameSessions.id),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    gameId: text()
      .notNull()
      .references(() => games.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    stakeAmount: bigint({ mode: 'number' }).notNull().default(0),
    winAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** The part of the stake taken from the bonus balance, and the bonus it came from. */
    bonusStakeAmount: bigint({ mode: 'number' }).notNull().default(0),
    playerBonusId: uuid(),
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('game_rounds_open_bonus')
      .on(t.playerBonusId)
      .where(sql`${t.status} = 1 and ${t.playerBonusId} is not null`),
    unique('game_rounds_provider_round').on(t.integration, t.providerRoundId),
    index('game_rounds_player_created').on(t.playerId, t.createdAt),
    index('game_rounds_won_created').on(t.createdAt).where(sql`${t.status} = 2`),
    check('game_rounds_status', sql`${t.status} in (1, 2, 3, 4)`),
    check('game_rounds_amounts', sql`${t.stakeAmount} >= 0 and ${t.winAmount} >= 0`),
  ],
);

export type ProviderTransactionType = 'bet' | 'win' | 'rollback';

/**
 * Every provider wallet call, accepted or refused: the idempotency record of accepted ones (same
 * id with the same `requestHash` answers `response` again) and the round log of what happened.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    integration: text().notNull(),
    transactionId: text().notNull(),
    type: text().$type<ProviderTransactionType>().notNull(),
    providerRoundId: text().notNull(),
    roundId: uuid().references(() => gameRounds.id),
    sessionId: uuid(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    requestHash: text().notNull(),
    /** accepted, or refused with `errorCode`. */
    outcome: text().$type<'accepted' | 'refused'>().notNull(),
    errorCode: integer(),
    ledgerTransferId: uuid().references(() => ledgerTransfers.id),
    response: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_accepted')
      .on(t.integration, t.transactionId)
      .where(sql`${t.outcome} = 'accepted'`),
    index('provider_transactions_round').on(t.integration, t.providerRoundId),
    check('provider_transactions_type', sql`${t.type} in ('bet', 'win', 'rollback')`),
    check('provider_transactions_outcome', sql`${t.outcome} in ('accepted', 'refused')`),
  ],
);

/**
 * The demo provider's own state (modules/demo-provider, which reaches the platform only through
 * the provider API). A seed pair per player (or demo visitor): the server seed is secret until
 * rotated, its SHA-256 shown before play; each round uses the next nonce.
 */
export const demoProviderSeeds = pgTable(
  'demo_provider_seeds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `player:<uuid>` for real play, `demo:<random>` for a demo visitor. */
    subject: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: the server seed may then be shown. */
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('demo_provider_seeds_current').on(t.subject).where(sql`${t.revealedAt} is null`),
  ],
);

/** A round the demo provider played: what the engine drew, and the wallet calls it made. */
export const demoProviderRounds = pgTable(
  'demo_provider_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    seedId: uuid()
      .notNull()
      .references(() => demoProviderSeeds.id),
    nonce: integer().notNull(),
    gameId: text().notNull(),
    kind: text().notNull(),
    mode: text().$type<'real' | 'demo'>().notNull(),
    /** The platform's game session (real play). */
    sessionToken: uuid(),
    currency: text().notNull(),
    stakeAmount: bigint({ mode: 'number' }).notNull(),
    winAmount: bigint({ mode: 'number' }).notNull(),
    /** The platform's free spins this round played (its stake was free). */
    freespinId: uuid(),
    /** The player's choices (bets, lines, cash-out target) and the drawn outcome. */
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    outcome: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending: bet sent, answer unknown (repaired by a rollback); staked: bet taken, win not yet
     * confirmed (repaired by resending the win); then settled or rolled-back. */
    status: text().$type<'pending' | 'staked' | 'settled' | 'rolled-back'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('demo_provider_rounds_seed_nonce').on(t.seedId, t.nonce),
    index('demo_provider_rounds_status').on(t.status, t.createdAt),
  ],
);

export interface BonusTriggerConditions {
  invoiceAmountItems: { currency: string; amountFrom: number; amountTo: number | null }[];
  baseCurrencyInvoiceAmountFrom: number | null;
  baseCurrencyInvoiceAmountTo: number | null;
}

/**
 * Free spins a definition gives: `count` spins of `betAmount` (per currency) on `gameId`, in
 * `batches` equal parts credited a day apart (1: all at once), each batch playable for
 * `expiryDays`; what they win becomes a bonus wagered `wagerMultiplier` times within
 * `winningsExpiryDays`. A type 3 definition is only this; a type 1 or 2 one gives it besides.
 */
export interface BonusFreespins {
  gameId: string;
  count: number;
  batches: number;
  betAmount: Record<string, number>;
  expiryDays: number;
  wagerMultiplier: number;
  winningsExpiryDays: number;
}

export interface BonusAssignConditions {
  amountItems: { currency: string; amount: number }[];
  baseCurrencyAmount: number | null;
  maxAmountItems: { currency: string; amount: number }[];
  baseCurrencyMaxAmount: number | null;
  depositPercentage: number | null;
  presets: { quantity: number }[];
}

/**
 * A bonus the casino offers (docs/decisions/011-bonuses.md): what triggers it (a deposit in a
 * range, registration, a code), what it gives (type 1 a cash amount, 2 a percentage of the
 * deposit, 3 free spins), and its terms: wagering multiplier, days to expiry, max bet per
 * currency, contribution of game kinds (percent; 100 when absent) and games it may not be played on.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: text().primaryKey(),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    type: integer().notNull(),
    trigger: text().$type<'deposit' | 'registration' | 'code'>().notNull(),
    triggerConditions: jsonb().$type<BonusTriggerConditions>().notNull(),
    assignConditions: jsonb().$type<BonusAssignConditions>().notNull(),
    wagerMultiplier: integer().notNull(),
    expiryDays: integer().notNull(),
    maxBet: jsonb().$type<Record<string, number>>().notNull().default({}),
    contributions: jsonb().$type<Record<string, number>>().notNull().default({}),
    restrictedGameIds: jsonb().$type<string[]>().notNull().default([]),
    /** Free spins it gives (type 3: only them; types 1 and 2: besides the money). */
    freespins: jsonb().$type<BonusFreespins>(),
    /** Per currency, the smallest bet of its games: bonus money below it is lost (default 1). */
    lostBelow: jsonb().$type<Record<string, number>>().notNull().default({}),
    packageId: text(),
    packageName: jsonb().$type<Localized>(),
    /** A package step: offered only with the player's Nth successful deposit (null: any). */
    depositNumber: integer(),
    /** How many times one player may get it (null: no limit). */
    maxPerPlayer: integer(),
    position: integer().notNull().default(0),
    isEnabled: boolean().notNull().default(true),
  },
  (t) => [
    check('bonuses_type', sql`${t.type} in (1, 2, 3)`),
    check('bonuses_trigger', sql`${t.trigger} in ('deposit', 'registration', 'code')`),
    check('bonuses_terms', sql`${t.wagerMultiplier} >= 0 and ${t.expiryDays} > 0`),
    check('bonuses_freespins', sql`${t.type} <> 3 or ${t.freespins} is not null`),
  ],
);

/**
 * A bonus given to a player, in the currency of one of their wallet accounts. Issued (1) it holds
 * no money; active (2, one per account) its money is on the player's bonus ledger account; it
 * finishes (3) played (converted to cash), canceled, expired or lost. Its terms are copied from
 * the definition when it is issued, so later edits never change a bonus a player holds.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    bonusId: text()
      .notNull()
      .references(() => bonuses.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    amount: bigint({ mode: 'number' }).notNull(),
    status: integer().notNull().default(1),
    result: integer().notNull().default(1),
    wagerMultiplier: integer().notNull(),
    wagerRequired: bigint({ mode: 'number' }).notNull(),
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    maxBetAmount: bigint({ mode: 'number' }),
    contributions: jsonb().$type<Record<string, number>>().notNull().default({}),
    restrictedGameIds: jsonb().$type<string[]>().notNull().default([]),
    invoiceId: uuid().references(() => invoices.id),
    issueSessionId: uuid(),
    /** The free spins whose winnings this bonus is (null for any other bonus). */
    playerFreespinId: uuid(),
    /** Bonus money below this (the games' smallest bet) can no longer be played: it is lost. */
    lostBelow: bigint({ mode: 'number' }).notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_bonuses_freespin').on(t.playerFreespinId),
    uniqueIndex('player_bonuses_one_active').on(t.accountId).where(sql`${t.status} = 2`),
    uniqueIndex('player_bonuses_invoice').on(t.invoiceId),
    index('player_bonuses_player_created').on(t.playerId, t.createdAt),
    index('player_bonuses_expiring').on(t.expiresAt).where(sql`${t.status} in (1, 2)`),
    check('player_bonuses_status', sql`${t.status} in (1, 2, 3)`),
    check('player_bonuses_result', sql`${t.result} in (1, 2, 3, 4, 5)`),
    check(
      'player_bonuses_amounts',
      sql`${t.amount} > 0 and ${t.wagerRequired} >= 0 and ${t.wagered} >= 0`,
    ),
  ],
);

/** A code that gives a bonus: trigger 1 at sign-up (at once), 3 with the next fitting deposit. */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    /** Upper case; players may type it in any case. */
    code: text().primaryKey(),
    bonusId: text()
      .notNull()
      .references(() => bonuses.id),
    trigger: integer().notNull(),
    /** How many players may use it (null: no limit), and how many did. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    isEnabled: boolean().notNull().default(true),
  },
  (t) => [
    check('bonus_codes_trigger', sql`${t.trigger} in (1, 3)`),
    check('bonus_codes_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'bonus_codes_uses',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** A player's entry of a code: pending (1, a deposit code waiting) or used (2, bonus issued). */
export const playerBonusCodes = pgTable(
  'player_bonus_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    code: text()
      .notNull()
      .references(() => bonusCodes.code),
    trigger: integer().notNull(),
    status: integer().notNull().default(1),
    playerBonusId: uuid().references(() => playerBonuses.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('player_bonus_codes_once').on(t.playerId, t.code),
    index('player_bonus_codes_pending').on(t.playerId).where(sql`${t.status} = 1`),
    check('player_bonus_codes_status', sql`${t.status} in (1, 2)`),
  ],
);

/**
 * A cashback programme: `percent` of each player's net real-money loss over every closed period,
 * from `minLoss` lost, at most `maxAmount`, per currency; paid as cash (ledger `cashback`) or as a
 * bonus of `bonusId`'s terms.
 */
export const cashbackPrograms = pgTable(
  'cashback_programs',
  {
    id: text().primaryKey(),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull().default({}),
    period: text().$type<'daily' | 'weekly'>().notNull(),
    percent: integer().notNull(),
    paidAs: text().$type<'cash' | 'bonus'>().notNull(),
    bonusId: text().references(() => bonuses.id),
    minLoss: jsonb().$type<Record<string, number>>().notNull(),
    maxAmount: jsonb().$type<Record<string, number>>().notNull(),
    isEnabled: boolean().notNull().default(true),
  },
  (t) => [
    check('cashback_programs_period', sql`${t.period} in ('daily', 'weekly')`),
    check('cashback_programs_percent', sql`${t.percent} between 1 and 100`),
    check(
      'cashback_programs_paid_as',
      sql`(${t.paidAs} = 'cash' and ${t.bonusId} is null) or (${t.paidAs} = 'bonus' and ${t.bonusId} is not null)`,
    ),
  ],
);

/** One programme's payout to a player for one period and currency: at most one (the key). */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: text()
      .notNull()
      .references(() => cashbackPrograms.id),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    periodFrom: timestamp({ withTimezone: true }).notNull(),
    periodTo: timestamp({ withTimezone: true }).notNull(),
    netLoss: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    playerBonusId: uuid().references(() => playerBonuses.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cashback_payouts_once').on(t.programId, t.accountId, t.periodFrom),
    index('cashback_payouts_player').on(t.playerId, t.createdAt),
    check('cashback_payouts_amounts', sql`${t.netLoss} > 0 and ${t.amount} > 0`),
  ],
);

/**
 * Free spins given to a player (docs/decisions/011-bonuses.md, "Free spins"): `count` spins of
 * `betAmount` on one game. Issued (1) they wait for the player; active (2) the game's provider
 * plays them through the provider API (a bet of 0 naming them, then the win); they finish (3)
 * played once every spin's round settled (the winnings, if any, become a bonus), canceled or
 * expired. A batch credited later is hidden until `availableFrom`.
 */
export const playerFreespins = pgTable(
  'player_freespins',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    bonusId: text()
      .notNull()
      .references(() => bonuses.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    gameId: text()
      .notNull()
      .references(() => games.id),
    count: integer().notNull(),
    /** Which batch of its grant this is (1 for the first or only one). */
    batch: integer().notNull().default(1),
    played: integer().notNull().default(0),
    betAmount: bigint({ mode: 'number' }).notNull(),
    winAmount: bigint({ mode: 'number' }).notNull().default(0),
    wagerMultiplier: integer().notNull(),
    winningsExpiryDays: integer().notNull(),
    status: integer().notNull().default(1),
    result: integer().notNull().default(1),
    /** The bonus the winnings became. */
    playerBonusId: uuid().references(() => playerBonuses.id),
    invoiceId: uuid().references(() => invoices.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    availableFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was first published to the player (a later batch: once it became available). */
    publishedAt: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('player_freespins_player_created').on(t.playerId, t.createdAt),
    index('player_freespins_due').on(t.expiresAt).where(sql`${t.status} in (1, 2)`),
    index('player_freespins_unpublished').on(t.availableFrom).where(sql`${t.publishedAt} is null`),
    check('player_freespins_status', sql`${t.status} in (1, 2, 3)`),
    check('player_freespins_result', sql`${t.result} in (1, 2, 3, 4)`),
    check(
      'player_freespins_counts',
      sql`${t.count} > 0 and ${t.played} between 0 and ${t.count} and ${t.betAmount} > 0 and ${t.winAmount} >= 0`,
    ),
  ],
);

/**
 * A round a provider played with a free spin: no stake, its win added to the free spins'
 * winnings. Status as a game round's: 1 open, 2 won, 3 lost, 4 refunded (its spin given back).
 * A rollback of a spin that never arrived leaves a refunded round, so the spin cannot come late.
 */
export const freespinRounds = pgTable(
  'freespin_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    integration: text().notNull(),
    providerRoundId: text().notNull(),
    playerFreespinId: uuid()
      .notNull()
      .references(() => playerFreespins.id),
    sessionId: uuid()
      .notNull()
      .references(() => gameSessions.id),
    /** The provider's transaction id of the spin's bet (null for a tombstone). */
    betTransactionId: text(),
    winAmount: bigint({ mode: 'number' }).notNull().default(0),
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('freespin_rounds_provider_round').on(t.integration, t.providerRoundId),
    index('freespin_rounds_open').on(t.playerFreespinId).where(sql`${t.status} = 1`),
    check('freespin_rounds_status', sql`${t.status} in (1, 2, 3, 4)`),
    check('freespin_rounds_win', sql`${t.winAmount} >= 0`),
  ],
);

/**
 * A responsible-gaming limit (contract `limitSchema`): 1 bet, 2 loss, 3 deposit over a calendar
 * period in `currency`, or 4 self-exclusion / 5 cooling-off until `endsAt` (null: permanent).
 * Bet and loss limits keep their running counter here (`usedAmount` since `usedFrom`, moved by
 * the `game_rounds` trigger of migration 0015 inside each bet's statement); deposits are summed
 * from invoices. An increase or removal waits in `pending*` until `pendingFrom` and a
 * confirmation. A removed limit keeps its row with `removedAt`.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    definition: integer().notNull(),
    period: text().notNull(),
    amount: bigint({ mode: 'number' }),
    currency: text().references(() => currencies.code),
    usedAmount: bigint({ mode: 'number' }).notNull().default(0),
    usedFrom: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    pendingAmount: bigint({ mode: 'number' }),
    pendingPeriod: text(),
    isPendingRemoval: boolean().notNull().default(false),
    pendingFrom: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('player_limits_player').on(t.playerId).where(sql`${t.removedAt} is null`),
    uniqueIndex('player_limits_one_per_period')
      .on(t.playerId, t.definition, t.period)
      .where(sql`${t.removedAt} is null and ${t.definition} in (1, 2, 3)`),
    check('player_limits_definition', sql`${t.definition} in (1, 2, 3, 4, 5)`),
    check(
      'player_limits_cash',
      sql`(${t.definition} in (1, 2, 3)) = (${t.amount} is not null and ${t.currency} is not null)`,
    ),
    check('player_limits_amount', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/**
 * An identity document a player uploaded (contract `documentSchema`). The file lives under
 * `DATA_DIR/documents/` by `storageKey` (random, never the player's file name) and is served only
 * to its owner. Status 1 pending, 2 approved, 3 declined (with `declineReason`).
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    type: text().notNull(),
    status: integer().notNull().default(1),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull().unique('player_documents_storage_key'),
    declineReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('player_documents_player').on(t.playerId, t.createdAt),
    check('player_documents_status', sql`${t.status} in (1, 2, 3)`),
    check('player_documents_size', sql`${t.size} > 0`),
  ],
);

/**
 * Messages to a player (the messenger of spec section 7): what happened to their account, kept
 * until they delete it. The kind and its parameters are stored, not text: a message reads in the
 * language the player has when they open it. `sourceKey` names the event a message is about, so
 * an event handled twice writes one message.
 */
export const messengerMessages = pgTable(
  'messenger_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    kind: text().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    sourceKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('messenger_messages_source').on(t.playerId, t.sourceKey),
    index('messenger_messages_player')
      .on(t.playerId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A player's identity check at the external provider (Sumsub): its applicant and the newest
 * review, as its webhooks report them. Status as documents: 1 pending, 2 approved, 3 declined.
 * `eventAt` is the newest webhook applied; an older one arriving late changes nothing.
 */
export const playerKycReviews = pgTable(
  'player_kyc_reviews',
  {
    playerId: uuid()
      .primaryKey()
      .references(() => players.id),
    provider: text().notNull(),
    applicantId: text().notNull(),
    status: integer().notNull(),
    rejectType: text(),
    comment: text(),
    eventAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('player_kyc_reviews_status', sql`${t.status} in (1, 2, 3)`)],
);

/**
 * Loyalty levels (spec section 3, Loyalty account): a level is reached at `points`; `order`
 * ranks them. Reaching a level gives its reward bonus once (free spins through the bonuses
 * module), when it has one.
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    order: integer().primaryKey(),
    name: jsonb().$type<Localized>().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    /** What the level gives, in words, per locale. */
    benefits: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    rewardBonusId: text().references(() => bonuses.id),
    /** Percentage points added to every cashback programme's rate for players at this level. */
    cashbackBonusPercent: integer().notNull().default(0),
  },
  (t) => [
    unique('loyalty_levels_points').on(t.points),
    check('loyalty_levels_cashback', sql`${t.cashbackBonusPercent} between 0 and 50`),
    check('loyalty_levels_points_positive', sql`${t.points} >= 0`),
  ],
);

/** Points for wagers, per currency: one point for every `minorPerPoint` minor units staked. */
export const loyaltyPointRates = pgTable(
  'loyalty_point_rates',
  {
    currency: text()
      .primaryKey()
      .references(() => currencies.code),
    minorPerPoint: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [check('loyalty_point_rates_positive', sql`${t.minorPerPoint} > 0`)],
);

/**
 * What each round earned: its real-money stake divided by its currency's rate, recomputed from
 * the round whenever one of its events arrives. The sum over a player's rounds is their points;
 * `loyalty_accounts` keeps that sum and the level reached.
 */
export const loyaltyRoundPoints = pgTable(
  'loyalty_round_points',
  {
    roundId: uuid()
      .primaryKey()
      .references(() => gameRounds.id),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    points: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('loyalty_round_points_player').on(t.playerId)],
);

export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id),
  points: bigint({ mode: 'number' }).notNull().default(0),
  /** The highest level reached (levels are never lost). */
  levelOrder: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type QuestTaskType = 'wager' | 'bets' | 'wins' | 'deposit' | 'games';

/**
 * A quest (spec section 3): tasks done one after the other within `durationHours` of activation,
 * for a reward (a bonus's free spins, and/or cash per currency paid through the ledger).
 */
export const quests = pgTable('quests', {
  id: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  description: jsonb().$type<Localized>().notNull(),
  durationHours: integer().notNull(),
  rewardBonusId: text().references(() => bonuses.id),
  /** Cash paid on completion, minor units per currency. */
  rewardAmounts: jsonb().$type<Record<string, number>>().notNull().default({}),
  position: integer().notNull().default(0),
  isEnabled: boolean().notNull().default(true),
  /** When players are offered it (either end open when null); a run started keeps its time. */
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

/**
 * A task of a quest, in `position` order. `count` is the goal of bets, wins and games tasks;
 * `amounts` (minor units per currency) the goal of wager and deposit tasks; `gameIds` the games
 * a games task counts.
 */
export const questTasks = pgTable(
  'quest_tasks',
  {
    id: text().primaryKey(),
    questId: text()
      .notNull()
      .references(() => quests.id),
    position: integer().notNull(),
    type: text().$type<QuestTaskType>().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    count: integer(),
    amounts: jsonb().$type<Record<string, number>>(),
    gameIds: text().array().notNull().default(sql`'{}'`),
  },
  (t) => [
    unique('quest_tasks_position').on(t.questId, t.position),
    check('quest_tasks_type', sql`${t.type} in ('wager', 'bets', 'wins', 'deposit', 'games')`),
  ],
);

/** A player's run of a quest in one currency: 2 active, 3 completed, 5 expired, 6 cancelled. */
export const playerQuests = pgTable(
  'player_quests',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    questId: text()
      .notNull()
      .references(() => quests.id),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    state: integer().notNull().default(2),
    activatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_quests_one_active').on(t.playerId, t.questId).where(sql`${t.state} = 2`),
    index('player_quests_player').on(t.playerId, t.state),
    check('player_quests_state', sql`${t.state} in (2, 3, 5, 6)`),
  ],
);

/** A task of a player's quest: its goal in the quest's currency and the progress so far. */
export const playerQuestTasks = pgTable(
  'player_quest_tasks',
  {
    playerQuestId: uuid()
      .notNull()
      .references(() => playerQuests.id),
    taskId: text()
      .notNull()
      .references(() => questTasks.id),
    position: integer().notNull(),
    quantity: bigint({ mode: 'number' }).notNull(),
    progress: bigint({ mode: 'number' }).notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.playerQuestId, t.taskId] })],
);

/**
 * What one round or deposit gave a task, recomputed from the round or invoice whenever one of its
 * events arrives: events counted twice or out of order leave the same progress.
 */
export const playerQuestContributions = pgTable(
  'player_quest_contributions',
  {
    playerQuestId: uuid().notNull(),
    taskId: text().notNull(),
    source: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerQuestId, t.taskId, t.source] }),
    index('player_quest_contributions_source').on(t.source),
  ],
);

/**
 * A tournament: rounds of its games in its currency between its start and end score for the
 * players who joined (sum of wins, best multiplier × 100, or sum of real-money stakes); prizes by
 * place are paid through the ledger once it ends (`finishedAt`).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: text().primaryKey(),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull(),
    gameIds: text().array().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    scoring: text().$type<'wins' | 'multiplier' | 'wager'>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    buyIn: bigint({ mode: 'number' }).notNull().default(0),
    prizes: jsonb().$type<number[]>().notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Called off by an operator before its start: buy-ins refunded, hidden from players. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
  },
  (t) => [
    check('tournaments_scoring', sql`${t.scoring} in ('wins', 'multiplier', 'wager')`),
    check('tournaments_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_buy_in', sql`${t.buyIn} >= 0`),
  ],
);

/** A player in a tournament: the score so far, when it was reached (ties), the prize won. */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    score: bigint({ mode: 'number' }).notNull().default(0),
    scoredAt: timestamp({ withTimezone: true }),
    place: integer(),
    prize: bigint({ mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_players_board').on(t.tournamentId, t.score),
  ],
);

/** What each round scored in a tournament, recomputed from the round on each of its events. */
export const tournamentRoundScores = pgTable(
  'tournament_round_scores',
  {
    tournamentId: text().notNull(),
    roundId: uuid().notNull(),
    playerId: uuid().notNull(),
    score: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.roundId] }),
    index('tournament_round_scores_player').on(t.tournamentId, t.playerId),
  ],
);

/**
 * A back-office operator (issue 16): not a player, never signs in where players do. The password
 * is argon2id like a player's; the TOTP secret (base32, sealed with AES-256-GCM as `v1:…`:
 * modules/backoffice/totp-secrets.ts) is the mandatory second factor, and
 * `totpLastStep` the newest 30-second step a code was accepted for, so a code is never replayed.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<'support' | 'payments' | 'risk' | 'marketing' | 'admin'>().notNull(),
    passwordHash: text().notNull(),
    totpSecret: text().notNull(),
    totpLastStep: bigint({ mode: 'number' }).notNull().default(0),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email').on(sql`lower(${t.email})`),
    check(
      'operators_role',
      sql`${t.role} in ('support', 'payments', 'risk', 'marketing', 'admin')`,
    ),
  ],
);

/**
 * An operator's signed-in browser. The token is random and stored as its SHA-256 only; it ends
 * after the idle time without a call (`lastSeenAt`) or at `expiresAt`, whichever comes first.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    tokenHash: text().notNull().unique('operator_sessions_token_hash'),
    ip: text().notNull(),
    userAgent: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Every operator action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and
 * hash-chained: `hash` = SHA-256 of `prevHash` and the row's canonical content, ids without gaps
 * (docs/decisions/ on the audit chain).
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    operatorId: uuid(),
    operatorEmail: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    index('operator_audit_log_operator').on(t.operatorId, t.id),
    index('operator_audit_log_target').on(t.targetType, t.targetId, t.id),
    index('operator_audit_log_action').on(t.action, t.id),
  ],
);

/**
 * A manual balance adjustment an operator asks for, with its reason. Up to the approval threshold
 * it is applied at once (`decidedBy` null); above it, it waits (`pending`) for a second operator
 * (`decidedBy`, never the requester), who applies or rejects it. Applied, `transferId` names its one ledger transfer (idempotency key
 * `adjustment:<id>`).
 */
export const operatorAdjustments = pgTable(
  'operator_adjustments',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    accountId: uuid()
      .notNull()
      .references(() => walletAccounts.id),
    currency: text().notNull(),
    /** Signed minor units: positive credits the player, negative debits them. */
    amount: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    status: text().$type<'pending' | 'applied' | 'rejected'>().notNull(),
    requestedBy: uuid()
      .notNull()
      .references(() => operators.id),
    decidedBy: uuid().references(() => operators.id),
    transferId: uuid().references(() => ledgerTransfers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('operator_adjustments_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('operator_adjustments_amount', sql`${t.amount} <> 0`),
    check('operator_adjustments_status', sql`${t.status} in ('pending', 'applied', 'rejected')`),
    check(
      'operator_adjustments_second_operator',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);
