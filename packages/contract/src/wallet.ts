import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';

/**
 * Wallet accounts and risk data (spec sections 3 and 7). Every amount is an integer in the minor
 * units of the account's currency (`subunitToUnit` of /api/settings/currencies); the field names
 * are the spec's (`balance`, `withdrawalBalance`, `amount`).
 */

/** Account status: 1 the active (selected) account, 2 enabled, 3 hidden. One active per player. */
export const ACCOUNT_STATUSES = { active: 1, enabled: 2, hidden: 3 } as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[keyof typeof ACCOUNT_STATUSES];

export const accountSchema = z.object({
  id: z.uuid(),
  currency: currencyCodeSchema,
  type: z.enum(['fiat', 'crypto']),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Cash on the account, minor units. */
  balance: minorAmountSchema,
  /** The part of `balance` that may be withdrawn now (deposit turnover still to wager is not). */
  withdrawalBalance: minorAmountSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const accountCreateBodySchema = z.object({ currency: currencyCodeSchema });
export const accountIdParamsSchema = z.object({ id: z.uuid() });

/** `wallet:accounts#{profileId}`: an account after any change (balance, status, new account). */
export const accountEventSchema = accountSchema;
export type AccountEvent = Account;

export const turnOverWagerQuerySchema = z.object({ currency: currencyCodeSchema });

/**
 * The deposit turnover requirement of one account: `total` to wager in all, `turnOverWager`
 * wagered so far, `turnOverWagerAmount` still to wager before deposits can be withdrawn.
 */
export const riskDataSchema = z.object({
  total: minorAmountSchema,
  turnOverWager: minorAmountSchema,
  turnOverWagerAmount: minorAmountSchema,
  currency: currencyCodeSchema,
});
export type RiskData = z.infer<typeof riskDataSchema>;
