import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { gameRounds, loyaltyAccounts, loyaltyRoundPoints } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { expectError } from '../payments/test-kit.ts';
import { readCountedRound } from './counted-round.ts';
import { countRound, rebuildLoyalty } from './loyalty.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();

/** A real-money bet of `amount` minor units in a round of its own; the round's provider id. */
async function bet(player: SessionPlayer, amount: number, roundId = id()) {
  const transactionId = id();
  const response = await kit.bet(player, { transactionId, roundId, amount });
  expect(response.statusCode, response.body).toBe(200);
  return { roundId, transactionId };
}

const account = async (player: SessionPlayer, locale = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/retention/account',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': locale },
    })
  ).json().data;

async function roundIdsOf(player: SessionPlayer) {
  const rows = await t.db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, player.playerId));
  return rows.map((row) => row.id);
}

describe('loyalty', () => {
  it('lists the levels in order with their benefits, rewards and the points rates', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/retention/levels',
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.map((l: { name: string; points: number }) => [l.name, l.points])).toEqual([
      ['Bronze', 0],
      ['Silber', 10],
      ['Gold', 100],
      ['Platin', 500],
      ['Diamant', 2500],
    ]);
    expect(data[1].reward).toEqual({
      bonusId: 'loyalty-silver',
      name: '10 Freispiele für das Erreichen von Silber',
    });
    expect(meta.rates).toContainEqual({ currency: 'EUR', minorPerPoint: 100 });
  });

  it('counts a point per euro staked, per round, from the outbox, whatever the replays', async () => {
    const player = await kit.sessionPlayer(100_000);
    expect(await account(player)).toEqual({
      points: 0,
      currentLevel: { name: 'Bronze', points: 0, order: 1 },
      nextLevel: { name: 'Silver', points: 10, order: 2 },
    });
    for (const amount of [100, 250, 250, 50]) await bet(player, amount);
    await t.app.outbox.flush();
    // 1 + 2 + 2 + 0: a round earns whole points of its own stake.
    expect((await account(player)).points).toBe(5);

    // The same events again, and again in reverse: nothing changes.
    const rounds = await roundIdsOf(player);
    const cursor = await kit.outboxCursor();
    for (const roundId of [...rounds, ...rounds.reverse()]) {
      await countRound(t.db, (await readCountedRound(t.db, roundId))!);
    }
    expect((await account(player)).points).toBe(5);
    expect(await kit.eventsSince(cursor, `retention:accounts#${player.playerId}`)).toEqual([]);
  });

  it('levels up once per level: the event, the message and the free spins of each level passed', async () => {
    const player = await kit.sessionPlayer(100_000);
    const cursor = await kit.outboxCursor();
    await bet(player, 1_000);
    await t.app.outbox.flush();
    expect(await account(player)).toMatchObject({
      points: 10,
      currentLevel: { name: 'Silver', order: 2 },
      nextLevel: { name: 'Gold', points: 100 },
    });
    await bet(player, 49_000);
    await t.app.outbox.flush();
    expect((await account(player)).currentLevel).toMatchObject({ name: 'Platinum', order: 4 });
    for (const roundId of await roundIdsOf(player)) {
      await countRound(t.db, (await readCountedRound(t.db, roundId))!);
    }

    const events = await kit.eventsSince(cursor, `retention:accounts#${player.playerId}`);
    expect(events).toEqual([
      { points: 10, levelOrder: 2, previousLevelOrder: 1, levelName: 'Silver' },
      { points: 500, levelOrder: 4, previousLevelOrder: 2, levelName: 'Platinum' },
    ]);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${player.token}` } });
    const messages = await get('/api/notification/messenger/messages');
    const levelMessages = messages
      .json()
      .data.filter((m: { kind: string }) => m.kind === 'loyalty.levelUp');
    expect(levelMessages.map((m: { content: { title: string } }) => m.content.title)).toEqual([
      'Welcome to Platinum!',
      'Welcome to Gold!',
      'Welcome to Silver!',
    ]);
    const spins = await get('/api/game/player-freespins');
    expect(
      spins
        .json()
        .data.map((s: { bonusId: string; count: number }) => [s.bonusId, s.count])
        .sort(),
    ).toEqual([
      ['loyalty-gold', 25],
      ['loyalty-platinum', 50],
      ['loyalty-silver', 10],
    ]);
  });

  it('takes a refunded round’s points back, keeping the level reached', async () => {
    const player = await kit.sessionPlayer(100_000);
    const placed = await bet(player, 1_500);
    await t.app.outbox.flush();
    expect((await account(player)).points).toBe(15);
    const rollback = await kit.rollback(player, {
      transactionId: id(),
      roundId: placed.roundId,
      rollbackTransactionId: placed.transactionId,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    await t.app.outbox.flush();
    expect(await account(player)).toMatchObject({ points: 0, currentLevel: { name: 'Silver' } });
  });

  it('rebuilds every player’s points from the rounds, as replaying the history gives', async () => {
    const player = await kit.sessionPlayer(100_000);
    for (const amount of [300, 700, 1_200]) await bet(player, amount);
    await t.app.outbox.flush();
    const before = await account(player);
    await t.db.delete(loyaltyRoundPoints).where(eq(loyaltyRoundPoints.playerId, player.playerId));
    await t.db
      .update(loyaltyAccounts)
      .set({ points: 0 })
      .where(eq(loyaltyAccounts.playerId, player.playerId));
    expect((await account(player)).points).toBe(0);
    await rebuildLoyalty(t.db);
    expect(await account(player)).toEqual(before);
    const [counted] = await queryRows<{ total: number }>(
      t.db,
      sql`select coalesce(sum(points), 0)::int as total from loyalty_round_points where player_id = ${player.playerId}`,
    );
    const total = counted?.total;
    expect(total).toBe(before.points);
  });

  it('needs a signed-in player for the account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/retention/account' });
    expectError(response, 401, 10003);
  });
});
