import type { RiskData } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

/** The deposit turnover still to wager on the account in `currency` before withdrawing. */
export async function fetchTurnoverWager(currency: string, locale: string): Promise<RiskData> {
  const { data } = await requestApi('turnOverWager', { query: { currency }, locale });
  return data;
}
