import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useDismiss } from '../../lib/browser/use-dismiss';
import { useLocalizedHref } from '../../lib/root-data';
import { Amount } from '../ui/amount';
import { Button } from '../ui/button';
import { ChevronDown, Settings2, Wallet } from '../ui/icons';
import { AccountSwitchList } from './account-switch-list';
import styles from './currency-nav.module.css';
import type { PlayerAccount } from './use-player-session';

export interface CurrencyNavProps {
  accounts: readonly PlayerAccount[];
  activeAccountId: string;
  locale: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelectAccount(accountId: string): void;
  /** The player follows the list's link to the wallet page. */
  onManage?(): void;
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
  onManage,
  onDeposit,
}: CurrencyNavProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const menuId = useId();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, isOpen, () => onOpenChange(false));
  const active = accounts.find((account) => account.id === activeAccountId) ?? accounts[0];
  if (!active) return null;

  return (
    <div className={styles.currencyNav} ref={ref}>
      <div className={styles.balanceGroup}>
        {/* Named by what it shows ("Balance: €12.00"), so speech input can say what it sees. */}
        <button
          type="button"
          className={styles.balance}
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => onOpenChange(!isOpen)}
        >
          <span className={styles.balanceText} aria-live="polite" data-testid="active-balance">
            <span className="visually-hidden">{t('shell.currencyNav.balance')}</span>
            <Amount amountMinor={active.balance} currency={active.currency} locale={locale} />
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
          <span className={styles.depositLabel}>{t('shell.currencyNav.deposit')}</span>
        </Button>
      </div>
      {isOpen && (
        <div id={menuId} className={styles.popover}>
          <p className={styles.popoverTitle} id={titleId}>
            {t('shell.currencyNav.choose')}
          </p>
          <AccountSwitchList
            accounts={accounts}
            activeAccountId={active.id}
            locale={locale}
            labelledBy={titleId}
            onSelectAccount={(accountId) => {
              onSelectAccount(accountId);
              onOpenChange(false);
            }}
          />
          <Link
            to={href('/profile/wallet')}
            className={styles.manage}
            onClick={() => {
              onManage?.();
              onOpenChange(false);
            }}
          >
            <Settings2 aria-hidden="true" />
            {t('wallet.nav.manage')}
          </Link>
        </div>
      )}
    </div>
  );
}
