import type { Account, PaymentMethod } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ModalTitle } from '~/components/ui/modal';
import { Tabs } from '~/components/ui/tabs';
import { useIsMobile } from '~/lib/browser/use-media-query';
import { useTranslation } from '~/lib/i18n';
import { useModalCloseGuard, useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import { ArrowLeft } from '../../../components/ui/icons';
import { useAccounts } from '../accounts';
import { tabFromQuery } from '../wallet-snapshot';
import type { Operation } from './api/payment-methods';
import styles from './cashier.module.css';
import { CashierHeader } from './cashier-header';
import { DepositPanel } from './deposit/deposit-panel';
import { useCashierMoney } from './use-cashier-money';
import { usePaymentMethods } from './use-methods';
import { useWalletFunnel } from './use-wallet-funnel';
import { WalletSide } from './wallet-side';
import { WithdrawPanel } from './withdraw/withdraw-panel';

export interface WalletModalProps extends ModalContentProps {
  tab?: Operation;
  /** The deposit bonus to start with (a promotion's claim), while it is offered and fits. */
  bonusId?: string;
}

const TABS: readonly Operation[] = ['deposit', 'withdraw'];

/**
 * The wallet (spec section 2): region and balance, methods on the left, the form on the right.
 * Opened for a deposit it has no tabs; opened for a withdrawal it offers both.
 */
export default function WalletModal({ tab, bonusId, close }: WalletModalProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [mode] = useState<Operation>(() => tab ?? tabFromQuery(search) ?? 'deposit');
  const [operation, setOperation] = useState<Operation>(mode);
  useEffect(() => {
    if (tab) setOperation(tab);
  }, [tab]);
  const wallet = useWalletState(operation, bonusId);
  useWalletCloseGuard(operation, wallet, close);

  return (
    <div className={styles.wallet} data-step={wallet.step}>
      <header className={styles.top}>
        {wallet.step === 'form' && (
          <button
            type="button"
            className={styles.back}
            aria-label={t('cashier.wallet.back')}
            onClick={() => wallet.selectMethod(undefined)}
          >
            <ArrowLeft aria-hidden="true" />
          </button>
        )}
        <ModalTitle className={styles.title}>
          {t(mode === 'withdraw' ? 'cashier.wallet.title' : 'cashier.wallet.depositTitle')}
        </ModalTitle>
      </header>
      {mode === 'withdraw' && (
        <Tabs<Operation>
          label={t('cashier.wallet.operation')}
          items={TABS.map((id) => ({ id, label: t(`cashier.tabs.${id}`) }))}
          value={operation}
          onValueChange={(next) => {
            if (next !== operation) wallet.trackFunnel('operationType', next);
            setOperation(next);
            wallet.selectMethod(undefined);
          }}
          isFullWidth
        />
      )}
      <div className={styles.columns}>
        <WalletSide operation={operation} wallet={wallet} />
        <section className={styles.main} aria-label={t('cashier.wallet.formLabel')}>
          <CashierHeader wallet={wallet} />
          {operation === 'deposit' ? (
            <DepositPanel wallet={wallet} closeWallet={close} />
          ) : (
            <WithdrawPanel wallet={wallet} closeWallet={close} />
          )}
        </section>
      </div>
    </div>
  );
}

/** Everything the wallet's parts share: account, region, methods and the chosen method. */
function useWalletState(operation: Operation, presetBonusId: string | undefined) {
  const { profile } = useSession();
  const root = useRootData();
  const isMobile = useIsMobile();
  const accounts = useAccounts();
  const money = useCashierMoney();
  const [country, setCountry] = useState(() => profile?.country ?? root?.init.country ?? undefined);
  const account = accounts.activeAccount;
  const methods = usePaymentMethods(operation, account, country ?? undefined);
  const [chosenMethod, setChosenMethod] = useState<string | undefined>();

  const method: PaymentMethod | undefined =
    methods.methods.find((item) => item.method === chosenMethod) ??
    (isMobile ? undefined : methods.methods[0]);
  const step = !isMobile ? 'both' : method ? 'form' : 'methods';
  const trackFunnel = useWalletFunnel(operation, profile?.id ?? '', methods.isLoading);

  return {
    operation,
    profileId: profile?.id ?? '',
    isLimitedProfile: profile?.status === 2,
    accounts,
    account: account as Account | undefined,
    money,
    country: country ?? undefined,
    setCountry,
    ...methods,
    method,
    step,
    isMobile,
    selectMethod: setChosenMethod,
    presetBonusId,
    /** Spec section 4's wallet funnel steps, with this tab and player. */
    trackFunnel,
  };
}

export type WalletState = ReturnType<typeof useWalletState>;

/**
 * The close button first goes back to the methods on a phone; closing the deposit tab asks for
 * confirmation through cancel-deposit.
 */
function useWalletCloseGuard(operation: Operation, wallet: WalletState, close: () => void) {
  const modals = useModals();
  useModalCloseGuard(() => {
    if (wallet.step === 'form') {
      wallet.selectMethod(undefined);
      return true;
    }
    if (operation === 'deposit') {
      modals.open('cancel-deposit', { onConfirm: close });
      return true;
    }
    return false;
  });
}
