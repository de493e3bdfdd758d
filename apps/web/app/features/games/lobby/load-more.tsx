import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import styles from './lobby.module.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  isLoading: boolean;
  hasMore: boolean;
  isFailed?: boolean;
  onLoadMore(): void;
}

/** "12 of 48 games", a progress bar, and the button for the next page while there is one. */
export function LoadMore({
  shown,
  total,
  isLoading,
  hasMore,
  isFailed,
  onLoadMore,
}: LoadMoreProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <div className={styles.loadMore}>
      <p className={styles.loadMoreText}>{t('games.category.shown', { shown, total })}</p>
      <progress className={styles.progress} value={shown} max={total} aria-hidden="true" />
      {isFailed && (
        <p className={styles.loadMoreError} role="alert">
          {t('games.lobby.loadError')}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" size="lg" isLoading={isLoading} onClick={onLoadMore}>
          {isFailed ? t('games.lobby.retry') : t('games.category.loadMore')}
        </Button>
      )}
    </div>
  );
}
