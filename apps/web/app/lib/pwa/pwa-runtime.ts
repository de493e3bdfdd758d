/**
 * The installed-app duties that can wait until the page has loaded (imported lazily, so the
 * home page's script does not carry them): the service worker, and watching for a new build.
 */

/** Also named in public/sw.js, which keeps the default language's offline page there. */
const OFFLINE_CACHE = 'croupier-offline-v1';
const MANIFEST_PATH = '/__manifest';
const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

declare global {
  interface Window {
    /** React Router's route manifest of the build this page runs. */
    __reactRouterManifest?: { version: string };
  }
}

export interface PwaRuntimeOptions {
  /** The offline page in the page's language (`/offline`, `/de/offline`). */
  offlinePath: string;
  onNewVersion(): void;
}

/** Starts both duties; the function returned stops watching for a new build. */
export function startPwaRuntime({ offlinePath, onNewVersion }: PwaRuntimeOptions) {
  void registerServiceWorker(offlinePath);
  return watchForNewBuild(onNewVersion);
}

/** The worker is an enhancement: a browser without it, or refusing it, keeps the plain site. */
async function registerServiceWorker(offlinePath: string) {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.add(offlinePath);
  } catch {
    // Private modes and blocked storage refuse workers and caches; the site works without.
  }
}

/**
 * Spec section 7: the build manifest is polled. React Router's manifest endpoint compares the
 * version this page was built with against the server's build, and answers 204 with
 * X-Remix-Reload-Document when they differ. Checked every few minutes, when the tab is shown
 * again and when the browser is back online.
 */
function watchForNewBuild(onNewVersion: () => void) {
  const check = async () => {
    const version = window.__reactRouterManifest?.version;
    if (!version) return;
    const query = new URLSearchParams({ version, paths: '/' });
    try {
      // no-store: the endpoint marks its answer immutable, which would hide a later build.
      const response = await fetch(`${MANIFEST_PATH}?${query}`, { cache: 'no-store' });
      if (response.headers.get('X-Remix-Reload-Document') !== 'true') return;
      stop();
      onNewVersion();
    } catch {
      // Offline or the server restarting: the next check tells.
    }
  };
  const checkWhenShown = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const checkNow = () => void check();
  const timer = setInterval(checkNow, BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', checkWhenShown);
  window.addEventListener('online', checkNow);
  function stop() {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', checkWhenShown);
    window.removeEventListener('online', checkNow);
  }
  return stop;
}
