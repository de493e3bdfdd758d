import { Link, useLocation } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { ArrowLeft, Factory } from '../../../components/ui/icons';
import { buildGamesQuery, readCatalogueFilters } from '../api/games-query';
import type { ProvidersPageData } from './load-providers.server';
import styles from './lobby.module.css';
import { PagedGames } from './paged-games';
import { ProviderCard } from './provider-card';
import viewStyles from './providers-view.module.css';
import { SortSelect } from './sort-select';
import { useFilterNavigation } from './use-filter-navigation';

/** `/providers`: the providers grid, or one provider's view when `?provider=` names it. */
export function ProvidersView({ providers, view }: ProvidersPageData) {
  if (view) return <ProviderDetail {...view} />;
  return <ProvidersGrid providers={providers} />;
}

function ProvidersGrid({ providers }: Pick<ProvidersPageData, 'providers'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>
          <span className={styles.titleIcon}>
            <Factory aria-hidden="true" />
          </span>
          {t('games.providers.title')}
        </h1>
        <p className={styles.pageLead}>{t('games.providers.lead')}</p>
      </header>
      {providers.length === 0 ? (
        <EmptyState
          title={t('games.providers.empty')}
          description={t('games.providers.emptyText')}
        />
      ) : (
        <ul className={viewStyles.grid}>
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProviderDetail({ provider, initial }: NonNullable<ProvidersPageData['view']>) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const location = useLocation();
  const setFilter = useFilterNavigation();
  const filters = readCatalogueFilters(new URLSearchParams(location.search));
  return (
    <div className={styles.page}>
      <Link to={href('/providers')} className={viewStyles.back}>
        <ArrowLeft aria-hidden="true" />
        {t('games.providers.allProviders')}
      </Link>
      <header className={viewStyles.hero}>
        <img src={provider.logo} alt="" width={240} height={96} className={viewStyles.heroLogo} />
        <div className={viewStyles.heroText}>
          <h1 className={styles.pageTitle}>{provider.name}</h1>
          <p className={styles.count}>
            {t('games.providers.gamesCount', { count: provider.gamesCount })}
          </p>
          {provider.description && <p className={styles.pageLead}>{provider.description}</p>}
        </div>
      </header>
      <section className={styles.section} aria-labelledby="provider-games">
        <header className={styles.sectionHeader}>
          <h2 id="provider-games" className={styles.sectionTitle}>
            {t('games.providers.providerGames', { name: provider.name })}
          </h2>
          <SortSelect value={filters.sort} onChange={(sort) => setFilter({ sort })} />
        </header>
        <PagedGames
          query={buildGamesQuery({ provider: provider.identity, sort: filters.sort })}
          initial={initial}
        />
      </section>
    </div>
  );
}
