import { LAZY_MEDIA_CLASSES, LAZY_MEDIA_MARGIN_PX } from '@croupier/contract/constants';
import { useState } from 'react';
import { useIsNear } from './use-is-near';

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
  const { ref, isNear } = useIsNear<T>(`${LAZY_MEDIA_MARGIN_PX}px`);
  const [isLoaded, setIsLoaded] = useState(false);
  const state: LazyMediaState = isLoaded ? 'loaded' : isNear ? 'loading' : 'idle';
  return {
    ref,
    state,
    isInView: state !== 'idle',
    markLoaded: () => setIsLoaded(true),
  };
}
