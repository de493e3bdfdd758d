import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the site as an app (`beforeinstallprompt`; not in the DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallPromptEvent | undefined;
const subscribers = new Set<() => void>();

function setOffer(next: InstallPromptEvent | undefined) {
  offer = next;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
}

/**
 * Keeps the browser's install offer for the drawer's "Install the app" item instead of the
 * browser's own mini bar. Listening starts when this module loads (with the page's first script),
 * not after hydration: the browser makes its offer once, possibly before React is ready.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(undefined));
}

/** The install action while the browser offers one, else undefined. An offer is used once. */
export function useInstallPrompt(): (() => void) | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => undefined,
  );
  if (!current) return undefined;
  return () => {
    setOffer(undefined);
    void current.prompt().catch(() => undefined);
  };
}
