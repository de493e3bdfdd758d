import { useEffect, useRef } from 'react';
import { useCookieConsent } from '~/lib/browser/cookie-consent';
import { useTranslation } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { requestApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';

/**
 * The support chat (spec sections 1 and 4): when configured, after cookie consent, for players,
 * and for guests only where guests may chat. Its code loads only then. A new player, or signing
 * out, ends the chat (clearing the conversation) and starts it again for whoever is left.
 */
export function SupportChat() {
  const config = useRootData()?.init.features.supportChat ?? null;
  const hasConsent = useCookieConsent();
  const { locale } = useTranslation();
  const { profile, setProfile } = useSession();
  const latestProfile = useRef(profile);
  latestProfile.current = profile;
  const playerId = profile?.id ?? null;
  const isAllowed = config !== null && hasConsent && (playerId !== null || config.isGuestAllowed);
  // Strings, not the object: the root data is a new object on each revalidation.
  const host = isAllowed ? config.host : null;
  const token = config?.token ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new player (or none) restarts the chat; their profile is read from the ref.
  useEffect(() => {
    if (!host) return;
    const player = latestProfile.current;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const saveRestoreId = async (freshchatRestoreId: string) => {
      const { data } = await requestApi('updateProfile', { body: { freshchatRestoreId } });
      if (latestProfile.current?.id === data.id) setProfile(data);
    };
    void import('./chat-widget').then(({ startChat }) => {
      if (isCancelled) return;
      stop = startChat({
        host,
        token,
        locale,
        player,
        onRestoreId: (restoreId) => void saveRestoreId(restoreId).catch(() => undefined),
      });
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [host, token, playerId, locale, setProfile]);

  return null;
}
