import type { Game } from '@croupier/contract';
import { type ReactNode, startTransition, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { ChevronLeft, ChevronRight } from '../../../components/ui/icons';
import styles from './game-row.module.css';
import { GameTile } from './game-tile';
import type { TileShape } from './image-set';
import { TileSkeleton } from './tile-skeleton';

export interface GameRowProps {
  title: string;
  games: readonly Game[];
  /** Where "see all" leads (a localized path); no link when absent. */
  seeAllHref?: string;
  /** Total games behind "see all", shown beside the link. */
  total?: number;
  icon?: ReactNode;
  shape?: TileShape;
  isLoading?: boolean;
}

/**
 * Tiles a row draws before the player reaches for it: more than a 1,920 px screen shows. The rest
 * are drawn when the row is touched, scrolled, hovered or focused, or an arrow is pressed. A lobby
 * row holds 12 games and a phone shows three; each tile is ~19 elements with three links. Drawing
 * 8 took the home page from 1,439 to 1,252 elements to style, lay out and hydrate
 * (docs/PERFORMANCE.md §34).
 */
const FIRST_TILES = 8;

/** A titled horizontal scroller of tiles with arrows on desktop and a "see all" link. */
export function GameRow({
  title,
  games,
  seeAllHref,
  total,
  icon,
  shape = 'square',
  isLoading = false,
}: GameRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [isReachedFor, setIsReachedFor] = useState(false);
  const drawAll = () => {
    if (!isReachedFor && games.length > FIRST_TILES) startTransition(() => setIsReachedFor(true));
  };
  const scrollBy = (direction: 1 | -1) => {
    drawAll();
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
  };
  if (!isLoading && games.length === 0) return null;
  const shownGames = isReachedFor ? games : games.slice(0, FIRST_TILES);
  return (
    <section
      className={styles.row}
      aria-labelledby={headingId}
      onPointerEnter={drawAll}
      onTouchStart={drawAll}
      onFocus={drawAll}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {icon && <span className={styles.icon}>{icon}</span>}
          {title}
        </h2>
        <div className={styles.actions}>
          {seeAllHref && (
            <Link to={seeAllHref} className={styles.seeAll}>
              {t('games.row.seeAll')}
              {total !== undefined && <span className={styles.count}>{total}</span>}
            </Link>
          )}
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('games.row.previous', { title })}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('games.row.next', { title })}
            onClick={() => scrollBy(1)}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      </header>
      <ul ref={trackRef} className={styles.track} data-shape={shape} onScroll={drawAll}>
        {isLoading && games.length === 0
          ? Array.from({ length: FIRST_TILES }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, fixed order.
              <li key={index} className={styles.item}>
                <TileSkeleton shape={shape} />
              </li>
            ))
          : shownGames.map((game) => (
              <li key={game.id} className={styles.item}>
                <GameTile game={game} shape={shape} />
              </li>
            ))}
      </ul>
    </section>
  );
}
