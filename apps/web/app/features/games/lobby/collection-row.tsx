import type { GameCollection } from '@croupier/contract';
import { useIsNear } from '~/lib/browser/use-is-near';
import { useLocalizedHref, useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import { useRequest } from '~/lib/use-request';
import { fetchGames, type GamesPage } from '../api/games';
import { buildGamesQuery, GAMES_PER_ROW } from '../api/games-query';
import { GameRow } from '../tile/game-row';
import type { TileShape } from '../tile/image-set';
import { collectionIcon } from './collection-icon';

/** Rows load this far before they scroll into view, so they are ready when reached. */
const ROW_PRELOAD_MARGIN = '600px';

export interface CollectionRowProps {
  collection: GameCollection;
  /** The first games, when the server rendered them. */
  page?: GamesPage;
  shape?: TileShape;
}

/** A collection's row in the lobby; rows the server did not render load as they come near. */
export function CollectionRow({ collection, page, shape }: CollectionRowProps) {
  const href = useLocalizedHref();
  const locale = useRootData()?.locale ?? 'en';
  const { profile } = useSession();
  const { ref, isNear } = useIsNear<HTMLDivElement>(ROW_PRELOAD_MARGIN, page !== undefined);
  const key = !page && isNear ? `row:${collection.id}:${locale}:${profile?.id ?? ''}` : undefined;
  const loaded = useRequest(key, () =>
    fetchGames(buildGamesQuery({ collection: collection.id }, 1, GAMES_PER_ROW), locale),
  );
  const Icon = collectionIcon(collection.identity);
  const games = page?.games ?? loaded.data?.games ?? [];
  // Until it comes near, the row's placeholders hold still: eight rows' worth of skeletons pulsing
  // out of sight made the browser restyle them and React handle their animation events each frame.
  return (
    <div ref={ref} data-waiting={!page && !isNear ? '' : undefined}>
      <GameRow
        title={collection.name}
        icon={<Icon aria-hidden="true" />}
        games={games}
        shape={shape}
        isLoading={!page && loaded.status === 'loading'}
        seeAllHref={href(`/categories/${collection.identity}`)}
        total={collection.gamesCount}
      />
    </div>
  );
}
