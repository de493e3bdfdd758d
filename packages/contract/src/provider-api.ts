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
/** Free spins of the player, as the `freespins` call lists them. */
const freespinIdSchema = z.uuid();

export const providerBalanceBodySchema = z.object({ sessionToken: sessionTokenSchema });

export const providerBetBodySchema = z
  .object({
    sessionToken: sessionTokenSchema,
    transactionId: transactionIdSchema,
    roundId: roundIdSchema,
    /** The game's identity in the catalogue. */
    gameId: z.string().min(1).max(64),
    /** The stake; 0 for a free spin, which stakes nothing. */
    amount: minorAmountSchema,
    currency: currencyCodeSchema,
    /** A free spin of these free spins (from the `freespins` call) instead of a stake. */
    freespinId: freespinIdSchema.optional(),
  })
  .refine((bet) => (bet.freespinId === undefined ? bet.amount > 0 : bet.amount === 0), {
    path: ['amount'],
    message: 'a stake is positive; a free spin stakes 0',
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
  /** The free spins whose round this is: the win adds to their winnings, not to the balance. */
  freespinId: freespinIdSchema.optional(),
});

export const providerRollbackBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  /** The bet to undo. A rollback of a bet never received is accepted and remembered. */
  rollbackTransactionId: transactionIdSchema,
  /** The free spins whose spin this was: the spin is given back. */
  freespinId: freespinIdSchema.optional(),
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

/** Free spins the player may play on the session's game now, oldest first. */
export const providerFreespinsSchema = z.object({
  freespins: z.array(
    z.object({
      freespinId: freespinIdSchema,
      gameId: z.string(),
      /** Spins left to play, each staking `betAmount` (the platform takes nothing for them). */
      remaining: z.number().int().nonnegative(),
      betAmount: minorAmountSchema,
      currency: currencyCodeSchema,
      expiresAt: z.iso.datetime(),
    }),
  ),
});
export type ProviderFreespins = z.infer<typeof providerFreespinsSchema>;
