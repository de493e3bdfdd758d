import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import styles from './history.module.css';
import { RoundCells, StatusCell, useRoundColumns } from './round-cells';
import type { SettledFilter } from './rounds';
import { RoundsList } from './rounds-list';
import { useRounds } from './use-rounds';

const FILTERS: SettledFilter[] = ['all', 'unsettled', 'settled'];

/** The bets tab of /profile/history: bets with their status, filtered by settled or open. */
export function BetsTab() {
  const { t } = useTranslation();
  const roundColumns = useRoundColumns();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<SettledFilter>('all');
  const state = useRounds('bets', page, filter);
  return (
    <div className={styles.tab}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border box. */}
      <div className={styles.filter} role="group" aria-label={t('play.history.filterLabel')}>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
            }}
          >
            {t(`play.history.filters.${value}`)}
          </button>
        ))}
      </div>
      <RoundsList
        state={state}
        caption={t('play.history.bets')}
        columns={[...roundColumns, { key: 'status', label: t('play.history.status') }]}
        renderRow={(round) => (
          <tr key={round.id} data-round={round.id} data-status={round.status}>
            <RoundCells round={round} />
            <StatusCell round={round} />
          </tr>
        )}
        empty={{
          title: t('play.history.emptyBetsTitle'),
          text: t(
            filter === 'all' ? 'play.history.emptyBetsText' : 'play.history.emptyFilteredText',
          ),
        }}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
