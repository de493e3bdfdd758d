import type { GameDevice } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

/** A wallet session the sportsbook client bets with (it calls the provider API with its token). */
export async function openSportsbookSession(device: GameDevice) {
  const { data } = await requestApi('sportsbookSession', { body: { device } });
  return data;
}
