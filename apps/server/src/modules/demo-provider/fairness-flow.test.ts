import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createDemoProviderContext } from './context.ts';
import { playRound } from './rounds.ts';
import { es } from './strings-es.ts';
import { createDemoKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createDemoKit>;
beforeAll(async () => {
  t = await startTestApp({ DEMO_PROVIDER_RETRY_SECONDS: '0' });
  kit = createDemoKit(t);
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('demo mode', () => {
  it('plays with 1,000.00 of virtual credits and never touches the ledger', async () => {
    const boot = await kit.openDemo('slot');
    expect(boot).toMatchObject({ mode: 'demo', currency: 'EUR', defaultBet: 100 });
    expect(boot.sessionKey).toMatch(/^demo-/);
    const before = await kit.ledgerTransferCount();

    const first = (await kit.play(boot, 200)).json();
    const second = (await kit.play(boot, 100)).json();

    expect(first.balance).toBe(100_000 - 200 + first.win);
    expect(second.balance).toBe(first.balance - 100 + second.win);
    expect(await kit.ledgerTransferCount()).toBe(before);
    const state = (await kit.api('GET', `/sessions/${boot.sessionKey}/state`)).json();
    expect(state.balance).toBe(second.balance);
    expect(state.rounds.map((round: { nonce: number }) => round.nonce)).toEqual([1, 0]);
  });

  it('refuses a stake above the virtual credits with 13001 in the page’s language', async () => {
    const ctx = await createDemoProviderContext(t.app);
    const gameId = await kit.gameOf('slot');
    const session = ctx.sessions.openDemo({ currency: 'EUR', locale: 'es', gameId }, 50);

    const refused = await playRound(ctx, session, { gameId, stake: 100, input: {} }).catch(
      (error: unknown) => error,
    );

    expect(refused).toMatchObject({ status: 422, code: 13001, message: es.insufficientBalance });
    expect(ctx.sessions.findDemo(session.key)?.creditsMinor).toBe(50);
  });

  it('shows the crash game’s bet levels in satoshi for BTC: 0.01 BTC of credits', async () => {
    const path = (await kit.launch(await kit.gameOf('crash'), 'demo')).replace('EUR', 'BTC');
    const { boot } = await kit.openPage(path);
    const state = (await kit.api('GET', `/sessions/${boot.sessionKey}/state`)).json();
    expect(state).toMatchObject({ balance: 1_000_000, currency: 'BTC' });
    expect(boot.minorDigits).toBe(8);
    expect(boot.betLevels[0]).toBe(200);
  });
});

describe('provable fairness', () => {
  it('reveals on rotation the seed whose hash was shown before play', async () => {
    const player = await kit.realPlayer(10_000);
    const boot = await kit.openReal('crash', player);
    const shown = (await kit.api('GET', `/sessions/${boot.sessionKey}/state`)).json().fairness;
    const round = (await kit.play(boot, 100, { cashOutAt: 150 })).json();
    expect(round.serverSeedHash).toBe(shown.serverSeedHash);

    const rotated = await kit.api('POST', `/sessions/${boot.sessionKey}/rotate`);

    const { revealed, fairness } = rotated.json();
    expect(revealed.serverSeedHash).toBe(shown.serverSeedHash);
    expect(sha256(revealed.serverSeed)).toBe(shown.serverSeedHash);
    expect(revealed.nonces).toEqual([0, 0]);
    expect(fairness.serverSeedHash).not.toBe(shown.serverSeedHash);
    expect(fairness).toMatchObject({ clientSeed: shown.clientSeed, nonce: 0 });
  });

  it('recomputes a played round’s exact outcome from the revealed seeds', async () => {
    const player = await kit.realPlayer(10_000);
    const boot = await kit.openReal('roulette', player);
    const input = {
      bets: [
        { type: 'straight', numbers: [17], amount: 20 },
        { type: 'red', numbers: [], amount: 100 },
        { type: 'dozen', numbers: [2], amount: 40 },
      ],
    };
    const round = (await kit.play(boot, 160, input)).json();
    const { revealed } = (await kit.api('POST', `/sessions/${boot.sessionKey}/rotate`)).json();

    const query = new URLSearchParams({
      game: 'roulette',
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      nonce: String(round.nonce),
      input: JSON.stringify(input),
    });
    const verified = await kit.api('GET', `/verify?${query}`);

    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      serverSeedHash: round.serverSeedHash,
      stake: 160,
      outcome: round.outcome,
    });
    const page = await t.app.inject({ url: `/provider/demo/verify?session=${boot.sessionKey}` });
    expect(page.body).toContain(`nonce=${round.nonce}`);
    expect(page.body).toContain(revealed.serverSeed);
  });

  it('keeps earlier rounds verifiable when the client seed changes', async () => {
    const boot = await kit.openDemo('slot');
    const fresh = await kit.api('PUT', `/sessions/${boot.sessionKey}/client-seed`, {
      clientSeed: 'lucky-1',
    });
    expect(fresh.json()).toEqual({ fairness: expect.objectContaining({ clientSeed: 'lucky-1' }) });
    await kit.play(boot, 100);

    const changed = (
      await kit.api('PUT', `/sessions/${boot.sessionKey}/client-seed`, { clientSeed: 'lucky-2' })
    ).json();

    expect(changed.revealed).toMatchObject({ clientSeed: 'lucky-1', nonces: [0, 0] });
    expect(changed.fairness).toMatchObject({ clientSeed: 'lucky-2', nonce: 0 });
    const invalid = await kit.api('PUT', `/sessions/${boot.sessionKey}/client-seed`, {
      clientSeed: 'no spaces',
    });
    expect(invalid.statusCode).toBe(422);
  });
});
