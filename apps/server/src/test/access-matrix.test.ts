import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Endpoint,
  type EndpointName,
  ERRORS,
  type ErrorName,
  endpoints,
  PERSONAL_LIVE_CHANNELS,
} from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCallName, SessionPlayer } from '../modules/games/provider-api/test-kit.ts';
import { personalChannel } from '../modules/live/channels.ts';
import {
  closeClients,
  newClient,
  nextEvent,
  openRaw,
  sleep,
  startLiveApp,
} from '../modules/live/test-helpers.ts';
import {
  idFieldsOfContract,
  PROBES,
  type Probe,
  type ProbeRequest,
  PUBLIC_IDS,
} from './access-matrix-probes.ts';
import {
  buildWorld,
  DEMO_SLOT,
  expectStatus,
  PAID_TOURNAMENT,
  type World,
} from './access-matrix-world.ts';

/*
 * Issue 17's access matrix. Player A names player B's objects in every endpoint that takes an id:
 * each call is refused exactly as an id that does not exist would be, B's object reads the same
 * afterwards, and the call without credentials is refused with 401. A also asks for every personal
 * live channel of B and is refused. The ids are found in the contract, so an endpoint that starts
 * taking one fails the first test until it is probed or listed as public with its reason
 * (access-matrix-probes.ts). The table is in docs/RELIABILITY.md.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-access-'));
let t: Awaited<ReturnType<typeof startLiveApp>>;
let w: World;
beforeAll(async () => {
  t = await startLiveApp({
    DATA_DIR: dataDir,
    WALLET_TURNOVER_MULTIPLIER: '0',
    // B's withdrawal stays pending: no job approves it while the matrix reads it.
    WITHDRAWAL_JOB_SECONDS: '0',
  });
  w = await buildWorld(t, dataDir);
});
afterEach(closeClients);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PROVIDER_CALLS: Partial<Record<EndpointName, ProviderCallName>> = {
  providerBet: 'bet',
  providerWin: 'win',
  providerRollback: 'rollback',
  providerRoundClose: 'round-close',
};

/** The call as A makes it (A's token, or A's game session signed by the provider), or unsigned. */
function send(endpoint: EndpointName, request: ProbeRequest, caller: 'a' | 'nobody') {
  const providerCall = PROVIDER_CALLS[endpoint];
  if (providerCall) {
    const unsigned = { headers: { 'content-type': 'application/json' } };
    return w.provider.call(providerCall, request.body ?? {}, caller === 'a' ? {} : unsigned);
  }
  const route: Endpoint = endpoints[endpoint];
  const url = route.path.replace(/:(\w+)/g, (_, key: string) => request.params?.[key] ?? '');
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const token = caller === 'a' ? w.a.token : undefined;
  return w.api.call(route.method, url + query, token, request.body);
}

/** Without credentials: no bearer token (player API), or no signature (provider API). */
function unauthenticatedRefusal(endpoint: EndpointName): ErrorName {
  return PROVIDER_CALLS[endpoint] ? 'invalidSignature' : 'unauthorized';
}

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

function errorOf(response: Answer) {
  return { status: response.statusCode, error: (response.json() as { error?: unknown }).error };
}

function expectRefusal(response: Answer, refusal: ErrorName) {
  const { status, code } = ERRORS[refusal];
  expect(errorOf(response), response.body).toMatchObject({ status, error: { code } });
}

const random = () => crypto.randomUUID();

async function runProbe(probe: Probe) {
  const before = await probe.readBack(w);
  expect(before, "B's object").toBeDefined();
  const named = await send(
    probe.endpoint,
    probe.request(w, (owned) => owned),
    'a',
  );
  expectRefusal(named, probe.refusal);
  const unknown = await send(probe.endpoint, probe.request(w, random), 'a');
  if (probe.randomIdAccepted) expectStatus(unknown, 200);
  else expect(errorOf(unknown), 'the answer to a random id').toEqual(errorOf(named));
  const anonymous = await send(
    probe.endpoint,
    probe.request(w, (owned) => owned),
    'nobody',
  );
  expectRefusal(anonymous, unauthenticatedRefusal(probe.endpoint));
  expect(await probe.readBack(w), "B's object afterwards").toEqual(before);
}

/** What the lists need to answer; every other one takes no required query. */
const LIST_QUERIES: Partial<Record<EndpointName, string>> = {
  depositMethods: '?currency=EUR',
  withdrawalMethods: '?currency=EUR',
  turnOverWager: '?currency=EUR',
  cashback: '?currency=EUR',
  depositBonuses: '?currency=EUR',
  bonusStatus: '?currency=EUR&bonusIds=reload-50',
};

async function dataAs(player: SessionPlayer, url: string) {
  const response = await w.api.call('GET', url, player.token);
  expectStatus(response, 200);
  return response.json().data;
}

describe('access matrix: ids of another player', () => {
  it('classifies every id the contract takes: probed, or public with a reason', () => {
    const named = idFieldsOfContract();
    const probed = PROBES.flatMap((probe) => probe.fields.map((f) => `${probe.endpoint}.${f}`));
    const classified = new Set([...probed, ...Object.keys(PUBLIC_IDS)]);
    const unclassified = named.filter((field) => !classified.has(field));
    expect(unclassified, 'ids to probe or to list as public').toEqual([]);
    const gone = [...classified].filter((field) => !named.includes(field));
    expect(gone, 'no longer in the contract').toEqual([]);
  });

  for (const probe of PROBES) {
    const { status, code } = ERRORS[probe.refusal];
    const fields = probe.fields.join(', ');
    it(`refuses ${probe.endpoint} (${fields}) naming B's ${probe.object} with ${status} ${code}`, () =>
      runProbe(probe));
  }

  it("never shows B's objects in A's own lists", async () => {
    const bRounds: { id: string }[] = await dataAs(w.b, '/api/game/bets');
    expect(bRounds).toHaveLength(2);
    const bIds = [
      w.b.playerId,
      ...Object.values(w.b.accounts),
      w.bRound.roundId,
      ...bRounds.map((round) => round.id),
      ...Object.values(w.owned),
    ];
    for (const [name, route] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      const isPlayers = route.isAuthenticated || route.acceptsPlayer;
      if (route.method !== 'GET' || !isPlayers || route.path.includes(':')) continue;
      const response = await w.api.call('GET', route.path + (LIST_QUERIES[name] ?? ''), w.a.token);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      for (const id of bIds) expect(response.body, `${name} shows ${id}`).not.toContain(id);
    }
  });

  it("shows A neither B's favourite, B's played game nor B's tournament entry as A's own", async () => {
    const gameIds = async (player: SessionPlayer, url: string) =>
      ((await dataAs(player, url)) as { id: string }[]).map((game) => game.id);
    expect(await gameIds(w.b, '/api/game/games/favorites')).toContain(DEMO_SLOT);
    expect(await gameIds(w.b, '/api/game/games/played')).toContain(DEMO_SLOT);
    expect(await gameIds(w.a, '/api/game/games/favorites')).not.toContain(DEMO_SLOT);
    expect(await gameIds(w.a, '/api/game/games/played')).not.toContain(DEMO_SLOT);
    const game = `/api/game/games/${DEMO_SLOT}`;
    expect((await dataAs(w.b, game)).isFavorite).toBe(true);
    expect((await dataAs(w.a, game)).isFavorite).toBe(false);
    const tournament = `/api/retention/tournaments/${PAID_TOURNAMENT}`;
    expect(await dataAs(w.b, tournament)).toMatchObject({ isJoined: true, me: { isMe: true } });
    const seenByA = await dataAs(w.a, tournament);
    expect(seenByA).toMatchObject({ isJoined: false, me: null });
    expect(seenByA.leaderboard.filter((entry: { isMe: boolean }) => entry.isMe)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Live channels: every personal channel family the server publishes (the contract's list)

const bChannels = () => PERSONAL_LIVE_CHANNELS.map((name) => personalChannel(name, w.b.playerId));

describe('access matrix: live channels of another player', () => {
  it('refuses A every personal channel of B with 103, as for a player who does not exist', async () => {
    const client = newClient(t.url, { token: w.a.token, getToken: async () => w.a.token });
    const own = client.newSubscription(personalChannel('wallet:accounts', w.a.playerId));
    const nobody = random();
    const foreign = [
      ...bChannels(),
      ...PERSONAL_LIVE_CHANNELS.map((name) => personalChannel(name, nobody)),
    ].map((channel) => client.newSubscription(channel));
    const refusals = foreign.map((sub) =>
      nextEvent<{ code: number; reason: string }>(sub, 'unsubscribed'),
    );
    for (const sub of [own, ...foreign]) sub.subscribe();
    client.connect();
    await nextEvent(own, 'subscribed');
    for (const refusal of await Promise.all(refusals)) {
      expect(refusal).toMatchObject({ code: 103, reason: 'permission denied' });
    }
  });

  it("opens none of B's channels to A by a subscription token, publish, history or presence, and sends A none of their publications", async () => {
    const raw = await openRaw(t.url);
    raw.socket.on('message', (data) => data.toString() === '{}' && raw.socket.send('{}'));
    raw.send({ id: 1, connect: { token: w.a.token } });
    await raw.waitFor((line) => line.id === 1 && line.connect !== undefined);
    // The protocol has no subscription tokens: the only token A can get names A, and is ignored.
    const commands = bChannels().flatMap((channel, index) => [
      { id: 2 + index * 4, subscribe: { channel, token: w.a.token } },
      { id: 3 + index * 4, publish: { channel, data: { forged: true } } },
      { id: 4 + index * 4, history: { channel, limit: 10 } },
      { id: 5 + index * 4, presence: { channel } },
    ]);
    raw.send(...commands);
    const lastId = commands.at(-1)!.id;
    await raw.waitFor((line) => line.id === lastId);
    const codes = commands.map(({ id }) => {
      const reply = raw.lines().find((line) => line.id === id)!;
      expect(reply.result, JSON.stringify(reply)).toBeUndefined();
      return (reply.error as { code: number }).code;
    });
    expect(codes).toEqual(bChannels().flatMap(() => [103, 103, 108, 108]));
    for (const channel of bChannels()) await t.app.live.publish(channel, { leak: channel });
    await sleep(200);
    expect(raw.lines().filter((line) => line.push !== undefined)).toEqual([]);
  });

  it('refuses a guest every personal channel of B with 103', async () => {
    const client = newClient(t.url);
    const subs = bChannels().map((channel) => client.newSubscription(channel));
    const refusals = subs.map((sub) => nextEvent<{ code: number }>(sub, 'unsubscribed'));
    for (const sub of subs) sub.subscribe();
    client.connect();
    for (const refusal of await Promise.all(refusals)) expect(refusal.code).toBe(103);
  });
});
