import type { GameProvider } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { Factory, LayoutGrid } from '../../../components/ui/icons';
import type { CatalogueFilters } from '../api/games-query';
import styles from './lobby-toolbar.module.css';
import { ProviderSelect } from './provider-select';
import { SearchField } from './search-field';
import { useFilterNavigation } from './use-filter-navigation';

export interface LobbyToolbarProps {
  filters: CatalogueFilters;
  providers: readonly GameProvider[];
  searchLabel?: string;
  /** More controls after the provider filter (the sort of a collection). */
  children?: ReactNode;
  /**
   * The lobby offers the categories and providers lists on phones in place of the provider
   * filter (one row of thumb-sized buttons); catalogue pages keep their filters there.
   */
  variant?: 'lobby' | 'catalogue';
}

/**
 * Search and provider filter, written to the URL (`?search=`, `?provider=`) so results can be
 * shared and survive a reload. On phones, buttons open the categories and providers lists.
 */
export function LobbyToolbar({
  filters,
  providers,
  searchLabel,
  children,
  variant = 'catalogue',
}: LobbyToolbarProps) {
  const { t } = useTranslation();
  const modals = useModals();
  const setFilter = useFilterNavigation();
  return (
    <div className={styles.toolbar} data-variant={variant}>
      <SearchField
        value={filters.search}
        label={searchLabel}
        onSearch={(value) => setFilter({ search: value })}
      />
      <div className={styles.filters}>
        <ProviderSelect
          providers={providers}
          value={filters.provider}
          onChange={(value) => setFilter({ provider: value })}
        />
        {children}
        {variant === 'lobby' && (
          <>
            <button
              type="button"
              className={styles.mobileButton}
              onClick={() => modals.open('categories')}
            >
              <LayoutGrid aria-hidden="true" />
              {t('games.lobby.categories')}
            </button>
            <button
              type="button"
              className={styles.mobileButton}
              onClick={() => modals.open('providers')}
            >
              <Factory aria-hidden="true" />
              {t('games.lobby.providers')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
