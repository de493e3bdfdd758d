import { MOBILE_BREAKPOINT_PX } from '@croupier/contract/constants';
import { useSyncExternalStore } from 'react';

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

/** Below the spec's 768 px breakpoint. */
export function useIsMobile() {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

export function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
