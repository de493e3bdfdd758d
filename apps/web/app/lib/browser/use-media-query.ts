import { MOBILE_BREAKPOINT_PX } from '@croupier/contract/constants';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Whether a media query matches; false while rendering on the server. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Whether a media query matches; undefined on the server, while hydrating and until the first
 * answer after mounting. That answer, and each change, is a transition:
 * - a plain update there would reach a server-rendered part whose code is still loading (the lazy
 *   games lobby), and React would throw that part's HTML away and draw it again once its code came
 *   (a layout shift); in a transition React hydrates that part first;
 * - `useSyncExternalStore`'s answer after the hydration is a synchronous render of everything
 *   below, in the long task of the hydration's effects (the phone's game page: ~65 ms of it); a
 *   transition renders in slices that let the browser in between.
 */
export function useMediaQueryAfterHydration(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean>();
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** As `useMediaQueryAfterHydration`, false until known: for state a provider above the page hands down. */
export function useLayoutMediaQuery(query: string) {
  return useMediaQueryAfterHydration(query) ?? false;
}

/** Below the spec's 768 px breakpoint. */
export function useIsMobile() {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

export function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
