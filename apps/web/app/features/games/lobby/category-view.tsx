import { useLocation } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { buildGamesQuery, readCatalogueFilters } from '../api/games-query';
import { CategoryNav } from './category-nav';
import { collectionIcon } from './collection-icon';
import type { CategoryData } from './load-category.server';
import styles from './lobby.module.css';
import { LobbyToolbar } from './lobby-toolbar';
import { PagedGames } from './paged-games';
import { SortSelect } from './sort-select';
import { useFilterNavigation } from './use-filter-navigation';

/**
 * `/categories/{identity}`: the collections as tabs, search, provider and sort filters in the URL,
 * and the collection's games with "load more".
 */
export function CategoryView({ collection, collections, providers, initial }: CategoryData) {
  const { t } = useTranslation();
  const location = useLocation();
  const setFilter = useFilterNavigation();
  const filters = readCatalogueFilters(new URLSearchParams(location.search));
  const Icon = collectionIcon(collection.identity);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>
          <span className={styles.titleIcon}>
            <Icon aria-hidden="true" />
          </span>
          {collection.name}
        </h1>
        <p className={styles.count}>
          {t('games.lobby.resultCount', { count: collection.gamesCount })}
        </p>
      </header>
      <CategoryNav collections={collections} activeId={collection.id} />
      <LobbyToolbar
        filters={filters}
        providers={providers}
        searchLabel={t('games.category.searchIn', { name: collection.name })}
      >
        <SortSelect value={filters.sort} onChange={(sort) => setFilter({ sort })} />
      </LobbyToolbar>
      <section aria-label={collection.name}>
        <PagedGames
          query={buildGamesQuery({ ...filters, collection: collection.id })}
          initial={initial}
        />
      </section>
    </div>
  );
}
