import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** Topics and their payloads; a consumer gets the outbox id to stay idempotent. */
export interface OutboxTopics {
  'mail.requested': { to: string; subject: string; text: string; replyTo?: string };
  /** A publication on the live channel (modules/live/events.ts writes it, keyed by player). */
  'live.publish': { channel: string; data: unknown };
  /** Closes the live sockets of a session or of every session of a player, on every process. */
  'live.disconnect': {
    sessionId?: string;
    playerId?: string;
    reason?: 'sessionClosed' | 'accountBlocked' | 'forceDisconnect';
  };
  'sms.requested': { to: string; text: string };
}
export type OutboxTopic = keyof OutboxTopics;

/** Writes an event in the caller's transaction, so it exists exactly when the change does. */
export async function enqueue<T extends OutboxTopic>(
  tx: Executor,
  topic: T,
  payload: OutboxTopics[T],
  /** Events of one partition (e.g. `player:{id}`) are delivered one after the other, in order. */
  options: { partitionKey?: string } = {},
) {
  const values = { topic, payload, partitionKey: options.partitionKey ?? null };
  const [row] = await tx.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}
