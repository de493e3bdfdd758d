import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, freespinRounds, ledgerAccounts, playerFreespins } from '../../db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../../db/seed/bonuses.ts';
import { startTestApp } from '../../test/test-app.ts';
import {
  createProviderKit,
  GAME_ID,
  OTHER_GAME_ID,
  type SessionPlayer,
} from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import * as freespins from './freespins.ts';
import * as service from './service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;

/** 3 spins of 0.20 on the test game; winnings wagered twice within 5 days. */
const TERMS = {
  gameId: GAME_ID,
  count: 3,
  batches: 1,
  betAmount: { EUR: 20 },
  expiryDays: 7,
  wagerMultiplier: 2,
  winningsExpiryDays: 5,
};

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
  await t.db
    .insert(bonuses)
    .values([
      {
        id: 'test-spins',
        name: { en: 'Test spins' },
        type: 3,
        trigger: 'code',
        ...CODE_BONUS_CONDITIONS,
        wagerMultiplier: 2,
        expiryDays: 7,
        freespins: TERMS,
      },
      {
        id: 'test-spins-batched',
        name: { en: 'Batched spins' },
        type: 3,
        trigger: 'code',
        ...CODE_BONUS_CONDITIONS,
        wagerMultiplier: 2,
        expiryDays: 7,
        freespins: { ...TERMS, count: 5, batches: 2 },
      },
    ])
    .onConflictDoNothing();
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();
const FREESPINS = '/api/game/player-freespins';

async function giveSpins(player: SessionPlayer, bonusId = 'test-spins') {
  const [bonus] = await t.db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  const rows = await t.db.transaction((tx) =>
    service.grantBonus(tx, {
      bonus: bonus!,
      playerId: player.playerId,
      accountId: player.accountId,
      currency: 'EUR',
      amount: bonus!.freespins!.count,
    }),
  );
  return rows.freespins[0]!.id;
}

const listOf = async (player: SessionPlayer, query = '') =>
  (await api.call('GET', FREESPINS + query, player.token)).json().data as Record<string, unknown>[];
const bonusesOf = async (player: SessionPlayer) =>
  (await api.call('GET', '/api/game/player-bonuses', player.token)).json().data;

const activate = (player: SessionPlayer, freespinId: string) =>
  api.call('PUT', `${FREESPINS}/${freespinId}/activate`, player.token);
const cancel = (player: SessionPlayer, freespinId: string) =>
  api.call('PUT', `${FREESPINS}/${freespinId}/cancel`, player.token);

const spinBet = (player: SessionPlayer, freespinId: string, roundId: string, fields = {}) =>
  kit.bet(player, { transactionId: `${roundId}:bet`, roundId, amount: 0, freespinId, ...fields });
const spinWin = (player: SessionPlayer, freespinId: string, roundId: string, amount: number) =>
  kit.win(player, { transactionId: `${roundId}:win`, roundId, amount, freespinId });

async function offeredTo(player: SessionPlayer) {
  const response = await kit.call('freespins', { sessionToken: player.sessionId });
  expect(response.statusCode).toBe(200);
  return response.json().freespins as { freespinId: string; remaining: number }[];
}

async function bonusMoneyOf(player: SessionPlayer) {
  const [row] = await t.db
    .select({ balance: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::int` })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.ownerType} = 'player' and ${ledgerAccounts.ownerId} = ${player.playerId} and ${ledgerAccounts.kind} = 'bonus'`,
    );
  return Number(row?.balance ?? 0);
}

describe('free spins', () => {
  it('are issued, activated, played through the provider API and their winnings become a bonus', async () => {
    const player = await kit.sessionPlayer(1000);
    const cursor = await kit.outboxCursor();
    const freespinId = await giveSpins(player);
    expect(await listOf(player)).toEqual([
      expect.objectContaining({
        id: freespinId,
        status: 1,
        result: 1,
        count: 3,
        played: 0,
        gameId: GAME_ID,
        gameName: 'Acme Fruits',
        betAmount: 20,
        winAmount: 0,
        name: 'Test spins',
        wagerMultiplier: 2,
      }),
    ]);
    // Issued spins are not the provider's to play.
    expect(await offeredTo(player)).toEqual([]);
    expectError(await spinBet(player, freespinId, id()), 409, 14106);

    expect((await activate(player, freespinId)).json().data).toMatchObject({ status: 2 });
    expect(await offeredTo(player)).toEqual([
      expect.objectContaining({ freespinId, remaining: 3, betAmount: 20, currency: 'EUR' }),
    ]);

    const [r1, r2, r3] = [id(), id(), id()];
    const bet1 = await spinBet(player, freespinId, r1);
    expect(bet1.statusCode).toBe(200);
    expect(bet1.json()).toMatchObject({ balance: 1000, currency: 'EUR', isDuplicate: false });
    // Sent again: the first answer, nothing counted twice.
    expect((await spinBet(player, freespinId, r1)).json()).toMatchObject({ isDuplicate: true });
    expect((await spinWin(player, freespinId, r1, 100)).json()).toMatchObject({ balance: 1000 });
    await spinBet(player, freespinId, r2);
    await spinWin(player, freespinId, r2, 0);
    await spinBet(player, freespinId, r3);
    expect(await offeredTo(player)).toEqual([]);
    expectError(await spinBet(player, freespinId, id()), 409, 14106);
    expect(await listOf(player)).toEqual([
      expect.objectContaining({ status: 2, played: 3, winAmount: 100 }),
    ]);
    // No money moved while the spins were played: the winnings are the house's until they finish.
    expect(await kit.balanceOf(player)).toBe(1000);
    expect(await bonusMoneyOf(player)).toBe(0);

    await spinWin(player, freespinId, r3, 50);
    expect(await listOf(player, '?status=1,2')).toEqual([]);
    const [finished] = await t.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, freespinId));
    expect(finished).toMatchObject({ status: 3, result: 2, winAmount: 150 });
    const bonusList = await bonusesOf(player);
    expect(bonusList).toEqual([
      expect.objectContaining({
        id: finished!.playerBonusId,
        bonusId: 'test-spins',
        status: 2,
        amount: 150,
        balance: 150,
        wagerRequired: 300,
      }),
    ]);
    expect(await bonusMoneyOf(player)).toBe(150);
    expect(await kit.balanceOf(player)).toBe(1150);

    const events = await kit.eventsSince(cursor, `bonus:player-freespins#${player.playerId}`);
    const pairs = (events as { status: number; result: number }[]).map(
      (event) => `${event.status}-${event.result}`,
    );
    expect(pairs[0]).toBe('1-1');
    expect(pairs).toContain('2-1');
    expect(pairs.at(-1)).toBe('3-2');
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('finish played without a bonus when they won nothing', async () => {
    const player = await kit.sessionPlayer(0);
    const freespinId = await giveSpins(player);
    await activate(player, freespinId);
    for (let spin = 0; spin < 3; spin++) {
      const roundId = id();
      await spinBet(player, freespinId, roundId);
      await spinWin(player, freespinId, roundId, 0);
    }
    const [row] = await t.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, freespinId));
    expect(row).toMatchObject({ status: 3, result: 2, winAmount: 0, playerBonusId: null });
    expect(await bonusesOf(player)).toEqual([]);
  });

  it('refuse bad calls and change nothing', async () => {
    const player = await kit.sessionPlayer(1000);
    const other = await kit.sessionPlayer(1000);
    const freespinId = await giveSpins(player);
    await activate(player, freespinId);

    // A free spin stakes 0; a stake with a free spin, or 0 without one, is malformed.
    expectError(await spinBet(player, freespinId, id(), { amount: 20 }), 422, 10002);
    expectError(
      await kit.bet(player, { transactionId: id(), roundId: id(), amount: 0 }),
      422,
      10002,
    );
    // Another player's free spins, and free spins of another game.
    expectError(await spinBet(other, freespinId, id()), 409, 14106);
    const otherGameSession = await kit.openGameSession(player.playerId, player.accountId);
    await t.db.execute(
      sql`update game_sessions set game_id = ${OTHER_GAME_ID} where id = ${otherGameSession}::uuid`,
    );
    const onOtherGame = await kit.call('bet', {
      sessionToken: otherGameSession,
      transactionId: id(),
      roundId: id(),
      gameId: OTHER_GAME_ID,
      currency: 'EUR',
      amount: 0,
      freespinId,
    });
    expectError(onOtherGame, 409, 14106);

    const roundId = id();
    await spinBet(player, freespinId, roundId);
    // The same transaction id with other data; a second spin on the round.
    expectError(
      await spinBet(player, freespinId, roundId, { gameId: GAME_ID, currency: 'USD' }),
      409,
      14009,
    );
    expectError(await spinBet(player, freespinId, roundId, { transactionId: id() }), 409, 14008);
    // A win that does not name the free spins finds no round that could pay cash.
    expectError(await kit.win(player, { transactionId: id(), roundId, amount: 500 }), 404, 14007);
    // Another player's win on the round.
    expectError(
      await kit.win(other, { transactionId: id(), roundId, amount: 500, freespinId }),
      404,
      14007,
    );
    expect(await listOf(player)).toEqual([expect.objectContaining({ played: 1, winAmount: 0 })]);
    expect(await kit.balanceOf(player)).toBe(1000);

    // Player endpoints: unknown and foreign ids, activating twice.
    expectError(await activate(player, id()), 404, 14101);
    expectError(await activate(other, freespinId), 404, 14101);
    expectError(await cancel(other, freespinId), 404, 14101);
    expectError(await activate(player, freespinId), 409, 14102);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('give a rolled-back spin back, and refuse a spin that arrives after its rollback', async () => {
    const player = await kit.sessionPlayer(0);
    const freespinId = await giveSpins(player);
    await activate(player, freespinId);
    const roundId = id();
    await spinBet(player, freespinId, roundId);
    const rollback = () =>
      kit.rollback(player, {
        transactionId: `${roundId}:rollback`,
        roundId,
        rollbackTransactionId: `${roundId}:bet`,
        freespinId,
      });
    expect((await rollback()).statusCode).toBe(200);
    expect((await rollback()).json()).toMatchObject({ isDuplicate: true });
    expect(await offeredTo(player)).toEqual([expect.objectContaining({ remaining: 3 })]);
    expectError(await spinWin(player, freespinId, roundId, 100), 409, 14008);

    // The rollback of a spin never received leaves a tombstone.
    const lost = id();
    const early = await kit.rollback(player, {
      transactionId: id(),
      roundId: lost,
      rollbackTransactionId: `${lost}:bet`,
      freespinId,
    });
    expect(early.statusCode).toBe(200);
    expectError(await spinBet(player, freespinId, lost), 409, 14009);
    expect(await offeredTo(player)).toEqual([expect.objectContaining({ remaining: 3 })]);
  });

  it('cannot be canceled while a spin is in play; canceled and expired spins forfeit their winnings', async () => {
    const player = await kit.sessionPlayer(0);
    const freespinId = await giveSpins(player);
    await activate(player, freespinId);
    const roundId = id();
    await spinBet(player, freespinId, roundId);
    expectError(await cancel(player, freespinId), 409, 14104);
    await spinWin(player, freespinId, roundId, 300);
    const canceled = await cancel(player, freespinId);
    expect(canceled.json().data).toMatchObject({ status: 3, result: 3, winAmount: 300 });
    expectError(await cancel(player, freespinId), 409, 14103);
    expectError(await activate(player, freespinId), 409, 14103);
    expectError(await spinBet(player, freespinId, id()), 409, 14106);
    expect(await bonusesOf(player)).toEqual([]);

    const issued = await giveSpins(player);
    await t.db
      .update(playerFreespins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerFreespins.id, issued));
    const cursor = await kit.outboxCursor();
    expect(await freespins.sweepFreespins(t.db)).toBeGreaterThanOrEqual(1);
    const [expired] = await t.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, issued));
    expect(expired).toMatchObject({ status: 3, result: 4 });
    expect(await kit.eventsSince(cursor, `bonus:player-freespins#${player.playerId}`)).toEqual([
      expect.objectContaining({ id: issued, status: 3, result: 4 }),
    ]);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('credit later batches a day apart and publish each when it is due', async () => {
    const player = await kit.sessionPlayer(0);
    await giveSpins(player, 'test-spins-batched');
    const rows = await t.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.playerId, player.playerId))
      .orderBy(playerFreespins.batch);
    expect(rows.map((row) => [row.batch, row.count])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(rows[1]!.availableFrom.getTime() - rows[0]!.availableFrom.getTime()).toBe(86_400_000);
    expect(await listOf(player)).toHaveLength(1);
    expectError(await activate(player, rows[1]!.id), 404, 14101);

    await t.db
      .update(playerFreespins)
      .set({ availableFrom: new Date(Date.now() - 1000) })
      .where(eq(playerFreespins.id, rows[1]!.id));
    const cursor = await kit.outboxCursor();
    await freespins.sweepFreespins(t.db);
    expect(await kit.eventsSince(cursor, `bonus:player-freespins#${player.playerId}`)).toEqual([
      expect.objectContaining({ id: rows[1]!.id, status: 1, count: 2 }),
    ]);
    expect(await listOf(player, '?status=1&currency=EUR')).toHaveLength(2);
    // A second sweep publishes nothing again.
    const again = await kit.outboxCursor();
    await freespins.sweepFreespins(t.db);
    expect(await kit.eventsSince(again, `bonus:player-freespins#${player.playerId}`)).toEqual([]);
    const rounds = await t.db.select().from(freespinRounds).limit(1);
    expect(rounds).toBeDefined();
  });
});
