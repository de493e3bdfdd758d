import { Check, ChevronDown, Wallet } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useDismiss } from '../../lib/browser/use-dismiss';
import { Amount } from '../ui/amount';
import { Button } from '../ui/button';
import styles from './currency-nav.module.css';
import type { PlayerAccount } from './use-player-session';

export interface CurrencyNavProps {
  accounts: readonly PlayerAccount[];
  activeAccountId: string;
  locale: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelectAccount(accountId: string): void;
  onDeposit(): void;
}

/** The balance with a currency switcher and the Deposit button; the balance is announced politely. */
export function CurrencyNav({
  accounts,
  activeAccountId,
  locale,
  isOpen,
  onOpenChange,
  onSelectAccount,
  onDeposit,
}: CurrencyNavProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, isOpen, () => onOpenChange(false));
  const active = accounts.find((account) => account.id === activeAccountId) ?? accounts[0];
  if (!active) return null;

  return (
    <div className={styles.currencyNav} ref={ref}>
      <div className={styles.balanceGroup}>
        <button
          type="button"
          className={styles.balance}
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={t('shell.currencyNav.open')}
          onClick={() => onOpenChange(!isOpen)}
        >
          <span className={styles.balanceText} aria-live="polite">
            <span className="visually-hidden">{t('shell.currencyNav.balance')}</span>
            <Amount
              amountMinor={active.balanceMinor}
              currency={active.currency}
              subunitToUnit={active.subunitToUnit}
              locale={locale}
            />
          </span>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </button>
        <Button
          variant="primary"
          size="md"
          icon={<Wallet />}
          className={styles.deposit}
          onClick={onDeposit}
        >
          {t('shell.currencyNav.deposit')}
        </Button>
      </div>
      {isOpen && (
        <div id={menuId} className={styles.popover}>
          <p className={styles.popoverTitle}>{t('shell.currencyNav.choose')}</p>
          <ul className={styles.list}>
            {accounts.map((account) => {
              const isActive = account.id === active.id;
              return (
                <li key={account.id}>
                  <button
                    type="button"
                    className={styles.account}
                    aria-pressed={isActive}
                    onClick={() => {
                      onSelectAccount(account.id);
                      onOpenChange(false);
                    }}
                  >
                    <span className={styles.code}>{account.currency}</span>
                    <Amount
                      amountMinor={account.balanceMinor}
                      currency={account.currency}
                      subunitToUnit={account.subunitToUnit}
                      locale={locale}
                      className={styles.accountAmount}
                    />
                    {isActive && <Check className={styles.check} aria-hidden="true" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
