import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

async function featuresOf(t: TestApp) {
  const response = await t.app.inject({ url: '/api/player/init' });
  return endpoints.init.response.parse(response.json()).data.features;
}

describe('sportsbook without a configured client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BETTING_TEST_CLIENT: 'true' });
  });
  afterAll(() => t.close());

  it('reports betting off and serves neither sessions nor the test client', async () => {
    expect(await featuresOf(t)).toMatchObject({ isBettingEnabled: false, betting: null });
    const player = await createPaymentsKit(t).player();
    const session = await createPaymentsKit(t).call(
      'POST',
      '/api/game/sportsbook/session',
      player.token,
      {},
    );
    expect(session.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sportsbook-test/' })).statusCode).toBe(404);
  });
});

describe('sportsbook with its test client configured', () => {
  let t: TestApp;
  let kit: ReturnType<typeof createPaymentsKit>;
  beforeAll(async () => {
    t = await startTestApp({
      BETTING_CLIENT_HOST: 'http://127.0.0.1:3000/sportsbook-test/',
      BETTING_CLIENT_ID: 'croupier-test',
      BETTING_TEST_CLIENT: 'true',
    });
    kit = createPaymentsKit(t);
  });
  afterAll(() => t.close());

  it('reports the client’s host and id to the web app', async () => {
    expect(await featuresOf(t)).toMatchObject({
      isBettingEnabled: true,
      betting: { host: 'http://127.0.0.1:3000/sportsbook-test/', clientId: 'croupier-test' },
    });
  });

  it('refuses a session to a guest', async () => {
    const response = await kit.call('POST', '/api/game/sportsbook/session', undefined, {});
    expect(response.statusCode).toBe(401);
  });

  it('takes a sportsbook bet through the signed provider API, from the same wallet', async () => {
    const player = await kit.player();
    const accountId = player.accounts.EUR!;
    await kit.fund(accountId, 'EUR', 5_000);
    const opened = await kit.call('POST', '/api/game/sportsbook/session', player.token, {
      device: 'mobile',
    });
    expect(opened.statusCode).toBe(201);
    const { sessionToken, currency } = endpoints.sportsbookSession.response.parse(
      opened.json(),
    ).data;
    expect(currency).toBe('EUR');

    const clientCall = (operation: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sportsbook-test/api/${operation}`,
        payload: { token },
      });
    expect((await clientCall('balance', sessionToken)).json()).toMatchObject({
      balance: 5_000,
      currency: 'EUR',
    });
    const bet = await clientCall('bet', sessionToken);
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ balance: 4_900, currency: 'EUR', isDuplicate: false });
    expect((await kit.balanceOf(player.token, accountId)).balance).toBe(4_900);

    const history = await kit.call('GET', '/api/game/bets', player.token);
    expect(history.json().data[0]).toMatchObject({ gameName: 'Sportsbook', amount: 100 });

    const forged = crypto.randomUUID();
    expect((await clientCall('balance', forged)).statusCode).toBe(404);
  });

  it('keeps the sportsbook out of the game catalogue', async () => {
    expect((await kit.call('GET', '/api/game/games/sportsbook')).statusCode).toBe(404);
    const providers = await kit.call('GET', '/api/game/providers');
    expect(JSON.stringify(providers.json())).not.toContain('Sportsbook');
  });
});
