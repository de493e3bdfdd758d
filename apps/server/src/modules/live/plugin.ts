import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import { ConfigError } from '../../config.ts';
import { createAuthenticator } from './auth.ts';
import {
  type Broker,
  type ControlMessage,
  createMemoryBroker,
  createRedisBroker,
} from './broker.ts';
import { ONLINE_CHANNEL } from './channels.ts';
import { Connection, type LiveOptions } from './connection.ts';
import { createHub } from './hub.ts';
import { createOnlineCounter } from './online.ts';
import { isOriginAllowed, originsAllowedBy } from './origins.ts';
import { CLOSE } from './protocol.ts';

export const LIVE_PATH = '/api/connection/websocket';

export type DisconnectReason = 'sessionClosed' | 'accountBlocked' | 'forceDisconnect';

/** What other modules use; domain code never touches sockets. */
export interface LiveApi {
  /** Publishes now, on every process (prefer `publishAfterCommit` from events.ts). */
  publish(channel: string, data: unknown): Promise<void>;
  /** Closes the sockets opened with this session's tokens, on every process (logout, close). */
  disconnectSession(sessionId: string, reason?: DisconnectReason): Promise<void>;
  /** Closes every socket of a player, on every process. */
  disconnectPlayer(playerId: string, reason?: DisconnectReason): Promise<void>;
  stats(): { connections: number; players: number };
  /** Tells every process (this one too) that managed content changed. */
  announceContentChanged(): Promise<void>;
  /** Runs on each announcement that reaches this process (at most once, as any control). */
  onContentChanged(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveApi;
  }
}

/**
 * The live channel: a Centrifuge-protocol WebSocket at /api/connection/websocket on Fastify's
 * own HTTP server, fanned out between processes by Redis when REDIS_URL is set.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const options = liveOptionsOf(config);
    const nodeId = crypto.randomUUID();
    const hub = createHub(app.log);
    let broker: Broker | undefined;
    const online = createOnlineCounter(hub, () => broker!, nodeId);
    const handlers = {
      onPublication: (channel: string, dataJson: string) => hub.deliver(channel, dataJson),
      onControl: (message: ControlMessage) => applyControl(message),
    };
    const contentListeners: (() => void)[] = [];
    function applyControl(message: ControlMessage) {
      if (message.kind === 'onlineCount') return online.onControl(message);
      if (message.kind === 'contentChanged') {
        for (const listener of contentListeners) listener();
        return;
      }
      const close = { code: message.code, reason: message.reason };
      if (message.kind === 'disconnectSession') hub.closeSession(message.sessionId, close);
      else hub.closeUser(message.playerId, close);
    }
    broker = config.REDIS_URL
      ? await createRedisBroker(config.REDIS_URL, config.REDIS_KEY_PREFIX, handlers, app.log)
      : createMemoryBroker(handlers);
    hub.setBroker(broker);

    const deps = {
      hub,
      options,
      log: app.log,
      authenticate: createAuthenticator(app.db, app.tokens, {
        ttlDays: config.SESSION_TTL_DAYS,
        maxAgeDays: config.SESSION_MAX_AGE_DAYS,
      }),
      snapshotOf: (channel: string) => (channel === ONLINE_CHANNEL ? online.snapshot() : undefined),
    };
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: config.LIVE_MAX_MESSAGE_BYTES,
      perMessageDeflate: false,
    });
    const allowedOrigins = originsAllowedBy(config);
    let isClosing = false;
    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== LIVE_PATH) {
        if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
        return;
      }
      const origin = request.headers.origin;
      if (isClosing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      if (origin !== undefined && !isOriginAllowed(origin, allowedOrigins)) {
        app.log.warn({ origin }, 'live upgrade refused: origin not allowed');
        return refuseUpgrade(socket, 403, 'Forbidden');
      }
      wss.handleUpgrade(request, socket, head, (ws) => new Connection(ws, deps));
    });

    app.decorate('live', {
      ...createApi(broker, hub),
      onContentChanged: (listener: () => void) => contentListeners.push(listener),
    });
    app.outbox.on('live.publish', 'live', ({ payload }) =>
      app.live.publish(payload.channel, payload.data),
    );
    app.outbox.on('live.disconnect', 'live', async ({ payload }) => {
      if (payload.sessionId) await app.live.disconnectSession(payload.sessionId, payload.reason);
      if (payload.playerId) await app.live.disconnectPlayer(payload.playerId, payload.reason);
    });
    app.addHook('onReady', async () => online.start());
    app.addHook('preClose', async () => {
      isClosing = true;
      await online.stop();
      hub.closeAll(CLOSE.shutdown);
    });
    app.addHook('onClose', async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await broker.close();
    });
  },
  { name: 'live', dependencies: ['auth'] },
);

function createApi(
  broker: Broker,
  hub: ReturnType<typeof createHub>,
): Omit<LiveApi, 'onContentChanged'> {
  return {
    publish: (channel, data) => broker.publish(channel, JSON.stringify(data ?? null)),
    disconnectSession: (sessionId, reason = 'sessionClosed') =>
      broker.control({ kind: 'disconnectSession', sessionId, ...CLOSE[reason] }),
    disconnectPlayer: (playerId, reason = 'forceDisconnect') =>
      broker.control({ kind: 'disconnectPlayer', playerId, ...CLOSE[reason] }),
    stats: () => ({ connections: hub.countConnections(), players: hub.countUsers() }),
    announceContentChanged: () => broker.control({ kind: 'contentChanged' }),
  };
}

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function liveOptionsOf(config: FastifyInstance['config']): LiveOptions {
  if (config.LIVE_PONG_SECONDS >= config.LIVE_PING_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  LIVE_PONG_SECONDS: must be below LIVE_PING_SECONDS',
    );
  }
  return {
    pingSeconds: config.LIVE_PING_SECONDS,
    pongSeconds: config.LIVE_PONG_SECONDS,
    staleSeconds: config.LIVE_STALE_SECONDS,
    expiryGraceSeconds: config.LIVE_EXPIRY_GRACE_SECONDS,
    maxSubscriptions: config.LIVE_MAX_SUBSCRIPTIONS,
    maxCommandsPerSecond: config.LIVE_MAX_COMMANDS_PER_SECOND,
    maxBufferedBytes: config.LIVE_MAX_BUFFERED_BYTES,
    allowAnonymous: config.LIVE_ANONYMOUS,
  };
}
