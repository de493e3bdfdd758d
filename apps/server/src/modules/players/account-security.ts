import { FIELD_RULES, PASSWORD_MIN_LENGTH } from '@croupier/contract/validation';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuthenticatedPlayer, closeOtherSessions } from '../sessions/service.ts';
import { checkRules, fieldError, throwIfFailed } from './form-validation.ts';
import { sendEmailConfirmation, sendPasswordChangedNotice, sendPasswordReset } from './links.ts';
import { hashPassword, sha256, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import * as secrets from './secrets-repo.ts';

const CHANGE_RULES = {
  currentPassword: FIELD_RULES.currentPassword,
  newPassword: [...FIELD_RULES.newPassword, 'max:128'],
  repeatNewPassword: FIELD_RULES.repeatNewPassword,
};
const RESET_CONFIRM_RULES = {
  resetCode: ['required'],
  password: ['required', `min:${PASSWORD_MIN_LENGTH}`, 'max:128'],
  password_confirmation: FIELD_RULES.password_confirmation,
};

/** Changes the password with the current one; every other session of the player is closed. */
export async function changePassword(
  db: Db,
  player: AuthenticatedPlayer,
  body: { currentPassword: string; newPassword: string; repeatNewPassword: string },
) {
  throwIfFailed(checkRules(body, CHANGE_RULES));
  const row = await repo.selectPlayer(db, player.playerId);
  if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
    throw fieldError('currentPassword', 'current_password');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    const changed = await repo.updatePlayer(tx, player.playerId, { passwordHash });
    await closeOtherSessions(tx, player.playerId, player.sessionId);
    await noticeOf(tx, changed);
  });
}

/**
 * E-mails a reset link when the address belongs to a player. The caller answers the same either
 * way, so the call tells nobody whether an address is registered.
 */
export async function requestPasswordReset(
  db: Db,
  body: { email: string; locale?: string | undefined },
  context: { publicUrl: string; ip: string },
) {
  throwIfFailed(checkRules(body, { email: ['required', 'email'] }));
  const player = await repo.selectPlayerByLogin(db, { email: body.email.trim() });
  if (!player?.email) return;
  await db.transaction((tx) =>
    sendPasswordReset(
      tx,
      { id: player.id, email: player.email!, locale: player.locale },
      { publicUrl: context.publicUrl, ip: context.ip },
    ),
  );
}

/** Sets a new password with a reset code; the code works once and every session is closed. */
export async function confirmPasswordReset(
  db: Db,
  body: { resetCode: string; password: string; password_confirmation: string },
) {
  throwIfFailed(checkRules(body, RESET_CONFIRM_RULES));
  const secret = await secrets.selectUsableSecret(db, 'password-reset', sha256(body.resetCode));
  if (!secret?.playerId) throw fieldError('resetCode', 'invalid_code');
  const passwordHash = await hashPassword(body.password);
  const playerId = secret.playerId;
  await db.transaction(async (tx) => {
    if (!(await secrets.markSecretUsed(tx, secret.id)))
      throw fieldError('resetCode', 'invalid_code');
    const player = await repo.updatePlayer(tx, playerId, { passwordHash });
    // The link reached the inbox, which proves the address as well as a confirmation link does.
    if (!player.emailConfirmedAt && player.email?.toLowerCase() === secret.subject) {
      await repo.updatePlayer(tx, playerId, { emailConfirmedAt: new Date() });
    }
    await closeOtherSessions(tx, playerId);
    await noticeOf(tx, player);
  });
}

/** The password-changed notice, to a player with an e-mail address (phone-only players have none). */
function noticeOf(tx: Executor, player: { id: string; email: string | null; locale: string }) {
  if (!player.email) return;
  return sendPasswordChangedNotice(tx, {
    id: player.id,
    email: player.email,
    locale: player.locale,
  });
}

/** Sends the confirmation link again while the address is unconfirmed; a no-op otherwise. */
export async function resendEmailConfirmation(db: Db, playerId: string, publicUrl: string) {
  const player = await repo.selectPlayer(db, playerId);
  if (!player) throw new AppError('unauthorized');
  if (!player.email || player.emailConfirmedAt) return;
  const recipient = { id: player.id, email: player.email, locale: player.locale };
  await db.transaction((tx) => sendEmailConfirmation(tx, recipient, publicUrl));
}

/** Confirms the address a link was sent to; a link for an address since changed is refused. */
export async function confirmEmail(db: Db, confirmCode: string) {
  throwIfFailed(checkRules({ confirmCode }, { confirmCode: ['required'] }));
  const secret = await secrets.selectUsableSecret(db, 'email-confirmation', sha256(confirmCode));
  const player = secret?.playerId ? await repo.selectPlayer(db, secret.playerId) : undefined;
  if (!secret || !player || player.email?.toLowerCase() !== secret.subject) {
    throw fieldError('confirmCode', 'invalid_code');
  }
  await db.transaction(async (tx) => {
    if (!(await secrets.markSecretUsed(tx, secret.id)))
      throw fieldError('confirmCode', 'invalid_code');
    await repo.updatePlayer(tx, player.id, { emailConfirmedAt: new Date() });
  });
}
