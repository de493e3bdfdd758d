import type { Game } from '@croupier/contract';
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '~/components/ui/lazy-image';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Lock, Play } from '../../../components/ui/icons';
import { FavoriteButton } from './favorite-button';
import styles from './game-tile.module.css';
import { buildImageSet, gamePath, pickTileTags, type TileShape } from './image-set';

export interface GameTileProps {
  game: Game;
  shape?: TileShape;
}

/**
 * A game in the lobby: its art (lazy, 1x/2x/3x), title and provider, badges, and on hover, focus
 * or a first tap an overlay with Play, Demo (when the game has one) and the favourite heart.
 * A restricted game still links to its page, which explains the restriction.
 */
export function GameTile({ game, shape = 'square' }: GameTileProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { isOpen, tileRef, onArtClick, onPointerDown } = useTapToOpen();
  const image = buildImageSet(game.images, shape);
  const playLabel = t('games.tile.playGame', { name: game.name });
  return (
    <article
      ref={tileRef}
      className={styles.tile}
      data-shape={shape}
      data-open={isOpen || undefined}
      data-restricted={game.isRestricted || undefined}
      aria-label={game.name}
    >
      <div className={styles.media}>
        <Link
          to={href(gamePath(game.id))}
          className={styles.art}
          tabIndex={-1}
          aria-hidden="true"
          onPointerDown={onPointerDown}
          onClick={onArtClick}
        >
          <LazyImage {...image} alt="" className={styles.image} />
        </Link>
        <TileBadges game={game} />
        <div className={styles.overlay}>
          <Link to={href(gamePath(game.id))} className={styles.play} aria-label={playLabel}>
            {game.isRestricted ? (
              <Lock aria-hidden="true" />
            ) : (
              <Play className={styles.playIcon} aria-hidden="true" />
            )}
            <span>{t(game.isRestricted ? 'games.tile.details' : 'games.tile.play')}</span>
          </Link>
          {game.hasDemo && !game.isRestricted && (
            <Link
              to={href(gamePath(game.id, 'demo'))}
              className={styles.demo}
              aria-label={t('games.tile.demoGame', { name: game.name })}
            >
              {t('games.tile.demo')}
            </Link>
          )}
        </div>
        <FavoriteButton game={game} />
      </div>
      <div className={styles.info}>
        <p className={styles.title}>{game.name}</p>
        <p className={styles.provider}>{game.provider.name}</p>
      </div>
    </article>
  );
}

function TileBadges({ game }: { game: Game }) {
  const { t } = useTranslation();
  const tags = pickTileTags(game.tags);
  if (!game.isRestricted && tags.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {game.isRestricted ? (
        <li className={styles.badge} data-tag="restricted">
          <Lock aria-hidden="true" />
          {t('games.tile.restricted')}
        </li>
      ) : (
        tags.map((tag) => (
          <li key={tag} className={styles.badge} data-tag={tag}>
            {t(`games.tags.${tag}`)}
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * Touch screens have no hover: the first tap on the art opens the overlay instead of the game,
 * a tap elsewhere closes it. Mouse clicks on the art play at once.
 */
function useTapToOpen() {
  const [isOpen, setIsOpen] = useState(false);
  const tileRef = useRef<HTMLElement>(null);
  const pointerType = useRef('mouse');
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: globalThis.PointerEvent) => {
      if (!tileRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [isOpen]);
  return {
    isOpen,
    tileRef,
    onPointerDown: (event: PointerEvent) => {
      pointerType.current = event.pointerType;
    },
    onArtClick: (event: MouseEvent) => {
      if (pointerType.current !== 'touch' || isOpen) return;
      event.preventDefault();
      setIsOpen(true);
    },
  };
}
