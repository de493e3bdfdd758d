import {
  ONLINE_LIVE_CHANNEL,
  PERSONAL_LIVE_CHANNELS,
  PUBLIC_LIVE_CHANNELS,
  TOURNAMENTS_LIVE_CHANNEL,
} from '@croupier/contract/constants';
import { REPLY_ERROR, type ReplyError } from './protocol.ts';

/**
 * Namespaces of spec section 7, with the same rules a Centrifugo config would give them:
 * personal namespaces only take user-limited channels (`name#{profileId}`), public ones take
 * any client, the anonymous one too.
 */
const PERSONAL_CHANNELS = new Set<string>(PERSONAL_LIVE_CHANNELS);
const PERSONAL_NAMESPACES = new Set([...PERSONAL_CHANNELS].map((name) => name.split(':')[0]!));
export const ONLINE_CHANNEL = ONLINE_LIVE_CHANNEL;
export const TOURNAMENTS_CHANNEL = TOURNAMENTS_LIVE_CHANNEL;
const PUBLIC_CHANNELS = new Set<string>(PUBLIC_LIVE_CHANNELS);
const PUBLIC_NAMESPACES = new Set(['global', '']);

/** The channel a player's event of the given kind goes to, e.g. `wallet:accounts#42`. */
export function personalChannel(name: string, profileId: string) {
  if (!PERSONAL_CHANNELS.has(name)) throw new Error(`not a personal channel: ${name}`);
  return `${name}#${profileId}`;
}

/** The player a personal channel belongs to (its only user), or undefined for public ones. */
export function ownerOf(channel: string): string | undefined {
  const hash = channel.lastIndexOf('#');
  if (hash < 0) return undefined;
  const users = channel.slice(hash + 1).split(',');
  return users.length === 1 && users[0] ? users[0] : undefined;
}

/**
 * Whether a connection of `userId` ('' when anonymous) may subscribe, in Centrifugo's order:
 * namespace known (102), then the user after the last `#` (103), then open channels (103 for
 * anything else). `#` channels never take the open path. A personal channel names exactly one
 * user, the subscriber: Centrifugo's `#A,B` lists are refused, so no channel is shared by two
 * players even by accident.
 */
export function checkSubscribe(channel: string, userId: string): ReplyError | undefined {
  const colon = channel.indexOf(':');
  const namespace = colon < 0 ? '' : channel.slice(0, colon);
  const isPersonalNamespace = PERSONAL_NAMESPACES.has(namespace);
  if (!isPersonalNamespace && !PUBLIC_NAMESPACES.has(namespace)) return REPLY_ERROR.unknownChannel;
  const hash = channel.lastIndexOf('#');
  if (hash >= 0) {
    if (!isPersonalNamespace || !PERSONAL_CHANNELS.has(channel.slice(0, hash))) {
      return REPLY_ERROR.permissionDenied;
    }
    return userId !== '' && ownerOf(channel) === userId ? undefined : REPLY_ERROR.permissionDenied;
  }
  return PUBLIC_CHANNELS.has(channel) ? undefined : REPLY_ERROR.permissionDenied;
}

/** The outbox partition of a live event: the owning player, so a player's events stay in order. */
export function partitionKeyOf(channel: string) {
  const owner = ownerOf(channel);
  return owner ? `player:${owner}` : `channel:${channel}`;
}
