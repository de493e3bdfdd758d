import type { DepositBonus } from '@croupier/contract';
import { Gift } from 'lucide-react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import styles from './bonuses.module.css';

/** wallet-bonus-info: the terms of a deposit bonus, from the cashier's chooser. */
export default function WalletBonusInfoModal({
  bonus,
  currency,
  close,
}: ModalContentProps & { bonus: DepositBonus; currency: string }) {
  const { t, locale } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const range = bonus.triggerConditions.invoiceAmountItems[0];
  const fixed = bonus.assignConditions.amountItems[0];
  const max = bonus.assignConditions.maxAmountItems[0];
  return (
    <ResultLayout tone="info" icon={<Gift />} title={bonus.name} text={bonus.description}>
      <dl className={styles.detailsList}>
        <dt>{t('bonuses.info.gives')}</dt>
        <dd>
          {bonus.type === 1 && fixed
            ? money(fixed.amount)
            : t('bonuses.info.percentage', {
                percent: bonus.assignConditions.depositPercentage ?? 0,
                max: max ? money(max.amount) : '—',
              })}
        </dd>
        {range && (
          <>
            <dt>{t('bonuses.info.deposit')}</dt>
            <dd>
              {range.amountTo === null
                ? t('bonuses.chooser.from', { amount: money(range.amountFrom) })
                : `${money(range.amountFrom)} – ${money(range.amountTo)}`}
            </dd>
          </>
        )}
        <dt>{t('bonuses.details.wagering')}</dt>
        <dd>{t('bonuses.info.wagering', { multiplier: bonus.wagerMultiplier })}</dd>
        <dt>{t('bonuses.info.expiry')}</dt>
        <dd>{t('bonuses.info.days', { count: bonus.expiryDays })}</dd>
      </dl>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}
