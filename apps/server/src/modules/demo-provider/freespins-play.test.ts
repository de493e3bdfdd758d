import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerFreespins } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import type { GameBoot } from './pages.ts';
import { createDemoKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createDemoKit>;
beforeAll(async () => {
  t = await startTestApp({ DEMO_PROVIDER_RETRY_SECONDS: '0', WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = createDemoKit(t);
});
afterAll(() => t.close());

const SPINS_GAME = 'lucky-star-777';

async function openSpinsGame(token: string) {
  const path = await kit.launch(SPINS_GAME, 'real', token);
  return (await kit.openPage(path)).boot;
}

const stateOf = async (boot: GameBoot) =>
  (await kit.api('GET', `/sessions/${boot.sessionKey}/state`)).json();

describe('free spins in the demo provider', () => {
  it('plays the platform’s free spins at their stake, and their winnings become a bonus', async () => {
    const player = await kit.realPlayer(1000);
    const call = kit.payments.call;
    const code = await call('POST', '/api/game/bonuses/bonuscodes', player.token, {
      bonusCode: 'SPINS10',
      trigger: 1,
    });
    expect(code.json().data).toMatchObject({ status: 2, id: 'spins-10' });
    const [issued] = (
      await call('GET', '/api/game/player-freespins?status=1,2', player.token)
    ).json().data;
    expect(issued).toMatchObject({ count: 10, gameId: SPINS_GAME, status: 1, betAmount: 20 });

    const boot = await openSpinsGame(player.token);
    // Not activated yet: the game offers none.
    expect((await stateOf(boot)).freespins).toEqual([]);
    await call('PUT', `/api/game/player-freespins/${issued.id}/activate`, player.token);
    expect((await stateOf(boot)).freespins).toEqual([
      expect.objectContaining({ freespinId: issued.id, remaining: 10, betAmount: 20 }),
    ]);

    let won = 0;
    for (let spin = 1; spin <= 10; spin++) {
      // The stake asked is ignored: a free spin plays at the free spins' own.
      const response = await kit.api('POST', `/sessions/${boot.sessionKey}/rounds`, {
        gameId: boot.gameId,
        stake: 100,
        input: {},
        freespinId: issued.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json();
      expect(round.stake).toBe(20);
      won += round.win;
      expect(round.freespins).toEqual(
        spin < 10 ? [expect.objectContaining({ remaining: 10 - spin })] : [],
      );
      expect((await kit.roundRow(round.roundId))?.status).toBe('settled');
    }
    // Cash never moved; what the spins won is now a bonus (active: the account had none).
    const [finished] = await t.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, issued.id));
    expect(finished).toMatchObject({ status: 3, result: 2, played: 10, winAmount: won });
    const bonusList = (await call('GET', '/api/game/player-bonuses', player.token)).json().data;
    expect(bonusList).toEqual(
      won > 0 ? [expect.objectContaining({ bonusId: 'spins-10', amount: won, status: 2 })] : [],
    );
    expect(await kit.balanceOf(player)).toBe(1000 + won);

    // No spins left: another free spin is refused, and nothing moves.
    const more = await kit.api('POST', `/sessions/${boot.sessionKey}/rounds`, {
      gameId: boot.gameId,
      stake: 20,
      input: {},
      freespinId: issued.id,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe(14106);
    expect(await kit.balanceOf(player)).toBe(1000 + won);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a free spin in demo mode', async () => {
    const boot = (await kit.openPage(await kit.launch(SPINS_GAME, 'demo'))).boot;
    const response = await kit.api('POST', `/sessions/${boot.sessionKey}/rounds`, {
      gameId: boot.gameId,
      stake: 20,
      input: {},
      freespinId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(422);
  });
});
