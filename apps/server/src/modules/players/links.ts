import type { Executor } from '../../db/client.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { generateLinkSecret, sha256 } from './passwords.ts';
import * as secrets from './secrets-repo.ts';
import { renderMail } from './templates.ts';

type LinkKind = 'email-confirmation' | 'password-reset' | 'auto-login';

/** How long each kind of link works. */
export const LINK_TTL_SECONDS: Record<LinkKind, number> = {
  'email-confirmation': 48 * 3600,
  'password-reset': 3600,
  'auto-login': 600,
};

/**
 * Creates a single-use secret for a player and returns it; only its SHA-256 is stored. A new
 * link of a kind replaces the player's older ones. `subject` pins what the link proves (the
 * e-mail address it went to), so a link sent before an address change stops working.
 */
export async function issueLinkSecret(
  tx: Executor,
  kind: LinkKind,
  input: { playerId: string; subject?: string | null; ip?: string | null },
): Promise<string> {
  await secrets.burnPlayerSecrets(tx, kind, input.playerId);
  const secret = generateLinkSecret();
  await secrets.insertSecret(tx, {
    kind,
    secretHash: sha256(secret),
    playerId: input.playerId,
    subject: input.subject ?? null,
    ip: input.ip ?? null,
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS[kind] * 1000),
  });
  return secret;
}

export interface MailRecipient {
  id: string;
  email: string;
  locale: string;
}

/** Queues the e-mail confirmation link (`/verify/<code>`) in the player's language. */
export async function sendEmailConfirmation(
  tx: Executor,
  player: MailRecipient,
  publicUrl: string,
) {
  const code = await issueLinkSecret(tx, 'email-confirmation', {
    playerId: player.id,
    subject: player.email.toLowerCase(),
  });
  const link = `${publicUrl}/verify/${code}`;
  await enqueue(tx, 'mail.requested', {
    to: player.email,
    ...renderMail('emailConfirmation', player.locale, { link }),
  });
}

/**
 * Tells the old address that the account's e-mail address became `newEmail`: if the player did
 * not do it, this is how they learn of it (the new address would receive the password resets).
 */
export async function sendEmailChangedNotice(
  tx: Executor,
  player: MailRecipient,
  newEmail: string,
) {
  await enqueue(tx, 'mail.requested', {
    to: player.email,
    ...renderMail('emailChanged', player.locale, { email: newEmail }),
  });
}

/** Tells the player their password changed (by them, or by a reset link): if not, they act. */
export async function sendPasswordChangedNotice(tx: Executor, player: MailRecipient) {
  await enqueue(tx, 'mail.requested', {
    to: player.email,
    ...renderMail('passwordChanged', player.locale),
  });
}

/** Queues the password reset link (`/password-reset/<code>`), valid for one hour. */
export async function sendPasswordReset(
  tx: Executor,
  player: MailRecipient,
  input: { publicUrl: string; ip: string },
) {
  const code = await issueLinkSecret(tx, 'password-reset', {
    playerId: player.id,
    subject: player.email.toLowerCase(),
    ip: input.ip,
  });
  const link = `${input.publicUrl}/password-reset/${code}`;
  await enqueue(tx, 'mail.requested', {
    to: player.email,
    ...renderMail('passwordReset', player.locale, { link }),
  });
}

/** A one-time auto-login token for a player: works once, for 10 minutes. */
export function issueAutoLoginToken(db: Executor, playerId: string): Promise<string> {
  return issueLinkSecret(db, 'auto-login', { playerId });
}

/** The web app's address that signs in with an auto-login token. */
export function buildAutoLoginUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/autologin?token=${encodeURIComponent(token)}`;
}

/** Queues a sign-in link e-mail (a fresh auto-login address) in the player's language. */
export async function sendSignInLink(tx: Executor, player: MailRecipient, publicUrl: string) {
  const link = buildAutoLoginUrl(publicUrl, await issueAutoLoginToken(tx, player.id));
  await enqueue(tx, 'mail.requested', {
    to: player.email,
    ...renderMail('signInLink', player.locale, { link }),
  });
  return link;
}
