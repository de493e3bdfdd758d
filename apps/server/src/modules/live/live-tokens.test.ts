import { PLAYER_STATUS, type SessionToken } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { players } from '../../db/schema.ts';
import { closeSession, openSession } from '../sessions/service.ts';
import { disconnectSessionAfterCommit } from './events.ts';
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

/** A token of that session whose expiry is `inSeconds` from now (negative: already expired). */
async function tokenExpiringIn(session: SessionToken, inSeconds: number) {
  const issuedAt = new Date(Date.now() - (t.app.tokens.ttlSeconds - inSeconds) * 1000);
  return (await t.app.tokens.sign(session.profileId, session.sessionId, issuedAt)).token;
}

function countEvents(client: ReturnType<typeof newClient>, event: 'connecting' | 'connected') {
  const seen: unknown[] = [];
  client.on(event, (ctx: unknown) => seen.push(ctx));
  return seen;
}

describe('live channel: tokens and disconnects', () => {
  it('answers an expired token with 109, and the client connects with a fresh one', async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    let calls = 0;
    const client = newClient(t.url, {
      token: await tokenExpiringIn(session, -5),
      getToken: async () => {
        calls += 1;
        return session.accessToken;
      },
    });
    client.connect();
    await nextEvent(client, 'connected');
    expect(calls).toBe(1);
  });

  it('closes a forged token with 3500, and the client stops for good', async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    const [header, payload] = session.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const client = newClient(t.url, { token: forged });
    const attempts = countEvents(client, 'connecting');
    client.connect();
    expect(await nextEvent(client, 'disconnected')).toMatchObject({ code: 3500 });
    await sleep(400);
    expect(attempts).toHaveLength(1);
  });

  it('refreshes the token before expiry and keeps the same connection', async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    let refreshes = 0;
    const client = newClient(t.url, {
      token: await tokenExpiringIn(session, 2),
      getToken: async () => {
        refreshes += 1;
        return session.accessToken;
      },
    });
    const connects = countEvents(client, 'connected');
    client.connect();
    await nextEvent(client, 'connected');
    await sleep(4000);
    expect(refreshes).toBe(1);
    expect(connects).toHaveLength(1);
    expect(client.state).toBe('connected');
  });

  it('closes with 3005 at expiry plus grace when no refresh comes, and the client reconnects', async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    const client = newClient(t.url, {
      token: await tokenExpiringIn(session, 1),
      getToken: () => new Promise(() => {}),
    });
    client.connect();
    await nextEvent(client, 'connected');
    expect(await nextEvent(client, 'connecting', 5000)).toMatchObject({ code: 3005 });
  });

  it("closes a refresh with another player's token with 3500", async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    const intruder = await createPlayer(t.db, t.app.tokens);
    const client = newClient(t.url, {
      token: await tokenExpiringIn(session, 1),
      getToken: async () => intruder.accessToken,
    });
    client.connect();
    expect(await nextEvent(client, 'disconnected', 5000)).toMatchObject({ code: 3500 });
  });

  it('refuses a closed session with 4502 and a blocked account with 4501, both terminal', async () => {
    const closed = await createPlayer(t.db, t.app.tokens);
    await closeSession(
      t.db,
      { playerId: closed.profileId, sessionId: closed.sessionId },
      closed.sessionId,
    );
    const blocked = await createPlayer(t.db, t.app.tokens);
    await t.db
      .update(players)
      .set({ status: PLAYER_STATUS.blocked })
      .where(eq(players.id, blocked.profileId));
    const first = newClient(t.url, { token: closed.accessToken });
    const second = newClient(t.url, { token: blocked.accessToken });
    // Listen before connecting: the second refusal may arrive while the first is awaited.
    const firstClosed = nextEvent(first, 'disconnected');
    const secondClosed = nextEvent(second, 'disconnected');
    first.connect();
    second.connect();
    expect(await firstClosed).toMatchObject({
      code: 4502,
      reason: 'session closed',
    });
    expect(await secondClosed).toMatchObject({
      code: 4501,
      reason: 'account blocked',
    });
  });

  it("disconnects one session's sockets and leaves the player's other sessions alone", async () => {
    const phone = await createPlayer(t.db, t.app.tokens);
    const laptop = await openSession(t.db, t.app.tokens, {
      playerId: phone.profileId,
      method: 'password',
      ttlDays: 1,
      ip: '127.0.0.1',
      userAgent: 'laptop',
    });
    const a = newClient(t.url, { token: phone.accessToken });
    const b = newClient(t.url, { token: phone.accessToken });
    const other = newClient(t.url, { token: laptop.accessToken });
    for (const client of [a, b, other]) client.connect();
    await Promise.all([a, b, other].map((client) => nextEvent(client, 'connected')));
    const closedA = nextEvent(a, 'disconnected');
    const closedB = nextEvent(b, 'disconnected');
    await t.app.live.disconnectSession(phone.sessionId);
    expect(await closedA).toMatchObject({ code: 4502 });
    expect(await closedB).toMatchObject({ code: 4502 });
    await sleep(100);
    expect(other.state).toBe('connected');
  });

  it('closes the sockets of a session when the player logs out or closes it through the API', async () => {
    const phone = await createPlayer(t.db, t.app.tokens);
    const laptop = await openSession(t.db, t.app.tokens, {
      playerId: phone.profileId,
      method: 'password',
      ttlDays: 1,
      ip: '127.0.0.1',
      userAgent: 'laptop',
    });
    const onPhone = newClient(t.url, { token: phone.accessToken });
    const onLaptop = newClient(t.url, { token: laptop.accessToken });
    for (const client of [onPhone, onLaptop]) client.connect();
    await Promise.all([onPhone, onLaptop].map((client) => nextEvent(client, 'connected')));

    const laptopClosed = nextEvent(onLaptop, 'disconnected');
    const close = await t.app.inject({
      method: 'PUT',
      url: `/api/player/sessions/${laptop.sessionId}/close`,
      headers: { authorization: `Bearer ${phone.accessToken}` },
    });
    expect(close.statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await laptopClosed).toMatchObject({ code: 4502 });
    expect(onPhone.state).toBe('connected');

    const phoneClosed = nextEvent(onPhone, 'disconnected');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${phone.accessToken}` },
    });
    expect(logout.statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await phoneClosed).toMatchObject({ code: 4502 });
  });

  it('closes the sockets of every device within a second of a self-exclusion', async () => {
    const phone = await createPlayer(t.db, t.app.tokens);
    const laptop = await openSession(t.db, t.app.tokens, {
      playerId: phone.profileId,
      method: 'password',
      ttlDays: 1,
      ip: '127.0.0.1',
      userAgent: 'laptop',
    });
    const devices = [newClient(t.url, { token: phone.accessToken })];
    devices.push(newClient(t.url, { token: laptop.accessToken }));
    for (const client of devices) client.connect();
    await Promise.all(devices.map((client) => nextEvent(client, 'connected')));
    const closedAt = devices.map((client) =>
      nextEvent<{ code: number }>(client, 'disconnected').then((ctx) => ({
        code: ctx.code,
        at: performance.now(),
      })),
    );

    // The dispatcher as a server runs it, and no flush: the request's own kick delivers it.
    t.app.outbox.start();
    onTestFinished(() => t.app.outbox.stop());
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: { authorization: `Bearer ${phone.accessToken}` },
      payload: { definition: 4, period: '6m' },
    });
    const answeredAt = performance.now();
    expect(excluded.statusCode, excluded.body).toBe(201);
    for (const closed of await Promise.all(closedAt)) {
      // Terminal either way: the session's own close (4502) or the player's (3503) comes first.
      expect([3503, 4502]).toContain(closed.code);
      // The bound (1 s after the exclusion is answered); it takes milliseconds.
      expect(closed.at - answeredAt).toBeLessThan(1000);
    }
    for (const client of devices) expect(client.state).toBe('disconnected');
  });

  it('disconnects every socket of a player on a live.disconnect outbox event', async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    const client = newClient(t.url, { token: session.accessToken });
    client.connect();
    await nextEvent(client, 'connected');
    const disconnected = nextEvent(client, 'disconnected');
    await t.db.transaction((tx) =>
      disconnectSessionAfterCommit(tx, session.profileId, session.sessionId),
    );
    await t.app.outbox.flush();
    expect(await disconnected).toMatchObject({ code: 4502 });
  });

  it("keeps an idle connection alive on server pings within the client's watchdog", async () => {
    const session = await createPlayer(t.db, t.app.tokens);
    const client = newClient(t.url, { token: session.accessToken, maxServerPingDelay: 1000 });
    const reconnects = countEvents(client, 'connecting');
    client.connect();
    await nextEvent(client, 'connected');
    await sleep(5000);
    expect(reconnects).toHaveLength(1);
    expect(client.state).toBe('connected');
  });
});
