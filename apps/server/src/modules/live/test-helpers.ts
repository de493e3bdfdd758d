import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import WebSocket from 'ws';
import type { Executor } from '../../db/client.ts';
import { players } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { openSession } from '../sessions/service.ts';
import type { TokenSigner } from '../sessions/tokens.ts';

/** Short timings so pings, pong deadlines, stale sockets and expiry show within a test. */
export const FAST_LIVE = {
  LIVE_PING_SECONDS: '2',
  LIVE_PONG_SECONDS: '1',
  LIVE_STALE_SECONDS: '1',
  LIVE_EXPIRY_GRACE_SECONDS: '1',
};

/** The app of startTestApp, listening on a loopback port, with the live endpoint's address. */
export async function startLiveApp(overrides: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp({ ...FAST_LIVE, ...overrides });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `ws://127.0.0.1:${port}/api/connection/websocket`, port };
}

/** A player row (the players module owns the real sign-up) and an open session with its token. */
export async function createPlayer(db: Executor, tokens: TokenSigner) {
  const [player] = await db
    .insert(players)
    .values({ locale: 'en', email: `${crypto.randomUUID()}@example.test` })
    .returning({ id: players.id });
  return openSession(db, tokens, {
    playerId: player!.id,
    method: 'password',
    ttlDays: 30,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
}

const clients = new Set<Centrifuge>();

/** The official client in Node, with `ws` as its WebSocket; disconnected by `closeClients`. */
export function newClient(url: string, options: Partial<Options> = {}) {
  const client = new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    ...options,
  });
  clients.add(client);
  return client;
}

export function closeClients() {
  for (const client of clients) client.disconnect();
  clients.clear();
}

interface Emitter {
  once(event: string, listener: (ctx: never) => void): unknown;
}

/** The next event of that name, or a rejection naming it after `timeoutMs`. */
export function nextEvent<T = Record<string, unknown>>(
  emitter: Emitter,
  event: string,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event`)), timeoutMs);
    emitter.once(event, (ctx: T) => {
      clearTimeout(timer);
      resolve(ctx);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare socket that records every line and the close, for what the client library hides. */
export async function openRaw(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const frames: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    send: (...lines: unknown[]) =>
      socket.send(lines.map((line) => JSON.stringify(line)).join('\n')),
    lines: () => frames.flatMap((frame) => frame.split('\n')).map((line) => JSON.parse(line)),
    /** Waits until some line matches. */
    async waitFor(match: (line: Record<string, unknown>) => boolean, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = this.lines().find(match);
        if (found) return found;
        await sleep(10);
      }
      throw new Error(`no matching line in ${JSON.stringify(frames).slice(0, 500)}`);
    },
  };
}
