import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';
import { csvOf } from './payment.ts';

/**
 * Bonuses (spec sections 3, 4 and 7). Every amount is an integer in the minor units of its
 * currency. A player bonus is `issued` (1, waiting to be activated), `active` (2, its money on the
 * player's bonus balance, one per currency) or `finished` (3) with a result: 2 played (wagered and
 * converted to cash), 3 canceled, 4 expired, 5 lost (the bonus balance ran out).
 */
export const PLAYER_BONUS_STATUSES = { issued: 1, active: 2, finished: 3 } as const;
export const PLAYER_BONUS_RESULTS = {
  none: 1,
  played: 2,
  canceled: 3,
  expired: 4,
  lost: 5,
} as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[keyof typeof PLAYER_BONUS_STATUSES];
export type PlayerBonusResult = (typeof PLAYER_BONUS_RESULTS)[keyof typeof PLAYER_BONUS_RESULTS];

/** Deposit bonus types: 1 a cash amount, 2 a percentage of the deposit, 3 free spins. */
export const BONUS_TYPES = { cashAmount: 1, depositPercentage: 2, freeSpins: 3 } as const;

const statusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const resultSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const playerBonusSchema = z.object({
  id: z.uuid(),
  status: statusSchema,
  result: resultSchema,
  currency: currencyCodeSchema,
  /** The bonus granted. */
  amount: minorAmountSchema,
  packageId: z.string().nullable(),
  issueSessionId: z.uuid().nullable(),
  /** The largest bet allowed while the bonus is active, in its currency (null: no limit). */
  maxBetAmount: minorAmountSchema.nullable(),
  /** The bonus definition it came from, and its name in the request's language. */
  bonusId: z.string(),
  name: z.string(),
  /** Bonus money left now (0 unless active). */
  balance: minorAmountSchema,
  /** Bets to place before the bonus becomes cash, and the part already counted. */
  wagerRequired: minorAmountSchema,
  wagered: minorAmountSchema,
  /** How many times the bonus is to be wagered. */
  wagerMultiplier: z.number().int().nonnegative(),
  /** Games whose bets count less than in full: category identity → percent (100 when absent). */
  contributions: z.record(z.string(), z.number().int().min(0).max(100)),
  /** Games that may not be played while the bonus is active. */
  restrictedGameIds: z.array(z.string()),
  createdAt: z.iso.datetime(),
  activatedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** `bonus:player-bonuses#{profileId}`: a player bonus after any change of status or progress. */
export const playerBonusEventSchema = playerBonusSchema;

export const playerBonusesQuerySchema = z.object({
  status: csvOf(z.coerce.number().pipe(statusSchema)).optional(),
  currency: currencyCodeSchema.optional(),
});

export const playerBonusIdParamsSchema = z.object({ id: z.uuid() });

export const playerBonusCancelBodySchema = z
  .object({
    /** The player accepts that bets still open on the bonus are lost (cancel-unsettled-bonus). */
    isUnsettledConfirmed: z.boolean().optional(),
  })
  .optional();

/**
 * Free spins (spec sections 3 and 4): `count` spins of `betAmount` each on one game of a provider
 * that plays them through the provider API (docs/provider-api.md, "Free spins"). Statuses as a
 * bonus's: 1 issued, 2 active (playable), 3 finished with a result: 2 played (every spin played;
 * the winnings, if any, became a bonus with its own wagering), 3 canceled, 4 expired.
 */
export const PLAYER_FREESPIN_RESULTS = { none: 1, played: 2, canceled: 3, expired: 4 } as const;

export const playerFreespinSchema = z.object({
  id: z.uuid(),
  /** Spins given. */
  count: z.number().int().positive(),
  currency: currencyCodeSchema,
  gameId: z.string(),
  status: statusSchema,
  result: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  packageId: z.string().nullable(),
  /** The definition it came from, and its name in the request's language. */
  bonusId: z.string(),
  name: z.string(),
  /** The game's name, to show on the card. */
  gameName: z.string(),
  /** Spins played so far, and what they won (held by the house until the spins finish). */
  played: z.number().int().nonnegative(),
  winAmount: minorAmountSchema,
  /** The stake each spin is played with. */
  betAmount: minorAmountSchema,
  /** How many times the winnings are to be wagered once they become a bonus. */
  wagerMultiplier: z.number().int().nonnegative(),
  /** The bonus the winnings became (null until the spins finish with a win). */
  playerBonusId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  activatedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type PlayerFreespin = z.infer<typeof playerFreespinSchema>;

/** `bonus:player-freespins#{profileId}`: free spins after any change of status or count. */
export const playerFreespinEventSchema = playerFreespinSchema;

export const playerFreespinsQuerySchema = playerBonusesQuerySchema;

const amountItemSchema = z.object({ currency: currencyCodeSchema, amount: minorAmountSchema });

export const depositBonusSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  triggerConditions: z.object({
    invoiceAmountItems: z.array(
      z.object({
        currency: currencyCodeSchema,
        amountFrom: minorAmountSchema,
        amountTo: minorAmountSchema.nullable(),
      }),
    ),
    baseCurrencyInvoiceAmountFrom: minorAmountSchema.nullable(),
    baseCurrencyInvoiceAmountTo: minorAmountSchema.nullable(),
  }),
  assignConditions: z.object({
    amountItems: z.array(amountItemSchema),
    baseCurrencyAmount: minorAmountSchema.nullable(),
    maxAmountItems: z.array(amountItemSchema),
    baseCurrencyMaxAmount: minorAmountSchema.nullable(),
    depositPercentage: z.number().int().nonnegative().nullable(),
    presets: z.array(z.object({ quantity: z.number().int().positive() })),
  }),
  wagerMultiplier: z.number().int().nonnegative(),
  expiryDays: z.number().int().positive(),
  /** What a deposit of the asked amount would get (null when the amount is outside the range). */
  expectedAmount: minorAmountSchema.nullable(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

export const depositBonusesQuerySchema = z.object({
  currency: currencyCodeSchema,
  /** The deposit amount in minor units; without it every bonus of the currency is listed. */
  amount: z.coerce.number().int().positive().optional(),
});

const codeTriggerSchema = z.union([z.literal(1), z.literal(3)]);

export const bonusCodeSchema = z.object({
  /** The bonus it gives (null for an incorrect code). */
  id: z.string().nullable(),
  bonusCode: z.string(),
  trigger: codeTriggerSchema,
  /** The player's entry of the code (null when nothing was stored: statuses 3 and 4). */
  playerBonusCodeId: z.uuid().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

/** `bonus:player-bonus-codes#{profileId}`: a code after it was entered, used or removed. */
export const bonusCodeEventSchema = bonusCodeSchema;

export const bonusCodesQuerySchema = z.object({
  trigger: z.coerce.number().pipe(codeTriggerSchema).optional(),
});

export const bonusCodeBodySchema = z.object({
  bonusCode: z.string().trim().min(1).max(64),
  trigger: codeTriggerSchema,
});

export const bonusCodeDeleteBodySchema = z.object({ playerBonusCodeId: z.uuid() });

/**
 * Cashback (spec section 3: a list per currency). A programme gives back `percent` of the
 * player's net real-money loss (cash staked less cash won) over each closed period (daily: a UTC
 * day; weekly: Monday to Sunday, UTC), at least `minLoss` lost, at most `maxAmount`, as cash or
 * as a bonus with wagering.
 */
export const cashbackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(['daily', 'weekly']),
  percent: z.number().int().min(1).max(100),
  paidAs: z.enum(['cash', 'bonus']),
  currency: currencyCodeSchema,
  minLoss: minorAmountSchema,
  maxAmount: minorAmountSchema,
  /** The period running now: its net loss so far and the cashback it would give. */
  current: z.object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    netLoss: minorAmountSchema,
    expectedAmount: minorAmountSchema,
  }),
  /** The latest payout to the player (null before the first). */
  lastPayout: z
    .object({
      from: z.iso.datetime(),
      to: z.iso.datetime(),
      netLoss: minorAmountSchema,
      amount: minorAmountSchema,
      paidAt: z.iso.datetime(),
    })
    .nullable(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

export const cashbackQuerySchema = z.object({ currency: currencyCodeSchema });

export const bonusStatusQuerySchema = z
  .object({
    bonusIds: csvOf(z.string().min(1).max(64)).pipe(z.array(z.string()).min(1).max(50)).optional(),
    /** Ours: every step of a package, in order, instead of `bonusIds`. */
    packageId: z.string().min(1).max(64).optional(),
    currency: currencyCodeSchema,
  })
  .refine((query) => query.bonusIds !== undefined || query.packageId !== undefined, {
    path: ['bonusIds'],
    message: 'bonusIds or packageId',
  });

/** Whether the player may still get each asked bonus in the currency (a claimed step: false). */
export const bonusStatusSchema = z.object({
  bonusId: z.string(),
  isAvailable: z.boolean(),
  /** Times the player has had it. */
  taken: z.number().int().nonnegative(),
});
