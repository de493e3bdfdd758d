import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';

/**
 * The seamless-wallet API that game providers call (docs/provider-api.md). Every request is JSON,
 * signed with the provider's secret: `X-Croupier-Timestamp` (unix seconds) and
 * `X-Croupier-Signature` = hex HMAC-SHA256 of `${timestamp}.${raw body}`. Bet, win and rollback
 * are idempotent by the provider's `transactionId`: the same id with the same data answers the
 * first result again; with other data it answers duplicateTransaction.
 */

export const PROVIDER_SIGNATURE_HEADER = 'x-croupier-signature';
export const PROVIDER_TIMESTAMP_HEADER = 'x-croupier-timestamp';
/** A request signed longer ago than this is refused as a replay. */
export const PROVIDER_SIGNATURE_TOLERANCE_SECONDS = 300;

export const providerIntegrationParamsSchema = z.object({
  integration: z.string().regex(/^[a-z0-9-]{1,32}$/),
});

const transactionIdSchema = z.string().min(1).max(128);
const roundIdSchema = z.string().min(1).max(128);
/** The platform's game session id, handed to the provider in the launch URL. */
const sessionTokenSchema = z.uuid();

export const providerBalanceBodySchema = z.object({ sessionToken: sessionTokenSchema });

export const providerBetBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  /** The game's identity in the catalogue. */
  gameId: z.string().min(1).max(64),
  amount: minorAmountSchema.refine((value) => value > 0, 'a stake is positive'),
  currency: currencyCodeSchema,
});

export const providerWinBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  /** May be 0: a losing round closed with its result. */
  amount: minorAmountSchema.refine((value) => value >= 0, 'a win is not negative'),
  currency: currencyCodeSchema,
  /** Closes the round with this win (default true). */
  isRoundClosed: z.boolean().default(true),
});

export const providerRollbackBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  /** The bet to undo. A rollback of a bet never received is accepted and remembered. */
  rollbackTransactionId: transactionIdSchema,
});

export const providerRoundCloseBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  roundId: roundIdSchema,
});

export const providerBalanceSchema = z.object({
  balance: minorAmountSchema,
  currency: currencyCodeSchema,
  playerId: z.uuid(),
});

export const providerTransactionResultSchema = z.object({
  balance: minorAmountSchema,
  currency: currencyCodeSchema,
  /** The platform's id of the transaction (the ledger transfer), stable across replays. */
  transactionId: z.string(),
  /** True when this transaction id had been processed before and the first answer is repeated. */
  isDuplicate: z.boolean(),
});
export type ProviderTransactionResult = z.infer<typeof providerTransactionResultSchema>;
