import type { LiveChannel } from './live-channels';
import type { LiveEventMap } from './live-events';

/** Why a feature should reload a channel's state over REST. */
export type ResyncReason = 'subscribed' | 'visible';

type PublicationHandler = (data: never) => void;
type ResyncHandler = (reason: ResyncReason) => void;

/**
 * Hands live events to the features of one tab: publications per channel, and "resync" when a
 * channel's state must be reloaded (there is no history recovery: every (re)subscribe starts
 * from scratch). Features never see the socket.
 */
export interface LiveBus {
  dispatch<C extends LiveChannel>(channel: C, data: LiveEventMap[C]): void;
  resync(channel: LiveChannel, reason: ResyncReason): void;
  onPublication<C extends LiveChannel>(
    channel: C,
    handler: (data: LiveEventMap[C]) => void,
  ): () => void;
  onResync(channel: LiveChannel, handler: ResyncHandler): () => void;
}

export function createLiveBus(): LiveBus {
  const publications = new Map<LiveChannel, Set<PublicationHandler>>();
  const resyncs = new Map<LiveChannel, Set<ResyncHandler>>();
  const listen = <H>(registry: Map<LiveChannel, Set<H>>, channel: LiveChannel, handler: H) => {
    const handlers = registry.get(channel) ?? new Set<H>();
    registry.set(channel, handlers);
    handlers.add(handler);
    return () => void handlers.delete(handler);
  };
  return {
    dispatch(channel, data) {
      for (const handler of publications.get(channel) ?? []) {
        (handler as (data: unknown) => void)(data);
      }
    },
    resync(channel, reason) {
      for (const handler of resyncs.get(channel) ?? []) handler(reason);
    },
    onPublication: (channel, handler) =>
      listen(publications, channel, handler as PublicationHandler),
    onResync: (channel, handler) => listen(resyncs, channel, handler),
  };
}
