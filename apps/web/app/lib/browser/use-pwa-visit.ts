import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { requestApi } from '../session/api-client';
import { useSession } from '../session/session-provider';
import { readStorage, writeStorage } from './storage';

const PWA_VISIT_KEY = 'isPwaVisit';

/**
 * Spec sections 2 and 4: a page opened with `?source=pwa` (the installed app's start URL), or
 * shown in the installed app's own window, marks the tab's session as a web-app visit; a
 * signed-in player's profile then records, once, that they use the installed app.
 */
export function usePwaVisit() {
  const { search } = useLocation();
  const { profile, setProfile } = useSession();
  const needsRecording = profile !== null && !profile.pwaInstalled;

  useEffect(() => {
    const isAppStart = new URLSearchParams(search).get('source') === 'pwa';
    if (isAppStart || window.matchMedia('(display-mode: standalone)').matches)
      writeStorage('session', PWA_VISIT_KEY, 'true');
    if (!needsRecording || !isPwaVisit()) return;
    requestApi('updateProfile', { body: { pwaInstalled: true } }).then(
      ({ data }) => setProfile(data),
      // Not recorded this time; the next page of the visit tries again.
      () => undefined,
    );
  }, [search, needsRecording, setProfile]);
}

export function isPwaVisit() {
  return readStorage('session', PWA_VISIT_KEY) === 'true';
}
