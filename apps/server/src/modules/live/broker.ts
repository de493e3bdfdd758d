import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command every process applies to its own sockets (the user's sockets may sit on any). */
export type ControlMessage =
  | { kind: 'disconnectSession'; sessionId: string; code: number; reason: string }
  | { kind: 'disconnectPlayer'; playerId: string; code: number; reason: string }
  | { kind: 'onlineCount'; node: string; count: number }
  /** An operator changed managed content: every process forgets what it keeps of it. */
  | { kind: 'contentChanged' };

export interface BrokerHandlers {
  /** A publication for a channel this process listens to; `dataJson` is the data as JSON. */
  onPublication(channel: string, dataJson: string): void;
  onControl(message: ControlMessage): void;
}

/**
 * Fan-out between processes. `listen` resolves once publications of the channel reach this
 * process, so a subscribe is answered only when nothing published afterwards can be missed.
 */
export interface Broker {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  publish(channel: string, dataJson: string): Promise<void>;
  control(message: ControlMessage): Promise<void>;
  close(): Promise<void>;
}

/** One process: publications and control messages go straight to the handlers. */
export function createMemoryBroker(handlers: BrokerHandlers): Broker {
  return {
    listen: async () => {},
    unlisten: async () => {},
    async publish(channel, dataJson) {
      handlers.onPublication(channel, dataJson);
    },
    async control(message) {
      handlers.onControl(message);
    },
    close: async () => {},
  };
}

/**
 * Redis pub/sub: one connection publishes, one listens (subscriber mode). A process subscribes
 * to a channel while it has local subscribers, and to the control channel for its lifetime.
 * Delivery is at most once, which is why clients reload state over REST on every subscribe.
 */
export async function createRedisBroker(
  url: string,
  prefix: string,
  handlers: BrokerHandlers,
  log: FastifyBaseLogger,
): Promise<Broker> {
  const channelPrefix = `${prefix}live.ch.`;
  const controlChannel = `${prefix}live.ctl`;
  // Without Redis a publication fails at once (no offline queue): the outbox backs that event
  // off and goes on with the next, instead of waiting out reconnects on each event in turn.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url);
  publisher.on('error', (error) => log.warn({ err: error }, 'live redis publisher error'));
  subscriber.on('error', (error) => log.warn({ err: error }, 'live redis subscriber error'));
  if (publisher.status !== 'ready')
    await new Promise((resolve) => publisher.once('ready', resolve));
  // SUBSCRIBE before the ready check ends breaks the check ("only subscriber commands").
  if (subscriber.status !== 'ready')
    await new Promise((resolve) => subscriber.once('ready', resolve));
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (redisChannel === controlChannel) {
      handlers.onControl(JSON.parse(message) as ControlMessage);
    } else if (redisChannel.startsWith(channelPrefix)) {
      handlers.onPublication(redisChannel.slice(channelPrefix.length), message);
    }
  });
  await subscriber.subscribe(controlChannel);
  return {
    async listen(channel) {
      await subscriber.subscribe(channelPrefix + channel);
    },
    async unlisten(channel) {
      await subscriber.unsubscribe(channelPrefix + channel);
    },
    async publish(channel, dataJson) {
      await publisher.publish(channelPrefix + channel, dataJson);
    },
    async control(message) {
      await publisher.publish(controlChannel, JSON.stringify(message));
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
