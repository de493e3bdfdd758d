import { setTimeout as sleep } from 'node:timers/promises';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { platformRefusal, unavailable } from './errors.ts';
import type { WalletAnswer } from './platform-client.ts';
import * as repo from './repo.ts';
import type { DemoProviderContext } from './service.ts';
import { type DemoLocale, demoStrings } from './strings.ts';

/**
 * The wallet side of a real round, as a seamless-wallet provider does it: the round is recorded
 * `pending` before the bet, `staked` once the platform took the stake, `settled` once it took the
 * win (0 for a loss). An answer that never came is repaired, not guessed: a bet whose fate is
 * unknown is rolled back, a win is sent again (both idempotent by their transaction ids), now
 * and later by the repair loop, so a crash between bet and win still pays the win.
 */

/** Attempts of a live request's win or rollback: at once, then twice after a pause. */
const RETRY_DELAYS_MS = [0, 200, 800];
/** Rounds younger than this may still be in a live request's hands. */
export const REPAIR_AFTER_MS = 30_000;

const transactionIdOf = (round: repo.RoundRow, kind: 'bet' | 'win' | 'rollback') =>
  `${round.id}:${kind}`;

/** What every wallet call of a round carries; its transaction id says which step it is. */
function walletCallOf(round: repo.RoundRow, kind: 'bet' | 'win' | 'rollback') {
  return {
    sessionToken: round.sessionToken,
    transactionId: transactionIdOf(round, kind),
    roundId: round.id,
    // A round played with the platform's free spins names them in each of its calls.
    ...(round.freespinId && { freespinId: round.freespinId }),
  };
}

export async function settleRealRound(
  ctx: DemoProviderContext,
  round: repo.RoundRow,
  locale: DemoLocale,
): Promise<{ balance: number; isWinPending: boolean }> {
  const bet = await ctx.platform.transact(
    'bet',
    {
      ...walletCallOf(round, 'bet'),
      gameId: round.gameId,
      amount: round.freespinId ? 0 : round.stakeAmount,
      currency: round.currency,
    },
    locale,
  );
  if (bet.kind === 'refused') {
    await repo.deleteRound(ctx.db, round.id);
    throw platformRefusal(bet.status, bet.error);
  }
  if (bet.kind === 'unknown') {
    ctx.log.warn({ roundId: round.id, reason: bet.reason }, 'demo provider bet answer lost');
    await rollBackRound(ctx, round, locale, RETRY_DELAYS_MS);
    throw unavailable(demoStrings(locale));
  }
  await repo.setRoundStatus(ctx.db, round.id, 'staked');
  const win = await payWin(ctx, round, locale, RETRY_DELAYS_MS);
  return win.kind === 'ok'
    ? { balance: win.data.balance, isWinPending: false }
    : { balance: bet.data.balance, isWinPending: true };
}

async function withRetries<T>(
  delaysMs: readonly number[],
  attempt: () => Promise<WalletAnswer<T>>,
): Promise<WalletAnswer<T>> {
  let answer: WalletAnswer<T> = { kind: 'unknown', reason: 'not sent' };
  for (const delay of delaysMs) {
    if (delay > 0) await sleep(delay);
    answer = await attempt();
    if (answer.kind !== 'unknown') return answer;
  }
  return answer;
}

/** Sends the round's win (closing it); `settled` once the platform has it. */
async function payWin(
  ctx: DemoProviderContext,
  round: repo.RoundRow,
  locale: string,
  delaysMs: readonly number[],
) {
  const body = {
    ...walletCallOf(round, 'win'),
    amount: round.winAmount,
    currency: round.currency,
    isRoundClosed: true,
  };
  const answer = await withRetries(delaysMs, () => ctx.platform.transact('win', body, locale));
  if (answer.kind === 'ok') await repo.setRoundStatus(ctx.db, round.id, 'settled');
  else if (answer.kind === 'refused') {
    // Only a fault on one side refuses the win of an accepted bet: keep the round for a person.
    ctx.log.error({ roundId: round.id, error: answer.error }, 'demo provider win refused');
  } else ctx.log.warn({ roundId: round.id, reason: answer.reason }, 'demo provider win pending');
  return answer;
}

/** Undoes a bet whose answer was lost; `rolled-back` once the platform confirmed. */
async function rollBackRound(
  ctx: DemoProviderContext,
  round: repo.RoundRow,
  locale: string,
  delaysMs: readonly number[],
) {
  const body = {
    ...walletCallOf(round, 'rollback'),
    rollbackTransactionId: transactionIdOf(round, 'bet'),
  };
  const answer = await withRetries(delaysMs, () => ctx.platform.transact('rollback', body, locale));
  if (answer.kind === 'unknown') {
    ctx.log.warn({ roundId: round.id, reason: answer.reason }, 'demo provider rollback pending');
    return answer;
  }
  if (answer.kind === 'refused') {
    ctx.log.error({ roundId: round.id, error: answer.error }, 'demo provider rollback refused');
  }
  await repo.setRoundStatus(ctx.db, round.id, 'rolled-back');
  return answer;
}

/**
 * One pass of the repair: rounds left `staked` get their win sent again, rounds left `pending`
 * (the bet's fate unknown) are rolled back. Answers how many rounds it finished.
 */
export async function repairUnfinishedRounds(
  ctx: DemoProviderContext,
  olderThanMs = REPAIR_AFTER_MS,
): Promise<number> {
  const rounds = await repo.listUnfinishedRounds(ctx.db, new Date(Date.now() - olderThanMs));
  let finished = 0;
  for (const round of rounds) {
    const answer =
      round.status === 'staked'
        ? await payWin(ctx, round, 'en', [0])
        : await rollBackRound(ctx, round, 'en', [0]);
    if (answer.kind === 'ok') finished += 1;
  }
  return finished;
}

/**
 * Runs the repair every `intervalSeconds` (0: never), once a turn across processes; answers the
 * stop function, which waits for a pass under way (the database must outlive it).
 */
export function startRepairLoop(
  ctx: DemoProviderContext,
  options: { intervalSeconds: number; olderThanMs?: number },
) {
  const { intervalSeconds, olderThanMs = REPAIR_AFTER_MS } = options;
  if (intervalSeconds <= 0) return async () => {};
  const job = startPeriodicJob({
    db: ctx.db,
    log: ctx.log,
    name: 'demo round repair',
    intervalMs: intervalSeconds * 1000,
    work: () => repairUnfinishedRounds(ctx, olderThanMs),
  });
  return job.stop;
}
