import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { formatMoney } from '../../components/ui/amount';
import { MOBILE_MEDIA_QUERY } from '../browser/use-media-query';
import { useTranslation } from '../i18n';
import { useSession } from '../session/session-provider';
import { getAccessToken } from '../session/session-store';
import { useToasts } from '../toasts/toast-provider';
import type { LiveAlert } from './live-alerts';
import { createLiveBus, type LiveBus, type ResyncReason } from './live-bus';
import { type LiveChannel, ONLINE_CHANNEL } from './live-channels';
import type { LiveConnection } from './live-connection';
import type { LiveEventMap } from './live-events';

export const LIVE_PATH = '/api/connection/websocket';

/**
 * The bus never changes, so the many features listening on it do not render again when the
 * players-online count (its own context, read by the few places showing it) ticks.
 */
const LiveContext = createContext<LiveBus | null>(null);
const OnlineCountContext = createContext<number | undefined>(undefined);

/**
 * The live channel of this tab (spec section 4, "on mount: start websocket"): connects after
 * hydration as a guest or as the player, follows sign-in and sign-out, hands publications to the
 * features and shows the alerts the spec maps to them.
 */
export function LiveProvider({ children }: { children: React.ReactNode }) {
  const profileId = useSession().profile?.id ?? null;
  const [bus] = useState(createLiveBus);
  const [onlineCount, setOnlineCount] = useState<number>();
  const showAlert = useShowAlert();
  const connection = useLiveConnection(bus, profileId, {
    showAlert,
    onConnectionLost: () => setOnlineCount(undefined),
  });

  useEffect(() => connection.current?.follow(profileId), [connection, profileId]);
  useEffect(
    () =>
      // A figure to show, never urgent: drawn in the background, interruptible by input.
      bus.onPublication(ONLINE_CHANNEL, ({ count }) =>
        startTransition(() => setOnlineCount(count)),
      ),
    [bus],
  );
  useRefreshAccountsOnReturn(bus, profileId !== null);

  return (
    <LiveContext value={bus}>
      <OnlineCountContext value={onlineCount}>{children}</OnlineCountContext>
    </LiveContext>
  );
}

/** Loads the client once the browser is idle after hydration, never during SSR. */
function useLiveConnection(
  bus: LiveBus,
  profileId: string | null,
  reactions: { showAlert(alert: LiveAlert): void; onConnectionLost(): void },
) {
  const connection = useRef<LiveConnection | undefined>(undefined);
  const currentProfileId = useEffectEvent(() => profileId);
  const onAlert = useEffectEvent(reactions.showAlert);
  const onConnectionLost = useEffectEvent(reactions.onConnectionLost);
  useEffect(() => {
    let isCancelled = false;
    const start = async () => {
      const { createLiveConnection } = await import('./live-connection');
      if (isCancelled) return;
      connection.current = createLiveConnection(
        {
          url: liveUrl(),
          getToken: () => getAccessToken(),
          onPublication: (channel, data, alert) => {
            bus.dispatch(channel, data as LiveEventMap[typeof channel]);
            if (alert) onAlert(alert);
          },
          onSubscribed: (channel, data) => {
            if (data !== undefined) bus.dispatch(channel, data as LiveEventMap[typeof channel]);
            bus.resync(channel, 'subscribed');
          },
          onConnectionLost: () => onConnectionLost(),
        },
        currentProfileId(),
      );
    };
    const cancelIdle = whenIdle(() => void start());
    return () => {
      isCancelled = true;
      cancelIdle();
      connection.current?.close();
      connection.current = undefined;
    };
  }, [bus]);
  return connection;
}

function useShowAlert() {
  const { t, locale } = useTranslation();
  const { show } = useToasts();
  return (alert: LiveAlert) => {
    const { maxBet } = alert;
    show({
      type: alert.type,
      title: t(alert.key, {
        ...(maxBet && {
          maxBet: formatMoney(maxBet.amountMinor, maxBet.currency, locale, {
            subunitToUnit: maxBet.subunitToUnit,
          }),
        }),
      }),
      ...(alert.name && { description: alert.name }),
      ...(alert.money && {
        description: formatMoney(alert.money.amountMinor, alert.money.currency, locale),
      }),
    });
  };
}

/** Spec: on mobile, a signed-in player returning to a visible tab refreshes accounts. */
function useRefreshAccountsOnReturn(bus: LiveBus, isSignedIn: boolean) {
  useEffect(() => {
    if (!isSignedIn) return;
    const onVisibilityChange = () => {
      const isMobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
      if (document.visibilityState === 'visible' && isMobile)
        bus.resync('wallet:accounts', 'visible');
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [bus, isSignedIn]);
}

function liveUrl() {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${LIVE_PATH}`;
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

function useLiveBus(): LiveBus {
  const bus = useContext(LiveContext);
  if (!bus) throw new Error('live hooks need a LiveProvider above them');
  return bus;
}

/** Calls `handler` with every publication on the player's (or the public) channel. */
export function useLiveChannel<C extends LiveChannel>(
  channel: C,
  handler: (data: LiveEventMap[C]) => void,
) {
  const bus = useLiveBus();
  const onData = useEffectEvent(handler);
  useEffect(() => bus.onPublication(channel, (data) => onData(data)), [bus, channel]);
}

/**
 * Calls `reload` whenever the channel's state must be fetched again over REST: after every
 * (re)subscribe, and for `wallet:accounts` when a mobile player returns to the tab.
 */
export function useLiveResync(channel: LiveChannel, reload: (reason: ResyncReason) => void) {
  const bus = useLiveBus();
  const onResync = useEffectEvent(reload);
  useEffect(() => bus.onResync(channel, (reason) => onResync(reason)), [bus, channel]);
}

/** Players online (`global:online`), undefined until a count arrives and while offline. */
export function useOnlinePlayers(): number | undefined {
  return useContext(OnlineCountContext);
}
