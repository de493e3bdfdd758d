import type { PaymentMethod } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { CreditCard, MapPin } from '../../../components/ui/icons';
import type { Operation } from './api/payment-methods';
import { fetchCountries } from './api/reference-data';
import styles from './cashier.module.css';
import type { WalletState } from './wallet-modal';

/** The left column: payment region, balance, and the methods to choose from. */
export function WalletSide({ operation, wallet }: { operation: Operation; wallet: WalletState }) {
  return (
    <aside className={styles.side}>
      <div className={styles.summary}>
        <RegionBlock wallet={wallet} />
        <BalanceBlock operation={operation} wallet={wallet} />
      </div>
      <MethodsList wallet={wallet} />
    </aside>
  );
}

function useCountryName(code: string | undefined) {
  const { locale } = useTranslation();
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!code) return;
    let isCurrent = true;
    fetchCountries(locale).then(
      (countries) => isCurrent && setName(countries.find((c) => c.code === code)?.name),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [code, locale]);
  return name ?? code;
}

function RegionBlock({ wallet }: { wallet: WalletState }) {
  const { t } = useTranslation();
  const modals = useModals();
  const name = useCountryName(wallet.country);
  return (
    <div className={styles.block}>
      <span className={styles.blockLabel}>{t('cashier.region.label')}</span>
      <div className={styles.blockRow}>
        <span className={styles.region}>
          {wallet.country ? (
            <span className={styles.flag} aria-hidden="true">
              {wallet.country}
            </span>
          ) : (
            <MapPin aria-hidden="true" className={styles.flagIcon} />
          )}
          <span>{name ?? t('cashier.region.none')}</span>
        </span>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={t('cashier.region.changeLabel')}
          onClick={() =>
            modals.open('wallet-region', {
              country: wallet.country,
              onSelect: (code: string) => wallet.setCountry(code),
            })
          }
        >
          {t('cashier.region.change')}
        </button>
      </div>
    </div>
  );
}

function BalanceBlock({ operation, wallet }: { operation: Operation; wallet: WalletState }) {
  const { t } = useTranslation();
  const { account, money } = wallet;
  const isWithdraw = operation === 'withdraw';
  return (
    <div className={styles.block}>
      <span className={styles.blockLabel}>
        {t(isWithdraw ? 'cashier.balance.withdrawable' : 'cashier.balance.label')}
      </span>
      {account ? (
        <output className={styles.balance} aria-live="polite">
          {money.format(isWithdraw ? account.withdrawalBalance : account.balance, account.currency)}
        </output>
      ) : (
        <Skeleton width={120} height={24} />
      )}
      {isWithdraw && account && (
        <span className={styles.blockHint}>
          {t('cashier.balance.total', { amount: money.format(account.balance, account.currency) })}
        </span>
      )}
    </div>
  );
}

function MethodsList({ wallet }: { wallet: WalletState }) {
  const { t } = useTranslation();
  if (wallet.isLoading) {
    return (
      <div className={styles.methods} role="status" aria-label={t('cashier.methods.loading')}>
        <Skeleton variant="block" height={64} />
        <Skeleton variant="block" height={64} />
      </div>
    );
  }
  if (wallet.isDepositLimit) return null;
  if (wallet.hasFailed) {
    return <Alert type="error">{t('cashier.methods.failed')}</Alert>;
  }
  if (wallet.methods.length === 0) {
    return (
      <Alert type="info" title={t('cashier.methods.emptyTitle')}>
        {t('cashier.methods.empty')}
      </Alert>
    );
  }
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.blockLabel}>{t('cashier.methods.label')}</legend>
      {wallet.methods.map((method) => (
        <MethodOption
          key={method.method}
          method={method}
          wallet={wallet}
          isChosen={wallet.method?.method === method.method}
        />
      ))}
    </fieldset>
  );
}

function MethodOption({
  method,
  wallet,
  isChosen,
}: {
  method: PaymentMethod;
  wallet: WalletState;
  isChosen: boolean;
}) {
  const { t } = useTranslation();
  const range = t('cashier.methods.range', {
    min: wallet.money.format(method.amountMin, method.currency),
    max: wallet.money.format(method.amountMax, method.currency),
  });
  return (
    <button
      type="button"
      className={styles.method}
      aria-pressed={isChosen}
      onClick={() => {
        wallet.selectMethod(method.method);
        wallet.trackFunnel('method');
      }}
    >
      <MethodLogo method={method} />
      <span className={styles.methodText}>
        <span className={styles.methodName}>{method.name}</span>
        <span className={styles.methodRange}>{range}</span>
      </span>
    </button>
  );
}

/** The method's logo, or a card icon when it has none. */
export function MethodLogo({ method }: { method: PaymentMethod | undefined }) {
  if (method?.logo) {
    return <img className={styles.logo} src={method.logo} alt="" width={40} height={40} />;
  }
  return (
    <span className={styles.logo} data-default="true" aria-hidden="true">
      <CreditCard />
    </span>
  );
}
