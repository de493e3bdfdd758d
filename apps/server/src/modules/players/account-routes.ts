import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { addRoute } from '../../lib/route.ts';
import * as security from './account-security.ts';
import { getProfile, updateProfile } from './profile.ts';
import {
  createFailureLimit,
  createKeyedLimit,
  createShedding,
  createSlowPath,
  LIMITS,
  SIGN_IN_SHEDDING,
  SIGN_IN_SLOW_PATH,
} from './rate-limits.ts';
import { sessionContextOf } from './session-context.ts';
import { isKnownDevice, normalizeLogin, signIn, signInWithToken } from './sign-in.ts';

const ok = { data: { ok: true as const } };

function isWrongCurrentPassword(error: unknown) {
  return (
    error instanceof AppError &&
    Boolean(error.fields?.currentPassword?.some((failure) => failure.rule === 'current_password'))
  );
}

function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** Sign-in, profile, passwords and e-mail confirmation. */
export async function accountRoutes(app: FastifyInstance) {
  const signInContextOf = (request: FastifyRequest, fingerprint?: string) => ({
    ...sessionContextOf(request, fingerprint),
    signer: app.tokens,
    ttlDays: app.config.SESSION_TTL_DAYS,
  });
  const loginOf = (r: FastifyRequest) => Object.values(normalizeLogin(bodyField(r, 'login')))[0]!;
  const failuresPerLoginAndIp = createFailureLimit(
    app,
    'sign-in-login-ip',
    LIMITS.failedSignInsPerLoginAndIp,
    (r) => `${loginOf(r)}|${r.ip}`,
  );
  const failuresPerIp = createFailureLimit(
    app,
    'sign-in-ip',
    LIMITS.failedSignInsPerIp,
    (r) => r.ip,
  );
  const slowPath = createSlowPath(app, 'sign-in-login', SIGN_IN_SLOW_PATH, loginOf);
  const checkSignInLimits = async (request: FastifyRequest) => {
    await failuresPerIp.check(request);
    await failuresPerLoginAndIp.check(request);
  };

  addRoute(
    app,
    endpoints.signIn,
    async ({ body }, request) => {
      const context = signInContextOf(request, body.fingerprint);
      // The login's slow path, which the player's own devices and addresses skip.
      const admit = (playerId: string | undefined) =>
        slowPath.admit(
          request,
          async () => !!playerId && (await isKnownDevice(app.db, playerId, context)),
        );
      try {
        return { data: await signIn(app.db, body, { ...context, admit }) };
      } catch (error) {
        if (error instanceof AppError && error.errorName === 'invalidCredentials') {
          await Promise.all([
            failuresPerIp.record(request),
            failuresPerLoginAndIp.record(request),
            slowPath.record(request),
          ]);
        }
        throw error;
      }
    },
    { onRequest: createShedding(SIGN_IN_SHEDDING), preHandler: checkSignInLimits },
  );

  addRoute(
    app,
    endpoints.signInWithToken,
    async ({ body }, request) => ({
      data: await signInWithToken(app.db, body.token, signInContextOf(request, body.fingerprint)),
    }),
    { config: { rateLimit: LIMITS.tokenSignInPerIp } },
  );

  addRoute(app, endpoints.profile, async (_input, request) => ({
    data: await getProfile(app.db, request.player!.playerId),
  }));

  // A stolen session must not become a way to guess the password it lacks.
  const passwordChecks = createFailureLimit(
    app,
    'password-check',
    LIMITS.failedPasswordChecksPerPlayer,
    (request) => request.player!.playerId,
  );
  async function withPasswordCheck<T>(request: FastifyRequest, action: () => Promise<T>) {
    await passwordChecks.check(request);
    try {
      return await action();
    } catch (error) {
      if (isWrongCurrentPassword(error)) await passwordChecks.record(request);
      throw error;
    }
  }

  addRoute(app, endpoints.updateProfile, async ({ body }, request) => {
    const profile = await withPasswordCheck(request, () =>
      updateProfile(app.db, request.player!.playerId, body, app.config.PUBLIC_URL),
    );
    app.outbox.kick();
    return { data: profile };
  });

  addRoute(app, endpoints.changePassword, async ({ body }, request) => {
    await withPasswordCheck(request, () => security.changePassword(app.db, request.player!, body));
    app.outbox.kick();
    return ok;
  });

  await passwordResetRoutes(app);
  await emailConfirmationRoutes(app);
}

async function passwordResetRoutes(app: FastifyInstance) {
  const limitResetPerEmail = createKeyedLimit(app, 'reset-email', LIMITS.resetPerEmail, (r) =>
    bodyField(r, 'email').trim().toLowerCase(),
  );

  addRoute(
    app,
    endpoints.resetPassword,
    async ({ body }, request) => {
      await limitResetPerEmail(request);
      await security.requestPasswordReset(app.db, body, {
        publicUrl: app.config.PUBLIC_URL,
        ip: request.ip,
      });
      app.outbox.kick();
      return ok;
    },
    { config: { rateLimit: LIMITS.resetPerIp } },
  );

  addRoute(
    app,
    endpoints.confirmPassword,
    async ({ body }) => {
      await security.confirmPasswordReset(app.db, body);
      app.outbox.kick();
      return ok;
    },
    { config: { rateLimit: LIMITS.resetConfirmPerIp } },
  );
}

async function emailConfirmationRoutes(app: FastifyInstance) {
  const limitResendPerPlayer = createKeyedLimit(
    app,
    'resend',
    LIMITS.resendPerPlayer,
    (r) => r.player!.playerId,
  );

  addRoute(app, endpoints.resendEmailConfirmation, async (_input, request) => {
    await limitResendPerPlayer(request);
    await security.resendEmailConfirmation(app.db, request.player!.playerId, app.config.PUBLIC_URL);
    app.outbox.kick();
    return ok;
  });

  addRoute(
    app,
    endpoints.confirmEmail,
    async ({ body }) => {
      await security.confirmEmail(app.db, body.confirmCode);
      return ok;
    },
    { config: { rateLimit: LIMITS.confirmEmailPerIp } },
  );
}
