import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviderRounds } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { eventually } from '../payments/test-kit.ts';
import { createDemoProviderContext } from './context.ts';
import { createFetchTransport, createInjectTransport, type Transport } from './platform-client.ts';
import { playRound } from './rounds.ts';
import { fetchRealSession } from './service.ts';
import { repairUnfinishedRounds, startRepairLoop } from './settlement.ts';
import { createDemoKit, type RealPlayer } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createDemoKit>;
beforeAll(async () => {
  t = await startTestApp({ DEMO_PROVIDER_RETRY_SECONDS: '0' });
  kit = createDemoKit(t);
});
afterAll(() => t.close());

/** A wire to the platform that breaks for one wallet operation, the way a network does. */
function cutting(operation: string, mode: 'before' | 'after'): Transport {
  const inject = createInjectTransport(t.app);
  return async (request) => {
    if (!request.path.endsWith(`/${operation}`)) return inject(request);
    if (mode === 'after') await inject(request);
    throw new Error('socket hang up');
  };
}

async function roundIn(transport: Transport, player: RealPlayer) {
  const ctx = await createDemoProviderContext(t.app, { transport });
  const boot = await kit.openReal('slot', player);
  const session = await fetchRealSession(ctx, boot.sessionKey, 'en', boot.gameId);
  const run = () => playRound(ctx, session, { gameId: boot.gameId, stake: 100, input: {} });
  return { ctx, boot, run };
}

describe('repair of unfinished real rounds', () => {
  it('completes a round whose win call failed on a later pass of the retry loop', async () => {
    const player = await kit.realPlayer(10_000);
    const { run } = await roundIn(cutting('win', 'before'), player);

    const round = await run();

    expect(round).toMatchObject({ isWinPending: true, balance: 9_900 });
    expect((await kit.roundRow(round.roundId))?.status).toBe('staked');
    expect(await kit.balanceOf(player)).toBe(9_900);

    const healthy = await createDemoProviderContext(t.app);
    const stop = startRepairLoop(healthy, { intervalSeconds: 0.05, olderThanMs: 0 });
    try {
      await eventually(async () => {
        expect((await kit.roundRow(round.roundId))?.status).toBe('settled');
      });
    } finally {
      await stop();
    }
    expect(await kit.balanceOf(player)).toBe(9_900 + round.win);
    expect(await repairUnfinishedRounds(healthy, 0)).toBe(0);
    expect(await kit.balanceOf(player)).toBe(9_900 + round.win);
  });

  it('pays a win the platform applied but whose answer was lost only once', async () => {
    const player = await kit.realPlayer(10_000);
    const { run } = await roundIn(cutting('win', 'after'), player);

    const round = await run();
    await repairUnfinishedRounds(await createDemoProviderContext(t.app), 0);

    expect(await kit.balanceOf(player)).toBe(9_900 + round.win);
    const wins = (await kit.transfersOfRound(round.roundId)).filter((x) => x.kind === 'win');
    expect(wins.length).toBe(round.win > 0 ? 1 : 0);
  });

  it('rolls back a bet whose answer was lost and tells the client to try again', async () => {
    const player = await kit.realPlayer(10_000);
    const { run, boot } = await roundIn(cutting('bet', 'after'), player);

    const refused = await run().catch((error: unknown) => error);

    expect(refused).toMatchObject({ status: 503, code: 14003 });
    expect(await kit.balanceOf(player)).toBe(10_000);
    const rows = await t.db
      .select({ id: demoProviderRounds.id, status: demoProviderRounds.status })
      .from(demoProviderRounds)
      .where(eq(demoProviderRounds.sessionToken, boot.sessionKey));
    expect(rows.map((row) => row.status)).toEqual(['rolled-back']);
    const kinds = (await kit.transfersOfRound(rows[0]!.id)).map((x) => x.kind).sort();
    expect(kinds).toEqual(['bet', 'rollback']);
  });

  it('rolls back, on a later pass, a round whose bet and rollback answers were both lost', async () => {
    const player = await kit.realPlayer(10_000);
    const inject = createInjectTransport(t.app);
    const { run, boot } = await roundIn(async (request) => {
      if (request.path.endsWith('/rollback')) throw new Error('connection refused');
      if (!request.path.endsWith('/bet')) return inject(request);
      await inject(request);
      throw new Error('socket hang up');
    }, player);

    await run().catch(() => undefined);
    expect(await kit.balanceOf(player)).toBe(9_900);
    await repairUnfinishedRounds(await createDemoProviderContext(t.app), 0);

    expect(await kit.balanceOf(player)).toBe(10_000);
    const [row] = await t.db
      .select({ status: demoProviderRounds.status })
      .from(demoProviderRounds)
      .where(eq(demoProviderRounds.sessionToken, boot.sessionKey));
    expect(row?.status).toBe('rolled-back');
  });

  it('reaches a platform elsewhere over HTTP, signed the same way', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const player = await kit.realPlayer(10_000);
    const { run } = await roundIn(createFetchTransport(address), player);

    const round = await run();

    expect(round.balance).toBe(9_900 + round.win);
    expect(await kit.balanceOf(player)).toBe(9_900 + round.win);
  });
});
