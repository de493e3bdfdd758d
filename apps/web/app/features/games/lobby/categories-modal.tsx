import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref, useRootData } from '~/lib/root-data';
import { useRequest } from '~/lib/use-request';
import { ChevronRight, Factory, House } from '../../../components/ui/icons';
import { useCollections } from '../api/collections';
import { fetchGames } from '../api/games';
import { buildGamesQuery } from '../api/games-query';
import { GameGrid } from '../tile/game-grid';
import { collectionIcon } from './collection-icon';
import styles from './lobby-modals.module.css';
import { SearchField } from './search-field';
import { useCloseOnNavigation } from './use-close-on-navigation';

/** Games the modal shows for a search; "see all" opens the lobby's full results. */
const MODAL_RESULTS = 12;

/**
 * The header's and bottom nav's search: type to find games, or pick a collection. Opens with the
 * search box focused; following any link closes it.
 */
export default function CategoriesModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  useCloseOnNavigation(close);
  return (
    <div className={styles.content}>
      <ModalTitle>{t('games.modal.categoriesTitle')}</ModalTitle>
      <SearchField value={search} onSearch={setSearch} autoFocus />
      {search ? <ModalResults search={search} /> : <CollectionList />}
    </div>
  );
}

function ModalResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const locale = useRootData()?.locale ?? 'en';
  const query = buildGamesQuery({ search }, 1, MODAL_RESULTS);
  const results = useRequest(`modal-search:${locale}:${search}`, () => fetchGames(query, locale));
  const total = results.data?.total ?? 0;
  return (
    <section className={styles.results} aria-label={t('games.lobby.searchResults', { search })}>
      {results.status !== 'loading' && (
        <p className={styles.count} aria-live="polite">
          {t('games.lobby.resultCount', { count: total })}
        </p>
      )}
      <GameGrid
        games={results.data?.games ?? []}
        isLoading={results.status === 'loading'}
        skeletonCount={6}
      />
      {total > MODAL_RESULTS && (
        <Button to={`${href('/main')}?search=${encodeURIComponent(search)}`} variant="secondary">
          {t('games.modal.allResults', { count: total })}
        </Button>
      )}
    </section>
  );
}

function CollectionList() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const collections = useCollections();
  return (
    <nav aria-label={t('games.category.nav')}>
      <ul className={styles.list}>
        <li>
          <Link to={href('/main')} className={styles.item}>
            <span className={styles.icon}>
              <House aria-hidden="true" />
            </span>
            <span className={styles.name}>{t('games.modal.allGames')}</span>
            <ChevronRight className={styles.chevron} aria-hidden="true" />
          </Link>
        </li>
        {collections.status === 'loading' &&
          [1, 2, 3, 4].map((index) => (
            <li key={index}>
              <Skeleton variant="block" height={56} />
            </li>
          ))}
        {collections.data?.map((collection) => {
          const Icon = collectionIcon(collection.identity);
          return (
            <li key={collection.id}>
              <Link to={href(`/categories/${collection.identity}`)} className={styles.item}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" />
                </span>
                <span className={styles.name}>{collection.name}</span>
                <span className={styles.itemCount}>{collection.gamesCount}</span>
                <ChevronRight className={styles.chevron} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
        <li>
          <Link to={href('/providers')} className={styles.item}>
            <span className={styles.icon}>
              <Factory aria-hidden="true" />
            </span>
            <span className={styles.name}>{t('games.lobby.providers')}</span>
            <ChevronRight className={styles.chevron} aria-hidden="true" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
