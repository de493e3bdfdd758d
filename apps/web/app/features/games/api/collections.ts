import type { GameCollection } from '@croupier/contract';
import { useRootData } from '~/lib/root-data';
import { requestApi } from '~/lib/session/api-client';
import { useRequest } from '~/lib/use-request';

/** The lobby's collections in order, in the page's language. */
export async function fetchCollections(locale: string): Promise<GameCollection[]> {
  const { data } = await requestApi('gameCollections', { locale });
  return data;
}

/** Collections for browser-only views (the categories modal); loaded when first shown. */
export function useCollections() {
  const locale = useRootData()?.locale ?? 'en';
  return useRequest(`collections:${locale}`, () => fetchCollections(locale));
}
