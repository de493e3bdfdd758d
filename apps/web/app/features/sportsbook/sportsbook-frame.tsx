import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { useIsMobile } from '~/lib/browser/use-media-query';
import { useTranslation } from '~/lib/i18n';
import { useSession } from '~/lib/session/session-provider';
import { openSportsbookSession } from './open-session';
import styles from './sportsbook.module.css';

export interface SportsbookClient {
  host: string;
  clientId: string;
}

/**
 * What the platform posts to the sportsbook client (to the client's origin only). The client
 * posts `{ type: 'sportsbook:ready' }` to its parent when it has loaded and in answer to a ping;
 * `init` carries the wallet session token its back end uses with the provider API
 * (docs/provider-api.md, integration BETTING_INTEGRATION), or null for a guest.
 */
type PlatformMessage =
  | { type: 'sportsbook:ping' }
  | { type: 'sportsbook:init'; clientId: string; token: string | null; locale: string }
  | { type: 'sportsbook:logout' };

/**
 * The configured sportsbook client in a frame of its own origin. Once it says it is ready, it gets
 * the player's wallet session token (or none, for a guest) and the locale by postMessage, never in
 * its address; when the player signs out it is told so.
 */
export function SportsbookFrame({ client }: { client: SportsbookClient }) {
  const { t, locale } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = new URL(client.host).origin;
  const src = useMemo(() => frameAddress(client, locale), [client, locale]);
  const isReady = useClientReady(frame, origin, src);
  const hasFailed = usePlayerHandOver({ frame, origin, client, locale, isReady });

  return (
    <div className={styles.frameBox}>
      {hasFailed && <Alert type="error">{t('sportsbook.page.failed')}</Alert>}
      <iframe
        ref={frame}
        className={styles.frame}
        src={src}
        title={t('sportsbook.page.frameTitle')}
        allow="clipboard-write"
      />
    </div>
  );
}

function frameAddress(client: SportsbookClient, locale: string) {
  const url = new URL(client.host);
  url.searchParams.set('clientId', client.clientId);
  url.searchParams.set('locale', locale);
  return url.href;
}

/**
 * Whether the client in the frame announced itself (again after each new address). It announces
 * itself when it loads, which may be before this page is hydrated and listening: so it is also
 * asked once the listener is in place, and answers the question the same way.
 */
function useClientReady(
  frame: React.RefObject<HTMLIFrameElement | null>,
  origin: string,
  src: string,
) {
  const [readySrc, setReadySrc] = useState<string | undefined>();
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      const isClient = event.origin === origin && event.source === frame.current?.contentWindow;
      if (isClient && event.data?.type === 'sportsbook:ready') setReadySrc(src);
    };
    window.addEventListener('message', onMessage);
    const ping: PlatformMessage = { type: 'sportsbook:ping' };
    frame.current?.contentWindow?.postMessage(ping, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, src]);
  return readySrc === src;
}

/** Hands the signed-in player's session to the client, and tells it when the player leaves. */
function usePlayerHandOver(options: {
  frame: React.RefObject<HTMLIFrameElement | null>;
  origin: string;
  client: SportsbookClient;
  locale: string;
  isReady: boolean;
}) {
  const { frame, origin, client, locale, isReady } = options;
  const { profile } = useSession();
  const isMobile = useIsMobile();
  const playerId = profile?.id ?? null;
  const hadPlayer = useRef(false);
  const [hasFailed, setHasFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the device is read once per hand-over, not a reason for a new session.
  useEffect(() => {
    if (!isReady) return;
    const post = (message: PlatformMessage) =>
      frame.current?.contentWindow?.postMessage(message, origin);
    if (!playerId) {
      post(
        hadPlayer.current
          ? { type: 'sportsbook:logout' }
          : { type: 'sportsbook:init', clientId: client.clientId, token: null, locale },
      );
      hadPlayer.current = false;
      return;
    }
    let isCurrent = true;
    setHasFailed(false);
    openSportsbookSession(isMobile ? 'mobile' : 'desktop').then(
      ({ sessionToken }) => {
        if (!isCurrent) return;
        hadPlayer.current = true;
        post({ type: 'sportsbook:init', clientId: client.clientId, token: sessionToken, locale });
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [isReady, playerId, client.clientId, locale, origin, frame]);
  return hasFailed;
}
