import type { PaymentMethod } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

export type Operation = 'deposit' | 'withdraw';

/** Deposit or withdrawal methods for the account's currency in the payment region. */
export async function fetchPaymentMethods(
  operation: Operation,
  query: { currency: string; country?: string },
  locale: string,
): Promise<PaymentMethod[]> {
  const name = operation === 'deposit' ? 'depositMethods' : 'withdrawalMethods';
  const { data } = await requestApi(name, { query, locale });
  return data;
}
