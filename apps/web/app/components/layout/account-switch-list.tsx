import { Amount } from '../ui/amount';
import { Check } from '../ui/icons';
import styles from './account-switch-list.module.css';
import type { PlayerAccount } from './use-player-session';

export interface AccountSwitchListProps {
  accounts: readonly PlayerAccount[];
  activeAccountId: string;
  locale: string;
  /** Names the list for assistive technology (the popover's visible title). */
  labelledBy?: string;
  onSelectAccount(accountId: string): void;
}

/** The player's accounts with their balances; pressing one makes it the active account. */
export function AccountSwitchList({
  accounts,
  activeAccountId,
  locale,
  labelledBy,
  onSelectAccount,
}: AccountSwitchListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {accounts.map((account) => {
        const isActive = account.id === activeAccountId;
        return (
          <li key={account.id}>
            <button
              type="button"
              className={styles.account}
              aria-pressed={isActive}
              data-currency={account.currency}
              onClick={() => onSelectAccount(account.id)}
            >
              <span className={styles.code}>{account.currency}</span>
              <Amount
                amountMinor={account.balance}
                currency={account.currency}
                locale={locale}
                className={styles.amount}
              />
              {isActive ? (
                <Check className={styles.check} aria-hidden="true" />
              ) : (
                <span className={styles.check} />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
