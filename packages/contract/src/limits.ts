import { z } from 'zod';
import { LIMIT_PERIODS as CASH_LIMIT_PERIODS } from './constants.ts';
import {
  COOLING_OFF_PERIODS,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_PERIODS,
} from './limit-periods.ts';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';

/**
 * Responsible-gaming limits (spec sections 3, 4, 7 and 9). Definitions 1 bet, 2 loss and 3 deposit
 * are amounts over a calendar period (daily, weekly, monthly in the player's time zone) in one
 * currency; 4 self-exclusion and 5 cooling-off are periods of the settings constants during which
 * the player cannot sign in, deposit or play. A decrease or a new limit applies at once; an
 * increase or a removal waits 24 hours and then the player's confirmation (`pending`).
 */
const definitionSchema = z.union([1, 2, 3, 4, 5].map((value) => z.literal(value))) as z.ZodType<
  1 | 2 | 3 | 4 | 5
>;
const cashPeriodSchema = z.enum(CASH_LIMIT_PERIODS);

export const limitSchema = z.object({
  id: z.uuid(),
  definition: definitionSchema,
  /** daily, weekly, monthly; for 4 and 5 the chosen period's id. */
  period: z.string(),
  /** The limit in minor units of `currency`; null for 4 and 5. */
  amount: minorAmountSchema.nullable(),
  /** What counts against it in the running period (stakes, net loss, deposits); null for 4 and 5. */
  currentAmount: z.number().int().nullable(),
  currency: currencyCodeSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** When the running period ends (1–3), or the exclusion ends (4, 5; null: permanent). */
  endsAt: z.iso.datetime().nullable(),
  /** An increase or removal waiting for its time and the player's confirmation. */
  pending: z
    .object({
      amount: minorAmountSchema.nullable(),
      period: cashPeriodSchema.nullable(),
      isRemoval: z.boolean(),
      /** From when the player may confirm it (24 hours after asking). */
      confirmableAt: z.iso.datetime(),
    })
    .nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

const amountSchema = z.number().int().positive().max(1_000_000_000_000);

export const limitCreateBodySchema = z
  .object({
    definition: definitionSchema,
    period: z.string().min(1).max(16),
    amount: amountSchema.optional(),
    /** The limit's currency; the active account's when left out. */
    currency: currencyCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const isCash = body.definition <= 3;
    const periods: readonly string[] = isCash
      ? CASH_LIMIT_PERIODS
      : body.definition === 4
        ? SELF_EXCLUSION_PERIODS
        : COOLING_OFF_PERIODS;
    if (!periods.includes(body.period)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'in' });
    }
    if (isCash && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required' });
    }
    if (!isCash && body.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'in' });
    }
  });
export type LimitCreateBody = z.infer<typeof limitCreateBodySchema>;

export const limitUpdateBodySchema = z.object({
  period: cashPeriodSchema,
  amount: amountSchema,
});
export type LimitUpdateBody = z.infer<typeof limitUpdateBodySchema>;

/** Ours, beyond the spec: how often the game page stops play to show the session's figures. */
export const realityCheckSchema = z.object({
  intervalMinutes: z.union(REALITY_CHECK_INTERVALS.map((value) => z.literal(value))) as z.ZodType<
    (typeof REALITY_CHECK_INTERVALS)[number]
  >,
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/**
 * Ours, beyond the spec: a month's activity statement, per currency, in the player's time zone:
 * paid deposits and withdrawals, the stakes and wins of rounds played, and the net result of play
 * (wins − stakes). Amounts in minor units of `currency`.
 */
export const statementQuerySchema = z.object({
  /**
   * `YYYY-MM`, 1900–2099; the current month when left out. Years outside were a 500 (found by the
   * contract fuzz): PostgreSQL has no year 0, and JavaScript cannot read its dates of years < 100.
   */
  month: z
    .string()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export const statementSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  rows: z.array(
    z.object({
      currency: currencyCodeSchema,
      deposits: minorAmountSchema,
      withdrawals: minorAmountSchema,
      stakes: minorAmountSchema,
      wins: minorAmountSchema,
      net: minorAmountSchema,
    }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;

export const limitIdParamsSchema = z.object({ limitId: z.uuid() });
export const limitDeleteParamsSchema = z.object({ id: z.uuid() });
