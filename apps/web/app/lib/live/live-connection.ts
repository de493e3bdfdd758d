import { Centrifuge, type Subscription } from 'centrifuge';
import { alertForLiveEvent, type LiveAlert } from './live-alerts';
import { channelsFor, type LiveChannel } from './live-channels';

export interface LiveConnectionOptions {
  url: string;
  /** The player's access token (refreshed when needed), or null for a guest. */
  getToken(): Promise<string | null>;
  onPublication(channel: LiveChannel, data: unknown, alert: LiveAlert | undefined): void;
  /** A channel reached `subscribed`: its state must be reloaded; `data` is its snapshot, if any. */
  onSubscribed(channel: LiveChannel, data: unknown): void;
  /** The socket is down (reconnecting, or stopped for good): live values are stale. */
  onConnectionLost(): void;
}

export interface LiveConnection {
  /** Reconnects as this player (their channels too), or as a guest with null; same one: no-op. */
  follow(profileId: string | null): void;
  close(): void;
}

/** Backoff ceiling between reconnect attempts (the library's default is 20 s). */
const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * The tab's one Centrifuge client. It lives in this module, which the app imports only after
 * hydration, so the library stays out of the home page's initial JavaScript.
 */
export function createLiveConnection(
  options: LiveConnectionOptions,
  initialProfileId: string | null,
): LiveConnection {
  const client = new Centrifuge(options.url, {
    // An empty token connects as a guest; getToken runs again on every connect and refresh.
    getToken: async () => (await options.getToken()) ?? '',
    maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
  });
  const subscriptions = new Map<string, Subscription>();
  let profileId = initialProfileId;

  function subscribeFor(player: string | null) {
    const wanted = channelsFor(player);
    for (const [name, subscription] of subscriptions) {
      if (wanted.has(name)) continue;
      subscription.removeAllListeners();
      client.removeSubscription(subscription);
      subscriptions.delete(name);
    }
    for (const [name, channel] of wanted) {
      if (subscriptions.has(name)) continue;
      const subscription = client.newSubscription(name);
      subscription.on('publication', ({ data }) =>
        options.onPublication(
          channel,
          data,
          alertForLiveEvent(channel, data as never, window.location.pathname),
        ),
      );
      subscription.on('subscribed', ({ data }) => options.onSubscribed(channel, data));
      subscription.subscribe();
      subscriptions.set(name, subscription);
    }
  }

  client.on('connecting', () => options.onConnectionLost());
  client.on('disconnected', () => options.onConnectionLost());
  subscribeFor(profileId);
  client.connect();
  return {
    follow(next) {
      if (next === profileId) return;
      profileId = next;
      client.disconnect();
      // Drop the previous identity's token, so the next connect asks getToken again.
      client.setToken('');
      subscribeFor(next);
      client.connect();
    },
    close() {
      client.disconnect();
      client.removeAllListeners();
    },
  };
}
