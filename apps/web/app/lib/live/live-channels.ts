import {
  ONLINE_LIVE_CHANNEL,
  PERSONAL_LIVE_CHANNELS,
  type PersonalLiveChannel,
  PUBLIC_LIVE_CHANNELS,
  type PublicLiveChannel,
  TOURNAMENTS_LIVE_CHANNEL,
} from '@croupier/contract/constants';

export const PERSONAL_CHANNELS = PERSONAL_LIVE_CHANNELS;
export const ONLINE_CHANNEL = ONLINE_LIVE_CHANNEL;
export const TOURNAMENTS_CHANNEL = TOURNAMENTS_LIVE_CHANNEL;
export const PUBLIC_CHANNELS = PUBLIC_LIVE_CHANNELS;

export type PersonalChannel = PersonalLiveChannel;
export type PublicChannel = PublicLiveChannel;
/** A channel as features name it: without the player's `#{profileId}` suffix. */
export type LiveChannel = PersonalChannel | PublicChannel;

/** The channels a tab subscribes to: the public ones, plus the player's own when signed in. */
export function channelsFor(profileId: string | null): Map<string, LiveChannel> {
  const channels = new Map<string, LiveChannel>(PUBLIC_CHANNELS.map((name) => [name, name]));
  if (profileId) for (const name of PERSONAL_CHANNELS) channels.set(`${name}#${profileId}`, name);
  return channels;
}
