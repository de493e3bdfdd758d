import { type SocialSettings, TELEGRAM_PROVIDER } from '@croupier/contract';
import * as oidc from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/** An OpenID Connect client whose issuer is discovered on first use, then kept for the process. */
export interface OidcClient {
  /** The identities' provider name: a direct provider's id, or 'auth0'. */
  id: string;
  name: string;
  scopes: string[];
  load(): Promise<oidc.Configuration>;
}

export interface SocialProviders {
  direct: Map<string, OidcClient>;
  auth0: { client: OidcClient; connections: string[] } | undefined;
  telegram: { bot: string; botToken: string } | undefined;
}

const AUTH0_CONNECTION_NAMES: Record<string, string> = {
  'google-oauth2': 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  twitter: 'X',
  github: 'GitHub',
  windowslive: 'Microsoft',
  linkedin: 'LinkedIn',
  discord: 'Discord',
};

/** The social providers the environment configures (config.ts validated them at boot). */
export function createSocialProviders(config: Config): SocialProviders {
  const direct = new Map(
    config.SOCIAL_OIDC_PROVIDERS.map((provider) => [provider.id, createOidcClient(provider)]),
  );
  const {
    SOCIAL_AUTH0_ISSUER: issuer,
    SOCIAL_AUTH0_CLIENT_ID: clientId,
    SOCIAL_AUTH0_CLIENT_SECRET: clientSecret,
  } = config;
  const auth0 =
    issuer && clientId && clientSecret
      ? {
          client: createOidcClient({
            id: 'auth0',
            name: 'Auth0',
            issuer,
            clientId,
            clientSecret,
            scopes: ['openid', 'email', 'profile'],
            tokenAuthMethod: 'client_secret_post',
          }),
          connections: config.SOCIAL_AUTH0_CONNECTIONS,
        }
      : undefined;
  const telegram =
    config.SOCIAL_TELEGRAM_BOT && config.SOCIAL_TELEGRAM_BOT_TOKEN
      ? { bot: config.SOCIAL_TELEGRAM_BOT, botToken: config.SOCIAL_TELEGRAM_BOT_TOKEN }
      : undefined;
  return { direct, auth0, telegram };
}

function createOidcClient(provider: OidcProviderConfig): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const authenticate =
    provider.tokenAuthMethod === 'client_secret_basic'
      ? oidc.ClientSecretBasic(provider.clientSecret)
      : oidc.ClientSecretPost(provider.clientSecret);
  const discover = () =>
    oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, authenticate, {
      timeout: 10,
      // config.ts refuses http issuers in production; elsewhere they are a local provider.
      ...(provider.issuer.startsWith('http:') && { execute: [oidc.allowInsecureRequests] }),
    });
  return {
    id: provider.id,
    name: provider.name,
    scopes: provider.scopes,
    load() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw new AppError('unavailable', { cause: error });
      });
      return discovered;
    },
  };
}

/** Where a provider sends the browser back: the web app's callback route of spec section 2. */
export function callbackUrlOf(publicUrl: string, connection: string) {
  return new URL(`/auth/social/${encodeURIComponent(connection)}/callback`, publicUrl).toString();
}

/** What the web app needs to draw the social buttons (`GET /api/settings/social`). */
export function describeSocialSettings(
  providers: SocialProviders,
  publicUrl: string,
): SocialSettings {
  const direct = [...providers.direct.values()].map(({ id, name }) => ({ id, name }));
  return {
    providers: [
      ...(providers.auth0 ? ['auth0'] : []),
      ...direct.map(({ id }) => id),
      ...(providers.telegram ? [TELEGRAM_PROVIDER] : []),
    ],
    socialAuth0Connections: (providers.auth0?.connections ?? []).map((id) => ({
      id,
      name: AUTH0_CONNECTION_NAMES[id] ?? id,
    })),
    socialDirectConnections: direct,
    telegram: providers.telegram
      ? { bot: providers.telegram.bot, auth_url: callbackUrlOf(publicUrl, TELEGRAM_PROVIDER) }
      : null,
  };
}
