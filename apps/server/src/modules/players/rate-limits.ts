import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export interface LimitSpec {
  max: number;
  timeWindow: string;
}

/** Limits of the account endpoints: enough for a person who mistypes, too few to guess or flood. */
export const LIMITS = {
  failedSignInsPerLogin: { max: 10, timeWindow: '15 minutes' },
  failedSignInsPerIp: { max: 30, timeWindow: '15 minutes' },
  tokenSignInPerIp: { max: 20, timeWindow: '15 minutes' },
  registerPerIp: { max: 10, timeWindow: '1 hour' },
  otpVerifyPerIp: { max: 30, timeWindow: '10 minutes' },
  resetPerIp: { max: 10, timeWindow: '1 hour' },
  resetPerEmail: { max: 3, timeWindow: '1 hour' },
  resetConfirmPerIp: { max: 10, timeWindow: '15 minutes' },
  resendPerPlayer: { max: 3, timeWindow: '10 minutes' },
  confirmEmailPerIp: { max: 20, timeWindow: '15 minutes' },
} satisfies Record<string, LimitSpec>;

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
    if (!result.isAllowed && result.isExceeded) throw new AppError('rateLimited');
  };
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
      if (!result.isAllowed && result.remaining === 0) throw new AppError('rateLimited');
    },
    async record(request: FastifyRequest) {
      await limit(request);
    },
  };
}
