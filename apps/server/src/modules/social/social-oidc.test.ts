import { PLAYER_STATUS, SOCIAL_BINDING_COOKIE } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, sessions, socialAuthRequests, socialIdentities } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createKit } from '../players/test-kit.ts';
import { startTestOidcProvider } from './test-oidc-provider.ts';

const PUBLIC_URL = 'http://croupier.test';
const callbackOf = (segment: string) => `${PUBLIC_URL}/auth/social/${segment}/callback`;

let op: Awaited<ReturnType<typeof startTestOidcProvider>>;
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
let nextIp = 1;

beforeAll(async () => {
  op = await startTestOidcProvider([
    { clientId: 'croupier', clientSecret: 'acme-secret', redirectUris: [callbackOf('acme')] },
    {
      clientId: 'croupier-auth0',
      clientSecret: 'auth0-secret',
      redirectUris: [callbackOf('google-oauth2'), callbackOf('apple')],
    },
  ]);
  t = await startTestApp({
    PUBLIC_URL,
    SOCIAL_OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'acme',
        name: 'Acme ID',
        issuer: op.issuer,
        clientId: 'croupier',
        clientSecret: 'acme-secret',
      },
    ]),
    SOCIAL_AUTH0_ISSUER: op.issuer,
    SOCIAL_AUTH0_CLIENT_ID: 'croupier-auth0',
    SOCIAL_AUTH0_CLIENT_SECRET: 'auth0-secret',
    SOCIAL_AUTH0_CONNECTIONS: 'google-oauth2,apple',
  });
  kit = createKit(t);
});
afterAll(async () => {
  await t.close();
  await op.close();
});

/** A new IP per flow: the redirect and sign-in limits count per IP. */
const freshIp = () => `10.40.0.${nextIp++}`;

async function startRedirect(
  state: object | string,
  path = '/api/player/sessions/social/acme/redirect',
) {
  const text = typeof state === 'string' ? state : JSON.stringify(state);
  const separator = path.includes('?') ? '&' : '?';
  return kit.get(`${path}${separator}state=${encodeURIComponent(text)}`, { ip: freshIp() });
}

/** The whole browser round trip: our redirect, the provider, and the callback's query. */
async function authorize(accountId: string, backRoute = '/') {
  const redirect = await startRedirect({ backRoute, stag: 'aff-7', fingerprint: 'fp-social' });
  expect(redirect.statusCode).toBe(302);
  const binding = redirect.cookies.find((c) => c.name === SOCIAL_BINDING_COOKIE)!.value;
  const callback = await op.authorize(redirect.headers.location as string, accountId);
  return { query: Object.fromEntries(callback.searchParams), binding, callback };
}

function finish(query: Record<string, string>, body: Record<string, unknown>) {
  const search = new URLSearchParams(query).toString();
  return kit.post(`/api/player/sessions/social?${search}`, body, { ip: freshIp() });
}

async function signInAs(accountId: string, backRoute = '/') {
  const { query, binding } = await authorize(accountId, backRoute);
  return finish(query, { provider: 'acme', locale: 'de', binding });
}

describe('GET /api/settings/social', () => {
  it('lists the enabled providers, the Auth0 connections and the direct connections', async () => {
    const response = await kit.get('/api/settings/social');
    expect(response.json().data).toEqual({
      providers: ['auth0', 'acme'],
      socialAuth0Connections: [
        { id: 'google-oauth2', name: 'Google' },
        { id: 'apple', name: 'Apple' },
      ],
      socialDirectConnections: [{ id: 'acme', name: 'Acme ID' }],
      telegram: null,
    });
  });
});

describe('social redirects', () => {
  it('builds an authorization URL with PKCE S256, a nonce and an opaque state kept server-side', async () => {
    const response = await startRedirect({ backRoute: '/contact' });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'croupier',
      redirect_uri: callbackOf('acme'),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toBeTruthy();
    expect(params.state).not.toContain('contact');
    const rows = await t.db.select().from(socialAuthRequests);
    expect(rows.some((row) => row.stateHash === params.state)).toBe(false);
    const cookie = response.cookies.find((c) => c.name === SOCIAL_BINDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('sends the Auth0 connection to the provider and comes back to its callback', async () => {
    const response = await startRedirect(
      { backRoute: '/' },
      '/api/player/sessions/social/auth0/redirect?connection=apple',
    );
    const url = new URL(response.headers.location as string);
    expect(url.searchParams.get('connection')).toBe('apple');
    expect(url.searchParams.get('client_id')).toBe('croupier-auth0');
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('apple'));
  });

  it('answers 404 for an unknown provider or Auth0 connection', async () => {
    expect(
      (await startRedirect({ backRoute: '/' }, '/api/player/sessions/social/nope/redirect'))
        .statusCode,
    ).toBe(404);
    const unknownConnection = await startRedirect(
      { backRoute: '/' },
      '/api/player/sessions/social/auth0/redirect?connection=myspace',
    );
    expect(unknownConnection.statusCode).toBe(404);
  });

  it('refuses a backRoute that leaves the site (open redirect) and keeps nothing', async () => {
    const before = (await t.db.select().from(socialAuthRequests)).length;
    for (const backRoute of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'evil',
    ]) {
      const response = await startRedirect({ backRoute });
      expect(response.statusCode, backRoute).toBe(422);
      expect(response.json().error.fields).toHaveProperty('state');
    }
    expect(await startRedirect('not json').then((r) => r.statusCode)).toBe(422);
    expect((await t.db.select().from(socialAuthRequests)).length).toBe(before);
  });
});

describe('POST /api/player/sessions/social (OpenID Connect)', () => {
  it('signs up a new player, then signs the same player in again without a duplicate', async () => {
    op.addAccount('ana-1', { email: 'ana.social@example.com', email_verified: true, name: 'Ana' });
    const first = await signInAs('ana-1', '/contact?sign-in=1&tab=2&stag=x');
    expect(first.statusCode).toBe(201);
    const session = first.json().data;
    expect(session).toMatchObject({ isNewPlayer: true, backRoute: '/contact?tab=2' });

    const profile = (await kit.get('/api/player/profile', { token: session.accessToken })).json()
      .data;
    expect(profile).toMatchObject({
      email: 'ana.social@example.com',
      isEmailConfirmed: true,
      nickname: 'ana.social',
      locale: 'de',
    });
    const [player] = await t.db.select().from(players).where(eq(players.id, session.profileId));
    expect(player).toMatchObject({
      affiliateTag: 'aff-7',
      fingerprint: 'fp-social',
      passwordHash: null,
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row?.method).toBe('social');

    const again = await signInAs('ana-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ isNewPlayer: false, profileId: session.profileId });
    const identities = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.playerId, session.profileId));
    expect(identities).toEqual([expect.objectContaining({ provider: 'acme', subject: 'ana-1' })]);
  });

  it('links an existing player whose confirmed e-mail the provider verified', async () => {
    const registered = await kit.register('bo.linked@example.com', {}, { ip: freshIp() });
    await t.db
      .update(players)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(players.id, registered.profileId));
    op.addAccount('bo-1', { email: 'Bo.Linked@example.com', email_verified: true });
    const response = await signInAs('bo-1');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      isNewPlayer: false,
      profileId: registered.profileId,
    });
  });

  it('does not link an unverified e-mail or an unconfirmed account: a new player without e-mail', async () => {
    const registered = await kit.register('cy.pending@example.com', {}, { ip: freshIp() });
    op.addAccount('cy-1', { email: 'cy.pending@example.com', email_verified: true });
    op.addAccount('cy-2', { email: 'cy.other@example.com', email_verified: false });
    for (const accountId of ['cy-1', 'cy-2']) {
      const session = (await signInAs(accountId)).json().data;
      expect(session.isNewPlayer).toBe(true);
      expect(session.profileId).not.toBe(registered.profileId);
      const [player] = await t.db.select().from(players).where(eq(players.id, session.profileId));
      expect(player?.email).toBeNull();
    }
  });

  it('refuses a replayed state and an unknown state with 401', async () => {
    op.addAccount('di-1', { email: 'di@example.com', email_verified: true });
    const { query, binding } = await authorize('di-1');
    expect((await finish(query, { provider: 'acme', binding })).statusCode).toBe(201);
    expect((await finish(query, { provider: 'acme', binding })).statusCode).toBe(401);
    const unknown = await finish(
      { ...query, state: 'made-up-state' },
      { provider: 'acme', binding },
    );
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses a tampered code, and the state cannot be retried afterwards', async () => {
    op.addAccount('ed-1', { email: 'ed@example.com', email_verified: true });
    const { query, binding } = await authorize('ed-1');
    const tampered = await finish(
      { ...query, code: `${query.code}x` },
      { provider: 'acme', binding },
    );
    expect(tampered.statusCode).toBe(401);
    expect((await finish(query, { provider: 'acme', binding })).statusCode).toBe(401);
  });

  it('refuses a callback in another browser (missing or wrong binding cookie)', async () => {
    op.addAccount('fa-1', { email: 'fa@example.com', email_verified: true });
    const first = await authorize('fa-1');
    expect((await finish(first.query, { provider: 'acme' })).statusCode).toBe(401);
    const second = await authorize('fa-1');
    const wrong = await finish(second.query, { provider: 'acme', binding: first.binding });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a callback that names another connection than the request', async () => {
    op.addAccount('gi-1', { email: 'gi@example.com', email_verified: true });
    const { query, binding } = await authorize('gi-1');
    expect((await finish(query, { provider: 'apple', binding })).statusCode).toBe(401);
  });

  it('signs in through an Auth0 connection', async () => {
    op.addAccount('google-oauth2|42', { email: 'hu@example.com', email_verified: true });
    const redirect = await startRedirect(
      { backRoute: '/welcome-package' },
      '/api/player/sessions/social/auth0/redirect?connection=google-oauth2',
    );
    const binding = redirect.cookies.find((c) => c.name === SOCIAL_BINDING_COOKIE)!.value;
    const callback = await op.authorize(redirect.headers.location as string, 'google-oauth2|42');
    expect(callback.pathname).toBe('/auth/social/google-oauth2/callback');
    expect(op.connections.at(-1)).toBe('google-oauth2');
    const response = await finish(Object.fromEntries(callback.searchParams), {
      provider: 'google-oauth2',
      binding,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      isNewPlayer: true,
      backRoute: '/welcome-package',
    });
    const [identity] = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'google-oauth2|42'));
    expect(identity?.provider).toBe('auth0');
  });

  it('refuses a blocked player with 403', async () => {
    op.addAccount('ji-1', { email: 'ji@example.com', email_verified: true });
    const { profileId } = (await signInAs('ji-1')).json().data;
    await t.db
      .update(players)
      .set({ status: PLAYER_STATUS.blocked })
      .where(eq(players.id, profileId));
    const response = await signInAs('ji-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(11002);
  });
});
