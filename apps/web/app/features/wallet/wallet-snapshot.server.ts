import type { Profile } from '@croupier/contract';
import type { RouterContextProvider } from 'react-router';
import { ApiError, callApi } from '../../lib/api.server';
import { MODAL_REGISTRY } from '../../lib/modals/modal-registry';
import { findModalInQuery } from '../../lib/modals/modal-rules';
import { listVisibleAccounts } from './accounts/account-list';
import { paymentMethodsKey, tabFromQuery, type WalletSnapshot } from './wallet-snapshot';

interface WalletRequest {
  /**
   * The player's profile, still coming: the accounts and currencies are asked for beside it, and
   * only the cashier's methods wait for it (its country is their region).
   */
  profile: Promise<Profile>;
  /** The player's access token, from the session cookie. */
  token: string;
  locale: string;
  /** The visitor's country: the cashier's region when the profile has none. */
  visitorCountry: string | undefined;
  /** The page's query string: `?modal=wallet` asks for the cashier's methods too. */
  search: string;
}

/**
 * The player's accounts and the currencies, and the cashier's methods when the address opens the
 * cashier, for the server's render. Undefined when the API refuses (the browser then asks as it
 * did before): a page is never lost for its wallet.
 */
export async function loadWalletSnapshot(
  context: Readonly<RouterContextProvider>,
  { profile, token, locale, visitorCountry, search }: WalletRequest,
): Promise<WalletSnapshot | undefined> {
  try {
    const [{ id: profileId, country: profileCountry }, { data: accounts }, { data: currencies }] =
      await Promise.all([
        profile,
        callApi(context, 'accounts', { token, locale }),
        callApi(context, 'currencies', { locale }),
      ]);
    const country = profileCountry ?? visitorCountry;
    const account = listVisibleAccounts(accounts).find((item) => item.status === 1);
    const isCashier = findModalInQuery(search, [MODAL_REGISTRY.wallet]) !== undefined;
    if (!account || !country || !isCashier) return { profileId, accounts, currencies };
    const operation = tabFromQuery(search) ?? 'deposit';
    const { data: methods } = await callApi(
      context,
      operation === 'deposit' ? 'depositMethods' : 'withdrawalMethods',
      { token, locale, query: { currency: account.currency, country } },
    ).catch((error: unknown) => {
      if (error instanceof ApiError) return { data: undefined }; // the deposit limit's banner
      throw error;
    });
    const key = paymentMethodsKey(operation, account.id, country);
    return { profileId, accounts, currencies, ...(methods && { methods: { key, methods } }) };
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
