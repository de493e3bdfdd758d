import type { SessionToken } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { personalChannel } from './channels.ts';
import { createPlayer, openRaw, sleep, startLiveApp } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof startLiveApp>>;
let player: SessionToken;
beforeAll(async () => {
  t = await startLiveApp({
    LIVE_MAX_SUBSCRIPTIONS: '3',
    LIVE_MAX_COMMANDS_PER_SECOND: '20',
    LIVE_MAX_MESSAGE_BYTES: '4096',
    LIVE_MAX_BUFFERED_BYTES: '65536',
    PUBLIC_URL: 'https://casino.example',
  });
  player = await createPlayer(t.db, t.app.tokens);
});
afterAll(() => t.close());

const connect = (id = 1) => ({ id, connect: { token: player.accessToken, name: 'js' } });
const subscribe = (id: number, channel: string) => ({ id, subscribe: { channel, flag: 1 } });
const wallet = () => personalChannel('wallet:accounts', player.profileId);

async function connected({ isPonging = false } = {}) {
  const raw = await openRaw(t.url);
  if (isPonging)
    raw.socket.on('message', (data) => data.toString() === '{}' && raw.socket.send('{}'));
  raw.send(connect());
  await raw.waitFor((line) => line.id === 1);
  return raw;
}

describe('live channel: the wire', () => {
  it('answers connect and the subscribes behind it, in order, in one text frame', async () => {
    const raw = await openRaw(t.url);
    raw.send(connect(13), subscribe(14, wallet()), subscribe(15, 'global:online'));
    await raw.waitFor((line) => line.id === 15);
    // With Redis a subscribe waits for the broker's SUBSCRIBE ack, so replies may span frames.
    if (!process.env.REDIS_URL) expect(raw.frames).toHaveLength(1);
    expect(raw.lines().map((line) => line.id)).toEqual([13, 14, 15]);
    const [connectReply, first, second] = raw.lines();
    expect(connectReply).toMatchObject({ id: 13, connect: { ping: 2, pong: true, expires: true } });
    expect(first).toEqual({ id: 14, subscribe: {} });
    expect(second).toEqual({ id: 15, subscribe: { data: { count: expect.any(Number) } } });
    raw.socket.close();
  });

  it('pings with {} and closes with 3012 when no pong comes back', async () => {
    const raw = await connected();
    const { code, reason } = await raw.closed;
    expect(raw.lines().filter((line) => Object.keys(line).length === 0)).toHaveLength(1);
    expect({ code, reason }).toEqual({ code: 3012, reason: 'no pong' });
  });

  it('stays open while pongs answer pings', async () => {
    const raw = await connected({ isPonging: true });
    await sleep(4500);
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
    raw.socket.close();
  });

  it.each([
    ['a command before connect', () => JSON.stringify(subscribe(1, 'tournaments'))],
    ['a line that is not JSON', () => 'hello'],
    ['an unknown method', () => JSON.stringify({ id: 1, frobnicate: {} })],
    ['two methods in one command', () => JSON.stringify({ id: 1, connect: {}, subscribe: {} })],
    ['a command without id', () => JSON.stringify({ connect: {} })],
  ])('closes with 3501 "bad request" on %s', async (_name, frame) => {
    const raw = await openRaw(t.url);
    raw.socket.send(frame());
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('closes with 3501 on a second connect, a subscribe without channel and a binary frame', async () => {
    const again = await connected();
    again.send(connect(2));
    const noChannel = await connected();
    noChannel.send({ id: 2, subscribe: {} });
    const binary = await openRaw(t.url);
    binary.socket.send(Buffer.from(JSON.stringify(connect())));
    for (const raw of [again, noChannel, binary]) {
      expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
    }
  });

  it('answers publish with 103, history and presence with 108, an rpc with 104, send with nothing', async () => {
    const raw = await connected();
    raw.send(
      { id: 2, publish: { channel: 'tournaments', data: {} } },
      { id: 3, history: { channel: 'tournaments' } },
      { id: 4, presence: { channel: 'tournaments' } },
      { id: 5, rpc: { method: 'echo', data: {} } },
      { send: { data: {} } },
      { id: 6, unsubscribe: { channel: 'never-subscribed' } },
      subscribe(7, 'tournaments'),
      subscribe(8, 'tournaments'),
    );
    await raw.waitFor((line) => line.id === 8);
    const byId = Object.fromEntries(raw.lines().map((line) => [line.id, line]));
    expect(byId[2]).toMatchObject({ error: { code: 103 } });
    expect(byId[3]).toMatchObject({ error: { code: 108 } });
    expect(byId[4]).toMatchObject({ error: { code: 108 } });
    expect(byId[5]).toMatchObject({ error: { code: 104 } });
    expect(byId[6]).toEqual({ id: 6, unsubscribe: {} });
    expect(byId[8]).toMatchObject({ error: { code: 105 } });
    expect(raw.lines()).toHaveLength(8);
    raw.socket.close();
  });

  it('closes a socket that does not connect in time with 3502 "stale"', async () => {
    const raw = await openRaw(t.url);
    expect(await raw.closed).toEqual({ code: 3502, reason: 'stale' });
  });

  it('closes with 3505 beyond the subscriptions allowed per connection', async () => {
    const raw = await connected();
    raw.send(
      subscribe(2, 'tournaments'),
      subscribe(3, 'global:online'),
      subscribe(4, wallet()),
      subscribe(5, personalChannel('game:bets', player.profileId)),
    );
    expect(await raw.closed).toEqual({ code: 3505, reason: 'channel limit' });
  });

  it('closes with 3013 when commands come faster than allowed', async () => {
    const raw = await connected();
    const flood = Array.from({ length: 25 }, (_, i) => ({ id: i + 2, rpc: { method: 'x' } }));
    raw.send(...flood);
    expect(await raw.closed).toEqual({ code: 3013, reason: 'too many requests' });
  });

  it('lets ws close a frame above the size limit with 1009', async () => {
    const raw = await connected();
    raw.send({ id: 2, rpc: { method: 'x', data: 'y'.repeat(5000) } });
    expect((await raw.closed).code).toBe(1009);
  });

  it('refuses the upgrade from a foreign origin and accepts the public and local ones', async () => {
    await expect(openRaw(t.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    for (const origin of ['https://casino.example', 'http://localhost:5173']) {
      const raw = await openRaw(t.url, { origin });
      raw.socket.close();
    }
  });

  // 6.4 MB through one socket: on two busy cores the burst alone can take most of 30 s.
  it('drops a client that stops reading without stalling the others', async () => {
    const slow = await connected({ isPonging: true });
    const fast = await connected({ isPonging: true });
    slow.send(subscribe(2, 'tournaments'));
    fast.send(subscribe(2, 'tournaments'));
    await Promise.all([slow, fast].map((raw) => raw.waitFor((line) => line.id === 2)));
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const arrived = (marker: string) =>
      new Promise<void>((resolve) => {
        const onMessage = (data: Buffer) => {
          if (!data.toString().includes(marker)) return;
          fast.socket.off('message', onMessage);
          resolve();
        };
        fast.socket.on('message', onMessage);
      });
    const burst = arrived('"i":199');
    const big = 'z'.repeat(32_000);
    for (let i = 0; i < 200; i++) {
      await t.app.live.publish('tournaments', { i, big });
      await new Promise(setImmediate);
    }
    await burst;
    const started = Date.now();
    const last = arrived('"i":"last"');
    await t.app.live.publish('tournaments', { i: 'last' });
    await last;
    expect(Date.now() - started).toBeLessThan(500);
    const deadline = Date.now() + 3000;
    while (t.app.live.stats().connections > 1 && Date.now() < deadline) await sleep(20);
    expect(t.app.live.stats().connections).toBe(1);
    fast.socket.close();
  }, 90_000);
});
