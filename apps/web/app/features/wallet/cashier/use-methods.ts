import type { Account, PaymentMethod } from '@croupier/contract';
import { useServerDataOnce } from '~/lib/app-start';
import { useTranslation } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { isApiError } from '~/lib/session/api-error';
import { useRequest } from '~/lib/use-request';
import { paymentMethodsKey } from '../wallet-snapshot';
import { fetchPaymentMethods, type Operation } from './api/payment-methods';
import { fetchTurnoverWager } from './api/turnover-wager';

/**
 * Methods of the operation for the active account and region. Another account or region asks
 * again (spec section 4). Error 13100 means the deposit limit is reached: no methods, the limits
 * banner instead of the form.
 */
export function usePaymentMethods(
  operation: Operation,
  account: Account | undefined,
  country: string | undefined,
) {
  const { locale } = useTranslation();
  const key = account && country ? paymentMethodsKey(operation, account.id, country) : undefined;
  const served = useServerDataOnce(useRootData()?.wallet?.methods);
  const request = useRequest<PaymentMethod[]>(
    key,
    () => fetchPaymentMethods(operation, { currency: account?.currency ?? '', country }, locale),
    served && { key: served.key, data: served.methods },
  );
  const isDepositLimit = isApiError(request.error, 'depositLimit');
  return {
    methods: request.data ?? [],
    isLoading: request.status === 'loading',
    isDepositLimit,
    hasFailed: request.status === 'error' && !isDepositLimit,
    reload: request.reload,
  };
}

/** The active account's outstanding turnover, for the withdraw tab's wager panel. */
export function useTurnoverWager(account: Account | undefined, isWanted: boolean) {
  const { locale } = useTranslation();
  const key = account && isWanted ? `${account.id}:${account.balance}` : undefined;
  const request = useRequest(key, () => fetchTurnoverWager(account?.currency ?? '', locale));
  return request.data;
}
