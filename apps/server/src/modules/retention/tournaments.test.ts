import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { tournamentPlayers, tournaments } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, GAME_ID, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import { readCountedRound } from './counted-round.ts';
import {
  finishDueTournaments,
  maskName,
  rebuildTournamentScores,
  scoreRound,
} from './tournaments.ts';

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
const text = (en: string) => ({ en, de: en, es: en, 'pt-BR': en });

/** A tournament on the test integration's game, running now. */
async function tournament(
  scoring: 'wins' | 'multiplier' | 'wager',
  options: { buyIn?: number; prizes?: number[] } = {},
) {
  const tournamentId = `test-${scoring}-${Math.floor(Math.random() * 1e9)}`;
  await t.db.insert(tournaments).values({
    id: tournamentId,
    name: text(`Test ${scoring}`),
    description: text('A test tournament'),
    gameIds: [GAME_ID],
    currency: 'EUR',
    scoring,
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 3_600_000),
    buyIn: options.buyIn ?? 0,
    prizes: options.prizes ?? [1_000, 500],
  });
  return tournamentId;
}

const join = (player: SessionPlayer, tournamentId: string) =>
  api.call('POST', `/api/retention/tournaments/${tournamentId}/join`, player.token);
const detail = async (tournamentId: string, player?: SessionPlayer) =>
  (await api.call('GET', `/api/retention/tournaments/${tournamentId}`, player?.token)).json().data;

async function play(player: SessionPlayer, stake: number, win = 0) {
  const roundId = id();
  const bet = await kit.bet(player, { transactionId: id(), roundId, amount: stake });
  expect(bet.statusCode, bet.body).toBe(200);
  if (win > 0) {
    const paid = await kit.win(player, { transactionId: id(), roundId, amount: win });
    expect(paid.statusCode, paid.body).toBe(200);
  }
}

describe('tournaments', () => {
  it('lists the demo tournaments: running first, then coming', async () => {
    const list = (await api.call('GET', '/api/retention/tournaments')).json().data;
    const demo = list.filter((entry: { id: string }) => !entry.id.startsWith('test-'));
    expect(demo.map((entry: { id: string; status: string }) => [entry.id, entry.status])).toEqual([
      ['big-multiplier', 'running'],
      ['spin-race', 'running'],
      ['weekend-wins', 'upcoming'],
    ]);
    expect(maskName('player0042')).toBe('pla…42');
  });

  it('ranks by score, ties to who got there first, from rounds after joining only', async () => {
    const tournamentId = await tournament('wager');
    const [a, b, c] = [
      await kit.sessionPlayer(10_000),
      await kit.sessionPlayer(10_000),
      await kit.sessionPlayer(10_000),
    ];
    await play(a, 700); // before joining: does not count
    for (const player of [a, b, c]) expect((await join(player, tournamentId)).statusCode).toBe(200);
    expectError(await join(a, tournamentId), 409, 14303);
    const cursor = await kit.outboxCursor();
    await play(a, 300);
    await play(a, 200);
    await t.app.outbox.flush();
    await play(b, 500);
    await play(c, 300);
    await t.app.outbox.flush();

    const board = await detail(tournamentId, b);
    expect(
      board.leaderboard.map((e: { score: number; prize: number | null }) => [e.score, e.prize]),
    ).toEqual([
      [500, 1_000],
      [500, 500],
      [300, null],
    ]);
    expect(board.me).toMatchObject({ place: 2, isMe: true });
    expect(board.players).toBe(3);

    // Every round scored again: nothing moves.
    const rounds = await queryRows<{ id: string }>(t.db, sql`select id from game_rounds`);
    for (const round of rounds) await scoreRound(t.db, (await readCountedRound(t.db, round.id))!);
    expect((await detail(tournamentId, b)).leaderboard).toEqual(board.leaderboard);
    const events = await kit.eventsSince(cursor, 'tournaments');
    expect(events.filter((e) => e.tournamentId === tournamentId).length).toBeGreaterThanOrEqual(3);
  });

  it('rebuilds an open board from the rounds, keeping who got there first', async () => {
    const tournamentId = await tournament('wager');
    const [a, b] = [await kit.sessionPlayer(10_000), await kit.sessionPlayer(10_000)];
    await join(a, tournamentId);
    await join(b, tournamentId);
    await play(a, 400);
    await t.app.outbox.flush();
    await play(b, 400);
    await t.app.outbox.flush();
    const before = (await detail(tournamentId, a)).leaderboard;
    await t.db
      .update(tournamentPlayers)
      .set({ score: 999_999 })
      .where(eq(tournamentPlayers.playerId, b.playerId));
    await rebuildTournamentScores(t.db);
    expect((await detail(tournamentId, a)).leaderboard).toEqual(before);
    expect(before.map((entry: { isMe: boolean }) => entry.isMe)).toEqual([true, false]);
  });

  it('scores the best multiplier (× 100) and the sum of wins', async () => {
    const multiplier = await tournament('multiplier');
    const wins = await tournament('wins');
    const player = await kit.sessionPlayer(10_000);
    await join(player, multiplier);
    await join(player, wins);
    await play(player, 100, 500);
    await play(player, 200, 300);
    await t.app.outbox.flush();
    expect((await detail(multiplier, player)).me.score).toBe(500);
    expect((await detail(wins, player)).me.score).toBe(800);
  });

  it('takes the buy-in once, refuses it without the money, and pays prizes once at the end', async () => {
    const tournamentId = await tournament('wager', { buyIn: 500, prizes: [2_000] });
    const poor = await kit.sessionPlayer(100);
    expectError(await join(poor, tournamentId), 422, 13001);
    expect((await detail(tournamentId, poor)).isJoined).toBe(false);

    const rich = await kit.sessionPlayer(10_000);
    expect((await join(rich, tournamentId)).statusCode).toBe(200);
    expect(await kit.balanceOf(rich)).toBe(9_500);
    await play(rich, 1_000);
    await t.app.outbox.flush();

    await t.db
      .update(tournaments)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 7_200_000) })
      .where(eq(tournaments.id, tournamentId));
    expect(await finishDueTournaments(t.db)).toBeGreaterThanOrEqual(1);
    expect(await finishDueTournaments(t.db)).toBe(0);
    expect(await kit.balanceOf(rich)).toBe(9_500 - 1_000 + 2_000);
    const final = await detail(tournamentId, rich);
    expect(final).toMatchObject({ status: 'finished', me: { place: 1, prize: 2_000 } });
    const messages = (
      await api.call('GET', '/api/notification/messenger/messages', rich.token)
    ).json().data;
    expect(messages[0].content.title).toBe('You won a prize in Test wager');
    expectError(await join(await kit.sessionPlayer(1_000), tournamentId), 409, 14302);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses an unknown tournament and a join without a token', async () => {
    expectError(await api.call('GET', '/api/retention/tournaments/no-such-one'), 404, 14301);
    expectError(await api.call('POST', '/api/retention/tournaments/spin-race/join'), 401, 10003);
  });
});
