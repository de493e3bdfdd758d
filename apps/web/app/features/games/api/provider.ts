import type { GameProvider } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

/** One provider with its description. */
export async function fetchProvider(id: string, locale: string): Promise<GameProvider> {
  const { data } = await requestApi('gameProvider', { params: { id }, locale });
  return data;
}
