import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import styles from './history.module.css';
import { MultiplierCell, RoundCells, useRoundColumns } from './round-cells';
import { RoundsList } from './rounds-list';
import { useRounds } from './use-rounds';

/** The spins tab of /profile/history: every round with its stake, win and multiplier. */
export function SpinsTab() {
  const { t } = useTranslation();
  const roundColumns = useRoundColumns();
  const [page, setPage] = useState(1);
  const state = useRounds('spins', page);
  return (
    <div className={styles.tab}>
      <RoundsList
        state={state}
        caption={t('play.history.spins')}
        columns={[
          ...roundColumns,
          { key: 'multiplier', label: t('play.history.multiplier'), isNumeric: true },
        ]}
        renderRow={(round) => (
          <tr key={round.id} data-round={round.id}>
            <RoundCells round={round} />
            <MultiplierCell round={round} />
          </tr>
        )}
        empty={{ title: t('play.history.emptySpinsTitle'), text: t('play.history.emptySpinsText') }}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
