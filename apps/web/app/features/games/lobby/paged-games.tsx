import type { GamesQuery } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { RotateCcw } from '../../../components/ui/icons';
import { type InitialGames, usePagedGames } from '../api/use-paged-games';
import { GameGrid } from '../tile/game-grid';
import { LoadMore } from './load-more';

export interface PagedGamesProps {
  query: GamesQuery;
  initial?: InitialGames;
  /** Shown when the query matches no game. */
  empty?: ReactNode;
  /** Renders above the grid once the total is known (a result count). */
  renderHeader?: (total: number, isLoading: boolean) => ReactNode;
}

/** A grid of a games query with "load more", skeletons while loading and a retry on failure. */
export function PagedGames({ query, initial, empty, renderHeader }: PagedGamesProps) {
  const { t } = useTranslation();
  const list = usePagedGames(query, initial);
  if (list.status === 'error') {
    return (
      <EmptyState
        title={t('games.lobby.loadError')}
        action={
          <Button variant="secondary" icon={<RotateCcw />} onClick={list.retry}>
            {t('games.lobby.retry')}
          </Button>
        }
      />
    );
  }
  const isLoading = list.status === 'loading';
  return (
    <>
      {renderHeader?.(list.total, isLoading)}
      <GameGrid
        games={list.games}
        isLoading={isLoading || list.status === 'loading-more'}
        skeletonCount={isLoading ? 12 : 6}
        empty={empty}
      />
      <LoadMore
        shown={list.games.length}
        total={list.total}
        hasMore={list.hasMore}
        isLoading={list.status === 'loading-more'}
        isFailed={list.isMoreFailed}
        onLoadMore={() => void list.loadMore()}
      />
    </>
  );
}
