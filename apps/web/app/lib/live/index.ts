export type { ResyncReason } from './live-bus';
export type { LiveChannel } from './live-channels';
export type { LiveEventMap } from './live-events';
export { LiveProvider, useLiveChannel, useLiveResync, useOnlinePlayers } from './live-provider';
export { OnlinePlayers } from './online-players';
