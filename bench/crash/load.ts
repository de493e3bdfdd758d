/**
 * The steady load of the crash harness, per player: a game loop (a bet, then its win, as a game
 * provider sends them) and a cashier loop (deposits paid through the sandbox PSP's webhook,
 * withdrawals requested by the player). Each loop finishes the operation under way, retries
 * included, before it stops.
 */
import { sleep } from '../lib/server.ts';
import type { Random } from './chaos.ts';
import {
  type Answer,
  backOff,
  type ClientContext,
  logAttempt,
  playerCall,
  providerCall,
  sandboxWebhook,
  sendUntilAnswered,
} from './client.ts';
import type { CrashPlayer } from './players.ts';

export interface LoadPace {
  /** Pause between two rounds of one player. */
  thinkMs: number;
  /** Mean pause between two cashier operations of one player. */
  cashierPauseMs: number;
}

const NO_MONEY_PAUSE_MS = 500;
const WIN_CHANCE = 0.45;
/**
 * Amounts in EUR cents, made unique per player by adding the operation's sequence number: a
 * deposit or withdrawal has no idempotency id in the player API, so the client recognises its
 * own invoices by amount.
 */
const FIRST_DEPOSIT_MINOR = 50_000;
const DEPOSIT_MINOR = 20_000;
const WITHDRAWAL_MINOR = 2_000;
const WITHDRAWAL_FIELDS = { card_holder: 'Crash Harness', card_number: '4111 **** **** 1111' };

/** One round: the stake, then (unless the stake was refused) a win of 0 or twice the stake. */
async function playRound(ctx: ClientContext, player: CrashPlayer, random: Random, roundId: string) {
  const stake = random.between(100, 1_000);
  const common = { sessionToken: player.sessionId, roundId, currency: 'EUR' };
  const betId = `${roundId}:bet`;
  const bet = await sendUntilAnswered(
    ctx,
    { op: 'bet', player: player.index, id: betId, amount: stake },
    () =>
      providerCall(ctx, 'bet', {
        ...common,
        transactionId: betId,
        gameId: player.gameId,
        amount: stake,
      }),
  );
  if (bet.line.result === 'refused') return false;
  const win = random.next() < WIN_CHANCE ? stake * 2 : 0;
  const winId = `${roundId}:win`;
  await sendUntilAnswered(ctx, { op: 'win', player: player.index, id: winId, amount: win }, () =>
    providerCall(ctx, 'win', { ...common, transactionId: winId, amount: win, isRoundClosed: true }),
  );
  return true;
}

export async function runGameLoop(
  ctx: ClientContext,
  player: CrashPlayer,
  random: Random,
  runId: string,
  pace: LoadPace,
  isStopped: () => boolean,
) {
  for (let round = 1; !isStopped(); round++) {
    const isPlayed = await playRound(ctx, player, random, `${runId}-${player.index}-${round}`);
    await sleep(isPlayed ? pace.thinkMs : NO_MONEY_PAUSE_MS);
  }
}

function invoiceIdOf(answer: Answer) {
  if (answer.kind === 'lost') return undefined;
  return (answer.body as { data?: { invoiceId?: string } } | null)?.data?.invoiceId;
}

/**
 * A deposit: the invoice asked for, then paid at the sandbox PSP, whose `payment.succeeded`
 * webhook (event id fixed per invoice) is delivered until the platform acknowledges it. A lost
 * answer to the invoice request leaves the player without the payment page: they never pay it.
 */
async function deposit(ctx: ClientContext, player: CrashPlayer, id: string, amount: number) {
  const answer = await playerCall(ctx, player.token, 'POST', '/api/payment/invoices/deposit', {
    method: 'card',
    currency: 'EUR',
    amount,
    accountId: player.accountId,
    isBonusDecline: true,
  });
  const invoiceId = invoiceIdOf(answer);
  const base = { op: 'deposit' as const, player: player.index, id, amount };
  const line = logAttempt(ctx, base, 1, answer, invoiceId ? { invoiceId } : {});
  if (line.result === 'unacked') {
    ctx.log.write({ ...line, result: 'abandoned', at: new Date().toISOString() });
    await backOff(ctx, 1, performance.now());
    return false;
  }
  if (line.result === 'refused' || answer.kind === 'lost') return false;
  const { action } = (answer.body as { data: { action: string } }).data;
  const reference = new URL(action).pathname.split('/').pop()!;
  const eventId = `crash-${invoiceId}`;
  const paid = await sendUntilAnswered(
    ctx,
    {
      op: 'deposit-webhook',
      player: player.index,
      id: eventId,
      amount,
      ...(invoiceId && { invoiceId }),
    },
    () => sandboxWebhook(ctx, { id: eventId, type: 'payment.succeeded', reference }),
  );
  return paid.line.result === 'ack';
}

/** The player's newest withdrawals: where a withdrawal whose answer was lost would be. */
async function findWithdrawal(ctx: ClientContext, player: CrashPlayer, amount: number) {
  const startedAt = performance.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await playerCall(
      ctx,
      player.token,
      'GET',
      '/api/payment/invoices?type=2&perPage=20',
    );
    if (answer.kind === 'answer' && answer.status === 200) {
      const invoices = (answer.body as { data: { id: string; amount: number }[] }).data;
      return invoices.find((invoice) => invoice.amount === amount);
    }
    await backOff(ctx, attempt, startedAt);
  }
}

/**
 * A withdrawal request. Its answer lost, the player looks at their withdrawals once the server
 * is back: there (recorded as found), or not there, and asked for again.
 */
async function withdraw(ctx: ClientContext, player: CrashPlayer, id: string, amount: number) {
  const base = { op: 'withdrawal' as const, player: player.index, id, amount };
  const startedAt = performance.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await playerCall(ctx, player.token, 'POST', '/api/payment/invoices/withdrawal', {
      method: 'card',
      currency: 'EUR',
      amount,
      accountId: player.accountId,
      fields: WITHDRAWAL_FIELDS,
    });
    const invoiceId = invoiceIdOf(answer);
    const line = logAttempt(ctx, base, attempt, answer, invoiceId ? { invoiceId } : {});
    if (line.result !== 'unacked') return;
    await backOff(ctx, attempt, startedAt);
    const found = await findWithdrawal(ctx, player, amount);
    if (found) {
      ctx.log.write({
        ...line,
        result: 'found',
        invoiceId: found.id,
        at: new Date().toISOString(),
      });
      return;
    }
  }
}

export async function runCashierLoop(
  ctx: ClientContext,
  player: CrashPlayer,
  random: Random,
  runId: string,
  pace: LoadPace,
  isStopped: () => boolean,
) {
  let sequence = 0;
  /** The next operation's id, and its amount made unique by the sequence number. */
  const next = (kind: 'd' | 'w', baseMinor: number) => {
    sequence += 1;
    return { id: `${kind}-${runId}-${player.index}-${sequence}`, amount: baseMinor + sequence };
  };
  // The first deposit funds the play; the game loop waits for money meanwhile.
  for (let isFunded = false; !isFunded && !isStopped(); ) {
    const { id, amount } = next('d', FIRST_DEPOSIT_MINOR);
    isFunded = await deposit(ctx, player, id, amount);
  }
  while (!isStopped()) {
    await sleep(random.between(pace.cashierPauseMs / 2, (pace.cashierPauseMs * 3) / 2));
    if (random.next() < 0.5) {
      const { id, amount } = next('d', DEPOSIT_MINOR);
      await deposit(ctx, player, id, amount);
    } else {
      const { id, amount } = next('w', WITHDRAWAL_MINOR);
      await withdraw(ctx, player, id, amount);
    }
  }
}
