import type {
  Country,
  Currency,
  FieldDefinition,
  FieldScenario,
  PromoPanel,
} from '@croupier/contract';
import { useRootData } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { useApiData } from './use-api-data';

/** Countries a player may pick, in the page's language. */
export function useCountries() {
  const api = useApi();
  const locale = useRootData()?.locale ?? 'en';
  return useApiData<Country[]>(`countries:${locale}`, async () => {
    const { data } = await api('countries', { query: { locale } });
    return data;
  });
}

/** Enabled currencies (visible=1). */
export function useCurrencies() {
  const api = useApi();
  return useApiData<Currency[]>('currencies', async () => {
    const { data } = await api('currencies', { query: { visible: '1' } });
    return data;
  });
}

/**
 * The server's field definitions of a scenario, ordered by position; `type` picks the login
 * field of registration (e-mail or phone).
 */
export function useFieldDefinitions(scenario: FieldScenario, type?: 'email' | 'phone') {
  const api = useApi();
  return useApiData<FieldDefinition[]>(`fields:${scenario}:${type ?? ''}`, async () => {
    const { data } = await api('fieldValidations', { query: { scenario, type } });
    return [...data.fields].sort((a, b) => a.position - b.position);
  });
}

/** Promo panels of one placement ('sign-up' beside the registration form). */
export function usePromoPanels(placement: PromoPanel['placement']) {
  const api = useApi();
  const locale = useRootData()?.locale ?? 'en';
  return useApiData<PromoPanel[]>(`promo:${placement}:${locale}`, async () => {
    const { data } = await api('promoPanels', { query: { placement, locale } });
    return data;
  });
}

/** Registration switches of the settings constants. */
export function useRegistrationSwitches() {
  const api = useApi();
  return useApiData<{ email: boolean; phone: boolean }>('registration-switches', async () => {
    const { data } = await api('constants');
    return { email: data['player.registration.email'], phone: data['player.registration.phone'] };
  });
}

/** Time zones of the settings constants, for the profile. */
export function useTimeZones() {
  const api = useApi();
  return useApiData<{ id: string; name: string }[]>('time-zones', async () => {
    const { data } = await api('constants');
    return data['player.timeZone'];
  });
}
