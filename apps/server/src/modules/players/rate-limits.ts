import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export interface LimitSpec {
  max: number;
  timeWindow: string;
}

/** Limits of the account endpoints: enough for a person who mistypes, too few to guess or flood. */
export const LIMITS = {
  failedSignInsPerLoginAndIp: { max: 10, timeWindow: '15 minutes' },
  failedSignInsPerIp: { max: 30, timeWindow: '15 minutes' },
  tokenSignInPerIp: { max: 20, timeWindow: '15 minutes' },
  registerPerIp: { max: 10, timeWindow: '1 hour' },
  otpVerifyPerIp: { max: 30, timeWindow: '10 minutes' },
  resetPerIp: { max: 10, timeWindow: '1 hour' },
  resetPerEmail: { max: 3, timeWindow: '1 hour' },
  resetConfirmPerIp: { max: 10, timeWindow: '15 minutes' },
  resendPerPlayer: { max: 3, timeWindow: '10 minutes' },
  confirmEmailPerIp: { max: 20, timeWindow: '15 minutes' },
  /** Wrong current passwords of a signed-in player (password change, e-mail change). */
  failedPasswordChecksPerPlayer: { max: 10, timeWindow: '15 minutes' },
} satisfies Record<string, LimitSpec>;

/**
 * Sign-in attempts one process takes in a second; past them it sheds the rest. Far above what
 * players send (argon2 verifies about 60 passwords a second per spare core), far below a flood.
 */
export const SIGN_IN_SHEDDING = { maxPerSecond: 100 } as const;

/**
 * Load shedding for one route in this process: past `maxPerSecond` requests in the current
 * second, the rest are refused at once (429, Retry-After 1), before the body is read and without
 * asking Redis or the database. The keyed limits stop guessing, but each refusal still costs
 * their lookups (two queries and four Redis calls once a login is on its slow path); this bounds
 * what a flood from many addresses makes one process ask of the shared database and Redis, and
 * of argon2. Per process on purpose: it guards what this process takes on, and more processes
 * take more (docs/RELIABILITY.md, Abuse).
 */
export function createShedding(spec: { maxPerSecond: number }) {
  let second = 0;
  let count = 0;
  return async () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      count = 0;
    }
    count++;
    if (count > spec.maxPerSecond) throw rateLimited(1);
  };
}

/**
 * A counter keyed by something the route knows only after parsing or authentication (the login
 * of a sign-in body, the signed-in player): the plugin's route config keys by IP before the body
 * exists. It shares the plugin's store, so with Redis it holds across processes.
 */
export function createKeyedLimit(
  app: FastifyInstance,
  name: string,
  spec: LimitSpec,
  keyOf: (request: FastifyRequest) => string,
) {
  const limit = app.createRateLimit({
    ...spec,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}

function rateLimited(retryAfter: number) {
  return new AppError('rateLimited', { retryAfter });
}

/**
 * A counter of failures only (wrong passwords): `check` refuses once `max` failures are counted
 * in the window, `record` counts one. Successful sign-ins cost nothing, so a player who signs in
 * often is never locked out, while guessing stops after `max` tries.
 */
export function createFailureLimit(
  app: FastifyInstance,
  name: string,
  spec: LimitSpec,
  keyOf: (request: FastifyRequest) => string,
) {
  const limit = app.createRateLimit({
    ...spec,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return {
    async check(request: FastifyRequest) {
      const result = await limit(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw rateLimited(result.ttlInSeconds);
    },
    async record(request: FastifyRequest) {
      await limit(request);
    },
  };
}

/**
 * Wrong passwords for one login from anywhere. Past `after` of them in `window` the login takes
 * a slower path instead of a lock: one try per `delay`, the delay doubling with each further
 * failure from `firstDelayMs` up to `maxDelayMs`. A stranger can slow a login down, never shut
 * its player out: the routes let the player's known devices and addresses skip this path.
 */
export const SIGN_IN_SLOW_PATH = {
  after: 10,
  window: '15 minutes',
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
} as const;

type SlowPathSpec = typeof SIGN_IN_SLOW_PATH;

/** The wait before the next try once `failures` are counted (no wait below the threshold). */
export function slowPathDelayMs(spec: SlowPathSpec, failures: number): number {
  if (failures < spec.after) return 0;
  return Math.min(spec.firstDelayMs * 2 ** (failures - spec.after), spec.maxDelayMs);
}

/**
 * The slower path as counters of the rate limiter's store (so with Redis it holds across
 * processes). `failures` counts wrong passwords per login. Each failure at or past the threshold
 * also takes the one slot of a pace counter named after the failure count, for that count's
 * delay; a try while the slot is taken is refused with the slot's remaining time. The slot's key
 * holds its count, so every key keeps one window and concurrent tries cannot share a slot.
 */
export function createSlowPath(
  app: FastifyInstance,
  name: string,
  spec: SlowPathSpec,
  keyOf: (request: FastifyRequest) => string,
) {
  const failures = app.createRateLimit({
    max: 1_000_000_000,
    timeWindow: spec.window,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  const countOf = (result: Awaited<ReturnType<typeof failures>>) =>
    result.isAllowed ? 0 : result.max - result.remaining;
  const paceFor = (count: number) =>
    app.createRateLimit({
      max: 1,
      timeWindow: slowPathDelayMs(spec, count),
      keyGenerator: (request) => `${name}-pace-${count}:${keyOf(request)}`,
    });
  // One pace counter per failure count up to the one whose delay reaches the cap; past it they share.
  const tiers = Math.ceil(Math.log2(spec.maxDelayMs / spec.firstDelayMs)) + 1;
  const paces = Array.from({ length: tiers }, (_, tier) => paceFor(spec.after + tier));
  const pace = (count: number) => paces[Math.min(count - spec.after, tiers - 1)]!;

  return {
    /** Refuses a try that comes before the login's next slot, unless `isExempt` says otherwise. */
    async admit(request: FastifyRequest, isExempt: () => Promise<boolean>) {
      const count = countOf(await failures(request, { increment: false }));
      if (count < spec.after || (await isExempt())) return;
      const result = await pace(count)(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    },
    async record(request: FastifyRequest) {
      const count = countOf(await failures(request));
      if (count >= spec.after) await pace(count)(request);
    },
  };
}
