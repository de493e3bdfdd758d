import type { Account, Currency, PaymentMethod } from '@croupier/contract';
import type { Operation } from './cashier/api/payment-methods';

/**
 * The signed-in player's wallet as the server rendered the page with it (the root loader, for a
 * document only). The browser's first state starts from it (`useServerDataOnce`), so the header's
 * balance and a cashier the address opens come with the page instead of after their requests
 * (docs/PERFORMANCE.md §41).
 */
export interface WalletSnapshot {
  profileId: string;
  accounts: Account[];
  currencies: Currency[];
  /** The methods of the cashier the address opens (`?modal=wallet`), under their request's key. */
  methods?: { key: string; methods: PaymentMethod[] };
}

/** The query value `?wallet=deposit|withdraw` picks the cashier's tab when no caller did. */
export function tabFromQuery(search: string): Operation | undefined {
  const value = new URLSearchParams(search).get('wallet');
  return value === 'deposit' || value === 'withdraw' ? value : undefined;
}

/** Names one request for payment methods: the operation, the account and the payment region. */
export function paymentMethodsKey(operation: Operation, accountId: string, country: string) {
  return `${operation}:${accountId}:${country}`;
}
