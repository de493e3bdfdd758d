import type { ProviderTransactionResult } from '@croupier/contract';
import { runCallStatement } from './calls.ts';
import type { ProviderApiContext } from './context.ts';
import * as repo from './repo.ts';
import { explainRefusedRound, type RollbackBody, runSessionCall } from './service.ts';

/**
 * Returns a bet's stake: house → player cash (ledger `rollback`), taken off the round, which is
 * refunded (status 4) when no stake is left — one statement (`provider_rollback`). A bet never
 * received is remembered as a tombstone, so it is refused if it comes late; a bet already
 * returned (by this or another rollback) is not returned twice. Accepted after the session closed.
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
    (scope, session) =>
      runCallStatement(
        () =>
          repo.rollbackBetStatement(ctx.db, scope, {
            rollbackTransactionId: body.rollbackTransactionId,
          }),
        () => explainRefusedRound(ctx.db, integration, body.roundId, session),
      ),
  );
}
