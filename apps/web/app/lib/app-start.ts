import { useEffect, useState } from 'react';

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

/**
 * Marks the page's frame while a modal covers it; on a phone, where the modal is a full-screen
 * sheet, the frame is left unrendered then, and the starter waits for no hero art inside it.
 */
export const COVERED_PAGE_ATTRIBUTE = 'data-covered';

/** Announces {@link APP_HYDRATED_EVENT}; called by the root's document, whose effects run last. */
export function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
}

const takenServerData = new WeakSet<object>();

/**
 * Data the server rendered a part with (from the root loader), for that part's first state in the
 * browser: the first part to mount with it takes it, so the hydration starts from what the server
 * rendered. A part mounted later (a modal opened again) gets undefined and asks for fresh data:
 * the root's data is not loaded again on navigations and would be stale by then.
 */
export function useServerDataOnce<T extends object>(data: T | undefined): T | undefined {
  const [first] = useState(() => (data && !takenServerData.has(data) ? data : undefined));
  useEffect(() => {
    if (first) takenServerData.add(first);
  }, [first]);
  return first;
}
