import { PLAYER_STATUS, type SessionToken } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as sessionsRepo from '../sessions/repo.ts';
import { openSession, type SessionContext } from '../sessions/service.ts';
import type { TokenSigner } from '../sessions/tokens.ts';
import { checkRules, normalizePhone, throwIfFailed } from './form-validation.ts';
import { sha256, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import * as secrets from './secrets-repo.ts';

/** Sign-in only asks for both fields: a malformed login simply matches no one (401). */
const SIGN_IN_RULES = { login: ['required'], password: ['required'] };

export interface SignInContext extends SessionContext {
  signer: TokenSigner;
  ttlDays: number;
}

export interface PasswordSignInContext extends SignInContext {
  /** Throws to refuse the try before the password is checked (the login's slow path). */
  admit?: (playerId: string | undefined) => Promise<void>;
}

/** How long a device or address a player signed in from stays known to the sign-in throttle. */
export const KNOWN_DEVICE_DAYS = 90;

/** Whether the player signed in from this device (fingerprint) or address in the last 90 days. */
export function isKnownDevice(db: Db, playerId: string, context: SessionContext) {
  return sessionsRepo.hasRecentSession(db, playerId, {
    ip: context.ip,
    fingerprint: context.fingerprint,
    days: KNOWN_DEVICE_DAYS,
  });
}

/** A login as the rate limiter and the lookup read it: a phone's digits, or the e-mail in lower case. */
export function normalizeLogin(login: string): { phone: string } | { email: string } {
  const text = login.trim();
  return text.startsWith('+') ? { phone: normalizePhone(text) } : { email: text.toLowerCase() };
}

/**
 * Sign-in by e-mail or phone and password. Unknown logins and wrong passwords get the same 401
 * after the same argon2 work; a blocked account learns it is blocked only with the right password.
 */
export async function signIn(
  db: Db,
  body: { login: string; password: string },
  context: PasswordSignInContext,
): Promise<SessionToken> {
  throwIfFailed(checkRules(body, SIGN_IN_RULES));
  const player = await repo.selectPlayerByLogin(db, normalizeLogin(body.login));
  await context.admit?.(player?.id);
  const isValid = await verifyPassword(player?.passwordHash ?? null, body.password);
  if (!player || !isValid) throw new AppError('invalidCredentials');
  if (player.status === PLAYER_STATUS.blocked) throw new AppError('accountBlocked');
  return openSession(db, context.signer, {
    playerId: player.id,
    method: 'password',
    ...sessionOf(context),
  });
}

function sessionOf(context: SignInContext) {
  return {
    ttlDays: context.ttlDays,
    ip: context.ip,
    userAgent: context.userAgent,
    fingerprint: context.fingerprint,
  };
}

/** Auto-login with a one-time token; unknown, expired and replayed tokens all get 401. */
export async function signInWithToken(
  db: Db,
  token: string,
  context: SignInContext,
): Promise<SessionToken> {
  return db.transaction(async (tx) => {
    const secret = await secrets.selectUsableSecret(tx, 'auto-login', sha256(token));
    if (!secret?.playerId || !(await secrets.markSecretUsed(tx, secret.id))) {
      throw new AppError('unauthorized');
    }
    const player = await repo.selectPlayer(tx, secret.playerId);
    if (!player) throw new AppError('unauthorized');
    if (player.status === PLAYER_STATUS.blocked) throw new AppError('accountBlocked');
    return openSession(tx, context.signer, {
      playerId: player.id,
      method: 'token',
      ...sessionOf(context),
    });
  });
}
