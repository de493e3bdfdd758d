import type { PaymentMethod, PaymentResponse } from '@croupier/contract';
import { Alert } from '~/components/ui/alert';
import { Skeleton } from '~/components/ui/skeleton';
import type { BonusChoice } from '~/features/bonuses/deposit-bonus-choice';
import { useTranslation } from '~/lib/i18n';
import styles from '../cashier.module.css';
import { LimitNotice, LimitsBanner } from '../limits';
import type { WalletState } from '../wallet-modal';
import { DepositForm } from './deposit-form';
import { PaymentView } from './payment-views';
import { useDepositFlow } from './use-deposit-flow';

/** The deposit side of the wallet: a refusal, the limits banner, or the form of the chosen method. */
export function DepositPanel({
  wallet,
  closeWallet,
}: {
  wallet: WalletState;
  closeWallet(): void;
}) {
  const { t } = useTranslation();
  if (wallet.isLimitedProfile) {
    return (
      <Alert type="warning" title={t('cashier.limited.title')}>
        {t('cashier.limited.text')}
      </Alert>
    );
  }
  if (wallet.isDepositLimit) return <LimitsBanner closeWallet={closeWallet} />;
  if (wallet.isLoading || !wallet.account) return <Skeleton variant="block" height={240} />;
  if (!wallet.method) return null;
  return (
    <DepositFlow
      key={`${wallet.account.id}:${wallet.method.method}`}
      wallet={wallet}
      method={wallet.method}
      closeWallet={closeWallet}
    />
  );
}

function DepositFlow({
  wallet,
  method,
  closeWallet,
}: {
  wallet: WalletState;
  method: PaymentMethod;
  closeWallet(): void;
}) {
  const flow = useDepositFlow(wallet, method, closeWallet);
  if (flow.result) {
    return (
      <PaymentView
        method={method}
        result={flow.result}
        qr={flow.qr}
        money={wallet.money}
        onNetworkChange={flow.changeNetwork}
        onBack={flow.startAgain}
        onPaid={flow.confirmPaid}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <DepositForm
        wallet={wallet}
        method={method}
        isSubmitting={flow.isSubmitting}
        onSubmit={flow.submit}
      />
      <LimitNotice closeWallet={closeWallet} />
    </div>
  );
}

export type DepositResult = {
  response: PaymentResponse;
  amountMinor: number;
  fields: Record<string, string>;
  /** The bonus choice it was sent with, kept for a resend on another network. */
  bonus: BonusChoice;
};
