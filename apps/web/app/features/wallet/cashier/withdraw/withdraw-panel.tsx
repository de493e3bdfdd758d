import type { PaymentMethod } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useToasts } from '~/lib/toasts';
import { ArrowUpRight } from '../../../../components/ui/icons';
import { createWithdrawal } from '../api/invoices';
import styles from '../cashier.module.css';
import { AmountField, DynamicFields, NetworkField } from '../method-form-fields';
import { type MethodForm, useMethodForm } from '../use-method-form';
import { useTurnoverWager } from '../use-methods';
import type { WalletState } from '../wallet-modal';
import { WagerPanel } from './wager-panel';

/** The withdraw tab: the wager panel when turnover is outstanding, then the chosen method's form. */
export function WithdrawPanel({
  wallet,
  closeWallet,
}: {
  wallet: WalletState;
  closeWallet(): void;
}) {
  const wager = useTurnoverWager(wallet.account, true);
  return (
    <div className={styles.stack}>
      {wager && wager.turnOverWagerAmount > 0 && <WagerPanel wager={wager} money={wallet.money} />}
      {wallet.isLoading || !wallet.account ? (
        <Skeleton variant="block" height={240} />
      ) : (
        wallet.method && (
          <WithdrawForm
            key={`${wallet.account.id}:${wallet.method.method}`}
            wallet={wallet}
            method={wallet.method}
            closeWallet={closeWallet}
          />
        )
      )}
    </div>
  );
}

function WithdrawForm({
  wallet,
  method,
  closeWallet,
}: {
  wallet: WalletState;
  method: PaymentMethod;
  closeWallet(): void;
}) {
  const { t } = useTranslation();
  const currency = wallet.account?.currency ?? method.currency;
  const form = useMethodForm({
    operation: 'withdraw',
    method,
    inputSubunits: wallet.money.inputUnitOf(currency).subunitToUnit,
    withdrawalBalanceMinor: wallet.account?.withdrawalBalance ?? 0,
  });
  const { submit, isSubmitting, failure } = useWithdrawSubmit(wallet, method, form, closeWallet);
  const hasNoFunds = form.limits.maxMinor < form.limits.minMinor;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <NetworkField form={form} onChoose={() => wallet.trackFunnel('network')} />
      <AmountField form={form} currency={currency} money={wallet.money} />
      <DynamicFields form={form} fields={method.fields} operation="withdraw" />
      {hasNoFunds && <Alert type="info">{t('cashier.withdraw.noFunds')}</Alert>}
      {failure && <Alert type="error">{failure}</Alert>}
      <Button
        type="submit"
        size="lg"
        isFullWidth
        icon={<ArrowUpRight />}
        isLoading={isSubmitting}
        disabled={hasNoFunds || !form.amount.isInRange}
      >
        {t('cashier.withdraw.submit', {
          amount: wallet.money.format(form.amount.clampedMinor, currency),
        })}
      </Button>
    </form>
  );
}

/**
 * Spec section 8: 422 puts messages under the fields, any other failure says 'somethingWrong';
 * success without a redirect closes the wallet with the withdrawalProcessed alert.
 */
function useWithdrawSubmit(
  wallet: WalletState,
  method: PaymentMethod,
  form: MethodForm,
  closeWallet: () => void,
) {
  const { t, locale } = useTranslation();
  const toasts = useToasts();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    form.touchAll();
    const account = wallet.account;
    if (isSubmitting || !account || !form.isValid || form.amount.amountMinor === undefined) return;
    wallet.trackFunnel('sent');
    setIsSubmitting(true);
    setFailure(undefined);
    try {
      const response = await createWithdrawal(
        {
          method: method.method,
          currency: account.currency,
          country: wallet.country,
          amount: form.amount.amountMinor,
          accountId: account.id,
          fields: form.values,
        },
        locale,
      );
      if (response.action) return window.location.assign(response.action);
      closeWallet();
      toasts.show({ type: 'success', title: t('cashier.withdraw.processed') });
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(t('cashier.errors.somethingWrong'));
    } finally {
      setIsSubmitting(false);
    }
  };
  return { submit, isSubmitting, failure };
}
