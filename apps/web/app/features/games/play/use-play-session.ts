import type { Game, PlayMode, PlaySession } from '@croupier/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { usePlayerSession } from '~/components/layout/use-player-session';
import { MOBILE_MEDIA_QUERY } from '~/lib/browser/use-media-query';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import {
  choosePlayIntent,
  classifyPlayError,
  findKnownRefusal,
  type PlayRefusal,
} from './play-state';

export type PlayState =
  | { status: 'idle' }
  | { status: 'loading'; mode?: PlayMode }
  | { status: 'ready'; mode: PlayMode; session: PlaySession; openedAt: number }
  | { status: 'refused'; refusal: PlayRefusal; message?: string }
  | { status: 'sign-in' };

export interface PlaySessionApi {
  state: PlayState;
  /** The mode the page plays in, or would once signed in; undefined when a guest must sign in. */
  mode: PlayMode | undefined;
  /** Asks the provider for a fresh session (after a failure, or reopening on a phone). */
  retry(): void;
}

/**
 * The play flow of the game page, in the browser only: chooses the mode, opens a session at the
 * provider and hands its URL to the frame. A real session follows the active account: switching
 * currency opens a new one in it. Refusals open the modal that explains them.
 */
export function usePlaySession(game: Game, requestedMode: PlayMode, isActive: boolean) {
  const api = useApi();
  const href = useLocalizedHref();
  const { isSignedIn, activeAccountId } = usePlayerSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlayState>({ status: 'idle' });
  const intent = choosePlayIntent({ requestedMode, isSignedIn, hasDemo: game.hasDemo });
  const mode = intent.kind === 'play' ? intent.mode : undefined;
  const accountId = mode === 'real' ? activeAccountId : undefined;
  const explain = useExplainRefusal(game);
  const lobbyPath = href('/main');
  // Primitives only: a revalidated loader hands a new game object that must not reopen the game.
  const { id: gameId, isRestricted } = game;
  const devices = game.devices.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reopens on retry; `explain` is an effect event.
  useEffect(() => {
    if (!isActive) return setState({ status: 'idle' });
    // Read here rather than from useIsMobile: during hydration that hook answers the server's
    // guess, which may be wrong, and would open a session for the other device, then a second one.
    const isMobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    const known = findKnownRefusal({ isRestricted, devices: devices.split(',') }, isMobile);
    if (known) {
      setState({ status: 'refused', refusal: known });
      explain(known);
      return;
    }
    if (!mode) return setState({ status: 'sign-in' });
    setState({ status: 'loading', mode });
    // Real play waits for the accounts: the session is opened in the active one.
    if (mode === 'real' && !accountId) return;
    let isCancelled = false;
    api('playGame', {
      params: { id: gameId },
      body: { mode, device: isMobile ? 'mobile' : 'desktop', returnUrl: lobbyPath },
    }).then(
      ({ data: session }) => {
        if (!isCancelled) setState({ status: 'ready', mode, session, openedAt: Date.now() });
      },
      (error: unknown) => {
        if (isCancelled) return;
        const isApiError = error instanceof ClientApiError;
        const refusal = isApiError ? classifyPlayError(error.status, error.code) : 'failed';
        setState({ status: 'refused', refusal, message: isApiError ? error.message : undefined });
        explain(refusal);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [api, lobbyPath, gameId, isRestricted, devices, mode, accountId, isActive, attempt]);

  return { state, mode, retry: () => setAttempt((count) => count + 1) } satisfies PlaySessionApi;
}

/** The modals of spec section 2 that explain a refusal; other refusals only show their panel. */
function useExplainRefusal(game: Game) {
  const modals = useModals();
  return useEffectEvent((refusal: PlayRefusal) => {
    if (refusal === 'restricted') modals.open('geo-restricted-game', { gameName: game.name });
    if (refusal === 'mobile') modals.open('mobile-game', { gameName: game.name });
    if (refusal === 'signed-out') modals.open('sign-in');
  });
}
