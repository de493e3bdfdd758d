import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ChevronDown } from '../../../components/ui/icons';
import styles from './cashier.module.css';
import { CurrencyList } from './currency-list';
import type { WalletState } from './wallet-modal';
import { MethodLogo } from './wallet-side';

/** The player id support knows: the profile id's first segment, upper case. */
function shortPlayerId(profileId: string): string {
  return (profileId.split('-')[0] ?? profileId).toUpperCase();
}

/** Above the form: the method's logo, the currency (opens the currency list) and the player id. */
export function CashierHeader({ wallet }: { wallet: WalletState }) {
  const { t } = useTranslation();
  const [isListOpen, setIsListOpen] = useState(false);
  const currency = wallet.account?.currency ?? '';
  return (
    <>
      <div className={styles.cashierHeader}>
        <MethodLogo method={wallet.method} />
        <div className={styles.cashierHeading}>
          <span className={styles.methodName}>
            {wallet.method?.name ?? t('cashier.methods.none')}
          </span>
          <span className={styles.playerId}>
            {t('cashier.header.playerId', { id: shortPlayerId(wallet.profileId) })}
          </span>
        </div>
        <button
          type="button"
          className={styles.currencyButton}
          aria-expanded={isListOpen}
          aria-label={t('cashier.currency.choose', { currency })}
          onClick={() => setIsListOpen((isOpen) => !isOpen)}
        >
          {currency}
          <ChevronDown aria-hidden="true" />
        </button>
      </div>
      {isListOpen && <CurrencyList wallet={wallet} onChosen={() => setIsListOpen(false)} />}
    </>
  );
}
