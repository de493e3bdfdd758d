import type {
  ProviderTransactionResult,
  providerBalanceBodySchema,
  providerBetBodySchema,
  providerRollbackBodySchema,
  providerRoundCloseBodySchema,
  providerWinBodySchema,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getBalance } from '../../ledger/service.ts';
import { publishAccountChange, recordWager } from '../../wallet/service.ts';
import {
  balanceAfter,
  hashRequest,
  ledgerKeyOf,
  type ProviderCall,
  postOnce,
  recordAccepted,
  runProviderCall,
} from './calls.ts';
import {
  findSession,
  type GameNames,
  gameNamesOf,
  houseAccountOf,
  type ProviderApiContext,
  rememberSessionClosed,
  type SessionFacts,
} from './context.ts';
import { publishRoundChange } from './events.ts';
import * as repo from './repo.ts';

type BalanceBody = z.infer<typeof providerBalanceBodySchema>;
type BetBody = z.infer<typeof providerBetBodySchema>;
type WinBody = z.infer<typeof providerWinBodySchema>;
type RoundCloseBody = z.infer<typeof providerRoundCloseBodySchema>;
export type RollbackBody = z.infer<typeof providerRollbackBodySchema>;

export interface BetContext {
  playerId: string;
  accountId: string;
  amount: number;
  currency: string;
  gameId: string;
}

/**
 * The one place that decides whether a player may stake this amount now, inside the bet's
 * transaction. Today every bet the balance covers is allowed; the responsible-gaming limits
 * (bet limit) and bonus (max bet while wagering) issues add their refusals here, as betRefused.
 */
export async function assertBetAllowed(_tx: Executor, _context: BetContext): Promise<void> {}

/** The session a call names; another integration's session is as unknown as a missing one. */
export async function requireSession(
  ctx: ProviderApiContext,
  integration: string,
  sessionToken: string,
): Promise<SessionFacts> {
  const session = await findSession(ctx.db, sessionToken);
  if (!session || session.integration !== integration) throw new AppError('gameSessionNotFound');
  return session;
}

function callOf(
  integration: string,
  type: ProviderCall['type'],
  body: BetBody | WinBody | RollbackBody,
): ProviderCall {
  return {
    integration,
    transactionId: body.transactionId,
    type,
    providerRoundId: body.roundId,
    sessionId: body.sessionToken,
    amount: 'amount' in body ? body.amount : 0,
    currency: 'currency' in body ? body.currency : '',
    requestHash: hashRequest(type, body),
  };
}

/** What a bet, win or rollback works with once its session is found and checked. */
export interface SessionCall {
  call: ProviderCall;
  session: SessionFacts;
  houseId: string;
  names: GameNames;
}

/**
 * Runs a bet, win or rollback call: its session found and checked by `check` (which throws a
 * refusal), the house account and game names at hand, then `work` in the call's one transaction.
 */
export function runSessionCall(
  ctx: ProviderApiContext,
  integration: string,
  type: ProviderCall['type'],
  body: BetBody | WinBody | RollbackBody,
  check: (session: SessionFacts) => void,
  work: (tx: Executor, scope: SessionCall) => Promise<ProviderTransactionResult>,
): Promise<ProviderTransactionResult> {
  const call = callOf(integration, type, body);
  return runProviderCall(ctx.db, call, async () => {
    const session = await requireSession(ctx, integration, body.sessionToken);
    check(session);
    const [houseId, names] = await Promise.all([
      houseAccountOf(ctx.db, session.currency),
      gameNamesOf(ctx.db, session.gameId),
    ]);
    return ctx.db.transaction((tx) => work(tx, { call, session, houseId, names }));
  });
}

export async function getSessionBalance(
  ctx: ProviderApiContext,
  integration: string,
  body: BalanceBody,
) {
  const session = await requireSession(ctx, integration, body.sessionToken);
  return {
    balance: await getBalance(ctx.db, session.accountId),
    currency: session.currency,
    playerId: session.playerId,
  };
}

/**
 * Takes a stake: player cash → house (ledger `bet`), the round opened or its stake raised, the
 * wager counted towards the deposit turnover, the account and the round published.
 */
export function placeBet(
  ctx: ProviderApiContext,
  integration: string,
  body: BetBody,
): Promise<ProviderTransactionResult> {
  const check = (session: SessionFacts) => {
    if (session.isClosed) throw new AppError('gameSessionClosed');
    if (body.currency !== session.currency) throw new AppError('currencyMismatch');
    if (body.gameId !== session.gameId) throw new AppError('gameNotFound');
  };
  return runSessionCall(ctx, integration, 'bet', body, check, async (tx, scope) => {
    const { call, session, houseId, names } = scope;
    const { accountId, playerId } = session;
    await assertBetAllowed(tx, {
      playerId,
      accountId,
      amount: body.amount,
      currency: body.currency,
      gameId: body.gameId,
    });
    const posted = await postOnce(tx, {
      idempotencyKey: ledgerKeyOf(integration, body.transactionId),
      kind: 'bet',
      legs: [
        { accountId, amountMinor: -body.amount },
        { accountId: houseId, amountMinor: body.amount },
      ],
      metadata: { integration, roundId: body.roundId, gameId: body.gameId },
    });
    const round = await repo.upsertBetRound(tx, {
      integration,
      providerRoundId: body.roundId,
      session,
      amount: body.amount,
    });
    if (!round) throw await explainRefusedBet(tx, integration, body.roundId, session);
    await recordWager(tx, accountId, body.amount);
    const result = {
      balance: balanceAfter(posted, accountId),
      currency: session.currency,
      transactionId: posted.id,
      isDuplicate: false,
    };
    await recordAccepted(tx, call, { roundId: round.id, ledgerTransferId: posted.id }, result);
    await publishAccountChange(tx, playerId, accountId);
    await publishRoundChange(tx, round, names);
    return result;
  });
}

/** Why a bet's round statement wrote nothing: the session closed, or the round is not for it. */
async function explainRefusedBet(
  tx: Executor,
  integration: string,
  providerRoundId: string,
  session: SessionFacts,
) {
  const row = await repo.selectSession(tx, session.id);
  if (row?.status !== 'open') {
    rememberSessionClosed(session.id);
    return new AppError('gameSessionClosed');
  }
  const round = await repo.selectRound(tx, integration, providerRoundId);
  if (round && round.playerId === session.playerId && round.status !== 1) {
    return new AppError('roundClosed');
  }
  if (round && round.playerId === session.playerId && round.currency !== session.currency) {
    return new AppError('currencyMismatch');
  }
  // Another player's round id, or another game's: as if the round did not exist for this session.
  return new AppError('roundNotFound');
}

/**
 * Pays a win: house → player cash (ledger `win`, none for 0), added to the round, which it
 * settles when `isRoundClosed`. Accepted after the session closed: the player is owed it.
 */
export function settleWin(
  ctx: ProviderApiContext,
  integration: string,
  body: WinBody,
): Promise<ProviderTransactionResult> {
  const check = (session: SessionFacts) => {
    if (body.currency !== session.currency) throw new AppError('currencyMismatch');
  };
  return runSessionCall(ctx, integration, 'win', body, check, async (tx, scope) => {
    const { call, session, houseId, names } = scope;
    const { accountId, playerId } = session;
    const posted =
      body.amount > 0
        ? await postOnce(tx, {
            idempotencyKey: ledgerKeyOf(integration, body.transactionId),
            kind: 'win',
            legs: [
              { accountId: houseId, amountMinor: -body.amount },
              { accountId, amountMinor: body.amount },
            ],
            metadata: { integration, roundId: body.roundId },
          })
        : undefined;
    const round = await repo.addRoundWin(tx, {
      integration,
      providerRoundId: body.roundId,
      playerId,
      currency: session.currency,
      amount: body.amount,
      isRoundClosed: body.isRoundClosed,
    });
    if (!round) throw await explainRefusedRound(tx, integration, body.roundId, session);
    const id = crypto.randomUUID();
    const result = {
      balance: posted ? balanceAfter(posted, accountId) : await getBalance(tx, accountId),
      currency: session.currency,
      transactionId: posted?.id ?? id,
      isDuplicate: false,
    };
    await recordAccepted(
      tx,
      call,
      { id, roundId: round.id, ledgerTransferId: posted?.id ?? null },
      result,
    );
    if (posted) await publishAccountChange(tx, playerId, accountId);
    await publishRoundChange(tx, round, await namesOfRound(tx, round, session, names));
    return result;
  });
}

/** Why a win or rollback found no round it may change: unknown (or not this player's), or closed. */
export async function explainRefusedRound(
  tx: Executor,
  integration: string,
  providerRoundId: string,
  session: SessionFacts,
) {
  const round = await repo.selectRound(tx, integration, providerRoundId);
  if (!round || round.playerId !== session.playerId) return new AppError('roundNotFound');
  if (round.currency !== session.currency) return new AppError('currencyMismatch');
  return new AppError('roundClosed');
}

/** The names of a round's game: the session's, unless the round was opened for another game. */
export async function namesOfRound(
  tx: Executor,
  round: repo.RoundRow,
  session: SessionFacts,
  names: GameNames,
) {
  if (round.gameId === session.gameId) return names;
  return (
    (await repo.selectGameNames(tx, round.gameId)) ?? { gameName: round.gameId, providerName: '' }
  );
}

/**
 * Settles an unsettled round without a further win (lost, or won with the wins it had).
 * Idempotent: a settled round answers the balance as it is.
 */
export async function closeProviderRound(
  ctx: ProviderApiContext,
  integration: string,
  body: RoundCloseBody,
) {
  const session = await requireSession(ctx, integration, body.sessionToken);
  const round = await repo.selectRound(ctx.db, integration, body.roundId);
  if (!round || round.playerId !== session.playerId) throw new AppError('roundNotFound');
  if (round.status === 1) {
    const names = await gameNamesOf(ctx.db, round.gameId);
    await ctx.db.transaction(async (tx) => {
      const closed = await repo.closeRound(tx, round.id);
      if (closed) await publishRoundChange(tx, closed, names);
    });
  }
  return getSessionBalance(ctx, integration, body);
}
