import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackPayouts, loyaltyAccounts } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import { payDueCashback, periodOf, previousPeriod } from './cashback.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();

describe('cashback periods', () => {
  it('are UTC days and Monday-to-Sunday weeks', () => {
    const thursday = new Date('2026-11-26T15:30:00Z');
    expect(periodOf('daily', thursday)).toEqual({
      from: new Date('2026-11-26T00:00:00Z'),
      to: new Date('2026-11-27T00:00:00Z'),
    });
    expect(periodOf('weekly', thursday)).toEqual({
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-30T00:00:00Z'),
    });
    expect(previousPeriod('weekly', new Date('2026-11-23T00:00:00Z')).from).toEqual(
      new Date('2026-11-16T00:00:00Z'),
    );
    expect(previousPeriod('daily', thursday).from).toEqual(new Date('2026-11-25T00:00:00Z'));
  });
});

describe('GET /api/game/bonuses/cashback and the cashback job', () => {
  it('gives back a share of the net cash loss of each closed period, once, as cash or bonus', async () => {
    const player = await kit.sessionPlayer(20_000);
    // Lost 60.00, won back 10.00 on another round, one bet refunded: net loss 50.00.
    const lost = id();
    await kit.bet(player, { transactionId: id(), roundId: lost, amount: 6000 });
    await kit.win(player, { transactionId: id(), roundId: lost, amount: 0 });
    const won = id();
    await kit.bet(player, { transactionId: id(), roundId: won, amount: 1000 });
    await kit.win(player, { transactionId: id(), roundId: won, amount: 2000 });
    const refunded = { transactionId: id(), roundId: id(), amount: 3000 };
    await kit.bet(player, refunded);
    await kit.rollback(player, {
      transactionId: id(),
      roundId: refunded.roundId,
      rollbackTransactionId: refunded.transactionId,
    });

    const list = await api.call('GET', '/api/game/bonuses/cashback?currency=EUR', player.token);
    expect(list.statusCode).toBe(200);
    const programs = list.json().data as Record<string, unknown>[];
    expect(programs.map((p) => [p.id, (p.current as { netLoss: number }).netLoss])).toEqual([
      ['weekly-10', 5000],
      ['daily-5', 5000],
    ]);
    expect(programs[0]).toMatchObject({
      percent: 10,
      paidAs: 'cash',
      minLoss: 2000,
      maxAmount: 50_000,
      current: { expectedAmount: 500 },
      lastPayout: null,
    });
    expect(programs[1]).toMatchObject({ paidAs: 'bonus', current: { expectedAmount: 250 } });

    // A week later this week has closed: 10 % of the loss, 5.00, comes back as cash, once.
    const later = new Date(Date.now() + 7 * 86_400_000);
    await payDueCashback(t.db, later);
    await payDueCashback(t.db, later);
    const payouts = await t.db
      .select()
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.playerId, player.playerId));
    // The week before `later` holds today's play (the daily programme looks at the day before it).
    const weekly = payouts.filter((p) => p.programId === 'weekly-10');
    expect(weekly.map((p) => [p.netLoss, p.amount])).toEqual([[5000, 500]]);
    expect(await api.balanceOf(player.token, player.accountId)).toMatchObject({
      balance: 20_000 - 5000 + 500,
    });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('pays the daily cashback as a bonus with its wagering', async () => {
    const player = await kit.sessionPlayer(10_000);
    const round = id();
    await kit.bet(player, { transactionId: id(), roundId: round, amount: 4000 });
    await kit.win(player, { transactionId: id(), roundId: round, amount: 0 });
    await payDueCashback(t.db, new Date(Date.now() + 86_400_000));
    const bonuses = (await api.call('GET', '/api/game/player-bonuses', player.token)).json().data;
    expect(bonuses).toEqual([
      expect.objectContaining({
        bonusId: 'cashback-bonus',
        status: 2,
        amount: 200,
        wagerRequired: 1000,
      }),
    ]);
    const after = await api.call('GET', '/api/game/bonuses/cashback?currency=EUR', player.token);
    expect(after.json().data[1].lastPayout).toMatchObject({ netLoss: 4000, amount: 200 });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('gives nothing below the minimum loss', async () => {
    const player = await kit.sessionPlayer(10_000);
    const round = id();
    await kit.bet(player, { transactionId: id(), roundId: round, amount: 900 });
    await kit.win(player, { transactionId: id(), roundId: round, amount: 0 });
    await payDueCashback(t.db, new Date(Date.now() + 7 * 86_400_000));
    const payouts = await t.db
      .select()
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.playerId, player.playerId));
    expect(payouts).toEqual([]);
  });

  it('raises the rate by the player’s loyalty level (Gold: +2 points)', async () => {
    const player = await kit.sessionPlayer(10_000);
    await t.db
      .insert(loyaltyAccounts)
      .values({ playerId: player.playerId, points: 150, levelOrder: 3 });
    const round = id();
    await kit.bet(player, { transactionId: id(), roundId: round, amount: 5000 });
    await kit.win(player, { transactionId: id(), roundId: round, amount: 0 });
    const list = await api.call('GET', '/api/game/bonuses/cashback?currency=EUR', player.token);
    expect(list.json().data[0]).toMatchObject({
      id: 'weekly-10',
      percent: 12,
      current: { expectedAmount: 600 },
    });
    await payDueCashback(t.db, new Date(Date.now() + 7 * 86_400_000));
    const payouts = await t.db
      .select()
      .from(cashbackPayouts)
      .where(eq(cashbackPayouts.playerId, player.playerId));
    expect(payouts.find((p) => p.programId === 'weekly-10')?.amount).toBe(600);
  });
});
