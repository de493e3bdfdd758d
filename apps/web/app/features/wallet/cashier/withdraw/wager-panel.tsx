import type { RiskData } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { Dices, Info } from '../../../../components/ui/icons';
import styles from '../cashier.module.css';
import type { CashierMoney } from '../use-cashier-money';
import { wagerProgress } from './wager-progress';

/** Spec section 2: the outstanding deposit turnover (wager, placed, total, progress bar). */
export function WagerPanel({ wager, money }: { wager: RiskData; money: CashierMoney }) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <section className={styles.wager} aria-labelledby="wager-title">
      <div className={styles.wagerHead}>
        <Dices aria-hidden="true" />
        <h3 id="wager-title" className={styles.wagerTitle}>
          {t('cashier.wager.title')}
        </h3>
      </div>
      <p className={styles.muted}>
        {t('cashier.wager.text', {
          amount: money.format(wager.turnOverWagerAmount, wager.currency),
        })}
      </p>
      <WagerFigures wager={wager} money={money} />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => modals.open('turn-over-wager', { wager })}
      >
        <Info aria-hidden="true" /> {t('cashier.turnover.link')}
      </button>
    </section>
  );
}

/** The turnover's progress bar and its three figures. */
export function WagerFigures({ wager, money }: { wager: RiskData; money: CashierMoney }) {
  const { t } = useTranslation();
  const progress = wagerProgress(wager);
  const format = (amountMinor: number) => money.format(amountMinor, wager.currency);
  return (
    <>
      <progress
        className={styles.progress}
        max={100}
        value={progress}
        aria-label={t('cashier.wager.progress', { progress })}
      />
      <dl className={styles.wagerFigures}>
        <div>
          <dt>{t('cashier.wager.wager')}</dt>
          <dd>{format(wager.turnOverWagerAmount)}</dd>
        </div>
        <div>
          <dt>{t('cashier.wager.placed')}</dt>
          <dd>{format(wager.turnOverWager)}</dd>
        </div>
        <div>
          <dt>{t('cashier.wager.total')}</dt>
          <dd>{format(wager.total)}</dd>
        </div>
      </dl>
    </>
  );
}
