import { PLAYER_STATUS, type SessionToken } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyToNull } from '../players/form-validation.ts';
import { isKnownLocale } from '../players/references.ts';
import { pickNickname } from '../players/registration.ts';
import * as players from '../players/repo.ts';
import { openSession, type SessionContext } from '../sessions/service.ts';
import type { TokenSigner } from '../sessions/tokens.ts';
import type { VerifiedIdentity } from './oidc-flow.ts';
import * as repo from './repo.ts';

export interface SocialAccountContext extends SessionContext {
  signer: TokenSigner;
  ttlDays: number;
  /** The request's locale, used when the body names none the site has. */
  locale: string;
  requestedLocale?: string | undefined;
  affiliateTag?: string | undefined;
}

/** Two sign-ins of one new identity raced; the loser tries again and finds the winner's link. */
class IdentityLinkedMeanwhile extends Error {}

/**
 * The player behind a provider's identity, signed in: the linked player; else the player whose
 * confirmed e-mail the provider verified (linked now); else a new player.
 */
export async function signInWithIdentity(
  db: Db,
  identity: VerifiedIdentity,
  context: SocialAccountContext,
): Promise<{ token: SessionToken; isNewPlayer: boolean }> {
  try {
    return await db.transaction((tx) => signInOnce(tx, identity, context));
  } catch (error) {
    if (!(error instanceof IdentityLinkedMeanwhile)) throw error;
    return db.transaction((tx) => signInOnce(tx, identity, context));
  }
}

async function signInOnce(tx: Executor, identity: VerifiedIdentity, context: SocialAccountContext) {
  const { player, isNewPlayer } = await findOrCreatePlayer(tx, identity, context);
  if (player.status === PLAYER_STATUS.blocked) throw new AppError('accountBlocked');
  const token = await openSession(tx, context.signer, {
    playerId: player.id,
    method: 'social',
    ttlDays: context.ttlDays,
    ip: context.ip,
    userAgent: context.userAgent,
    fingerprint: context.fingerprint,
  });
  return { token, isNewPlayer };
}

async function findOrCreatePlayer(
  tx: Executor,
  identity: VerifiedIdentity,
  context: SocialAccountContext,
) {
  const linked = await repo.selectIdentity(tx, identity.provider, identity.subject);
  const known = linked && (await players.selectPlayer(tx, linked.playerId));
  if (known) return { player: known, isNewPlayer: false };

  const owner = await findEmailOwner(tx, identity);
  const player = owner ?? (await createPlayer(tx, identity, context));
  const isLinked = await repo.insertIdentity(tx, {
    provider: identity.provider,
    subject: identity.subject,
    playerId: player.id,
    email: identity.email ?? null,
  });
  if (!isLinked) throw new IdentityLinkedMeanwhile();
  return { player, isNewPlayer: !owner };
}

/**
 * Only a confirmed address is linked: someone who registered a victim's address without
 * confirming it must not end up sharing the victim's account once the victim signs in socially.
 */
async function findEmailOwner(tx: Executor, identity: VerifiedIdentity) {
  if (!identity.email || !identity.isEmailVerified) return undefined;
  const owner = await players.selectPlayerByLogin(tx, { email: identity.email.toLowerCase() });
  return owner?.emailConfirmedAt ? owner : undefined;
}

async function createPlayer(
  tx: Executor,
  identity: VerifiedIdentity,
  context: SocialAccountContext,
) {
  const email =
    identity.email && identity.isEmailVerified && !(await players.isEmailTaken(tx, identity.email))
      ? identity.email
      : null;
  const locale =
    context.requestedLocale && (await isKnownLocale(tx, context.requestedLocale))
      ? context.requestedLocale
      : context.locale;
  const player = await players.insertPlayer(tx, {
    email,
    emailConfirmedAt: email ? new Date() : null,
    nickname: await pickNickname(tx, identity.email?.split('@')[0] ?? identity.name ?? 'player'),
    locale,
    affiliateTag: emptyToNull(context.affiliateTag) ?? null,
    fingerprint: emptyToNull(context.fingerprint) ?? null,
  });
  // The unique e-mail index refused it: the address was registered a moment ago.
  if (!player) throw new IdentityLinkedMeanwhile();
  return player;
}
