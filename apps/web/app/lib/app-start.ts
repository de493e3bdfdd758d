import { useEffect } from 'react';

/**
 * Fired on the document once React has hydrated the page's root (its first effects have run).
 * The deferred-scripts starter then types again the text, and repeats the tap or the Escape key,
 * that a player typed and made before the scripts had come, which the server's page alone could
 * not keep or answer (decision 019).
 */
export const APP_HYDRATED_EVENT = 'croupier:hydrated';

/**
 * Marks an element that answers a tap but is no button, such as a modal's backdrop: a tap on it
 * before the scripts have come is kept and given again once they have, as a button's is.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** Announces {@link APP_HYDRATED_EVENT}; called by the root's document, whose effects run last. */
export function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
}
