import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit } from '../games/provider-api/test-kit.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import { reportRange } from './reports.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let games: Awaited<ReturnType<typeof createProviderKit>>;
let payments: ReturnType<typeof createPaymentsKit>;
let analyst: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = createBackofficeKit(t);
  games = await createProviderKit(t);
  payments = createPaymentsKit(t);
  analyst = await kit.operator('marketing');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function todayInEur() {
  const response = await kit.call(
    'GET',
    `/api/backoffice/reports/daily?from=${today()}&to=${today()}`,
    analyst.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json().data;
  const row = report.rows.find((r: { currency: string }) => r.currency === 'EUR');
  return {
    deposits: row?.deposits ?? { count: 0, amount: 0 },
    stakes: row?.stakes ?? 0,
    wins: row?.wins ?? 0,
    ggr: row?.ggr ?? 0,
    ngr: row?.ngr ?? 0,
    activePlayers: row?.activePlayers ?? 0,
    allPlayers:
      report.activePlayersByDay.find((d: { day: string }) => d.day === today())?.count ?? 0,
  };
}

describe('the daily report', () => {
  it('counts paid deposits, stakes and wins of played rounds, GGR, NGR and who played', async () => {
    const before = await todayInEur();
    const player = await games.sessionPlayer(10_000);
    await games.bet(player, { transactionId: crypto.randomUUID(), roundId: 'r1', amount: 300 });
    await games.win(player, { transactionId: crypto.randomUUID(), roundId: 'r1', amount: 100 });
    await games.bet(player, { transactionId: crypto.randomUUID(), roundId: 'r2', amount: 200 });
    // A refunded round is not play: it counts neither in GGR nor among the players.
    const refunded = await games.sessionPlayer(10_000);
    const stake = crypto.randomUUID();
    await games.bet(refunded, { transactionId: stake, roundId: 'r3', amount: 500 });
    await games.rollback(refunded, {
      transactionId: crypto.randomUUID(),
      rollbackTransactionId: stake,
      roundId: 'r3',
    });
    await payments.paidDeposit(await payments.player(), 25_00);

    const after = await todayInEur();
    expect({
      deposits: after.deposits.count - before.deposits.count,
      depositAmount: after.deposits.amount - before.deposits.amount,
      stakes: after.stakes - before.stakes,
      wins: after.wins - before.wins,
      ggr: after.ggr - before.ggr,
      ngr: after.ngr - before.ngr,
      activePlayers: after.activePlayers - before.activePlayers,
      allPlayers: after.allPlayers - before.allPlayers,
    }).toEqual({
      deposits: 1,
      depositAmount: 25_00,
      stakes: 500,
      wins: 100,
      ggr: 400,
      ngr: 400,
      activePlayers: 1,
      allPlayers: 1,
    });
  });

  it('takes 30 days by default and refuses a reversed or longer-than-92-days range', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(reportRange({}, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(() => reportRange({ from: '2026-11-27', to: '2026-11-26' }, now)).toThrow();
    expect(() => reportRange({ from: '2026-01-01', to: '2026-11-26' }, now)).toThrow();
    expect(reportRange({ from: '2026-08-27', to: '2026-11-26' }, now).from).toBe('2026-08-27');
  });
});
