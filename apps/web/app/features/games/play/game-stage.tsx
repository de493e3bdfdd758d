import type { Game } from '@croupier/contract';
import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from '~/components/ui/button';
import { IconButton } from '~/components/ui/icon-button';
import { useBodyScrollLock } from '~/lib/browser/scroll-lock';
import { useFocusTrap } from '~/lib/browser/use-focus-trap';
import { useTranslation } from '~/lib/i18n';
import { Play, X } from '../../../components/ui/icons';
import styles from './game-page.module.css';
import { SessionMeter } from './session-meter';
import { LoadingPanel, RefusalPanel, SignInPanel } from './stage-panels';
import type { PlayState } from './use-play-session';

export interface GameStageProps {
  game: Game;
  state: PlayState;
  frameRef: RefObject<HTMLDivElement | null>;
  onRetry(): void;
  /**
   * Phones: what the box shows instead of the game, which opens over the screen. The box itself
   * stays, sized by CSS for the width, so the server's page and the phone's have one layout.
   */
  launchCard?: ReactNode;
}

/** The frame's box: the provider's page once a session is open, else the state's panel. */
export function GameStage({ game, state, frameRef, onRetry, launchCard }: GameStageProps) {
  return (
    <div ref={frameRef} className={styles.stage} data-status={state.status}>
      {launchCard ?? <StageContent game={game} state={state} onRetry={onRetry} />}
    </div>
  );
}

function StageContent({ game, state, onRetry }: Omit<GameStageProps, 'frameRef' | 'launchCard'>) {
  switch (state.status) {
    case 'ready':
      return <GameFrame key={state.session.url} game={game} url={state.session.url} />;
    case 'idle':
    case 'loading':
      return <LoadingPanel game={game} />;
    case 'sign-in':
      return <SignInPanel game={game} />;
    case 'refused':
      return (
        <RefusalPanel
          game={game}
          refusal={state.refusal}
          message={state.message}
          onRetry={onRetry}
        />
      );
  }
}

/** The provider's page; the loading panel stays over it until the page has loaded. */
function GameFrame({ game, url }: { game: Game; url: string }) {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <>
      <iframe
        className={styles.frame}
        src={url}
        title={game.name}
        allow="fullscreen; autoplay"
        onLoad={() => setIsLoaded(true)}
      />
      {!isLoaded && <LoadingPanel game={game} />}
    </>
  );
}

/**
 * Phones: the game covers the whole screen with only a close button over it; closing it leaves
 * the page (art, info, similar games) with a button to open the game again.
 */
export function MobileGameOverlay({
  game,
  state,
  onClose,
  onRetry,
}: {
  game: Game;
  state: PlayState;
  onClose(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const trapRef = useFocusTrap<HTMLDivElement>();
  useBodyScrollLock(true);
  return (
    <div
      ref={trapRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={game.name}
    >
      <div className={styles.overlayBar}>
        <p className={styles.overlayTitle}>{game.name}</p>
        {state.status === 'ready' && (
          <SessionMeter key={state.openedAt} openedAt={state.openedAt} mode={state.mode} />
        )}
        <IconButton
          label={t('play.bar.close')}
          icon={<X />}
          variant="ghost"
          size="sm"
          onClick={onClose}
        />
      </div>
      <div className={styles.overlayStage}>
        <StageContent game={game} state={state} onRetry={onRetry} />
      </div>
    </div>
  );
}

/** Phones: the art and a button that opens the game full screen (again). */
export function MobileLaunchCard({ game, onOpen }: { game: Game; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.launch}>
      <img className={styles.backdrop} src={game.images.square['2x']} alt="" aria-hidden="true" />
      <img className={styles.launchArt} src={game.images.square['2x']} alt="" />
      <Button size="lg" icon={<Play />} onClick={onOpen}>
        {t('play.stage.open')}
      </Button>
    </div>
  );
}
