import type { GameCollection } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { House } from '../../../components/ui/icons';
import styles from './category-nav.module.css';
import { collectionIcon } from './collection-icon';

export interface CategoryNavProps {
  collections: readonly GameCollection[];
  /** The collection of the page (marked as current); none in the lobby. */
  activeId?: string;
  /** Keeps the page's filters (provider, sort) when switching collection. */
  search?: string;
}

/** Chips of the lobby and every collection, scrolling sideways on small screens. */
export function CategoryNav({ collections, activeId, search = '' }: CategoryNavProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <nav className={styles.nav} aria-label={t('games.category.nav')}>
      <ul className={styles.list}>
        <li>
          <Link
            to={href('/main')}
            className={styles.chip}
            aria-current={activeId === undefined ? 'page' : undefined}
          >
            <House aria-hidden="true" />
            {t('games.category.lobby')}
          </Link>
        </li>
        {collections.map((collection) => {
          const Icon = collectionIcon(collection.identity);
          return (
            <li key={collection.id}>
              <Link
                to={`${href(`/categories/${collection.identity}`)}${search}`}
                className={styles.chip}
                aria-current={collection.id === activeId ? 'page' : undefined}
              >
                <Icon aria-hidden="true" />
                {collection.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
