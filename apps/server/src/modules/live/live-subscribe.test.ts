import type { SessionToken } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { personalChannel } from './channels.ts';
import {
  closeClients,
  createPlayer,
  newClient,
  nextEvent,
  sleep,
  startLiveApp,
} from './test-helpers.ts';

let t: Awaited<ReturnType<typeof startLiveApp>>;
let player: SessionToken;
let other: SessionToken;
beforeAll(async () => {
  t = await startLiveApp();
  player = await createPlayer(t.db, t.app.tokens);
  other = await createPlayer(t.db, t.app.tokens);
});
afterEach(closeClients);
afterAll(() => t.close());

function playerClient(session: SessionToken) {
  return newClient(t.url, {
    token: session.accessToken,
    getToken: async () => session.accessToken,
  });
}

describe('live channel: connect and subscribe', () => {
  it('connects a player with the API access token and names the connection', async () => {
    const client = playerClient(player);
    client.connect();
    const ctx = await nextEvent<{ client: string }>(client, 'connected');
    expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.app.live.stats()).toMatchObject({ connections: 1, players: 1 });
  });

  it('delivers publications of the player own channels with inline JSON data', async () => {
    const client = playerClient(player);
    const channel = personalChannel('wallet:accounts', player.profileId);
    const sub = client.newSubscription(channel);
    const tournaments = client.newSubscription('tournaments');
    sub.subscribe();
    tournaments.subscribe();
    client.connect();
    await Promise.all([nextEvent(sub, 'subscribed'), nextEvent(tournaments, 'subscribed')]);
    const received = nextEvent<{ data: unknown; channel: string }>(sub, 'publication');
    const broadcast = nextEvent<{ data: unknown }>(tournaments, 'publication');
    await t.app.live.publish(channel, { accountId: 'a1', balance: '100.50' });
    await t.app.live.publish('tournaments', { id: 7 });
    expect(await received).toMatchObject({ channel, data: { accountId: 'a1', balance: '100.50' } });
    expect((await broadcast).data).toEqual({ id: 7 });
  });

  it("refuses another player's channel with 103 and never leaks its publications", async () => {
    const client = playerClient(player);
    const foreign = client.newSubscription(personalChannel('wallet:accounts', other.profileId));
    const publications: unknown[] = [];
    foreign.on('publication', (ctx) => publications.push(ctx.data));
    foreign.subscribe();
    client.connect();
    const ctx = await nextEvent<{ code: number; reason: string }>(foreign, 'unsubscribed');
    expect(ctx).toMatchObject({ code: 103, reason: 'permission denied' });
    await expect(foreign.ready(100)).rejects.toMatchObject({ code: 7 });
    await t.app.live.publish(personalChannel('wallet:accounts', other.profileId), { leak: true });
    await sleep(100);
    expect(publications).toEqual([]);
  });

  it('refuses a channel of two users even with the player, an empty user and a # channel outside personal namespaces', async () => {
    const client = playerClient(player);
    client.connect();
    const names = [
      `wallet:accounts#${other.profileId},${player.profileId}x`,
      `wallet:accounts#${player.profileId},${other.profileId}`,
      `wallet:accounts#${player.profileId},${player.profileId}`,
      'wallet:accounts#',
      `global:online#${player.profileId}`,
    ];
    const codes = await Promise.all(
      names.map(async (name) => {
        const sub = client.newSubscription(name);
        sub.subscribe();
        return (await nextEvent<{ code: number }>(sub, 'unsubscribed')).code;
      }),
    );
    expect(codes).toEqual([103, 103, 103, 103, 103]);
  });

  it('answers 102 for an unknown namespace', async () => {
    const client = playerClient(player);
    const sub = client.newSubscription('casino:whatever');
    sub.subscribe();
    client.connect();
    expect(await nextEvent(sub, 'unsubscribed')).toMatchObject({
      code: 102,
      reason: 'unknown channel',
    });
  });

  it('lets a guest connect without a token to public channels only', async () => {
    const client = newClient(t.url);
    const online = client.newSubscription('global:online');
    const personal = client.newSubscription(personalChannel('game:bets', player.profileId));
    online.subscribe();
    personal.subscribe();
    client.connect();
    await nextEvent(online, 'subscribed');
    expect(await nextEvent(personal, 'unsubscribed')).toMatchObject({ code: 103 });
  });

  it('counts players online on subscribe and publishes the change within a second or two', async () => {
    await sleep(1500); // sockets of earlier tests leave the count at the next tick
    const guest = newClient(t.url);
    const online = guest.newSubscription('global:online');
    online.subscribe();
    guest.connect();
    const subscribed = await nextEvent<{ data: { count: number } }>(online, 'subscribed');
    expect(subscribed.data).toEqual({ count: 0 });
    const changed = nextEvent<{ data: { count: number } }>(online, 'publication', 3000);
    playerClient(other).connect();
    expect((await changed).data).toEqual({ count: 1 });
  });

  it('resubscribes after an unsubscribe and stops delivering in between', async () => {
    const client = playerClient(player);
    const channel = personalChannel('messenger:notifications', player.profileId);
    const sub = client.newSubscription(channel);
    const seen: unknown[] = [];
    sub.on('publication', (ctx) => seen.push(ctx.data));
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');
    const unsubscribed = nextEvent(sub, 'unsubscribed');
    sub.unsubscribe();
    await unsubscribed;
    await t.app.live.publish(channel, 'while away');
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    const next = nextEvent(sub, 'publication');
    await t.app.live.publish(channel, 'back');
    await next;
    expect(seen).toEqual(['back']);
  });
});
