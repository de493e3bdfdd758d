import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type SocialSession, type SocialSignInBody, TELEGRAM_PROVIDER } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../players/passwords.ts';
import { type SocialAccountContext, signInWithIdentity } from './accounts.ts';
import { createAuthorizationRequest, redeemAuthorizationCode } from './oidc-flow.ts';
import { callbackUrlOf, type SocialProviders } from './providers.ts';
import * as repo from './repo.ts';
import { parseSocialState } from './state.ts';
import { isTelegramLoginValid } from './telegram.ts';

/** How long a player may take at the provider before the pending sign-in is forgotten. */
export const SOCIAL_REQUEST_TTL_SECONDS = 600;

export interface SocialRedirectInput {
  provider: string;
  /** The Auth0 connection; only with provider 'auth0'. */
  connection?: string | undefined;
  state: string;
}

/**
 * Starts a social sign-in: checks the state, keeps the PKCE verifier and nonce server-side
 * (any process may receive the callback), and answers where to send the browser, plus the
 * secret of the binding cookie that proves the callback comes back to the same browser.
 */
export async function startSocialSignIn(
  db: Db,
  providers: SocialProviders,
  input: SocialRedirectInput,
  publicUrl: string,
): Promise<{ url: string; binding: string }> {
  const client = findClient(providers, input.provider, input.connection);
  if (!client) throw new AppError('notFound');
  const state = parseSocialState(input.state);
  const segment = input.connection ?? input.provider;
  const redirectUri = callbackUrlOf(publicUrl, segment);
  const request = await createAuthorizationRequest(
    client,
    redirectUri,
    input.connection ? { connection: input.connection } : {},
  );
  const binding = randomBytes(32).toString('base64url');
  await repo.insertAuthRequest(db, {
    stateHash: sha256(request.state),
    provider: client.id,
    connection: input.connection ?? null,
    redirectUri,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    bindingHash: sha256(binding),
    backRoute: state.backRoute,
    affiliateTag: state.stag ?? null,
    fingerprint: state.fingerprint ?? null,
    expiresAt: new Date(Date.now() + SOCIAL_REQUEST_TTL_SECONDS * 1000),
  });
  return { url: request.url.toString(), binding };
}

function findClient(providers: SocialProviders, provider: string, connection?: string) {
  if (provider !== 'auth0') return connection ? undefined : providers.direct.get(provider);
  const { auth0 } = providers;
  return auth0 && connection && auth0.connections.includes(connection) ? auth0.client : undefined;
}

export type SocialSignInContext = Omit<SocialAccountContext, 'requestedLocale' | 'affiliateTag'>;

/**
 * Finishes a social sign-in: Telegram by its signed widget fields, the others by redeeming the
 * code of a pending request this browser started (unknown, used, expired or foreign → 401).
 */
export async function finishSocialSignIn(
  db: Db,
  providers: SocialProviders,
  query: Record<string, unknown>,
  body: SocialSignInBody,
  context: SocialSignInContext,
): Promise<SocialSession> {
  const account = { ...context, requestedLocale: body.locale, affiliateTag: body.affiliateTag };
  if (body.provider === TELEGRAM_PROVIDER) {
    const session = await signInWithTelegram(db, providers, body, account);
    return { ...session, backRoute: '/' };
  }
  const state = typeof query.state === 'string' ? query.state : undefined;
  const pending = state ? await repo.takeAuthRequest(db, sha256(state)) : undefined;
  if (!state || !pending || !isSameBrowser(pending.bindingHash, body.binding))
    throw new AppError('unauthorized');
  const client = clientOf(providers, pending, body.provider);
  const identity = await redeemAuthorizationCode(client, { ...pending, state }, query);
  const { token, isNewPlayer } = await signInWithIdentity(db, identity, {
    ...account,
    affiliateTag: body.affiliateTag ?? pending.affiliateTag ?? undefined,
    fingerprint: body.fingerprint ?? pending.fingerprint ?? undefined,
  });
  return { ...token, isNewPlayer, backRoute: pending.backRoute };
}

function isSameBrowser(bindingHash: string, binding: string | undefined) {
  const given = Buffer.from(sha256(binding ?? ''));
  const expected = Buffer.from(bindingHash);
  return (
    binding !== undefined && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

/** The request's client, if it is still configured and the callback names the same connection. */
function clientOf(providers: SocialProviders, pending: repo.SocialAuthRequest, segment: string) {
  const client = findClient(providers, pending.provider, pending.connection ?? undefined);
  if (!client || segment !== (pending.connection ?? pending.provider))
    throw new AppError('unauthorized');
  return client;
}

async function signInWithTelegram(
  db: Db,
  providers: SocialProviders,
  body: SocialSignInBody,
  context: SocialAccountContext,
) {
  const { telegram } = providers;
  if (!telegram) throw new AppError('notFound');
  if (!isTelegramLoginValid(body, telegram.botToken)) throw new AppError('unauthorized');
  const { token, isNewPlayer } = await signInWithIdentity(
    db,
    {
      provider: TELEGRAM_PROVIDER,
      subject: String(body.id),
      email: undefined,
      isEmailVerified: false,
      name: body.username ?? body.first_name,
    },
    context,
  );
  return { ...token, isNewPlayer };
}
