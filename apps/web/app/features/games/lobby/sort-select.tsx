import { useId } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ArrowDownWideNarrow, ChevronDown } from '../../../components/ui/icons';
import { GAME_SORT_OPTIONS, type GameSort } from '../api/games-query';
import styles from './lobby-toolbar.module.css';

const SORT_LABELS: Record<GameSort, string> = {
  popular: 'games.category.sortPopular',
  new: 'games.category.sortNew',
  name: 'games.category.sortName',
};

/** The order of a games grid: most popular, newest, or by name. */
export function SortSelect({
  value,
  onChange,
}: {
  value: GameSort;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.provider} data-kind="sort">
      <label htmlFor={id} className="visually-hidden">
        {t('games.category.sort')}
      </label>
      <ArrowDownWideNarrow className={styles.providerIcon} aria-hidden="true" />
      <select
        id={id}
        className={styles.providerSelect}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {GAME_SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </div>
  );
}
