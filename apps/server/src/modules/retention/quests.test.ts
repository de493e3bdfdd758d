import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { playerQuests, playerQuestTasks } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import { readCountedRound } from './counted-round.ts';
import { countRoundForQuests, rebuildQuestProgress } from './quests.ts';

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
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  api.call(method, url, token, payload);
const activate = (player: SessionPlayer, questId: string, currency = 'EUR') =>
  call('PUT', `/api/retention/quests/${questId}/activate`, player.token, { currency });
const mine = async (player: SessionPlayer, query = '') =>
  (await call('GET', `/api/retention/player-quests${query}`, player.token)).json().data;

async function bet(player: SessionPlayer, amount: number, roundId = id()) {
  const response = await kit.bet(player, { transactionId: id(), roundId, amount });
  expect(response.statusCode, response.body).toBe(200);
  return roundId;
}

describe('quests', () => {
  it('offers the quests with their goals in the asked currency', async () => {
    const eur = (await call('GET', '/api/retention/quests?currency=EUR')).json().data;
    expect(eur.map((q: { id: string }) => q.id)).toEqual(['first-steps', 'lucky-run', 'warm-up']);
    expect(eur[2].tasks[0]).toMatchObject({ type: 'wager', quantity: 5000, isActive: true });
    expect(eur[2].reward).toEqual({ bonusName: null, amount: 500 });
    const brl = (await call('GET', '/api/retention/quests?currency=BRL')).json().data;
    expect(brl[2].tasks[0].quantity).toBe(25_000);
    // No goal in BTC for the amount tasks: only the quest of counts is offered.
    const btc = (await call('GET', '/api/retention/quests?currency=BTC')).json().data;
    expect(btc.map((q: { id: string }) => q.id)).toEqual(['first-steps']);
  });

  it('runs tasks in order from the outbox, rewards once, whatever the replays', async () => {
    const player = await kit.sessionPlayer(100_000);
    await bet(player, 100); // before the quest: does not count
    const started = await activate(player, 'first-steps');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ state: 2, questId: 'first-steps' });
    expect(started.json().data.tasks.map((task: { isActive: boolean }) => task.isActive)).toEqual([
      true,
      false,
    ]);
    expectError(await activate(player, 'first-steps'), 409, 14202);

    const cursor = await kit.outboxCursor();
    for (let i = 0; i < 3; i++) await bet(player, 100);
    await t.app.outbox.flush();
    let [run] = await mine(player, '?state=2');
    expect(run.tasks).toMatchObject([
      { isCompleted: true, isActive: false, progress: 3, quantity: 3 },
      { isCompleted: false, isActive: true, progress: 0, quantity: 1 },
    ]);

    const winning = await bet(player, 100);
    const won = await kit.win(player, { transactionId: id(), roundId: winning, amount: 300 });
    expect(won.statusCode, won.body).toBe(200);
    await t.app.outbox.flush();
    [run] = await mine(player);
    expect(run.state).toBe(3);

    // Every round's events again: nothing moves, nothing is paid twice.
    const rounds = await queryRows<{ id: string }>(
      t.db,
      sql`select id from game_rounds where player_id = ${player.playerId}`,
    );
    for (const row of rounds) {
      await countRoundForQuests(t.db, (await readCountedRound(t.db, row.id))!);
    }
    const spins = (await call('GET', '/api/game/player-freespins', player.token)).json().data;
    expect(spins.map((s: { bonusId: string }) => s.bonusId)).toEqual(['quest-first-steps']);
    const events = await kit.eventsSince(cursor, `retention:quests#${player.playerId}`);
    expect(events.filter((e) => e.kind === 'quest').map((e) => e.state)).toEqual([3]);
    expect(events.filter((e) => e.kind === 'task').map((e) => e.progress)).toEqual([1, 2, 3, 1]);
    const messages = (
      await call('GET', '/api/notification/messenger/messages', player.token)
    ).json().data;
    expect(messages[0].content.title).toBe('Quest complete: First steps');
  });

  it('counts a paid deposit, then the games of a games task', async () => {
    const player = await kit.sessionPlayer(0);
    expect((await activate(player, 'lucky-run')).statusCode).toBe(200);
    const created = await api.call('POST', '/api/payment/invoices/deposit', player.token, {
      method: 'card',
      currency: 'EUR',
      accountId: player.accountId,
      fields: {},
      amount: 2500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const action = new URL(created.json().data.action);
    await t.app.inject({
      method: 'POST',
      url: action.pathname + action.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    await t.app.outbox.flush();
    const [run] = await mine(player, '?state=2');
    expect(run.tasks[0]).toMatchObject({ isCompleted: true, progress: 2000, quantity: 2000 });
    // acme-fruits is not the quest's game: it does not count.
    await bet(player, 100);
    await t.app.outbox.flush();
    expect((await mine(player, '?state=2'))[0].tasks[1]).toMatchObject({
      progress: 0,
      isActive: true,
    });
  });

  it('pays a wager quest in cash through the ledger', async () => {
    const player = await kit.sessionPlayer(100_000);
    await activate(player, 'warm-up');
    await bet(player, 3000);
    await bet(player, 2000);
    await t.app.outbox.flush();
    expect((await mine(player))[0].state).toBe(3);
    expect(await kit.balanceOf(player)).toBe(100_000 - 5000 + 500);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('cancels an active quest once, never another player’s, and expires one past its time', async () => {
    const player = await kit.sessionPlayer(1_000);
    const other = await kit.sessionPlayer(1_000);
    const run = (await activate(player, 'warm-up')).json().data;
    expectError(
      await call('PUT', `/api/retention/player-quests/${run.id}/cancel`, other.token),
      404,
      14201,
    );
    const cancelled = await call(
      'PUT',
      `/api/retention/player-quests/${run.id}/cancel`,
      player.token,
    );
    expect(cancelled.json().data.state).toBe(6);
    expectError(
      await call('PUT', `/api/retention/player-quests/${run.id}/cancel`, player.token),
      409,
      14203,
    );

    const again = (await activate(player, 'warm-up')).json().data;
    await t.db
      .update(playerQuests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerQuests.id, again.id));
    const cursor = await kit.outboxCursor();
    expect((await mine(player)).map((q: { state: number }) => q.state)).toEqual([5, 6]);
    expect(await kit.eventsSince(cursor, `retention:quests#${player.playerId}`)).toMatchObject([
      { kind: 'quest', state: 5 },
    ]);
    expectError(
      await call('PUT', `/api/retention/player-quests/${again.id}/cancel`, player.token),
      409,
      14203,
    );
  });

  it('rebuilds an active run’s progress from the rounds and deposits since it started', async () => {
    const player = await kit.sessionPlayer(10_000);
    const run = (await activate(player, 'first-steps')).json().data;
    await bet(player, 100);
    await bet(player, 100);
    await t.app.outbox.flush();
    const before = (await mine(player, '?state=2'))[0].tasks;
    expect(before[0].progress).toBe(2);
    // State lost or corrupted: the history gives it back.
    await t.db
      .update(playerQuestTasks)
      .set({ progress: 99, completedAt: new Date() })
      .where(eq(playerQuestTasks.playerQuestId, run.id));
    expect(await rebuildQuestProgress(t.db)).toBeGreaterThanOrEqual(1);
    expect((await mine(player, '?state=2'))[0].tasks).toEqual(before);
  });

  it('refuses bad input: an unknown quest, a currency without an account, no token', async () => {
    const player = await kit.sessionPlayer(1_000);
    expectError(await activate(player, 'no-such-quest'), 404, 14201);
    expectError(await activate(player, 'warm-up', 'USD'), 409, 14202);
    expectError(await activate(player, 'warm-up', 'usd'), 422, 10002);
    expectError(await call('GET', '/api/retention/player-quests'), 401, 10003);
    expectError(
      await call('PUT', '/api/retention/player-quests/not-a-uuid/cancel', player.token),
      422,
      10002,
    );
  });
});
