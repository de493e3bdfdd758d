import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import styles from './history.module.css';
import { GameCell, MoneyCell, MultiplierCell, TimeCell } from './round-cells';
import { RoundsList } from './rounds-list';
import { useRounds } from './use-rounds';

/** The spins tab of /profile/history: every round with its stake, win and multiplier. */
export function SpinsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const state = useRounds('spins', page);
  return (
    <div className={styles.tab}>
      <RoundsList
        state={state}
        caption={t('play.history.spins')}
        columns={[
          { key: 'game', label: t('play.history.game') },
          { key: 'time', label: t('play.history.time') },
          { key: 'stake', label: t('play.history.stake'), isNumeric: true },
          { key: 'win', label: t('play.history.win'), isNumeric: true },
          { key: 'multiplier', label: t('play.history.multiplier'), isNumeric: true },
        ]}
        renderRow={(round) => (
          <tr key={round.id} data-round={round.id}>
            <GameCell round={round} />
            <TimeCell round={round} />
            <MoneyCell
              label={t('play.history.stake')}
              amountMinor={round.amount}
              currency={round.currency}
            />
            <MoneyCell
              label={t('play.history.win')}
              amountMinor={round.winAmount}
              currency={round.currency}
              isWin
            />
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
