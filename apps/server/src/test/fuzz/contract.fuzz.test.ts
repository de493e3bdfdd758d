import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Endpoint,
  type EndpointName,
  ERRORS,
  endpoints,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
} from '@croupier/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../db/app-secrets.ts';
import {
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from '../../integrations/payments/sandbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBackofficeKit } from '../../modules/backoffice/test-kit.ts';
import { DEMO_INTEGRATION } from '../../modules/demo-provider/context.ts';
import { signProviderRequest } from '../../modules/games/provider-api/signature.ts';
import { INTEGRATION, type SessionPlayer } from '../../modules/games/provider-api/test-kit.ts';
import { expectError } from '../../modules/payments/test-kit.ts';
import { openSession } from '../../modules/sessions/service.ts';
import { buildWorld, type World } from '../access-matrix-world.ts';
import { startTestApp } from '../test-app.ts';
import { type Failure, problemOf, reportOf, type Sent } from './contract-checks.ts';
import { collectKnownValues } from './known-values.ts';
import { type KnownValues, type RequestPlan, requestArbitrary } from './requests.ts';

/**
 * Generated requests to every endpoint of the contract, signed in and not: none may answer 5xx,
 * and every refusal must be the contract's error body with one of its codes. FUZZ_RUNS sets the
 * number of cases (spread evenly over the endpoints), FUZZ_SEED the seed (`random` for a new
 * one), FUZZ_ONLY a comma-separated list of endpoint names to replay only those.
 */

const DEFAULT_RUNS = 1_100;
const DEFAULT_SEED = 17;
const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const seed = seedFromEnvironment(process.env.FUZZ_SEED);
const only = process.env.FUZZ_ONLY?.split(',').filter(Boolean);

/**
 * A 2xx of these may end the player's session (logout, closing it, self-exclusion), or the
 * operator's (back-office sign-out).
 */
const SESSION_ENDING = new Set<EndpointName>([
  'backofficeSignOut',
  'logout',
  'closeSession',
  'createLimit',
  'changePassword',
]);
const SANDBOX_WEBHOOK_PATH = '/api/payment/webhooks/sandbox';
const PROVIDER_API_PATH = /^\/api\/game\/provider-api\/([^/]+)\//;

let t: Awaited<ReturnType<typeof startTestApp>>;
let world: World;
/** The player the signed-in cases use: B of the access matrix, who owns one of everything. */
let player: SessionPlayer;
/** The back-office routes' signed-in cases go as an admin, who holds every permission. */
let adminToken: string;
let known: KnownValues;
const providerSecrets = new Map<string, string>();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-fuzz-'));

function seedFromEnvironment(value: string | undefined) {
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  return value === undefined ? DEFAULT_SEED : Number(value);
}

beforeAll(async () => {
  t = await startTestApp({
    // Per-address rate limits read X-Forwarded-For, which each case sets to an address of its own.
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    // Withdrawals pass without wagering first; none is paid out while the run goes.
    WALLET_TURNOVER_MULTIPLIER: '0',
    WITHDRAWAL_JOB_SECONDS: '0',
  });
  world = await buildWorld(t, dataDir);
  player = world.b;
  await world.api.fund(player.accountId, 'EUR', 1_000_000);
  for (const integration of [INTEGRATION, DEMO_INTEGRATION]) {
    providerSecrets.set(integration, await loadAppSecret(t.db, `provider-api:${integration}`, 32));
  }
  known = await collectKnownValues(t, world);
  adminToken = (await createBackofficeKit(t).operator('admin')).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('contract fuzz', () => {
  // The calls that may sign the player out come last, so the others find the player's objects.
  const names = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => !only || only.includes(name))
    .sort((a, b) => Number(SESSION_ENDING.has(a)) - Number(SESSION_ENDING.has(b)));
  const casesPerEndpoint = Math.ceil(runs / Object.keys(endpoints).length);
  const total = casesPerEndpoint * names.length;

  it(
    `answers ${total} generated requests with no 5xx and only the contract's refusals (seed ${seed})`,
    async () => {
      const started = Date.now();
      const tally: Tally = { failures: [], statuses: new Map(), reached: new Set() };
      for (const name of names) {
        const plans = fc.sample(requestArbitrary(endpoints[name], known), {
          seed: seedOf(name),
          numRuns: casesPerEndpoint,
        });
        for (const [index, plan] of plans.entries()) await runCase(name, index, plan, tally);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const unreached = names.filter((name) => !tally.reached.has(name));
      console.info(
        `contract fuzz: ${total} cases in ${seconds} s, seed ${seed}, statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}; ${tally.reached.size}/${names.length} endpoints answered 2xx at least once (not: ${unreached.join(', ')})`,
      );
      const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run --project api apps/server/src/test/fuzz/contract.fuzz.test.ts`;
      expect(tally.failures.length, reportOf(tally.failures, seed, replay)).toBe(0);
    },
    Math.max(120_000, total * 200),
  );
});

interface Tally {
  failures: Failure[];
  statuses: Map<number, number>;
  /** Endpoints that answered 2xx at least once: the run got past their guards. */
  reached: Set<EndpointName>;
}

async function runCase(name: EndpointName, index: number, plan: RequestPlan, tally: Tally) {
  const { response, sent } = await send(name, endpoints[name], plan);
  const status = response.statusCode;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  if (status < 300) tally.reached.add(name);
  const answer = { status, body: response.body, allow: response.headers.allow?.toString() };
  const problem = problemOf(sent, answer);
  if (problem) tally.failures.push({ name, index, problem, plan, answer });
  await keepPlayerSignedIn(name, response);
}

describe('cases the fuzz found', () => {
  it("answers a URL the router cannot read with the contract's refusals", async () => {
    const brokenEscape = await t.app.inject({ url: '/api/game/games/%zz' });
    expectError(brokenEscape, 400, ERRORS.badRequest.code);
    const longParameter = await t.app.inject({ url: `/api/game/games/${'a'.repeat(150)}` });
    expectError(longParameter, 404, ERRORS.notFound.code);
  });

  it('refuses a NUL character in a parameter, query value or JSON string before the database sees it', async () => {
    const headers = { authorization: `Bearer ${player.token}` };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/game/provider-api/%00/bet',
      payload: {},
    });
    const query = await t.app.inject({
      url: '/api/game/bonuses/status?currency=EUR&bonusIds=a%00',
      headers,
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers,
      payload: { bonusCode: 'CODE\u0000', trigger: 3 },
    });
    for (const response of [unsigned, query, body]) {
      expectError(response, 400, ERRORS.badRequest.code);
    }
  });

  it('refuses a statement month of a year PostgreSQL or JavaScript cannot date', async () => {
    const headers = { authorization: `Bearer ${player.token}` };
    for (const month of ['0000-01', '0021-03']) {
      const response = await t.app.inject({ url: `/api/player/statement?month=${month}`, headers });
      expectError(response, 422, ERRORS.validation.code);
    }
  });

  it('refuses a rollback whose transaction id is the one it rolls back as a duplicate', async () => {
    const transactionId = crypto.randomUUID();
    const rollback = { transactionId, roundId: 'round-x', rollbackTransactionId: transactionId };
    expectError(
      await world.provider.rollback(player, rollback),
      409,
      ERRORS.duplicateTransaction.code,
    );
  });
});

/** Each endpoint draws from a seed of its own, so FUZZ_ONLY replays its cases exactly. */
function seedOf(name: string) {
  let hash = seed;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function send(name: EndpointName, endpoint: Endpoint, plan: RequestPlan) {
  const headers: Record<string, string> = {
    'accept-language': plan.locale,
    'x-forwarded-for': plan.forwardedFor,
  };
  const authorization = authorizationOf(plan, endpoint.operator !== undefined);
  if (authorization !== undefined) headers.authorization = authorization;
  const text = plan.body.kind === 'none' ? undefined : plan.body.text;
  const contentType =
    plan.body.kind === 'json'
      ? 'application/json'
      : plan.body.kind === 'raw'
        ? plan.body.contentType
        : undefined;
  if (contentType) headers['content-type'] = contentType;
  const signature = plan.isSigned ? signatureHeadersOf(plan.url, text ?? '') : undefined;
  Object.assign(headers, signature);
  const response = await t.app.inject({
    method: endpoint.method,
    url: plan.url,
    headers,
    ...(text !== undefined && { payload: text }),
  });
  const sent: Sent = {
    name,
    method: endpoint.method,
    isAuthenticated: endpoint.isAuthenticated === true,
    isOperatorOnly: endpoint.operator !== undefined,
    plan,
    isSigned: signature !== undefined,
  };
  return { response, sent };
}

function authorizationOf({ auth }: RequestPlan, isOperatorRoute: boolean) {
  const token = isOperatorRoute ? adminToken : player.token;
  switch (auth.kind) {
    case 'player':
      return `Bearer ${token}`;
    case 'tampered':
      return `Bearer ${tamperedToken(token)}`;
    case 'header':
      return auth.value;
    case 'guest':
      return undefined;
  }
}

/**
 * The token with one character of its signature changed. Not the last one: its low bits are
 * base64 padding, which decoders ignore, so changing it may leave the signature as it was.
 */
function tamperedToken(token: string) {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

/** The headers a provider or the sandbox PSP would sign the body with, when it has a secret. */
function signatureHeadersOf(url: string, rawBody: string): Record<string, string> | undefined {
  if (url === SANDBOX_WEBHOOK_PATH) {
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = t.app.payments.sandbox.secret;
    return {
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
    };
  }
  const integration = PROVIDER_API_PATH.exec(url)?.[1];
  const secret = integration && providerSecrets.get(integration);
  if (!secret) return undefined;
  const signed = signProviderRequest(secret, rawBody);
  return {
    [PROVIDER_TIMESTAMP_HEADER]: signed.timestamp,
    [PROVIDER_SIGNATURE_HEADER]: signed.signature,
  };
}

/**
 * After a call that may have signed the player out, the player signs in again (a new session);
 * if that is refused (self-excluded), a new funded player takes over. Whatever the call's
 * credentials: a wrongly accepted token must not turn the rest of the run into 401s.
 */
async function keepPlayerSignedIn(name: EndpointName, response: LightMyRequestResponse) {
  if (!SESSION_ENDING.has(name) || response.statusCode >= 300 || (await isSignedIn())) return;
  player = (await signedInAgain()) ?? (await world.provider.sessionPlayer(1_000_000));
}

/** The player with a new session, unless the player may not sign in (self-excluded). */
async function signedInAgain(): Promise<SessionPlayer | undefined> {
  try {
    const session = await openSession(t.db, t.app.tokens, {
      playerId: player.playerId,
      method: 'password',
      ttlDays: 30,
      ip: '10.3.0.1',
      userAgent: 'contract fuzz',
    });
    return { ...player, token: session.accessToken };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

async function isSignedIn() {
  const profile = await t.app.inject({
    url: '/api/player/profile',
    headers: { authorization: `Bearer ${player.token}` },
  });
  return profile.statusCode === 200;
}
