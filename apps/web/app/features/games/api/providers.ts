import type { GameProvider } from '@croupier/contract';
import { useRootData } from '~/lib/root-data';
import { requestApi } from '~/lib/session/api-client';
import { useRequest } from '~/lib/use-request';

/** Providers with games in the catalogue. */
export async function fetchProviders(locale: string): Promise<GameProvider[]> {
  const { data } = await requestApi('gameProviders', { locale });
  return data;
}

/** Providers for browser-only views (the providers modal); loaded when first shown. */
export function useProviders() {
  const locale = useRootData()?.locale ?? 'en';
  return useRequest(`providers:${locale}`, () => fetchProviders(locale));
}
