import { LAZY_MEDIA_CLASSES, LAZY_MEDIA_MARGIN_PX } from '@croupier/contract/constants';
import { useEffect, useRef, useState } from 'react';

export type LazyMediaState = 'idle' | 'loading' | 'loaded';

/** The class list of a lazy element in a state (spec: lazyLoad, isLoading, isLoaded). */
export function lazyMediaClassName(state: LazyMediaState) {
  if (state === 'loaded') return `${LAZY_MEDIA_CLASSES.lazy} ${LAZY_MEDIA_CLASSES.loaded}`;
  if (state === 'loading') return `${LAZY_MEDIA_CLASSES.lazy} ${LAZY_MEDIA_CLASSES.loading}`;
  return LAZY_MEDIA_CLASSES.lazy;
}

/**
 * Starts loading media once it comes within LAZY_MEDIA_MARGIN_PX of the viewport.
 * Returns the ref to attach, whether to set the real source yet, and the load state.
 */
export function useLazyMedia<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<LazyMediaState>('idle');

  useEffect(() => {
    const element = ref.current;
    if (!element || state !== 'idle') return;
    if (!('IntersectionObserver' in window)) {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('loading');
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_MEDIA_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  return {
    ref,
    state,
    isInView: state !== 'idle',
    markLoaded: () => setState('loaded'),
  };
}
