import { MOBILE_BREAKPOINT_PX } from '@croupier/contract/constants';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useRootData } from '../root-data';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * Whether a media query matches. The server, and the hydration after it, take `serverAnswer`;
 * should the browser answer otherwise, React renders again at once.
 */
export function useMediaQuery(query: string, serverAnswer = false) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverAnswer,
  );
}

/**
 * Whether a media query matches, for state that a provider above the page hands down
 * (`serverAnswer` on the server and while hydrating). The answer after hydration, and each
 * change, is a transition: a plain update there would reach a server-rendered part whose code is
 * still loading (the lazy games lobby), and React would throw that part's HTML away and draw it
 * again once its code came (a layout shift); in a transition React hydrates that part first.
 */
export function useLayoutMediaQuery(query: string, serverAnswer = false) {
  const [matches, setMatches] = useState(serverAnswer);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * Below the spec's 768 px breakpoint. The server's render guesses from the request (a phone's is
 * the phone's layout, `RootData.isPhone`): on a phone the page then hydrates as it will stay,
 * where a desktop render would be drawn again at once, in the hydration's longest task
 * (docs/PERFORMANCE.md §37).
 */
export function useIsMobile() {
  return useMediaQuery(MOBILE_MEDIA_QUERY, useIsPhoneRequest());
}

/** `useIsMobile` for state a provider above the page hands down (see `useLayoutMediaQuery`). */
export function useIsMobileLayout() {
  return useLayoutMediaQuery(MOBILE_MEDIA_QUERY, useIsPhoneRequest());
}

/** The server's guess that the page is shown on a phone (false on the fatal error page). */
function useIsPhoneRequest() {
  return useRootData()?.isPhone ?? false;
}

export function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
