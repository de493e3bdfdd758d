import type { AddressInfo } from 'node:net';
import { isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { outbox } from '../../db/schema.ts';
import { createDispatcher } from '../../outbox/dispatcher.ts';
import { personalChannel } from './channels.ts';
import { publishAfterCommit } from './events.ts';
import {
  closeClients,
  createPlayer,
  newClient,
  nextEvent,
  sleep,
  startLiveApp,
} from './test-helpers.ts';

let t: Awaited<ReturnType<typeof startLiveApp>>;
beforeAll(async () => {
  t = await startLiveApp();
});
afterEach(closeClients);
afterAll(() => t.close());

async function enqueueFor(players: string[], perPlayer: number) {
  for (let n = 0; n < perPlayer; n++) {
    for (const player of players) {
      await t.db.transaction((tx) =>
        publishAfterCommit(tx, personalChannel('game:bets', player), { n }),
      );
    }
  }
}

async function pendingCount() {
  return (await t.db.select().from(outbox).where(isNull(outbox.dispatchedAt))).length;
}

describe('outbox: live events in order per player', () => {
  it("holds a player's later events while an earlier one backs off, and not other players'", async () => {
    const dispatcher = createDispatcher(t.db, t.app.log);
    const delivered: string[] = [];
    let hasFailed = false;
    dispatcher.on('live.publish', 'test', async ({ payload }) => {
      const { n } = payload.data as { n: number };
      if (payload.channel.endsWith('#a') && n === 0 && !hasFailed) {
        hasFailed = true;
        throw new Error('broker down');
      }
      delivered.push(`${payload.channel.slice(-1)}${n}`);
    });
    await enqueueFor(['a', 'b'], 2);
    await dispatcher.flush();
    expect(delivered).toEqual(['b0', 'b1']);
    await sleep(1100); // the first retry waits 2^0 s
    await dispatcher.flush();
    expect(delivered).toEqual(['b0', 'b1', 'a0', 'a1']);
  });

  it('retries only the consumer that failed: the others take the event once, at once', async () => {
    const dispatcher = createDispatcher(t.db, t.app.log);
    const taken: string[] = [];
    let isBrokerDown = true;
    dispatcher.on('live.publish', 'live', async () => {
      if (isBrokerDown) throw new Error('broker down');
      taken.push('live');
    });
    dispatcher.on('live.publish', 'retention', async () => {
      taken.push('retention');
    });
    await enqueueFor(['c'], 1);
    await dispatcher.flush();
    expect(taken).toEqual(['retention']);
    expect(await pendingCount()).toBe(1);

    isBrokerDown = false;
    await sleep(1100); // the first retry waits 2^0 s
    await dispatcher.flush();
    expect(taken).toEqual(['retention', 'live']);
    expect(await pendingCount()).toBe(0);
  });

  it('refuses a second consumer of a topic under a name already taken', () => {
    const dispatcher = createDispatcher(t.db, t.app.log);
    dispatcher.on('mail.requested', 'mail', async () => {});
    expect(() => dispatcher.on('mail.requested', 'mail', async () => {})).toThrow(/twice/);
  });

  it("never lets two dispatchers on one database deliver a player's events out of order", async () => {
    const players = ['p', 'q', 'r'];
    await enqueueFor(players, 12);
    const seen = new Map<string, number[]>();
    const dispatchers = [0, 1].map(() => {
      const dispatcher = createDispatcher(t.db, t.app.log);
      dispatcher.on('live.publish', 'test', async ({ payload }) => {
        await sleep(Math.random() * 5);
        const player = payload.channel.slice(-1);
        seen.set(player, [...(seen.get(player) ?? []), (payload.data as { n: number }).n]);
      });
      return dispatcher;
    });
    while ((await pendingCount()) > 0) await Promise.all(dispatchers.map((d) => d.flush()));
    for (const player of players) expect(seen.get(player)).toEqual([...Array(12).keys()]);
  });

  it('delivers an event committed before a restart from the next process on that database', async () => {
    const player = await createPlayer(t.db, t.app.tokens);
    const channel = personalChannel('wallet:accounts', player.profileId);
    await t.db.transaction((tx) => publishAfterCommit(tx, channel, { balance: '7.00' }));
    await t.app.close();
    const next = await buildApp({
      config: t.app.config,
      db: t.db,
      withWeb: false,
      withDispatcher: false,
    });
    try {
      await next.listen({ host: '127.0.0.1', port: 0 });
      const { port } = next.server.address() as AddressInfo;
      const client = newClient(`ws://127.0.0.1:${port}/api/connection/websocket`, {
        token: player.accessToken,
      });
      const sub = client.newSubscription(channel);
      sub.subscribe();
      client.connect();
      await nextEvent(sub, 'subscribed');
      const publication = nextEvent<{ data: unknown }>(sub, 'publication');
      await next.outbox.flush();
      expect((await publication).data).toEqual({ balance: '7.00' });
    } finally {
      closeClients();
      await next.close();
    }
  });
});
