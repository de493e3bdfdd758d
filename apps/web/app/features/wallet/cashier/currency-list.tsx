import type { Currency } from '@croupier/contract';
import { useState } from 'react';
import { Tabs } from '~/components/ui/tabs';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useToasts } from '~/lib/toasts';
import { Check, Plus } from '../../../components/ui/icons';
import { useEquivalentCurrency } from '../accounts/equivalent-currency';
import { toEquivalent } from '../accounts/money';
import styles from './cashier.module.css';
import type { WalletState } from './wallet-modal';

type CurrencyTab = 'all' | 'crypto';
const CURRENCY_TABS: readonly CurrencyTab[] = ['all', 'crypto'];

/**
 * Every enabled currency with the player's balance in it; choosing one switches the active
 * account, or opens an account in that currency first. The fiat toggle shows balances as their
 * equivalent in the currency chosen in equivalent-currency (USD unless chosen).
 */
export function CurrencyList({ wallet, onChosen }: { wallet: WalletState; onChosen(): void }) {
  const { t } = useTranslation();
  const modals = useModals();
  const equivalent = useEquivalentCurrency();
  const [tab, setTab] = useState<CurrencyTab>('all');
  const currencies = wallet.money.currencies.filter(
    (currency) => tab === 'all' || currency.type === 'crypto',
  );
  const choose = useChooseCurrency(wallet, onChosen);

  return (
    <div className={styles.currencyPanel}>
      <div className={styles.currencyBar}>
        <Tabs<CurrencyTab>
          label={t('cashier.currency.tabsLabel')}
          items={CURRENCY_TABS.map((id) => ({ id, label: t(`cashier.currency.tabs.${id}`) }))}
          value={tab}
          onValueChange={setTab}
          variant="underline"
        />
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={equivalent.isChosen}
            checked={equivalent.isChosen}
            onChange={(event) => {
              if (event.target.checked) modals.open('equivalent-currency');
              else equivalent.remove();
            }}
          />
          <span>{t('cashier.currency.equivalent')}</span>
        </label>
      </div>
      <ul className={styles.currencyItems} aria-label={t('cashier.currency.listLabel')}>
        {currencies.map((currency) => (
          <li key={currency.code}>
            <CurrencyRow
              currency={currency}
              wallet={wallet}
              equivalentCurrency={equivalent.isChosen ? equivalent.currency : undefined}
              onChoose={() => void choose(currency.code)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function useChooseCurrency(wallet: WalletState, onChosen: () => void) {
  const { t } = useTranslation();
  const toasts = useToasts();
  return async (code: string) => {
    const existing = wallet.accounts.accounts.find((account) => account.currency === code);
    try {
      if (existing?.status === 1) return onChosen();
      const account = existing ?? (await wallet.accounts.add(code));
      await wallet.accounts.switchTo(account.id);
      onChosen();
    } catch {
      toasts.show({ type: 'error', title: t('cashier.errors.somethingWrong') });
    }
  };
}

function CurrencyRow({
  currency,
  wallet,
  equivalentCurrency,
  onChoose,
}: {
  currency: Currency;
  wallet: WalletState;
  equivalentCurrency: string | undefined;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  const account = wallet.accounts.accounts.find(
    (item) => item.currency === currency.code && item.status !== 3,
  );
  const isActive = account?.id === wallet.account?.id;
  const equivalent =
    account && equivalentCurrency
      ? toEquivalent(account.balance, currency.code, equivalentCurrency, wallet.money.currencies)
      : undefined;
  return (
    <button type="button" className={styles.currencyRow} aria-pressed={isActive} onClick={onChoose}>
      <span className={styles.currencyCode}>{currency.code}</span>
      <span className={styles.currencyName}>{currency.name}</span>
      <span className={styles.currencyBalance}>
        {account ? (
          equivalent !== undefined && equivalentCurrency ? (
            wallet.money.format(Math.round(equivalent * 100), equivalentCurrency)
          ) : (
            wallet.money.format(account.balance, currency.code)
          )
        ) : (
          <span className={styles.addCurrency}>
            <Plus aria-hidden="true" />
            {t('cashier.currency.add')}
          </span>
        )}
      </span>
      {isActive && <Check aria-hidden="true" className={styles.currencyCheck} />}
    </button>
  );
}
