import type { Account } from '@croupier/contract';
import { useAccounts } from '../../features/wallet/accounts';
import { useSession } from '../../lib/session/session-provider';

/** One account of the signed-in player, as the user and currency navs show it. */
export type PlayerAccount = Account;

export interface PlayerSession {
  isSignedIn: boolean;
  accounts: readonly PlayerAccount[];
  activeAccountId: string | undefined;
  /** How the user menu names the player (nickname, e-mail, or the short player id). */
  playerLabel: string;
  selectAccount(accountId: string): void;
  signOut(): void;
}

const NO_ACCOUNTS: readonly PlayerAccount[] = [];

/**
 * The one place the shell learns whether a player is signed in (modal access, header, bottom nav).
 * Accounts come from the wallet's accounts provider: visible ones, the active one first.
 */
export function usePlayerSession(): PlayerSession {
  const { profile, signOut } = useSession();
  const { accounts, activeAccount, switchTo } = useAccounts();
  if (!profile) {
    return {
      isSignedIn: false,
      accounts: NO_ACCOUNTS,
      activeAccountId: undefined,
      playerLabel: '',
      selectAccount: () => {},
      signOut: () => {},
    };
  }
  return {
    isSignedIn: true,
    accounts,
    activeAccountId: activeAccount?.id,
    playerLabel: profile.nickname || profile.email || shortPlayerId(profile.id),
    selectAccount: (accountId) => void switchTo(accountId).catch(() => undefined),
    signOut: () => void signOut(),
  };
}

/** The player id as support knows it: the first segment of the profile id, upper case. */
export function shortPlayerId(profileId: string): string {
  return (profileId.split('-')[0] ?? profileId).toUpperCase();
}
