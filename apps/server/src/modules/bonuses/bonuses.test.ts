import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, gameSessions, ledgerAccounts, playerBonuses } from '../../db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../../db/seed/bonuses.ts';
import { startTestApp } from '../../test/test-app.ts';
import {
  createProviderKit,
  OTHER_GAME_ID,
  type SessionPlayer,
} from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { selectRate } from '../payments/repo.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import * as service from './service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
  await t.db
    .insert(bonuses)
    .values({
      id: 'test-x2',
      name: { en: 'Test bonus', de: 'Testbonus' },
      type: 1,
      trigger: 'code',
      ...CODE_BONUS_CONDITIONS,
      wagerMultiplier: 2,
      expiryDays: 7,
      maxBet: { EUR: 2000 },
      contributions: { roulette: 10 },
      restrictedGameIds: [OTHER_GAME_ID],
    })
    .onConflictDoNothing();
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();

async function expectNoViolations() {
  expect(await checkInvariants(t.db)).toEqual([]);
}

/** Gives a player the test bonus (x2 wagering, max bet 20.00) on their EUR account. */
async function giveBonus(player: SessionPlayer, amount: number) {
  const bonus = (await t.db.select().from(bonuses).where(eq(bonuses.id, 'test-x2')))[0]!;
  const row = await t.db.transaction((tx) =>
    service.issueBonus(tx, {
      bonus,
      playerId: player.playerId,
      accountId: player.accountId,
      currency: 'EUR',
      amount,
    }),
  );
  return row.id;
}

async function bonusOf(player: SessionPlayer, playerBonusId: string) {
  const list = await api.call('GET', '/api/game/player-bonuses', player.token);
  return (list.json().data as Record<string, unknown>[]).find((b) => b.id === playerBonusId)!;
}

/** Cash and bonus money of a player's EUR account, from the ledger. */
async function moneyOf(player: SessionPlayer) {
  const rows = await t.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.ownerType} = 'player' and ${ledgerAccounts.ownerId} = ${player.playerId}
        and ${ledgerAccounts.currency} = 'EUR' and ${ledgerAccounts.kind} in ('cash', 'bonus')`,
    );
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { cash: of('cash'), bonus: of('bonus') };
}

describe('a bonus on the bet path', () => {
  it('takes cash first, splits wins like the stake, counts wagering and converts when met', async () => {
    const player = await kit.sessionPlayer(1000);
    const cursor = await kit.outboxCursor();
    const bonusId = await giveBonus(player, 2000);
    expect(await bonusOf(player, bonusId)).toMatchObject({
      status: 2,
      result: 1,
      amount: 2000,
      balance: 2000,
      wagerRequired: 4000,
      wagered: 0,
      maxBetAmount: 2000,
      name: 'Test bonus',
    });
    expect(await kit.balanceOf(player)).toBe(3000);

    // 15.00 staked: 10.00 cash, 5.00 bonus; the provider sees cash and bonus together.
    const r1 = id();
    const bet1 = await kit.bet(player, { transactionId: id(), roundId: r1, amount: 1500 });
    expect(bet1.json()).toMatchObject({ balance: 1500 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 1500 });
    expect(await kit.roundOf(r1)).toMatchObject({ stakeAmount: 1500, bonusStakeAmount: 500 });
    // A win of 3.00 on it: a third was won with bonus money.
    const win1 = await kit.win(player, { transactionId: id(), roundId: r1, amount: 300 });
    expect(win1.json()).toMatchObject({ balance: 1800 });
    expect(await moneyOf(player)).toEqual({ cash: 200, bonus: 1600 });

    const r2 = id();
    await kit.bet(player, { transactionId: id(), roundId: r2, amount: 1000 });
    await kit.win(player, { transactionId: id(), roundId: r2, amount: 0 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 800 });
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 2, wagered: 2500 });
    const turnover = await api.call(
      'GET',
      '/api/risk/reasons/turn-over-wager?currency=EUR',
      player.token,
    );
    expect(turnover.json().data).toEqual({
      total: 4000,
      turnOverWager: 2500,
      turnOverWagerAmount: 1500,
      currency: 'EUR',
    });

    const r3 = id();
    await kit.bet(player, { transactionId: id(), roundId: r3, amount: 800 });
    await kit.win(player, { transactionId: id(), roundId: r3, amount: 1600 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 1600 });

    // This bet meets the wagering (3300 + 700 = 4000): what is left of the bonus becomes cash.
    const r4 = id();
    const bet4 = await kit.bet(player, { transactionId: id(), roundId: r4, amount: 700 });
    expect(bet4.json()).toMatchObject({ balance: 900 });
    expect(await moneyOf(player)).toEqual({ cash: 900, bonus: 0 });
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 3, result: 2, balance: 0 });
    // The open round's win, staked with bonus money, is cash now that the bonus was played.
    await kit.win(player, { transactionId: id(), roundId: r4, amount: 1400 });
    expect(await moneyOf(player)).toEqual({ cash: 2300, bonus: 0 });

    const events = await kit.eventsSince(cursor, `bonus:player-bonuses#${player.playerId}`);
    expect(events.map((e) => `${e.status}-${e.result}`)).toEqual(['2-1', '3-2']);
    await expectNoViolations();
  });

  it('counts a bet by its game kind contribution and refuses the max bet and restricted games', async () => {
    const player = await kit.sessionPlayer(0);
    const bonusId = await giveBonus(player, 5000);
    const before = await kit.booksSnapshot();
    const cursor = await kit.outboxCursor();
    const tooBig = await kit.bet(player, { transactionId: id(), roundId: id(), amount: 2001 });
    expectError(tooBig, 403, 14011);
    const restricted = { ...player, sessionId: await openSessionOf(player, OTHER_GAME_ID) };
    const onRestricted = await kit.call('bet', {
      sessionToken: restricted.sessionId,
      gameId: OTHER_GAME_ID,
      currency: 'EUR',
      transactionId: id(),
      roundId: id(),
      amount: 100,
    });
    expectError(onRestricted, 403, 14012);
    expect(await kit.booksSnapshot()).toEqual(before);
    // The player is told why, on their bets channel.
    expect(await kit.eventsSince(cursor, `game:bets#${player.playerId}`)).toEqual([
      {
        event: 'game.bet.max.exceed',
        maxBet: { amountMinor: 2000, currency: 'EUR', subunitToUnit: 100 },
      },
      { event: 'game.bet.restricted' },
    ]);

    const roulette = await openSessionOf(player, 'european-roulette');
    await kit.call('bet', {
      sessionToken: roulette,
      gameId: 'european-roulette',
      currency: 'EUR',
      transactionId: id(),
      roundId: id(),
      amount: 1000,
    });
    // Roulette counts 10 %.
    expect(await bonusOf(player, bonusId)).toMatchObject({ wagered: 100, balance: 4000 });
    await expectNoViolations();
  });

  it('is lost when its money runs out and none of its bets is open', async () => {
    const player = await kit.sessionPlayer(0);
    const bonusId = await giveBonus(player, 1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 1000 });
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 2 });
    await kit.win(player, { transactionId: id(), roundId, amount: 0 });
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 3, result: 5 });
    // The same through the provider's round-close call.
    const other = await kit.sessionPlayer(0);
    const otherBonusId = await giveBonus(other, 1000);
    const otherRound = id();
    await kit.bet(other, { transactionId: id(), roundId: otherRound, amount: 1000 });
    await kit.closeRound(other, otherRound);
    expect(await bonusOf(other, otherBonusId)).toMatchObject({ status: 3, result: 5 });
    await expectNoViolations();
  });

  it('is lost when the money left is below the smallest bet of its games, which goes to the house', async () => {
    const player = await kit.sessionPlayer(0);
    const bonusId = await giveBonus(player, 1000);
    await t.db.update(playerBonuses).set({ lostBelow: 20 }).where(eq(playerBonuses.id, bonusId));
    const first = id();
    await kit.bet(player, { transactionId: id(), roundId: first, amount: 980 });
    await kit.win(player, { transactionId: id(), roundId: first, amount: 0 });
    // 0.20 left: still one smallest bet.
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 2, balance: 20 });
    const second = id();
    await kit.bet(player, { transactionId: id(), roundId: second, amount: 20 });
    await kit.win(player, { transactionId: id(), roundId: second, amount: 19 });
    // 0.19 left, below the smallest bet: lost, and the 0.19 is the house's again.
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 3, result: 5, balance: 0 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 0 });
    await expectNoViolations();
  });

  it('returns a rolled-back bet to cash and bonus as it was taken, and off the wagering', async () => {
    const player = await kit.sessionPlayer(500);
    const bonusId = await giveBonus(player, 1000);
    const bet = { transactionId: id(), roundId: id(), amount: 1000 };
    await kit.bet(player, bet);
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 500 });
    const rolledBack = await kit.rollback(player, {
      transactionId: id(),
      roundId: bet.roundId,
      rollbackTransactionId: bet.transactionId,
    });
    expect(rolledBack.json()).toMatchObject({ balance: 1500 });
    expect(await moneyOf(player)).toEqual({ cash: 500, bonus: 1000 });
    expect(await bonusOf(player, bonusId)).toMatchObject({ wagered: 0, status: 2 });
    await expectNoViolations();
  });
});

describe('PUT /api/game/player-bonuses/{id}/activate and /cancel', () => {
  it('queues a second bonus, activates it once the first is finished, and refuses bad steps', async () => {
    const player = await kit.sessionPlayer(0);
    const first = await giveBonus(player, 1000);
    const second = await giveBonus(player, 2000);
    expect(await bonusOf(player, second)).toMatchObject({ status: 1, balance: 0 });
    const url = (bonusId: string, step: string) => `/api/game/player-bonuses/${bonusId}/${step}`;

    const before = await kit.booksSnapshot();
    expectError(await api.call('PUT', url(second, 'activate'), player.token), 409, 14102);
    const stranger = await kit.sessionPlayer(0);
    expectError(await api.call('PUT', url(second, 'activate'), stranger.token), 404, 14101);
    expectError(await api.call('PUT', url(second, 'cancel'), stranger.token, {}), 404, 14101);
    expectError(await api.call('PUT', url(id(), 'activate'), player.token), 404, 14101);
    expect(await kit.booksSnapshot()).toEqual(before);

    const canceled = await api.call('PUT', url(first, 'cancel'), player.token, {});
    expect(canceled.json().data).toMatchObject({ status: 3, result: 3, balance: 0 });
    expectError(await api.call('PUT', url(first, 'cancel'), player.token, {}), 409, 14103);
    expectError(await api.call('PUT', url(first, 'activate'), player.token), 409, 14103);

    const activated = await api.call('PUT', url(second, 'activate'), player.token);
    expect(activated.json().data).toMatchObject({ status: 2, balance: 2000 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 2000 });
    const active = await api.call('GET', '/api/game/player-bonuses?status=1,2', player.token);
    expect(active.json().data.map((b: { id: string }) => b.id)).toEqual([second]);
    await expectNoViolations();
  });

  it('asks to confirm losing open bets, then forfeits the bonus and what its bets win', async () => {
    const player = await kit.sessionPlayer(1000);
    const bonusId = await giveBonus(player, 1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 1500 });
    const url = `/api/game/player-bonuses/${bonusId}/cancel`;
    expectError(await api.call('PUT', url, player.token, {}), 409, 14104);
    const confirmed = await api.call('PUT', url, player.token, { isUnsettledConfirmed: true });
    expect(confirmed.json().data).toMatchObject({ status: 3, result: 3 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 0 });
    // 15.00 staked, a third of it bonus: of a 30.00 win the player keeps the cash part.
    await kit.win(player, { transactionId: id(), roundId, amount: 3000 });
    expect(await moneyOf(player)).toEqual({ cash: 2000, bonus: 0 });
    await expectNoViolations();
  });

  it('counts money on a bonus account without an active bonus as a ledger violation', async () => {
    const player = await kit.sessionPlayer(0);
    const bonusId = await giveBonus(player, 1000);
    await api.call('PUT', `/api/game/player-bonuses/${bonusId}/cancel`, player.token, {});
    const stray = new Error('rolled back on purpose');
    const house = await houseId();
    await expect(
      t.db.transaction(async (tx) => {
        // Money put on the bonus account by hand, with no bonus active: the checker must see it.
        await tx.execute(sql`select ledger_post('test-stray-bonus', 'adjustment', 'posted', null,
          '{}'::jsonb, array[${house}::uuid, bonus_account_of(${player.playerId}::uuid, 'EUR')],
          array[-5, 5]::bigint[], array[false, true])`);
        expect(await checkInvariants(tx)).toEqual([
          expect.objectContaining({
            rule: 'bonus-money-belongs-to-an-active-bonus',
            actualMinor: 5,
          }),
        ]);
        throw stray;
      }),
    ).rejects.toBe(stray);
    await expectNoViolations();
  });

  it('expires bonuses past their date and forfeits their money', async () => {
    const player = await kit.sessionPlayer(0);
    const bonusId = await giveBonus(player, 1000);
    await t.db
      .update(playerBonuses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.id, bonusId));
    expect(await service.expireDueBonuses(t.db)).toBeGreaterThanOrEqual(1);
    expect(await bonusOf(player, bonusId)).toMatchObject({ status: 3, result: 4 });
    expect(await moneyOf(player)).toEqual({ cash: 0, bonus: 0 });
    await expectNoViolations();
  });
});

async function houseId() {
  const [row] = await t.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.ownerId} = 'house' and ${ledgerAccounts.currency} = 'EUR'`);
  return row!.id;
}

async function openSessionOf(player: SessionPlayer, gameId: string) {
  const sessionId = await kit.openGameSession(player.playerId, player.accountId);
  await t.db.update(gameSessions).set({ gameId }).where(eq(gameSessions.id, sessionId));
  return sessionId;
}

describe('deposit bonuses at the cashier', () => {
  async function approveBankTransfer(invoiceId: string) {
    const reference = (await api.invoiceRow(invoiceId)).providerReference!;
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/console/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
  }

  function deposit(player: SessionPlayer, body: Record<string, unknown>) {
    return api.call('POST', '/api/payment/invoices/deposit', player.token, {
      method: 'bank-transfer',
      currency: 'EUR',
      accountId: player.accountId,
      fields: {},
      ...body,
    });
  }

  it('lists what a deposit would get, in the asked language', async () => {
    const player = await kit.sessionPlayer(0);
    const list = await t.app.inject({
      url: '/api/game/bonuses?currency=EUR&amount=5000',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'de' },
    });
    const bonusList = list.json().data as Record<string, unknown>[];
    expect(bonusList.map((b) => [b.id, b.expectedAmount])).toEqual([
      ['welcome-1', 5000],
      ['reload-50', 2500],
      ['cash-10', 1000],
      // A free spins bonus: its expected amount is the number of spins.
      ['spins-reload-25', 25],
    ]);
    expect(bonusList[0]).toMatchObject({
      name: 'Willkommen 1. Einzahlung: 100 % bis 500',
      type: 2,
      package: { id: 'welcome-package', name: 'Willkommenspaket' },
      triggerConditions: {
        invoiceAmountItems: [{ currency: 'EUR', amountFrom: 2000, amountTo: null }],
      },
      assignConditions: {
        depositPercentage: 100,
        maxAmountItems: [{ currency: 'EUR', amount: 50_000 }],
      },
      wagerMultiplier: 35,
    });
    const small = await api.call('GET', '/api/game/bonuses?currency=EUR&amount=1500', player.token);
    expect(
      small.json().data.map((b: { expectedAmount: number | null }) => b.expectedAmount),
    ).toEqual([null, null, null, null]);
    const big = await api.call('GET', '/api/game/bonuses?currency=EUR&amount=80000', player.token);
    expect(big.json().data[0].expectedAmount).toBe(50_000);
  });

  it('converts base-currency terms at the current rate for a currency the bonus does not name', async () => {
    const player = await api.player({ currencies: ['BTC'] });
    const rate = (await selectRate(t.db, 'BTC'))!;
    // cash-10: 10 EUR on a deposit of 20 EUR or more, in the base currency; 1 EUR = rate BTC.
    const from = Math.ceil(20 * rate * 1e8);
    const amount = Math.floor(10 * rate * 1e8);
    const listed = async (deposit: number) =>
      (
        await api.call('GET', `/api/game/bonuses?currency=BTC&amount=${deposit}`, player.token)
      ).json().data as Record<string, unknown>[];
    const cash10 = (await listed(from)).find((bonus) => bonus.id === 'cash-10');
    expect(cash10).toMatchObject({
      expectedAmount: amount,
      triggerConditions: {
        invoiceAmountItems: [{ currency: 'BTC', amountFrom: from, amountTo: null }],
      },
      assignConditions: { amountItems: [{ currency: 'BTC', amount }] },
    });
    // Below the converted minimum, nothing; bonuses without base terms are not offered in BTC.
    expect((await listed(from - 1)).find((bonus) => bonus.id === 'cash-10')).toMatchObject({
      expectedAmount: null,
    });
    expect((await listed(from)).map((bonus) => bonus.id)).toEqual(['cash-10']);
  });

  it('issues and activates the chosen bonus when the deposit succeeds, in its transaction', async () => {
    const player = await kit.sessionPlayer(0);
    const cursor = await kit.outboxCursor();
    const created = await deposit(player, { amount: 10_000, bonusId: 'welcome-1' });
    expect(created.statusCode).toBe(201);
    const list = () => api.call('GET', '/api/game/player-bonuses', player.token);
    expect((await list()).json().data).toEqual([]);
    await approveBankTransfer(created.json().data.invoiceId);
    const [bonus] = (await list()).json().data;
    expect(bonus).toMatchObject({
      bonusId: 'welcome-1',
      status: 2,
      amount: 10_000,
      balance: 10_000,
      wagerRequired: 350_000,
      maxBetAmount: 500,
      packageId: 'welcome-package',
    });
    const account = await api.balanceOf(player.token, player.accountId);
    expect(account).toMatchObject({ balance: 20_000, withdrawalBalance: 10_000 });
    const events = await kit.eventsSince(cursor, `bonus:player-bonuses#${player.playerId}`);
    expect(events).toEqual([expect.objectContaining({ status: 2, result: 1, balance: 10_000 })]);
    await expectNoViolations();
  });

  it('offers the welcome package step by step, each step once', async () => {
    const player = await kit.sessionPlayer(0);
    const offered = async () =>
      (await api.call('GET', '/api/game/bonuses?currency=EUR', player.token))
        .json()
        .data.map((b: { id: string }) => b.id);
    expect(await offered()).toEqual(['welcome-1', 'reload-50', 'cash-10', 'spins-reload-25']);
    const first = await deposit(player, { amount: 5000, bonusId: 'welcome-1' });
    await approveBankTransfer(first.json().data.invoiceId);
    expect(await offered()).toEqual(['welcome-2', 'reload-50', 'cash-10', 'spins-reload-25']);
    expectError(await deposit(player, { amount: 5000, bonusId: 'welcome-1' }), 422, 14105);
    // Two deposits chose step 2; the first credited takes it, the other stands alone.
    const second = await deposit(player, { amount: 5000, bonusId: 'welcome-2' });
    const third = await deposit(player, { amount: 5000, bonusId: 'welcome-2' });
    await approveBankTransfer(second.json().data.invoiceId);
    await approveBankTransfer(third.json().data.invoiceId);
    const taken = (await api.call('GET', '/api/game/player-bonuses', player.token)).json().data;
    expect(taken.map((b: { bonusId: string }) => b.bonusId).sort()).toEqual([
      'welcome-1',
      'welcome-2',
    ]);
    // Each step's free spins came with it: the first of step 1's ten daily batches, and step 2's.
    const spins = (await api.call('GET', '/api/game/player-freespins?status=1', player.token))
      .json()
      .data.map((f: { bonusId: string; gameId: string; count: number }) => [
        f.bonusId,
        f.gameId,
        f.count,
      ]);
    expect(spins.sort()).toEqual([
      ['welcome-1', 'sands-of-anubet', 20],
      ['welcome-2', 'retro-reels', 50],
    ]);
    // Three deposits made: the fourth step is next (the third deposit took no step).
    expect(await offered()).toEqual(['welcome-4', 'reload-50', 'cash-10', 'spins-reload-25']);
    const status = await api.call(
      'GET',
      '/api/game/bonuses/status?bonusIds=welcome-1,welcome-4,no-such&currency=EUR',
      player.token,
    );
    expect(status.json().data).toEqual([
      { bonusId: 'welcome-1', isAvailable: false, taken: 1 },
      { bonusId: 'welcome-4', isAvailable: true, taken: 0 },
      { bonusId: 'no-such', isAvailable: false, taken: 0 },
    ]);
    const steps = await api.call(
      'GET',
      '/api/game/bonuses/status?packageId=welcome-package&currency=EUR',
      player.token,
    );
    expect(steps.json().data).toEqual([
      { bonusId: 'welcome-1', isAvailable: false, taken: 1 },
      { bonusId: 'welcome-2', isAvailable: false, taken: 1 },
      { bonusId: 'welcome-3', isAvailable: false, taken: 0 },
      { bonusId: 'welcome-4', isAvailable: true, taken: 0 },
    ]);
    await expectNoViolations();
  });

  it('refuses a contradictory or unavailable choice and creates nothing', async () => {
    const player = await kit.sessionPlayer(0);
    const before = await api.booksSnapshot();
    const both = await deposit(player, { amount: 5000, bonusId: 'cash-10', isBonusDecline: true });
    expectError(both, 422, 10002);
    expect(Object.keys(both.json().error.fields)).toEqual(['isBonusDecline']);
    expectError(await deposit(player, { amount: 5000, bonusId: 'welcome-2' }), 422, 14105);
    expectError(await deposit(player, { amount: 5000, bonusId: 'no-such' }), 422, 14105);
    expectError(await deposit(player, { amount: 5000, bonusId: 'test-x2' }), 422, 14105);
    expect(await api.booksSnapshot()).toEqual(before);
  });

  it('gives nothing to a declined or plain deposit', async () => {
    const player = await kit.sessionPlayer(0);
    const declined = await deposit(player, { amount: 5000, isBonusDecline: true });
    await approveBankTransfer(declined.json().data.invoiceId);
    const plain = await deposit(player, { amount: 5000 });
    await approveBankTransfer(plain.json().data.invoiceId);
    expect((await api.call('GET', '/api/game/player-bonuses', player.token)).json().data).toEqual(
      [],
    );
    expect(await api.balanceOf(player.token, player.accountId)).toMatchObject({ balance: 10_000 });
  });
});
