import { randomUUID } from 'node:crypto';
import type {
  ProviderFreespins,
  ProviderTransactionResult,
  providerBalanceBodySchema,
  providerBetBodySchema,
  providerRollbackBodySchema,
  providerWinBodySchema,
} from '@croupier/contract';
import { PLAYER_BONUS_STATUSES } from '@croupier/contract';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { freespinRounds, playerFreespins, providerTransactions } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type FreespinRow, finishIfPlayed, publishFreespin } from '../../bonuses/freespins.ts';
import { AlreadyAccepted, runProviderCall } from './calls.ts';
import type { ProviderApiContext, SessionFacts } from './context.ts';
import * as repo from './repo.ts';
import { callOf, requireSession } from './service.ts';

/**
 * Free spins through the provider API (docs/provider-api.md, "Free spins"). The provider asks
 * which free spins the session's player has on its game (`freespins`), plays each as a bet of 0
 * naming them, then sends the spin's win naming them too. No money moves: the spin is counted,
 * the win added to the free spins' winnings, which become a bonus once every spin settled
 * (`bonuses/freespins.ts`). These calls are idempotent by transaction id like any other, through
 * the same provider_transactions rows, but are not the hot path: each runs a short transaction.
 */

type BetBody = z.infer<typeof providerBetBodySchema>;
type WinBody = z.infer<typeof providerWinBodySchema>;
type RollbackBody = z.infer<typeof providerRollbackBodySchema>;
type FreespinCall<T> = T & { freespinId: string };

const { active } = PLAYER_BONUS_STATUSES;

/** The player's active free spins on the session's game that have spins left, oldest first. */
export async function listSessionFreespins(
  ctx: ProviderApiContext,
  integration: string,
  body: z.infer<typeof providerBalanceBodySchema>,
): Promise<ProviderFreespins> {
  const session = await requireSession(ctx, integration, body.sessionToken);
  const rows = await ctx.db
    .select()
    .from(playerFreespins)
    .where(
      and(
        eq(playerFreespins.accountId, session.accountId),
        eq(playerFreespins.gameId, session.gameId),
        eq(playerFreespins.status, active),
        sql`${playerFreespins.played} < ${playerFreespins.count}`,
        lte(playerFreespins.availableFrom, sql`now()`),
        gt(playerFreespins.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(playerFreespins.createdAt), asc(playerFreespins.batch));
  return {
    freespins: rows.map((row) => ({
      freespinId: row.id,
      gameId: row.gameId,
      remaining: row.count - row.played,
      betAmount: row.betAmount,
      currency: row.currency,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

async function lockFreespin(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(playerFreespins)
    .where(eq(playerFreespins.id, id))
    .for('update');
  return row;
}

async function lockRound(tx: Executor, integration: string, providerRoundId: string) {
  const [row] = await tx
    .select()
    .from(freespinRounds)
    .where(
      and(
        eq(freespinRounds.integration, integration),
        eq(freespinRounds.providerRoundId, providerRoundId),
      ),
    )
    .for('update');
  return row;
}

/**
 * Records the accepted call (its idempotency record) and answers the player's balance, which free
 * spins never change. A replay that raced this call finds the id taken: AlreadyAccepted.
 */
async function accept(
  tx: Executor,
  call: ReturnType<typeof callOf>,
  session: SessionFacts,
): Promise<ProviderTransactionResult> {
  const id = randomUUID();
  const balance = await repo.selectPlayableBalance(tx, session.accountId);
  const response = { balance, currency: session.currency, transactionId: id };
  const inserted = await tx
    .insert(providerTransactions)
    .values({ ...call, id, roundId: null, outcome: 'accepted', response })
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  if (inserted.length === 0) throw new AlreadyAccepted('transaction id taken');
  return { ...response, isDuplicate: false };
}

/** Runs a free spin call in one transaction, with the session it names (and the call's replay rules). */
function runFreespinCall(
  ctx: ProviderApiContext,
  integration: string,
  type: 'bet' | 'win' | 'rollback',
  body: BetBody | WinBody | RollbackBody,
  work: (tx: Executor, session: SessionFacts) => Promise<void>,
) {
  const call = callOf(integration, type, body);
  return runProviderCall(ctx.db, call, async () => {
    const session = await requireSession(ctx, integration, body.sessionToken);
    return ctx.db.transaction(async (tx) => {
      await work(tx, session);
      return accept(tx, call, session);
    });
  });
}

function isPlayable(row: FreespinRow | undefined, session: SessionFacts, gameId: string) {
  const now = Date.now();
  return (
    row !== undefined &&
    row.playerId === session.playerId &&
    row.accountId === session.accountId &&
    row.gameId === gameId &&
    row.status === active &&
    row.played < row.count &&
    row.availableFrom.getTime() <= now &&
    row.expiresAt.getTime() > now
  );
}

/** A free spin: one spin of the free spins counted, its round opened with no stake. */
export function placeFreespinBet(
  ctx: ProviderApiContext,
  integration: string,
  body: FreespinCall<BetBody>,
) {
  return runFreespinCall(ctx, integration, 'bet', body, async (tx, session) => {
    if (body.currency !== session.currency) throw new AppError('currencyMismatch');
    if (body.gameId !== session.gameId) throw new AppError('gameNotFound');
    const sessionRow = await repo.selectSession(tx, session.id);
    if (sessionRow?.status !== 'open') throw new AppError('gameSessionClosed');
    const freespin = await lockFreespin(tx, body.freespinId);
    if (!isPlayable(freespin, session, body.gameId)) throw new AppError('freespinNotAvailable');
    const [round] = await tx
      .insert(freespinRounds)
      .values({
        integration,
        providerRoundId: body.roundId,
        playerFreespinId: body.freespinId,
        sessionId: session.id,
        betTransactionId: body.transactionId,
      })
      .onConflictDoNothing()
      .returning();
    if (!round) {
      // A round takes one spin; a rolled-back spin that never arrived left a tombstone.
      const existing = await lockRound(tx, integration, body.roundId);
      throw new AppError(existing?.betTransactionId ? 'roundClosed' : 'duplicateTransaction');
    }
    await tx
      .update(playerFreespins)
      .set({ played: sql`${playerFreespins.played} + 1` })
      .where(eq(playerFreespins.id, body.freespinId));
    await publishFreespin(tx, freespin!);
  });
}

/** The round of a free spin for a win or rollback: this session's player's, of these free spins. */
async function ownRound(
  tx: Executor,
  integration: string,
  body: FreespinCall<WinBody | RollbackBody>,
  session: SessionFacts,
) {
  const round = await lockRound(tx, integration, body.roundId);
  const freespin = await lockFreespin(tx, body.freespinId);
  if (!freespin || freespin.playerId !== session.playerId) throw new AppError('roundNotFound');
  if (round && round.playerFreespinId !== freespin.id) throw new AppError('roundNotFound');
  return { round, freespin };
}

/**
 * A free spin's win: added to the round and, while the free spins are active, to their winnings;
 * a closed round settles, and the free spins finish once every spin settled. Free spins canceled
 * or expired meanwhile keep nothing of it. A settled round takes no further win.
 */
export function settleFreespinWin(
  ctx: ProviderApiContext,
  integration: string,
  body: FreespinCall<WinBody>,
) {
  return runFreespinCall(ctx, integration, 'win', body, async (tx, session) => {
    if (body.currency !== session.currency) throw new AppError('currencyMismatch');
    const { round, freespin } = await ownRound(tx, integration, body, session);
    if (!round) throw new AppError('roundNotFound');
    if (round.status !== 1) throw new AppError('roundClosed');
    const winAmount = round.winAmount + body.amount;
    await tx
      .update(freespinRounds)
      .set({
        winAmount,
        ...(body.isRoundClosed && { status: winAmount > 0 ? 2 : 3, settledAt: new Date() }),
      })
      .where(eq(freespinRounds.id, round.id));
    if (freespin.status !== active) return;
    const [updated] = await tx
      .update(playerFreespins)
      .set({ winAmount: sql`${playerFreespins.winAmount} + ${body.amount}` })
      .where(eq(playerFreespins.id, freespin.id))
      .returning();
    if (body.isRoundClosed) await finishIfPlayed(tx, updated!);
    if (updated!.status === active) await publishFreespin(tx, updated!);
  });
}

/**
 * Gives a free spin back: its open round refunded and, while the free spins are active, the spin
 * counted as not played. A spin never received leaves a refunded round (a tombstone), so it is
 * refused if it arrives late; a refunded round is not refunded twice.
 */
export function rollbackFreespin(
  ctx: ProviderApiContext,
  integration: string,
  body: FreespinCall<RollbackBody>,
) {
  return runFreespinCall(ctx, integration, 'rollback', body, async (tx, session) => {
    const { round, freespin } = await ownRound(tx, integration, body, session);
    if (!round) {
      await tx.insert(freespinRounds).values({
        integration,
        providerRoundId: body.roundId,
        playerFreespinId: freespin.id,
        sessionId: session.id,
        status: 4,
        settledAt: new Date(),
      });
      return;
    }
    if (round.betTransactionId !== null && round.betTransactionId !== body.rollbackTransactionId) {
      throw new AppError('validation', { fields: { rollbackTransactionId: [{ rule: 'in' }] } });
    }
    if (round.status === 4) return;
    if (round.status !== 1) throw new AppError('roundClosed');
    await tx
      .update(freespinRounds)
      .set({ status: 4, settledAt: new Date() })
      .where(eq(freespinRounds.id, round.id));
    if (freespin.status !== active) return;
    await tx
      .update(playerFreespins)
      .set({ played: sql`${playerFreespins.played} - 1` })
      .where(eq(playerFreespins.id, freespin.id));
    await publishFreespin(tx, freespin);
  });
}
