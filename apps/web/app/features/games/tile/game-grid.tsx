import type { Game } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Gamepad2 } from '../../../components/ui/icons';
import styles from './game-grid.module.css';
import { GameTile } from './game-tile';
import type { TileShape } from './image-set';
import { TileSkeleton } from './tile-skeleton';

export interface GameGridProps {
  games: readonly Game[];
  /** Shows skeleton tiles: in place of the games, or after them while more load. */
  isLoading?: boolean;
  shape?: TileShape;
  skeletonCount?: number;
  /** Replaces the default empty state (no games here, with a way back to the lobby). */
  empty?: ReactNode;
}

/** Games in a responsive grid (2 columns on phones up to 7 on wide screens). */
export function GameGrid({
  games,
  isLoading = false,
  shape = 'square',
  skeletonCount = 12,
  empty,
}: GameGridProps) {
  if (!isLoading && games.length === 0) return <>{empty ?? <NoGames />}</>;
  return (
    <ul className={styles.grid} data-shape={shape} aria-busy={isLoading || undefined}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} shape={shape} />
        </li>
      ))}
      {isLoading &&
        Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, fixed order.
          <li key={`skeleton-${index}`}>
            <TileSkeleton shape={shape} />
          </li>
        ))}
    </ul>
  );
}

function NoGames() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <EmptyState
      title={t('games.empty.title')}
      description={t('games.empty.text')}
      action={
        <Button to={href('/')} variant="secondary" icon={<Gamepad2 />}>
          {t('games.empty.action')}
        </Button>
      }
    />
  );
}
