import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useDismiss } from '../../lib/browser/use-dismiss';
import { useLocalizedHref } from '../../lib/root-data';
import { ChevronDown, LogOut, UserRound } from '../ui/icons';
import { AccountSwitchList } from './account-switch-list';
import type { PlayerAccount } from './use-player-session';
import styles from './user-nav.module.css';

const PROFILE_SECTIONS = ['info', 'wallet', 'bonuses', 'history', 'limits', 'security'] as const;

export interface UserNavProps {
  /** What identifies the player in the menu (e.g. the e-mail or the short player id). */
  playerLabel: string;
  accounts: readonly PlayerAccount[];
  activeAccountId: string | undefined;
  locale: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelectAccount(accountId: string): void;
  onSignOut(): void;
}

/** The avatar button and its menu: balances to switch between, profile sections, signing out. */
export function UserNav({
  playerLabel,
  accounts,
  activeAccountId,
  locale,
  isOpen,
  onOpenChange,
  onSelectAccount,
  onSignOut,
}: UserNavProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const menuId = useId();
  const balancesId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, isOpen, () => onOpenChange(false));

  return (
    <div className={styles.userNav} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('shell.userNav.open')}
        onClick={() => onOpenChange(!isOpen)}
      >
        <span className={styles.avatar}>
          <UserRound aria-hidden="true" />
        </span>
        <span className={styles.name} aria-hidden="true">
          {playerLabel}
        </span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </button>
      {isOpen && (
        <nav id={menuId} className={styles.popover} aria-label={t('shell.userNav.label')}>
          <p className={styles.player}>{playerLabel}</p>
          {activeAccountId && accounts.length > 0 && (
            <div className={styles.balances}>
              <p className={styles.balancesTitle} id={balancesId}>
                {t('wallet.nav.balances')}
              </p>
              <AccountSwitchList
                accounts={accounts}
                activeAccountId={activeAccountId}
                locale={locale}
                labelledBy={balancesId}
                onSelectAccount={onSelectAccount}
              />
            </div>
          )}
          <ul className={styles.list}>
            {PROFILE_SECTIONS.map((section) => (
              <li key={section}>
                <Link
                  to={href(`/profile/${section}`)}
                  className={styles.item}
                  onClick={() => onOpenChange(false)}
                >
                  {t(`shell.userNav.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            {t('shell.userNav.signOut')}
          </button>
        </nav>
      )}
    </div>
  );
}
