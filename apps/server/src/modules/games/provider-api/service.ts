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
import { ledgerTransfers } from '../../../lib/metrics.ts';
import { isTurnoverRuleOn } from '../../wallet/service.ts';
import {
  hashRequest,
  ledgerKeyOf,
  type ProviderCall,
  runCallStatement,
  runProviderCall,
} from './calls.ts';
import {
  findSession,
  gameNamesOf,
  houseAccountOf,
  type ProviderApiContext,
  rememberSessionClosed,
  type SessionFacts,
} from './context.ts';
import {
  BET_ALERT_REFUSALS,
  type BetAlertRefusal,
  callChannelsOf,
  publishBetAlert,
  publishRoundChange,
} from './events.ts';
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
 * The one place that decides, before the bet's statement runs, whether a player may stake this
 * amount now: from what the process knows, without a round trip. Today every bet the balance
 * covers is allowed. Rules that read counters the bet itself changes (loss limits, wagering) are
 * checked inside `provider_bet` instead; docs/provider-api.md ("Adding a check") shows both ways.
 */
export function assertBetAllowed(_context: BetContext): void {}

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

export function callOf(
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

/**
 * Runs a bet, win or rollback call: its session found (from memory) and checked by `check`
 * (which throws a refusal), then `work`, the call's one statement, given what it is told besides
 * its own fields (decision 010). A refusal or replay is settled by `runProviderCall`.
 */
export function runSessionCall(
  ctx: ProviderApiContext,
  integration: string,
  type: ProviderCall['type'],
  body: BetBody | WinBody | RollbackBody,
  check: (session: SessionFacts) => void,
  work: (scope: repo.CallScope, session: SessionFacts) => Promise<repo.CallAnswer>,
): Promise<ProviderTransactionResult> {
  const call = callOf(integration, type, body);
  return runProviderCall(ctx.db, call, async () => {
    const session = await requireSession(ctx, integration, body.sessionToken);
    check(session);
    const scope: repo.CallScope = {
      integration,
      transactionId: body.transactionId,
      providerRoundId: body.roundId,
      session,
      houseId: await houseAccountOf(ctx.db, session.currency, session.accountId),
      requestHash: call.requestHash,
      ledgerKey: ledgerKeyOf(integration, body.transactionId),
      isTurnoverOn: isTurnoverRuleOn(),
      channels: callChannelsOf(session.playerId),
    };
    const answer = await work(scope, session);
    // The statement posted its ledger transfer itself; a zero win posts none (nor does the
    // tombstone of a rollback whose bet never arrived, which this counts all the same).
    if (type === 'rollback' || call.amount > 0) ledgerTransfers.inc({ kind: type });
    return { ...answer, currency: session.currency, isDuplicate: false };
  });
}

export async function getSessionBalance(
  ctx: ProviderApiContext,
  integration: string,
  body: BalanceBody,
) {
  const session = await requireSession(ctx, integration, body.sessionToken);
  return {
    balance: await repo.selectPlayableBalance(ctx.db, session.accountId),
    currency: session.currency,
    playerId: session.playerId,
  };
}

/**
 * Takes a stake: player cash → house (ledger `bet`), the round opened or its stake raised, the
 * wager counted towards the deposit turnover, the account and the round published — one
 * statement (`provider_bet`).
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
    assertBetAllowed({
      playerId: session.playerId,
      accountId: session.accountId,
      amount: body.amount,
      currency: body.currency,
      gameId: body.gameId,
    });
  };
  return runSessionCall(ctx, integration, 'bet', body, check, async (scope, session) => {
    try {
      return await runCallStatement(
        () =>
          repo.placeBetStatement(ctx.db, scope, {
            amount: body.amount,
            metadata: { integration, roundId: body.roundId, gameId: body.gameId },
          }),
        () => explainRefusedBet(ctx.db, integration, body.roundId, session),
      );
    } catch (error) {
      // A bonus rule or a limit refused the stake: the player hears why, the provider gets
      // the refusal.
      if (
        error instanceof AppError &&
        (BET_ALERT_REFUSALS as readonly string[]).includes(error.errorName)
      ) {
        await publishBetAlert(ctx.db, session, error.errorName as BetAlertRefusal);
      }
      throw error;
    }
  });
}

/** Why a bet's round statement wrote nothing: the session closed, or the round is not for it. */
async function explainRefusedBet(
  db: Executor,
  integration: string,
  providerRoundId: string,
  session: SessionFacts,
) {
  const row = await repo.selectSession(db, session.id);
  if (row?.status !== 'open') {
    rememberSessionClosed(session.id);
    return new AppError('gameSessionClosed');
  }
  const round = await repo.selectRound(db, integration, providerRoundId);
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
 * settles when `isRoundClosed` — one statement (`provider_win`). Accepted after the session
 * closed: the player is owed it.
 */
export function settleWin(
  ctx: ProviderApiContext,
  integration: string,
  body: WinBody,
): Promise<ProviderTransactionResult> {
  const check = (session: SessionFacts) => {
    if (body.currency !== session.currency) throw new AppError('currencyMismatch');
  };
  return runSessionCall(ctx, integration, 'win', body, check, (scope, session) =>
    runCallStatement(
      () =>
        repo.settleWinStatement(ctx.db, scope, {
          amount: body.amount,
          isRoundClosed: body.isRoundClosed,
          metadata: { integration, roundId: body.roundId },
        }),
      () => explainRefusedRound(ctx.db, integration, body.roundId, session),
    ),
  );
}

/** Why a win or rollback found no round it may change: unknown (or not this player's), or closed. */
export async function explainRefusedRound(
  db: Executor,
  integration: string,
  providerRoundId: string,
  session: SessionFacts,
) {
  const round = await repo.selectRound(db, integration, providerRoundId);
  if (!round || round.playerId !== session.playerId) return new AppError('roundNotFound');
  if (round.currency !== session.currency) return new AppError('currencyMismatch');
  return new AppError('roundClosed');
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
    const houseId = await houseAccountOf(ctx.db, session.currency, session.accountId);
    await ctx.db.transaction(async (tx) => {
      const closed = await repo.closeRound(tx, round.id);
      if (!closed) return;
      await repo.checkBonusLost(tx, round.id, houseId, isTurnoverRuleOn());
      await publishRoundChange(tx, closed, names);
    });
  }
  return getSessionBalance(ctx, integration, body);
}
