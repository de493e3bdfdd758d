import { useLocation } from 'react-router';
import { HydrateApart } from '~/lib/hydrate-apart';
import { readCatalogueFilters } from '../api/games-query';
import { CategoryNav } from './category-nav';
import { CollectionRow } from './collection-row';
import type { LobbyData } from './load-lobby.server';
import styles from './lobby.module.css';
import { LobbyToolbar } from './lobby-toolbar';
import { ProvidersStrip } from './providers-strip';
import { RecentlyPlayedRow } from './recently-played-row';
import { SearchResults } from './search-results';
import { WinnersTicker } from './winners-ticker';

/**
 * The games part of the lobby, below the promotions: search and filters, the collection chips,
 * recent big wins, then either the search results or the rows (recently played, one per
 * collection) and the providers strip.
 */
export function GameLobby({ collections, providers, winners, rows, results, played }: LobbyData) {
  const location = useLocation();
  const filters = readCatalogueFilters(new URLSearchParams(location.search));
  const isFiltered = Boolean(filters.search || filters.provider);
  const rowPages = new Map(rows.map((row) => [row.collectionId, row.page]));
  return (
    <div className={styles.lobby} data-game-lobby>
      <LobbyToolbar filters={filters} providers={providers} variant="lobby" />
      <CategoryNav collections={collections} />
      <WinnersTicker initial={winners} />
      {isFiltered ? (
        <SearchResults filters={filters} providers={providers} initial={results} />
      ) : (
        <>
          <RecentlyPlayedRow initial={played} />
          {collections
            .filter((collection) => collection.gamesCount > 0)
            .map((collection, index) => (
              <HydrateApart key={collection.id}>
                <CollectionRow
                  collection={collection}
                  page={rowPages.get(collection.id)}
                  shape={index === 0 ? 'portrait' : 'square'}
                />
              </HydrateApart>
            ))}
          <ProvidersStrip providers={providers} />
        </>
      )}
    </div>
  );
}
