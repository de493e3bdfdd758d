import type { PaymentMethod } from '@croupier/contract';
import { Wallet } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import styles from '../cashier.module.css';
import { AmountField, DynamicFields, NetworkField } from '../method-form-fields';
import { useMethodForm } from '../use-method-form';
import type { WalletState } from '../wallet-modal';

interface DepositFormProps {
  wallet: WalletState;
  method: PaymentMethod;
  isSubmitting: boolean;
  onSubmit(amountMinor: number, fields: Record<string, string>): void;
}

/**
 * Spec section 2, deposit form: amount with hint and presets, the method's fields, and a button
 * naming the amount. An amount out of range shows clamped in the label and disables the button.
 */
export function DepositForm({ wallet, method, isSubmitting, onSubmit }: DepositFormProps) {
  const { t } = useTranslation();
  const currency = wallet.account?.currency ?? method.currency;
  const form = useMethodForm({
    operation: 'deposit',
    method,
    inputSubunits: wallet.money.inputUnitOf(currency).subunitToUnit,
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (!form.isValid || form.amount.amountMinor === undefined) return;
        onSubmit(form.amount.amountMinor, form.values);
      }}
    >
      <NetworkField form={form} onChoose={() => wallet.trackFunnel('network')} />
      <AmountField form={form} currency={currency} money={wallet.money} presets={method.presets} />
      <DynamicFields form={form} fields={method.fields} operation="deposit" />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        icon={<Wallet />}
        isLoading={isSubmitting}
        disabled={!form.amount.isInRange}
      >
        {t('cashier.deposit.submit', {
          amount: wallet.money.format(form.amount.clampedMinor, currency),
        })}
      </Button>
    </form>
  );
}
