import type { startTestApp } from '../../test/test-app.ts';
import { createKit } from '../players/test-kit.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The header the games tests set the request's country with (config COUNTRY_HEADER). */
export const COUNTRY_HEADER = 'x-country-code';

export interface GameCallOptions {
  token?: string;
  country?: string;
  locale?: string;
  headers?: Record<string, string>;
}

/** Calls the games API as a guest or a signed-in player, from a given country. */
export function createGamesKit(t: TestApp) {
  const kit = createKit(t);
  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: GameCallOptions = {},
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      remoteAddress: '10.1.0.1',
      headers: {
        'accept-language': options.locale ?? 'en',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.country && { [COUNTRY_HEADER]: options.country }),
        ...options.headers,
      },
    });
  }
  async function signIn(login = 'demo@croupier.example') {
    const response = await kit.signIn(login);
    if (response.statusCode !== 201) throw new Error(`sign-in failed: ${response.body}`);
    const { accessToken, profileId } = response.json().data;
    return { token: accessToken as string, playerId: profileId as string };
  }
  return {
    get: (url: string, options?: GameCallOptions) => call('GET', url, options),
    post: (url: string, payload: object, options?: GameCallOptions) =>
      call('POST', url, options, payload),
    delete: (url: string, options?: GameCallOptions) => call('DELETE', url, options),
    signIn,
  };
}
