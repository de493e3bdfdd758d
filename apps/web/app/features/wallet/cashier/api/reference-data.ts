import type { Country, Currency } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

const cache = new Map<string, Promise<unknown>>();

/** Loads once per page; a failure is forgotten so that the next opening asks again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** Countries of the settings, named in the page's language: the payment regions. */
export function fetchCountries(locale: string): Promise<Country[]> {
  return once(`countries:${locale}`, async () => {
    const { data } = await requestApi('countries', { query: { locale }, locale });
    return data;
  });
}

/** Enabled currencies with their subunits, types and rates. */
export function fetchCurrencies(): Promise<Currency[]> {
  return once('currencies', async () => {
    const { data } = await requestApi('currencies', { query: { visible: '1' } });
    return data;
  });
}
