import type { ProviderTransactionResult } from '@croupier/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getBalance } from '../../ledger/service.ts';
import { publishAccountChange } from '../../wallet/service.ts';
import { balanceAfter, ledgerKeyOf, type ProviderCall, postOnce, recordAccepted } from './calls.ts';
import type { ProviderApiContext, SessionFacts } from './context.ts';
import { publishRoundChange } from './events.ts';
import * as repo from './repo.ts';
import { explainRefusedRound, namesOfRound, type RollbackBody, runSessionCall } from './service.ts';

/**
 * The request hash of a tombstone: the row a rollback leaves for a bet it never saw, so that bet
 * arriving late is refused (its transaction id is taken) instead of taking a stake nobody returns.
 */
export const TOMBSTONE_HASH = 'tombstone';

/**
 * Returns a bet's stake: house → player cash (ledger `rollback`), taken off the round, which is
 * refunded (status 4) when no stake is left. A bet never received is remembered as a tombstone;
 * a bet already returned (by this or another rollback) is not returned twice. Accepted after the
 * session closed.
 */
export function rollbackBet(
  ctx: ProviderApiContext,
  integration: string,
  body: RollbackBody,
): Promise<ProviderTransactionResult> {
  return runSessionCall(
    ctx,
    integration,
    'rollback',
    body,
    () => {},
    async (tx, scope) => {
      const { call, session, houseId, names } = scope;
      const bet = await findOrBuryBet(tx, integration, body, session);
      const isReturnable = bet && bet.requestHash !== TOMBSTONE_HASH && !bet.response?.rolledBackBy;
      if (!bet || !isReturnable) return acceptNoOp(tx, call, session);
      if (bet.type !== 'bet') {
        throw new AppError('validation', { fields: { rollbackTransactionId: [{ rule: 'in' }] } });
      }
      if (bet.providerRoundId !== body.roundId || !bet.roundId) throw new AppError('roundNotFound');
      const posted = await postOnce(tx, {
        idempotencyKey: ledgerKeyOf(integration, body.transactionId),
        kind: 'rollback',
        legs: [
          { accountId: houseId, amountMinor: -bet.amount },
          { accountId: session.accountId, amountMinor: bet.amount },
        ],
        metadata: { integration, roundId: body.roundId, rollbackOf: bet.ledgerTransferId },
      });
      const round = await repo.refundRoundStake(tx, bet.roundId, session.playerId, bet.amount);
      if (!round) throw await explainRefusedRound(tx, integration, body.roundId, session);
      await repo.markRolledBack(tx, bet.id, body.transactionId);
      const result = {
        balance: balanceAfter(posted, session.accountId),
        currency: session.currency,
        transactionId: posted.id,
        isDuplicate: false,
      };
      await recordAccepted(
        tx,
        { ...call, amount: bet.amount, currency: session.currency },
        { roundId: round.id, ledgerTransferId: posted.id },
        result,
      );
      await publishAccountChange(tx, session.playerId, session.accountId);
      await publishRoundChange(tx, round, await namesOfRound(tx, round, session, names));
      return result;
    },
  );
}

/**
 * The bet a rollback names, locked; when it was never received, a tombstone takes its id (and
 * undefined is answered). A bet committed meanwhile makes the tombstone's insert a no-op: then
 * that bet is read and returned normally.
 */
async function findOrBuryBet(
  tx: Executor,
  integration: string,
  body: RollbackBody,
  session: SessionFacts,
) {
  const bet = await repo.lockAccepted(tx, integration, body.rollbackTransactionId);
  if (bet) return bet;
  const isBuried = await repo.insertAccepted(tx, {
    id: crypto.randomUUID(),
    integration,
    transactionId: body.rollbackTransactionId,
    type: 'bet',
    providerRoundId: body.roundId,
    roundId: null,
    sessionId: session.id,
    amount: 0,
    currency: session.currency,
    requestHash: TOMBSTONE_HASH,
    ledgerTransferId: null,
    response: { tombstoneOf: body.transactionId },
  });
  return isBuried ? undefined : repo.lockAccepted(tx, integration, body.rollbackTransactionId);
}

/** A rollback with nothing to return (unknown or already returned bet): accepted, recorded. */
async function acceptNoOp(tx: Executor, call: ProviderCall, session: SessionFacts) {
  const id = crypto.randomUUID();
  const result = {
    balance: await getBalance(tx, session.accountId),
    currency: session.currency,
    transactionId: id,
    isDuplicate: false,
  };
  await recordAccepted(
    tx,
    { ...call, currency: session.currency },
    { id, roundId: null, ledgerTransferId: null },
    result,
  );
  return result;
}
