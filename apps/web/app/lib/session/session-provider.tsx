import type { Profile, SessionToken } from '@croupier/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useLocalizedHref } from '../root-data';
import { requestApi } from './api-client';
import { CHANGE_SESSION_KEY, parseSessionChange, reactToSessionChange } from './change-session';
import {
  announceSessionChange,
  clearSession,
  getAccessToken,
  onSessionLost,
  readLatestSession,
  readSession,
  saveSession,
} from './session-store';
import { isTokenExpiring, msUntilRefresh } from './token-refresh';

export interface SessionApi {
  profile: Profile | null;
  isSignedIn: boolean;
  /** Stores a new session (sign-in, registration, auto-login) and loads the profile. */
  signIn(token: SessionToken): Promise<void>;
  /**
   * Signs out and goes home. `isClosedByServer`: the server closed the session already (a
   * self-exclusion), so it is only forgotten here, without a logout call or a sign-in prompt.
   */
  signOut(options?: { isClosedByServer?: boolean }): Promise<void>;
  setProfile(profile: Profile): void;
}

const SessionContext = createContext<SessionApi | null>(null);

/**
 * The signed-in player for the whole app: starts from the profile the server rendered, follows
 * sign-in and sign-out in this tab and in others, and keeps the token fresh while a tab is open.
 */
export function SessionProvider({
  initialProfile,
  children,
}: {
  initialProfile: Profile | null;
  children: React.ReactNode;
}) {
  const [profile, setProfile] = useState(initialProfile);
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const { revalidate } = useRevalidator();
  const isSignedIn = profile !== null;
  const isSignedInRef = useRef(isSignedIn);
  isSignedInRef.current = isSignedIn;

  useEffect(() => setProfile(initialProfile), [initialProfile]);
  useRecoverSession(initialProfile, setProfile);
  useKeepTokenFresh(isSignedIn);

  const goHome = useCallback(
    (search = '') => {
      setProfile(null);
      void navigate(`${href('/')}${search}`);
    },
    [navigate, href],
  );

  // 401/403 on any call, or a refused refresh: signed out, and asked to sign in again.
  useEffect(() => onSessionLost(() => goHome('?modal=sign-in')), [goHome]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CHANGE_SESSION_KEY) return;
      const reaction = reactToSessionChange(
        parseSessionChange(event.newValue),
        isSignedInRef.current,
      );
      if (reaction === 'reload') window.location.reload();
      if (reaction === 'go-home') goHome();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [goHome]);

  const signIn = useCallback(
    async (token: SessionToken) => {
      saveSession(token);
      announceSessionChange('login');
      const { data } = await requestApi('profile');
      setProfile(data);
      void revalidate();
    },
    [revalidate],
  );

  const signOut = useCallback(
    async (options: { isClosedByServer?: boolean } = {}) => {
      if (!options.isClosedByServer) await requestApi('logout').catch(() => undefined);
      clearSession();
      announceSessionChange('logout');
      goHome();
    },
    [goHome],
  );

  const api = useMemo(
    () => ({ profile, isSignedIn, signIn, signOut, setProfile }),
    [profile, isSignedIn, signIn, signOut],
  );
  return <SessionContext value={api}>{children}</SessionContext>;
}

/**
 * The server renders a guest when the cookie's token had already expired; the session itself may
 * still be open, so the browser refreshes the token and loads the profile.
 */
function useRecoverSession(initialProfile: Profile | null, setProfile: (p: Profile) => void) {
  useEffect(() => {
    const session = readSession();
    if (initialProfile || !session) return;
    // The server refused a token that had not expired: the session was closed.
    if (!isTokenExpiring(session.expiresAt, Date.now())) return clearSession();
    let isCurrent = true;
    void getAccessToken({ isSilent: true })
      .then((token) => (token ? requestApi('profile') : undefined))
      .then((answer) => {
        if (answer && isCurrent) setProfile(answer.data);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [initialProfile, setProfile]);
}

/** Renews the token 10 s before it expires while the tab is open (one tab renews for all). */
function useKeepTokenFresh(isSignedIn: boolean) {
  useEffect(() => {
    if (!isSignedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const session = readLatestSession();
      if (!session) return;
      timer = setTimeout(
        () => void getAccessToken().then((token) => token && schedule()),
        msUntilRefresh(session.expiresAt, Date.now()) + 50,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [isSignedIn]);
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider above it');
  return api;
}
