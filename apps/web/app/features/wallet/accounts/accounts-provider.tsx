import type { Account, Currency } from '@croupier/contract';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { rememberCurrencyUnits } from '../../../components/ui/amount';
import { useServerDataOnce } from '../../../lib/app-start';
import { useLiveChannel, useLiveResync } from '../../../lib/live';
import { useRootData } from '../../../lib/root-data';
import { useApi } from '../../../lib/session/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { listVisibleAccounts, mergeAccount } from './account-list';
import { useInvoiceAnalytics } from './use-invoice-analytics';

export interface AccountsApi {
  /** The player's accounts the navs show: hidden ones left out, the active one first. */
  accounts: Account[];
  /** Every account, hidden ones included (status 3). */
  allAccounts: Account[];
  activeAccount: Account | undefined;
  /** Every currency of /api/settings/currencies (rates, subunits; `isEnabled` for pickers). */
  currencies: Currency[];
  isLoading: boolean;
  /** The last load failed (network or server); `reload` tries again. */
  hasLoadFailed: boolean;
  reload(): Promise<void>;
  /** Opens an account in a currency (or shows a hidden one again). */
  add(currency: string): Promise<Account>;
  /** Makes an account the active one. */
  switchTo(accountId: string): Promise<void>;
  /** Hides an account that is not the active one (the API refuses the active one). */
  hide(accountId: string): Promise<void>;
}

const signedOut = () => Promise.reject(new Error('accounts need a signed-in player'));
const GUEST: AccountsApi = {
  accounts: [],
  allAccounts: [],
  activeAccount: undefined,
  currencies: [],
  isLoading: false,
  hasLoadFailed: false,
  reload: () => Promise.resolve(),
  add: signedOut,
  switchTo: signedOut,
  hide: signedOut,
};

const AccountsContext = createContext<AccountsApi>(GUEST);

/**
 * The signed-in player's wallet accounts for the whole app: loaded after sign-in (spec section 4,
 * "login loads accounts"), replaced one by one from `wallet:accounts` events, reloaded after every
 * (re)subscribe and when a mobile player returns to the tab (the live provider raises both).
 */
export function AccountsProvider({ children }: { children: React.ReactNode }) {
  const profileId = useSession().profile?.id;
  const api = useApi();
  const served = useServerWallet(profileId);
  const [allAccounts, setAllAccounts] = useState<Account[]>(() => served?.accounts ?? []);
  const [isLoading, setIsLoading] = useState(false);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [currencies, setCurrencies] = useState<Currency[]>(() => {
    if (served) rememberCurrencyUnits(served.currencies); // BTC's balance reads in its subunits
    return served?.currencies ?? [];
  });
  // The server's accounts need no load of their own on mount: they are as fresh as the page, and
  // the live channel's first subscription loads them again (useLiveResync below).
  const servedFor = useRef(served && profileId);
  // Accounts changed live (or by this tab) while a reload is in flight are newer than its answer.
  const changedDuringLoad = useRef(new Map<string, Account>());
  const loadGeneration = useRef(0);

  // A load's changes are transitions: the first one starts among the hydration's effects, and a
  // plain update of this context there makes React hydrate every part still to be hydrated (the
  // lobby's rows) at once, in one long task, instead of in slices.
  const reload = useCallback(async () => {
    if (!profileId) return;
    const generation = ++loadGeneration.current;
    changedDuringLoad.current.clear();
    startTransition(() => setIsLoading(true));
    try {
      // Balances wait for the currency list: BTC's subunits decide how its balance reads.
      const [{ data }, currencyList] = await Promise.all([api('accounts'), loadCurrencies(api)]);
      if (generation !== loadGeneration.current) return;
      startTransition(() => {
        setCurrencies(currencyList);
        setAllAccounts([...changedDuringLoad.current.values()].reduce(mergeAccount, data));
        setHasLoadFailed(false);
      });
    } catch (error) {
      if (generation === loadGeneration.current) startTransition(() => setHasLoadFailed(true));
      throw error;
    } finally {
      if (generation === loadGeneration.current) startTransition(() => setIsLoading(false));
    }
  }, [api, profileId]);

  useEffect(() => {
    if (profileId && profileId === servedFor.current) return;
    servedFor.current = undefined;
    loadGeneration.current++;
    // The same empty list when there was none: a new one would be a new context value, and a
    // change reaching the games lobby before its code has loaded makes React redraw it (a shift).
    setAllAccounts((current) => (current.length ? [] : current));
    if (profileId) void reload().catch(() => undefined);
  }, [profileId, reload]);

  const applyAccount = useCallback((account: Account) => {
    changedDuringLoad.current.set(account.id, account);
    setAllAccounts((current) => mergeAccount(current, account));
  }, []);
  useLiveChannel('wallet:accounts', applyAccount);
  useLiveResync('wallet:accounts', () => void reload().catch(() => undefined));
  useInvoiceAnalytics(profileId, currencies);

  const mutations = useAccountMutations(applyAccount);
  const value = useMemo<AccountsApi>(() => {
    const accounts = listVisibleAccounts(allAccounts);
    const activeAccount = accounts.find((account) => account.status === 1);
    return {
      accounts,
      allAccounts,
      activeAccount,
      currencies,
      isLoading,
      hasLoadFailed,
      reload,
      ...mutations,
    };
  }, [allAccounts, currencies, isLoading, hasLoadFailed, reload, mutations]);
  return <AccountsContext value={value}>{children}</AccountsContext>;
}

function useAccountMutations(applyAccount: (account: Account) => void) {
  const api = useApi();
  return useMemo(
    () => ({
      add: async (currency: string) => {
        const { data } = await api('addAccount', { body: { currency } });
        applyAccount(data);
        return data;
      },
      switchTo: async (accountId: string) => {
        const { data } = await api('switchAccount', { params: { id: accountId } });
        for (const account of data) applyAccount(account);
      },
      hide: async (accountId: string) => {
        const { data } = await api('hideAccount', { params: { id: accountId } });
        applyAccount(data);
      },
    }),
    [api, applyAccount],
  );
}

/** The wallet the server rendered the page with, when it is this player's and not taken yet. */
function useServerWallet(profileId: string | undefined) {
  const served = useServerDataOnce(useRootData()?.wallet);
  return served?.profileId === profileId ? served : undefined;
}

let currencyList: Promise<Currency[]> | undefined;

/** The currency list, loaded once per page (retried after a failure); feeds the formatter. */
function loadCurrencies(api: ReturnType<typeof useApi>): Promise<Currency[]> {
  currencyList ??= api('currencies').then(({ data }) => {
    rememberCurrencyUnits(data);
    return data;
  });
  currencyList.catch(() => {
    currencyList = undefined;
  });
  return currencyList;
}

/** The signed-in player's accounts (empty for guests); see `AccountsApi`. */
export function useAccounts(): AccountsApi {
  return useContext(AccountsContext);
}
