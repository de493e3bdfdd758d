import { useEffect } from 'react';

/**
 * Fired on the document once React has hydrated the page's root (its first effects have run).
 * The deferred-scripts starter then types again the text and clicks again the button a player
 * typed and tapped before the scripts had come, which the server's page alone could not keep or
 * answer (decision 019).
 */
export const APP_HYDRATED_EVENT = 'croupier:hydrated';

/** Announces {@link APP_HYDRATED_EVENT}; called by the root's document, whose effects run last. */
export function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
}
