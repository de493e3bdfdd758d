import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error.ts';
import type { OidcClient } from './providers.ts';

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What a provider vouches for about the player, from the ID token (and userinfo if needed). */
export interface VerifiedIdentity {
  provider: string;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  name: string | undefined;
}

/** An authorization request with PKCE (S256), a nonce and an opaque state. */
export async function createAuthorizationRequest(
  client: OidcClient,
  redirectUri: string,
  extraParams: Record<string, string> = {},
): Promise<AuthorizationRequest> {
  const config = await client.load();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    ...extraParams,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: client.scopes.join(' '),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Exchanges the code of the callback (its whole query, so `iss` and errors are checked too) and
 * verifies the ID token's signature, issuer, audience, nonce and the PKCE verifier. Anything the
 * provider or openid-client refuses is a 401; an unreachable provider a 503.
 */
export async function redeemAuthorizationCode(
  client: OidcClient,
  pending: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  callbackQuery: Record<string, unknown>,
): Promise<VerifiedIdentity> {
  const config = await client.load();
  const callbackUrl = new URL(pending.redirectUri);
  for (const [key, value] of Object.entries(callbackQuery)) {
    if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new AppError('unauthorized');
    // Some providers keep the e-mail out of the ID token and answer it from userinfo only.
    const profile =
      typeof claims.email === 'string'
        ? claims
        : { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    return identityOf(client.id, profile);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isRefusal(error)) throw new AppError('unauthorized', { cause: error });
    throw new AppError('unavailable', { cause: error });
  }
}

function isRefusal(error: unknown) {
  return (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    error instanceof oidc.ClientError
  );
}

function identityOf(provider: string, claims: Record<string, unknown>): VerifiedIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim() : undefined;
  const name = [claims.nickname, claims.preferred_username, claims.name, claims.given_name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return {
    provider,
    subject: String(claims.sub),
    email: email || undefined,
    isEmailVerified: Boolean(email) && claims.email_verified === true,
    name,
  };
}
