import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildConfig } from '../../config.ts';
import { personalChannel } from './channels.ts';
import { closeClients, createPlayer, newClient, nextEvent, startLiveApp } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof startLiveApp>>;
beforeAll(async () => {
  t = await startLiveApp({ DEV_OUTBOX: 'true' });
});
afterEach(closeClients);
afterAll(() => t.close());

const publish = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/dev/live/publish', payload: body as object });

describe('POST /dev/live/publish', () => {
  it("delivers the event through the outbox to the player's subscribers", async () => {
    const player = await createPlayer(t.db, t.app.tokens);
    const channel = personalChannel('payment:invoices', player.profileId);
    const client = newClient(t.url, { getToken: async () => player.accessToken });
    const sub = client.newSubscription(channel);
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');
    const received = nextEvent<{ data: unknown }>(sub, 'publication');
    const response = await publish({ channel, data: { id: 'i1', type: 1, status: 2 } });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.flush();
    expect((await received).data).toEqual({ id: 'i1', type: 1, status: 2 });
  });

  it('refuses a channel the live channel does not know', async () => {
    const unknown = await publish({ channel: 'casino:whatever', data: {} });
    expect(unknown.statusCode).toBe(422);
    const ownerless = await publish({ channel: 'wallet:accounts', data: {} });
    expect(ownerless.statusCode).toBe(422);
    expect((await publish({ data: {} })).statusCode).toBe(422);
  });

  it('does not exist where the demo outbox is off', async () => {
    const config = buildConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_OUTBOX: 'false' });
    const app = await buildApp({ config, db: t.db, withWeb: false, withDispatcher: false });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/dev/live/publish',
        payload: { channel: 'tournaments', data: {} },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
