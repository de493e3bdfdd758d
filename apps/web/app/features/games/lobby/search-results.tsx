import type { GameProvider } from '@croupier/contract';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { FilterX } from '../../../components/ui/icons';
import { buildGamesQuery, type CatalogueFilters } from '../api/games-query';
import type { InitialGames } from '../api/use-paged-games';
import styles from './lobby.module.css';
import { PagedGames } from './paged-games';
import { useFilterNavigation } from './use-filter-navigation';

export interface SearchResultsProps {
  filters: CatalogueFilters;
  providers: readonly GameProvider[];
  initial?: InitialGames;
}

/** The lobby's answer to `?search=` and `?provider=`: a titled grid of all matching games. */
export function SearchResults({ filters, providers, initial }: SearchResultsProps) {
  const { t } = useTranslation();
  const setFilter = useFilterNavigation();
  const providerName = providers.find((p) => p.identity === filters.provider)?.name;
  const title = filters.search
    ? t('games.lobby.searchResults', { search: filters.search })
    : t('games.lobby.providerResults', { provider: providerName ?? filters.provider ?? '' });
  const clearFilters = () => setFilter({ search: undefined, provider: undefined });
  return (
    <section className={styles.section} aria-labelledby="lobby-results">
      <PagedGames
        query={buildGamesQuery(filters)}
        initial={initial}
        renderHeader={(total, isLoading) => (
          <header className={styles.sectionHeader}>
            <h2 id="lobby-results" className={styles.sectionTitle}>
              {title}
            </h2>
            {!isLoading && (
              <p className={styles.count} aria-live="polite">
                {t('games.lobby.resultCount', { count: total })}
              </p>
            )}
          </header>
        )}
        empty={
          <EmptyState
            title={t('games.lobby.noResults')}
            description={t('games.lobby.noResultsText')}
            action={
              <Button variant="secondary" icon={<FilterX />} onClick={clearFilters}>
                {t('games.lobby.clearFilters')}
              </Button>
            }
          />
        }
      />
    </section>
  );
}
