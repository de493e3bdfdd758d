import type { RiskData } from '@croupier/contract';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { Dices, Gamepad2 } from '../../../../components/ui/icons';
import styles from '../cashier.module.css';
import { useCashierMoney } from '../use-cashier-money';
import { WagerFigures } from '../withdraw/wager-panel';
import { ResultLayout } from './result-layout';

interface TurnOverWagerModalProps extends ModalContentProps {
  wager: RiskData;
}

/**
 * turn-over-wager: why a withdrawal waits for bets. Deposits are played through before they can
 * be withdrawn (an anti-money-laundering rule), and an active bonus's wagering counts toward it.
 */
export default function TurnOverWagerModal({ wager, close }: TurnOverWagerModalProps) {
  const { t } = useTranslation();
  const money = useCashierMoney();
  const href = useLocalizedHref();
  const amount = money.format(wager.turnOverWagerAmount, wager.currency);
  return (
    <ResultLayout
      tone="info"
      icon={<Dices />}
      title={t('cashier.turnover.title')}
      text={t('cashier.turnover.text', { amount })}
    >
      <p className={styles.muted}>{t('cashier.turnover.bonus')}</p>
      <WagerFigures wager={wager} money={money} />
      <Button size="lg" isFullWidth icon={<Gamepad2 />} to={href('/')} onClick={close}>
        {t('cashier.turnover.play')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('cashier.turnover.close')}
      </Button>
    </ResultLayout>
  );
}
