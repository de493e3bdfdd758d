import type { Executor } from '../../db/client.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { partitionKeyOf } from './channels.ts';

/**
 * Writes a live publication in the caller's transaction: it goes out after commit, at least
 * once, and after every earlier event of the same player (see docs/decisions/005-live-channel.md).
 * Use `personalChannel('wallet:accounts', profileId)` for the channel name.
 */
export function publishAfterCommit(tx: Executor, channel: string, data: unknown) {
  return enqueue(tx, 'live.publish', { channel, data }, { partitionKey: partitionKeyOf(channel) });
}

/** Closes the live sockets of a session (logout, session closed) after commit, on every process. */
export function disconnectSessionAfterCommit(tx: Executor, playerId: string, sessionId: string) {
  return enqueue(tx, 'live.disconnect', { sessionId }, { partitionKey: `player:${playerId}` });
}

/** Closes every live socket of a player (account blocked, self-excluded) after commit. */
export function disconnectPlayerAfterCommit(
  tx: Executor,
  playerId: string,
  reason?: 'accountBlocked' | 'forceDisconnect',
) {
  return enqueue(
    tx,
    'live.disconnect',
    { playerId, ...(reason && { reason }) },
    { partitionKey: `player:${playerId}` },
  );
}
