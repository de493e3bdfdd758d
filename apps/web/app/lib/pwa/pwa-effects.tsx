import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocalizedHref } from '../root-data';

// Shown once a new build is found, so no page carries it before.
const NewVersionBanner = lazy(() => import('./new-version-banner'));

/**
 * The installed-app runtime (service worker, new-build watch), started once the page has loaded
 * and the browser is idle: the home page's script budget has no room for it up front.
 */
export function PwaEffects() {
  const offlinePath = useLocalizedHref()('/offline');
  const [hasNewVersion, setHasNewVersion] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let isStopped = false;
    const start = () =>
      void import('./pwa-runtime').then(({ startPwaRuntime }) => {
        if (isStopped) return;
        stop = startPwaRuntime({ offlinePath, onNewVersion: () => setHasNewVersion(true) });
      });
    const cancelWait = afterLoadWhenIdle(start);
    return () => {
      isStopped = true;
      cancelWait();
      stop?.();
    };
  }, [offlinePath]);

  if (!hasNewVersion) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionBanner />
    </Suspense>
  );
}

/** Runs `task` after the window's load event, when the browser is idle (or soon after). */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
