import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from './storage';

const PWA_VISIT_KEY = 'isPwaVisit';

/** Marks the tab's session as a web-app visit once a page is opened with `?source=pwa`. */
export function usePwaVisit() {
  const { search } = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('source') === 'pwa')
      writeStorage('session', PWA_VISIT_KEY, 'true');
  }, [search]);
}

export function isPwaVisit() {
  return readStorage('session', PWA_VISIT_KEY) === 'true';
}
