import { z } from 'zod';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './backoffice-permissions.ts';
import { DOCUMENT_STATUSES } from './document-rules.ts';
import { documentSchema } from './documents.ts';
import { limitSchema } from './limits.ts';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';
import { paginationQuerySchema } from './pagination.ts';
import { sessionSchema } from './player.ts';
import { accountSchema } from './wallet.ts';

export * from './backoffice-permissions.ts';

/**
 * The back office's API (issue 16): operators, not players, call it with an operator token.
 * Every route names the permission it needs (routes.ts); a role without it is refused 403
 * `permissionDenied`, and the refusal is in the audit log.
 */

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
const permissionSchema = z.enum(
  Object.keys(OPERATOR_PERMISSIONS) as [keyof typeof OPERATOR_PERMISSIONS],
);

/** Password and the authenticator app's current code: both factors in one step. */
export const operatorSignInBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/),
});

export const operatorSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  permissions: z.array(permissionSchema),
});
export type Operator = z.infer<typeof operatorSchema>;

/**
 * An operator token: sent as `Authorization: Bearer`, never a cookie. It ends after
 * `idleMinutes` without a call, and at `expiresAt` whatever happens.
 */
export const operatorSessionSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  idleMinutes: z.number().int(),
  operator: operatorSchema,
});

export const backofficePlayersQuerySchema = paginationQuerySchema.extend({
  /** An e-mail, phone (+…), player id or nickname; a part of an e-mail or nickname matches too. */
  query: z.string().trim().min(1).max(254),
});

export const backofficePlayerSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  /** 1 active, 2 limited, 3 blocked, 4 self-excluded. */
  status: z.number().int(),
  createdAt: z.iso.datetime(),
});

export const backofficeLedgerEntrySchema = z.object({
  id: z.number().int(),
  transferId: z.uuid(),
  kind: z.string(),
  accountId: z.uuid(),
  currency: currencyCodeSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

export const backofficePlayerDetailSchema = z.object({
  profile: backofficePlayerSchema.extend({
    locale: z.string(),
    birthdate: z.string().nullable(),
    emailConfirmedAt: z.iso.datetime().nullable(),
    phoneConfirmedAt: z.iso.datetime().nullable(),
  }),
  accounts: z.array(accountSchema),
  /** The newest ledger entries of the player's accounts. */
  ledger: z.array(backofficeLedgerEntrySchema),
  /** Open sessions, newest first (`isCurrent` is always false here). */
  sessions: z.array(sessionSchema),
  /** Read-only: responsible-gaming limits are the player's to set. */
  limits: z.array(limitSchema),
});

export const backofficeIdParamsSchema = z.object({ id: z.uuid() });
export const backofficeReasonBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const backofficeWithdrawalSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  playerId: z.uuid(),
  /** Who asked, as an operator recognises them (a phone-only player has no e-mail). */
  playerEmail: z.string().nullable(),
  playerNickname: z.string().nullable(),
  amount: minorAmountSchema,
  currency: currencyCodeSchema,
  method: z.string(),
  /** `auto`: paid by the job after `approveAfter`; `review`: waits for an operator. */
  review: z.enum(['auto', 'review']).nullable(),
  approveAfter: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const backofficeWithdrawalsQuerySchema = paginationQuerySchema;

export const backofficeBulkReviewBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), invoiceIds: z.array(z.uuid()).min(1).max(100) }),
  z.object({
    action: z.literal('reject'),
    invoiceIds: z.array(z.uuid()).min(1).max(100),
    reason: backofficeReasonBodySchema.shape.reason,
  }),
]);

/** One outcome per invoice of a bulk review; a refused one carries the contract's error code. */
export const backofficeBulkReviewSchema = z.object({
  data: z.array(
    z.object({
      invoiceId: z.uuid(),
      isDone: z.boolean(),
      errorCode: z.number().int().nullable(),
    }),
  ),
});

/** The KYC queue: documents waiting for review by default, oldest first. */
export const backofficeDocumentsQuerySchema = paginationQuerySchema.extend({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(DOCUMENT_STATUSES.pending),
  playerId: z.uuid().optional(),
});

export const backofficeDocumentSchema = documentSchema.extend({
  playerId: z.uuid(),
  playerEmail: z.string().nullable(),
});

/** Approve, or decline with the reason the player reads in their messages. */
export const backofficeDocumentReviewBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('decline'), reason: backofficeReasonBodySchema.shape.reason }),
]);

/** Invoices of every status, newest first; every filter optional, days in UTC. */
export const backofficeInvoicesQuerySchema = paginationQuerySchema.extend({
  playerId: z.uuid().optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** An invoice as support looks it up: type 1 deposit, 2 withdrawal; status 1 pending, 2 paid, 3 failed. */
export const backofficeInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  playerId: z.uuid(),
  playerEmail: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  method: z.string(),
  provider: z.string(),
  amount: minorAmountSchema,
  currency: currencyCodeSchema,
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** A game of the catalogue as the console manages it. */
export const backofficeGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  providerId: z.string(),
  kind: z.string(),
  isEnabled: z.boolean(),
  /** Countries (ISO 3166-1 alpha-2) where the game is not offered. */
  restrictedCountries: z.array(z.string()),
  /** The lobby's "popular" order: lower first. */
  popularity: z.number().int(),
});

export const backofficeGameParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const backofficeGameUpdateBodySchema = z
  .object({
    isEnabled: z.boolean(),
    restrictedCountries: z
      .array(
        z
          .string()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/),
      )
      .max(250),
    popularity: z.number().int().min(0).max(1_000_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0);

/** A manual balance adjustment: signed minor units of the account's currency, with its reason. */
export const backofficeAdjustmentSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  accountId: z.uuid(),
  currency: currencyCodeSchema,
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'applied', 'rejected']),
  requestedBy: z.uuid(),
  decidedBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});

export const backofficeAdjustmentBodySchema = z.object({
  accountId: z.uuid(),
  /** Positive credits the player, negative debits them; never zero. */
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_00)
    .max(1_000_000_000_00)
    .refine((amount) => amount !== 0),
  reason: backofficeReasonBodySchema.shape.reason,
});

export const backofficeAdjustmentsQuerySchema = paginationQuerySchema;

/** An operator as the admin manages them. */
export const backofficeOperatorSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

/** The shortest operator password: operators hold more power than players. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export const backofficeOperatorBodySchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: operatorRoleSchema,
  password: z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(128),
});

/** The authenticator enrolment (an otpauth:// URI), shown once to the admin who made it. */
export const backofficeOperatorEnrolmentSchema = z.object({
  operator: backofficeOperatorSchema,
  enrolmentUri: z.string(),
});

/** A broadcast: the operator's title and text, as written, to a segment (all players if empty). */
export const backofficeBroadcastBodySchema = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(2000),
  segment: z
    .object({
      country: z.string().length(2).optional(),
      currency: currencyCodeSchema.optional(),
      /** Players at this loyalty level's order or higher. */
      minLevelOrder: z.number().int().min(1).max(100).optional(),
    })
    .default({}),
});

export const backofficeBroadcastSchema = z.object({ recipients: z.number().int() });

/** Days of the daily report, UTC, both ends included: 92 at most; the last 30 by default. */
export const backofficeDailyReportQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const countAndAmountSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * One day and currency of the report, in minor units: paid deposits and withdrawals; stakes and
 * wins of the day's rounds (refunded ones left out); GGR = stakes − wins; bonus cost = bonus money
 * turned into cash plus cashback paid; NGR = GGR − bonus cost; players who played.
 */
export const backofficeDailyRowSchema = z.object({
  day: z.iso.date(),
  currency: currencyCodeSchema,
  deposits: countAndAmountSchema,
  withdrawals: countAndAmountSchema,
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
  activePlayers: z.number().int(),
});

export const backofficeDailyReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(backofficeDailyRowSchema),
  /** Players who played each day, whatever the currency. */
  activePlayersByDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
});

/** A bonus definition as the console lists it (its name in English, else its first locale). */
export const backofficeBonusSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  trigger: z.enum(['deposit', 'registration', 'code']),
  wagerMultiplier: z.number().int(),
  expiryDays: z.number().int(),
  isEnabled: z.boolean(),
});

/** A bonus code as players type it, kept in upper case. */
const bonusCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/);

/** Trigger 1 gives the bonus at once (at sign-up or on the bonuses page), 3 with the next deposit. */
export const backofficeBonusCodeSchema = z.object({
  code: z.string(),
  bonusId: z.string(),
  trigger: z.union([z.literal(1), z.literal(3)]),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  isEnabled: z.boolean(),
});

export const backofficeBonusCodeBodySchema = z.object({
  code: bonusCodeTextSchema,
  bonusId: z.string().min(1).max(64),
  trigger: z.union([z.literal(1), z.literal(3)]),
  maxUses: z.number().int().positive().max(10_000_000).nullable().default(null),
  expiresAt: z.iso.datetime().nullable().default(null),
});

export const backofficeBonusCodeParamsSchema = z.object({ code: bonusCodeTextSchema });
export const backofficeBonusCodeUpdateBodySchema = z.object({ isEnabled: z.boolean() });

export const auditLogQuerySchema = paginationQuerySchema.extend({
  operatorId: z.uuid().optional(),
  action: z.string().max(64).optional(),
  targetType: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  operatorId: z.uuid().nullable(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  hash: z.string(),
});

export const auditVerificationSchema = z.object({
  isIntact: z.boolean(),
  checkedRows: z.number().int(),
  /**
   * The first row whose hash or link does not hold, and why; with an expected head, `truncated`
   * when the log ends before it and `head` when its row there has another hash.
   */
  firstBroken: z
    .object({
      id: z.number().int(),
      reason: z.enum(['hash', 'link', 'gap', 'truncated', 'head']),
    })
    .nullable(),
});

/** The head recorded outside the table (metrics, the `audit head` log line), both or neither. */
export const auditVerifyQuerySchema = z
  .object({
    expectId: z.coerce.number().int().positive().optional(),
    expectHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .refine((query) => (query.expectId === undefined) === (query.expectHash === undefined), {
    path: ['expectHash'],
    params: { rule: 'required' },
  });
