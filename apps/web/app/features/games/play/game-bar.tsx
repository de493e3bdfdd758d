import type { Game, PlayMode } from '@croupier/contract';
import { Link } from 'react-router';
import { IconButton } from '~/components/ui/icon-button';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { ArrowLeft, Heart, Maximize, Minimize } from '../../../components/ui/icons';
import { useFavoriteToggle } from '../api/favorites';
import styles from './game-page.module.css';
import { SessionMeter } from './session-meter';
import type { PlayState } from './use-play-session';

export interface GameBarProps {
  game: Game;
  state: PlayState;
  mode: PlayMode | undefined;
  fullscreen: { isFullscreen: boolean; isSupported: boolean; toggle(): void };
  onClose(): void;
  onModeChange(mode: PlayMode): void;
}

/**
 * The slim bar over the frame: back, title and provider, the responsible-gaming meter while a
 * session runs, the real/demo switch, favourite and full screen.
 */
export function GameBar({ game, state, mode, fullscreen, onClose, onModeChange }: GameBarProps) {
  const { t } = useTranslation();
  const favorite = useFavoriteToggle(game);
  const href = useLocalizedHref();
  return (
    <div className={styles.bar}>
      <IconButton
        label={t('play.bar.close')}
        icon={<ArrowLeft />}
        variant="secondary"
        size="sm"
        onClick={onClose}
      />
      <div className={styles.heading}>
        <h1 className={styles.title}>{game.name}</h1>
        <p className={styles.provider}>
          <Link to={href(providerPath(game.provider.id))}>{game.provider.name}</Link>
        </p>
      </div>
      {state.status === 'ready' && (
        <SessionMeter key={state.openedAt} openedAt={state.openedAt} mode={state.mode} />
      )}
      <div className={styles.barActions}>
        <ModeSwitch game={game} mode={mode} onChange={onModeChange} />
        <IconButton
          label={t(favorite.isFavorite ? 'play.bar.removeFavorite' : 'play.bar.addFavorite')}
          icon={<Heart />}
          size="sm"
          aria-pressed={favorite.isFavorite}
          aria-busy={favorite.isPending || undefined}
          data-favorite={favorite.isFavorite || undefined}
          className={styles.favorite}
          onClick={() => void favorite.toggle()}
        />
        {fullscreen.isSupported && (
          <IconButton
            label={t(fullscreen.isFullscreen ? 'play.bar.exitFullscreen' : 'play.bar.fullscreen')}
            icon={fullscreen.isFullscreen ? <Minimize /> : <Maximize />}
            size="sm"
            aria-pressed={fullscreen.isFullscreen}
            className={styles.fullscreenButton}
            onClick={fullscreen.toggle}
          />
        )}
      </div>
    </div>
  );
}

/** The provider's view in the lobby (`/providers?provider=`, as the lobby links it). */
export function providerPath(providerId: string) {
  return `/providers?provider=${encodeURIComponent(providerId)}`;
}

/** Real or demo, as two pressed-state buttons; demo is disabled (with the reason) without one. */
function ModeSwitch({
  game,
  mode,
  onChange,
}: {
  game: Game;
  mode: PlayMode | undefined;
  onChange(mode: PlayMode): void;
}) {
  const { t } = useTranslation();
  const options: { value: PlayMode; label: string; isDisabled: boolean; hint?: string }[] = [
    { value: 'real', label: t('play.mode.real'), isDisabled: false },
    {
      value: 'demo',
      label: t('play.mode.demo'),
      isDisabled: !game.hasDemo,
      hint: game.hasDemo ? undefined : t('play.mode.noDemo'),
    },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border box.
    <div className={styles.modeSwitch} role="group" aria-label={t('play.mode.label')}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          disabled={option.isDisabled}
          title={option.hint}
          onClick={() => mode !== option.value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
