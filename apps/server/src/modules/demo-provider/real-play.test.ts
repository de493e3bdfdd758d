import { messagesFor } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviderRounds } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createDemoKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createDemoKit>;
beforeAll(async () => {
  t = await startTestApp({ DEMO_PROVIDER_RETRY_SECONDS: '0' });
  kit = createDemoKit(t);
});
afterAll(() => t.close());

describe('real play through the provider API', () => {
  it('moves the platform balance by win − stake exactly once and lists the round in the bets', async () => {
    const player = await kit.realPlayer(10_000);
    const boot = await kit.openReal('slot', player);
    expect(boot).toMatchObject({ mode: 'real', currency: 'EUR', minorDigits: 2 });

    const response = await kit.play(boot, 100);
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json();
    expect(round.stake).toBe(100);
    expect(round.balance).toBe(10_000 - 100 + round.win);
    expect(await kit.balanceOf(player)).toBe(10_000 - 100 + round.win);

    const transfers = await kit.transfersOfRound(round.roundId);
    expect(transfers.map((transfer) => transfer.kind).sort()).toEqual(
      round.win > 0 ? ['bet', 'win'] : ['bet'],
    );
    expect((await kit.roundRow(round.roundId))?.status).toBe('settled');

    const bets = await t.app.inject({
      url: '/api/game/bets',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(bets.json().data).toEqual([
      expect.objectContaining({
        gameId: boot.gameId,
        amount: 100,
        winAmount: round.win,
        status: round.win > 0 ? 2 : 3,
      }),
    ]);
  });

  it('refuses a stake above the balance with 13001 in the player’s language and posts nothing', async () => {
    const player = await kit.realPlayer(50);
    const boot = await kit.openReal('slot', player, 'de');
    const before = await kit.ledgerTransferCount();

    const response = await kit.play(boot, 100);

    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 13001,
      message: messagesFor('de').errors.insufficientFunds,
    });
    expect(await kit.balanceOf(player)).toBe(50);
    expect(await kit.ledgerTransferCount()).toBe(before);
    const state = await kit.api('GET', `/sessions/${boot.sessionKey}/state`);
    expect(state.json()).toMatchObject({ balance: 50, rounds: [] });
  });

  it('refuses an illegal roulette bet and a cash-out below 1.01 with 422, posting nothing', async () => {
    const player = await kit.realPlayer(10_000);
    const roulette = await kit.openReal('roulette', player);
    const before = await kit.ledgerTransferCount();

    const illegal = await kit.play(roulette, 100, {
      bets: [{ type: 'split', numbers: [1, 5], amount: 100 }],
    });
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().error.code).toBe(10002);
    const offTable = await kit.play(roulette, 130, {
      bets: [{ type: 'red', numbers: [], amount: 130 }],
    });
    expect(offTable.statusCode).toBe(422);

    const crash = await kit.openReal('crash', player);
    const low = await kit.play(crash, 100, { cashOutAt: 100 });
    expect(low.statusCode).toBe(422);
    expect(low.json().error.code).toBe(10002);

    expect(await kit.ledgerTransferCount()).toBe(before);
    expect(await kit.balanceOf(player)).toBe(10_000);
  });

  it('refuses a round for an unknown session key', async () => {
    const response = await kit.api('POST', `/sessions/${crypto.randomUUID()}/rounds`, {
      gameId: await kit.gameOf('slot'),
      stake: 100,
      input: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(14006);
  });

  it('refuses a round once the player opened another real session', async () => {
    const player = await kit.realPlayer(10_000);
    const first = await kit.openReal('slot', player);
    await kit.openReal('slot', player);

    const response = await kit.play(first, 100);

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe(14005);
    expect(await kit.balanceOf(player)).toBe(10_000);
    const rows = await t.db
      .select()
      .from(demoProviderRounds)
      .where(eq(demoProviderRounds.sessionToken, first.sessionKey));
    expect(rows).toEqual([]);
  });
});
