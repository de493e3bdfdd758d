import { useId, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Select } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { ClientApiError } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { History } from '../../../../components/ui/icons';
import { useAccounts } from '../accounts-provider';
import { useEquivalentCurrency } from '../equivalent-currency';
import { AccountCard } from './account-card';
import { AddCurrencyForm } from './add-currency-form';
import styles from './wallet-page.module.css';

type Busy = { accountId: string; action: 'switch' | 'hide' } | undefined;

/** `/profile/wallet`: the player's accounts, switching, hiding and adding currencies. */
export function WalletPage() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const titleId = useId();
  const wallet = useAccounts();
  const modals = useModals();
  const { show } = useToasts();
  const [busy, setBusy] = useState<Busy>();

  /** Runs one account action, then a success toast, or the API's translated message. */
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      show({ type: 'success', title: success });
    } catch (error) {
      const message = error instanceof ClientApiError ? error.message : undefined;
      show({ type: 'error', title: message || t('account.errors.somethingWrong') });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.page}>
      <Card as="section" padding="lg" aria-labelledby={titleId}>
        <div className={styles.pageHead}>
          <div>
            <h2 id={titleId} className={styles.sectionTitle}>
              {t('wallet.accounts.title')}
            </h2>
            <p className={styles.note}>{t('wallet.accounts.lead')}</p>
          </div>
          <EquivalentPicker />
        </div>
        <AccountList
          busy={busy}
          onSwitch={(accountId, currency) => {
            setBusy({ accountId, action: 'switch' });
            void run(() => wallet.switchTo(accountId), t('wallet.accounts.switched', { currency }));
          }}
          onHide={(accountId, currency) => {
            setBusy({ accountId, action: 'hide' });
            void run(() => wallet.hide(accountId), t('wallet.accounts.hidden', { currency }));
          }}
          onOpenWallet={(tab) => modals.open('wallet', { tab })}
        />
        <Button to={href('/profile/history')} variant="ghost" size="sm" icon={<History />}>
          {t('wallet.accounts.historyLink')}
        </Button>
      </Card>
      <AddCurrencyForm
        accounts={wallet.allAccounts}
        currencies={wallet.currencies}
        onAdd={(currency) =>
          run(() => wallet.add(currency), t('wallet.accounts.added', { currency }))
        }
      />
    </div>
  );
}

interface AccountListProps {
  busy: Busy;
  onSwitch(accountId: string, currency: string): void;
  onHide(accountId: string, currency: string): void;
  onOpenWallet(tab: 'deposit' | 'withdraw'): void;
}

function AccountList({ busy, onSwitch, onHide, onOpenWallet }: AccountListProps) {
  const { t } = useTranslation();
  const { accounts, currencies, isLoading, hasLoadFailed, reload } = useAccounts();
  const equivalent = useEquivalentCurrency();
  if (accounts.length === 0 && isLoading) {
    return (
      <ul className={styles.accounts} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.accountSkeleton}>
            <Skeleton variant="text" lines={3} />
          </li>
        ))}
      </ul>
    );
  }
  if (accounts.length === 0) {
    const retry = () => reload().catch(() => undefined);
    return hasLoadFailed ? (
      <Alert
        type="error"
        action={
          <Button size="sm" onClick={() => void retry()}>
            {t('wallet.accounts.retry')}
          </Button>
        }
      >
        {t('wallet.accounts.loadFailed')}
      </Alert>
    ) : (
      <EmptyState
        title={t('wallet.accounts.emptyTitle')}
        description={t('wallet.accounts.emptyText')}
      />
    );
  }
  return (
    <ul className={styles.accounts} aria-label={t('wallet.accounts.title')}>
      {accounts.map((account) => (
        <AccountCard
          key={account.id}
          account={account}
          currencies={currencies}
          equivalentCurrency={equivalent.currency}
          busyAction={busy?.accountId === account.id ? busy.action : undefined}
          onSwitch={() => onSwitch(account.id, account.currency)}
          onHide={() => onHide(account.id, account.currency)}
          onOpenWallet={onOpenWallet}
        />
      ))}
    </ul>
  );
}

/** The equivalent currency of spec section 9: fiat currencies, USD until the player picks one. */
function EquivalentPicker() {
  const { t } = useTranslation();
  const { currencies } = useAccounts();
  const equivalent = useEquivalentCurrency();
  const options = currencies
    .filter((currency) => currency.isEnabled && currency.type === 'fiat')
    .map((currency) => ({ value: currency.code, label: currency.code }));
  if (options.length === 0) return null;
  return (
    <div className={styles.equivalentPicker}>
      <Select
        label={t('wallet.accounts.equivalentCurrency')}
        options={options}
        value={equivalent.currency}
        onChange={(event) => equivalent.set(event.target.value)}
      />
    </div>
  );
}
