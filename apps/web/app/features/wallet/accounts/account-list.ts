import type { Account } from '@croupier/contract';

const ACTIVE = 1;
const ENABLED = 2;
const HIDDEN = 3;

/**
 * A `wallet:accounts` event carries the whole account: it replaces the one with its id (or joins
 * the list). One account is active per player, so an active one demotes any other, whichever
 * order the two events of a switch arrive in.
 */
export function mergeAccount(accounts: readonly Account[], next: Account): Account[] {
  const others = accounts
    .filter((account) => account.id !== next.id)
    .map((account) =>
      next.status === ACTIVE && account.status === ACTIVE
        ? { ...account, status: ENABLED as Account['status'] }
        : account,
    );
  const index = accounts.findIndex((account) => account.id === next.id);
  if (index === -1) return [...others, next];
  return [...others.slice(0, index), next, ...others.slice(index)];
}

/** What the navs list: hidden accounts left out, the active one first, the rest in API order. */
export function listVisibleAccounts(accounts: readonly Account[]): Account[] {
  const visible = accounts.filter((account) => account.status !== HIDDEN);
  return [
    ...visible.filter((account) => account.status === ACTIVE),
    ...visible.filter((account) => account.status !== ACTIVE),
  ];
}

export function isHidden(account: Account): boolean {
  return account.status === HIDDEN;
}

export function isActive(account: Account): boolean {
  return account.status === ACTIVE;
}
