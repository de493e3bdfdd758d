import type { PaymentMethod } from '@croupier/contract';
import { depositBonusAmount } from '@croupier/contract/bonus-amount';
import { Button } from '~/components/ui/button';
import type { BonusChoice } from '~/features/bonuses/deposit-bonus-choice';
import { DepositBonusChooser } from '~/features/bonuses/deposit-bonus-chooser';
import { useDepositBonuses } from '~/features/bonuses/use-deposit-bonuses';
import { useTranslation } from '~/lib/i18n';
import { Wallet } from '../../../../components/ui/icons';
import type { WalletFunnelStep } from '../../analytics';
import styles from '../cashier.module.css';
import { AmountField, DynamicFields, NetworkField } from '../method-form-fields';
import { useMethodForm } from '../use-method-form';
import type { WalletState } from '../wallet-modal';

/** The funnel step each bonus choice is (spec section 3): the code option opens the promo field. */
const FUNNEL_STEP_OF_CHOICE: Record<BonusChoice['kind'], WalletFunnelStep> = {
  bonus: 'selectBonus',
  decline: 'declineBonuses',
  code: 'promoOpen',
};

interface DepositFormProps {
  wallet: WalletState;
  method: PaymentMethod;
  isSubmitting: boolean;
  onSubmit(amountMinor: number, fields: Record<string, string>, bonus: BonusChoice): void;
}

/**
 * Spec section 2, deposit form: amount with hint and presets, the bonus chooser, the method's
 * fields, and a button naming the amount and the bonus it brings. An amount out of range shows clamped in the label and disables the button.
 */
export function DepositForm({ wallet, method, isSubmitting, onSubmit }: DepositFormProps) {
  const { t } = useTranslation();
  const currency = wallet.account?.currency ?? method.currency;
  const form = useMethodForm({
    operation: 'deposit',
    method,
    inputSubunits: wallet.money.inputUnitOf(currency).subunitToUnit,
  });
  const isCrypto = wallet.account?.type === 'crypto';
  const bonuses = useDepositBonuses(
    currency,
    form.amount.amountMinor,
    isCrypto,
    wallet.presetBonusId,
  );
  const { choice } = bonuses;
  const chosen =
    choice.kind === 'bonus'
      ? bonuses.bonuses.find((bonus) => bonus.id === choice.bonusId)
      : undefined;
  const expected = chosen && depositBonusAmount(chosen, currency, form.amount.clampedMinor);
  const amountLabel = wallet.money.format(form.amount.clampedMinor, currency);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (!form.isValid || form.amount.amountMinor === undefined) return;
        onSubmit(form.amount.amountMinor, form.values, bonuses.choice);
      }}
    >
      <NetworkField form={form} onChoose={() => wallet.trackFunnel('network')} />
      <AmountField form={form} currency={currency} money={wallet.money} presets={method.presets} />
      <DepositBonusChooser
        bonuses={bonuses.bonuses}
        choice={bonuses.choice}
        currency={currency}
        amountMinor={form.amount.amountMinor}
        isCrypto={isCrypto}
        onChoose={(choice) => {
          bonuses.choose(choice);
          wallet.trackFunnel(FUNNEL_STEP_OF_CHOICE[choice.kind]);
        }}
        onCodeSent={() => wallet.trackFunnel('promoSent')}
      />
      <DynamicFields form={form} fields={method.fields} operation="deposit" />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        icon={<Wallet />}
        isLoading={isSubmitting}
        disabled={!form.amount.isInRange}
      >
        {expected
          ? t('bonuses.chooser.submitWithBonus', {
              amount: amountLabel,
              bonus:
                chosen.type === 3
                  ? t('bonuses.chooserSpins.summary', { count: expected })
                  : wallet.money.format(expected, currency),
            })
          : t('cashier.deposit.submit', { amount: amountLabel })}
      </Button>
    </form>
  );
}
