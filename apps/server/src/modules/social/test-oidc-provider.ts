import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a free local port. Its interactions
 * are finished programmatically: whoever the test says is signing in logs in and consents.
 */
export async function startTestOidcProvider(clients: TestClient[]) {
  const accounts = new Map<string, TestAccount>();
  let signingInAs: string | undefined;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    extraParams: ['connection'],
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) =>
      accounts.has(id)
        ? { accountId: id, claims: async () => ({ sub: id, ...accounts.get(id) }) }
        : undefined,
  });
  const handle = provider.callback();
  /** The connections the authorization requests asked for, in order (Auth0's `connection`). */
  const connections: string[] = [];

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const { params } = await provider.interactionDetails(req, res);
    if (!signingInAs) throw new Error('no test account is signing in');
    if (typeof params.connection === 'string') connections.push(params.connection);
    const grant = new provider.Grant({
      accountId: signingInAs,
      clientId: String(params.client_id),
    });
    grant.addOIDCScope(String(params.scope));
    const result = { login: { accountId: signingInAs }, consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    connections,
    addAccount(id: string, claims: TestAccount) {
      accounts.set(id, claims);
    },
    /**
     * Plays the browser: follows the authorization URL through the provider (keeping its
     * cookies) as `accountId`, and answers the URL the provider sends the player back to.
     */
    async authorize(authorizationUrl: string, accountId: string): Promise<URL> {
      signingInAs = accountId;
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`provider stopped at ${url}: ${await response.text()}`);
        url = new URL(location, url);
        if (url.origin !== issuer) return url;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
