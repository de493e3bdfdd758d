import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameSessions } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { maskPlayerName } from './history.ts';
import { createGamesKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createGamesKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createGamesKit(t);
});
afterAll(() => t.close());

interface RoundSeed {
  gameId: string;
  stake: number;
  win: number;
  status: 1 | 2 | 3 | 4;
  minutesAgo: number;
}

/** Rounds as the provider API would have written them, straight into the tables. */
async function insertRounds(token: string, playerId: string, rounds: RoundSeed[]) {
  const [account] = (await kit.get('/api/wallet/accounts', { token })).json().data;
  const [session] = await t.db
    .insert(gameSessions)
    .values({
      playerId,
      gameId: rounds[0]!.gameId,
      accountId: account.id,
      currency: account.currency,
      integration: 'demo',
      device: 'desktop',
    })
    .returning();
  await t.db.insert(gameRounds).values(
    rounds.map((round) => {
      const createdAt = new Date(Date.now() - round.minutesAgo * 60_000);
      return {
        integration: 'demo',
        providerRoundId: crypto.randomUUID(),
        sessionId: session!.id,
        playerId,
        accountId: account.id,
        gameId: round.gameId,
        currency: account.currency,
        stakeAmount: round.stake,
        winAmount: round.win,
        status: round.status,
        createdAt,
        settledAt: round.status === 1 ? null : createdAt,
      };
    }),
  );
}

describe('rounds history', () => {
  it('lists spins newest first with totals, and bets by settled state', async () => {
    const { token, playerId } = await kit.signIn();
    await insertRounds(token, playerId, [
      { gameId: 'sun-dynasty', stake: 100, win: 0, status: 3, minutesAgo: 30 },
      { gameId: 'rocket-rush', stake: 200, win: 500, status: 2, minutesAgo: 20 },
      { gameId: 'european-roulette', stake: 300, win: 0, status: 1, minutesAgo: 10 },
    ]);
    const spins = (await kit.get('/api/game/spins?perPage=2', { token })).json();
    expect(spins.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(spins.data.map((r: { gameId: string }) => r.gameId)).toEqual([
      'european-roulette',
      'rocket-rush',
    ]);
    expect(spins.data[1]).toMatchObject({
      gameName: 'Rocket Rush',
      providerName: 'Nebula Play',
      currency: 'EUR',
      amount: 200,
      winAmount: 500,
      status: 2,
    });
    expect(spins.data[0].settledAt).toBeNull();
    const settled = (await kit.get('/api/game/bets?isSettled=1', { token })).json();
    expect(settled.data.map((r: { status: number }) => r.status)).toEqual([2, 3]);
    const open = (await kit.get('/api/game/bets?isSettled=false', { token })).json();
    expect(open.meta.total).toBe(1);
    expect(open.data[0].gameId).toBe('european-roulette');
  });

  it('shows a player only their own rounds and refuses guests', async () => {
    const { token } = await kit.signIn('jogador@croupier.example');
    expect((await kit.get('/api/game/spins', { token })).json().meta.total).toBe(0);
    expect((await kit.get('/api/game/spins')).statusCode).toBe(401);
    expect((await kit.get('/api/game/bets')).statusCode).toBe(401);
  });
});

describe('winners', () => {
  it('lists recent wins, biggest first in base-currency value, with masked names', async () => {
    const demo = await kit.signIn();
    const jogador = await kit.signIn('jogador@croupier.example');
    await insertRounds(jogador.token, jogador.playerId, [
      // 900.00 BRL is less than 200.00 EUR at the seeded rate.
      { gameId: 'cherry-rush', stake: 1000, win: 90_000, status: 2, minutesAgo: 5 },
      { gameId: 'cherry-rush', stake: 1000, win: 0, status: 3, minutesAgo: 4 },
    ]);
    await insertRounds(demo.token, demo.playerId, [
      { gameId: 'moon-shot', stake: 1000, win: 20_000, status: 2, minutesAgo: 3 },
      { gameId: 'moon-shot', stake: 1000, win: 999_999, status: 2, minutesAgo: 60 * 24 * 10 },
    ]);
    const response = await kit.get('/api/game/spins/winners');
    expect(response.statusCode).toBe(200);
    const winners = response.json().data;
    const ids = winners.map((w: { gameId: string }) => w.gameId);
    expect(ids.indexOf('moon-shot')).toBeLessThan(ids.indexOf('cherry-rush'));
    expect(winners.some((w: { winAmount: number }) => w.winAmount === 999_999)).toBe(false);
    expect(winners.find((w: { gameId: string }) => w.gameId === 'moon-shot')).toMatchObject({
      gameName: 'Moon Shot',
      image: '/media/games/moon-shot/square@1x.webp',
      playerName: 'de***',
      currency: 'EUR',
      winAmount: 20_000,
      multiplier: 20,
    });
    expect(winners.every((w: { winAmount: number }) => w.winAmount > 0)).toBe(true);
  });

  it('masks a player name to its first two letters', () => {
    expect(maskPlayerName('jogador', 'x@y.z')).toBe('jo***');
    expect(maskPlayerName(null, 'anna@example.com')).toBe('an***');
    expect(maskPlayerName(null, null)).toBe('pl***');
  });
});
