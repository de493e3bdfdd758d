import type { Game, PlayMode } from '@croupier/contract';
import { memo, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '~/lib/browser/use-media-query';
import { useLiveChannel } from '~/lib/live';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import { GameBar } from './game-bar';
import { GameInfo as GameInfoPart, SimilarGames as SimilarGamesPart } from './game-details';
import type { GameFactTexts } from './game-facts';
import styles from './game-page.module.css';
import { GameStage, MobileGameOverlay, MobileLaunchCard } from './game-stage';
import { readRequestedMode } from './play-state';
import { RealityCheck } from './reality-check-dialog';
import { forgetReturnGame, rememberReturnGame } from './return-game';
import { useFullscreen } from './use-fullscreen';
import { usePlaySession } from './use-play-session';

/**
 * `/games/{id}` (DESIGN.md "Game page"): the bar and the frame as large as the viewport allows,
 * then the game's facts and similar games. On phones the game covers the screen.
 */
export function GamePage({
  game,
  facts,
  similar,
}: {
  game: Game;
  facts: GameFactTexts;
  similar: readonly Game[];
}) {
  const location = useLocation();
  // Synchronous after the hydration (not a transition): the phone's overlay must be in place
  // before the session's frame is, or the frame would load once in the stage and again there.
  const isMobile = useIsMobile();
  const [isOverlayOpen, setIsOverlayOpen] = useState(true);
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const play = usePlaySession(game, readRequestedMode(location.search), !isMobile || isOverlayOpen);
  const leave = useLeaveGame();
  const changeMode = useModeChange(game);
  useLimitReachedModal();

  // Real play is the game a deposit elsewhere offers to return to (spec: return-game memory).
  const isPlayingReal = play.state.status === 'ready' && play.state.mode === 'real';
  useEffect(() => {
    if (isPlayingReal) rememberReturnGame(location.pathname);
  }, [isPlayingReal, location.pathname]);

  const isStagePanel = play.state.status === 'refused' || play.state.status === 'sign-in';
  const isOverlayShown =
    isMobile && isOverlayOpen && (play.state.status === 'ready' || play.state.status === 'loading');
  const closeOverlay = () => {
    forgetReturnGame();
    setIsOverlayOpen(false);
  };

  return (
    <div className={styles.page}>
      <section className={styles.player} aria-label={game.name}>
        <GameBar
          game={game}
          state={play.state}
          mode={play.mode}
          fullscreen={fullscreen}
          onClose={leave}
          onModeChange={changeMode}
        />
        <GameStage
          game={game}
          state={play.state}
          frameRef={frameRef}
          onRetry={play.retry}
          launchCard={
            isMobile && !isStagePanel ? (
              <MobileLaunchCard
                game={game}
                onOpen={() => {
                  setIsOverlayOpen(true);
                  play.retry();
                }}
              />
            ) : undefined
          }
        />
      </section>
      {isOverlayShown && (
        <MobileGameOverlay
          game={game}
          state={play.state}
          onClose={closeOverlay}
          onRetry={play.retry}
        />
      )}
      {play.state.status === 'ready' && (
        <RealityCheck
          key={play.state.openedAt}
          openedAt={play.state.openedAt}
          mode={play.state.mode}
          onStop={leave}
        />
      )}
      <GameInfo game={game} texts={facts} />
      <SimilarGames games={similar} />
    </div>
  );
}

/**
 * The facts and similar games depend on the loader's data only, not on the player's state: kept
 * out of the page's renders after the first. On a phone the first of those is synchronous (the
 * overlay above), and it drew the 12 similar tiles again in the hydration's longest task
 * (docs/PERFORMANCE.md §36).
 */
const GameInfo = memo(GameInfoPart);
const SimilarGames = memo(SimilarGamesPart);

/** Closing the game from the bar: forget it, then back where the player came from (or the lobby). */
function useLeaveGame() {
  const navigate = useNavigate();
  const href = useLocalizedHref();
  return () => {
    forgetReturnGame();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(href('/'));
  };
}

/**
 * The real/demo switch: demo asks first (demo-game modal); real needs a signed-in player, so a
 * guest signs in and then plays for real.
 */
function useModeChange(game: Game) {
  const navigate = useNavigate();
  const location = useLocation();
  const modals = useModals();
  const { isSignedIn } = useSession();
  const withMode = (mode: PlayMode) => {
    const query = new URLSearchParams(location.search);
    if (mode === 'demo') query.set('mode', 'demo');
    else query.delete('mode');
    const search = query.size ? `?${query}` : '';
    void navigate(
      { pathname: location.pathname, search },
      { replace: true, preventScrollReset: true },
    );
  };
  return (mode: PlayMode) => {
    if (mode === 'demo') {
      modals.open('demo-game', { gameName: game.name, onConfirm: () => withMode('demo') });
    } else if (isSignedIn) {
      withMode('real');
    } else {
      modals.open('sign-in');
    }
  };
}

/** A bet or loss limit refused a stake: the game-limit-reached modal says so over the game. */
function useLimitReachedModal() {
  const modals = useModals();
  useLiveChannel('game:bets', (event) => {
    if ('event' in event && event.event === 'game.limit.reached') modals.open('game-limit-reached');
  });
}
