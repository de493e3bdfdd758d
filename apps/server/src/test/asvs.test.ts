import {
  ALL_ROUTES,
  type ApiRoute,
  COOKIE_NAMES,
  ERRORS,
  SOCIAL_BINDING_COOKIE,
} from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConfig, ConfigError } from '../config.ts';
import { oneTimeSecrets, players, sessions } from '../db/schema.ts';
import { expectError } from '../modules/payments/test-kit.ts';
import { sha256 } from '../modules/players/passwords.ts';
import { createKit } from '../modules/players/test-kit.ts';
import { SESSION_CACHE_TTL_MS } from '../modules/sessions/live-cache.ts';
import { createTokenSigner } from '../modules/sessions/tokens.ts';
import { startTestOidcProvider } from '../modules/social/test-oidc-provider.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { localesPlugin } from '../plugins/locales.ts';
import { startTestApp } from './test-app.ts';

/**
 * The OWASP ASVS 4.0.3 level 2 requirements that no feature test already proves (docs/SECURITY.md
 * lists every applicable item and the test behind it). Each test names its items.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let t: TestApp;
let kit: ReturnType<typeof createKit>;
/** Every line the app logged (LOG_LEVEL=info, kept here instead of printed). */
const logLines: string[] = [];
let nextIp = 1;

beforeAll(async () => {
  // Every optional integration on, so every route of the contract exists to be swept.
  t = await startTestApp({
    LOG_LEVEL: 'info',
    BETTING_CLIENT_HOST: 'https://sportsbook.example',
    BETTING_CLIENT_ID: 'asvs',
  });
  captureLogs(t, logLines);
  kit = createKit(t);
});
afterAll(() => t.close());

/** Pino writes every line of the app and its request loggers to one stream: read it there. */
function captureLogs(app: TestApp, lines: string[]) {
  const streamKey = Object.getOwnPropertySymbols(app.app.log).find(
    (key) => key.description === 'pino.stream',
  );
  const stream = (app.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[
    streamKey!
  ]!;
  vi.spyOn(stream, 'write').mockImplementation((line: string) => lines.push(line) > 0);
}

/** A fresh address per test: the account endpoints count per IP. */
const freshIp = () => `10.17.0.${nextIp++}`;

async function registerWith(password: string) {
  const email = `${crypto.randomUUID()}@example.test`;
  const body = kit.registrationBody(email, { password, password_confirmation: password });
  const response = await kit.post('/api/player/register', body, { ip: freshIp() });
  return { email, response };
}

async function passwordHashOf(email: string) {
  const [row] = await t.db.select().from(players).where(eq(players.email, email));
  return row!.passwordHash!;
}

describe('V2 authentication', () => {
  it('V2.1.2 takes a 64-character password and refuses one of 129 on its field', async () => {
    expect((await registerWith('p'.repeat(64))).response.statusCode).toBe(201);
    const tooLong = (await registerWith('p'.repeat(129))).response;
    expectError(tooLong, 422, ERRORS.validation.code);
    expect(tooLong.json().error.fields).toHaveProperty('password');
  });

  it('V2.1.3 compares all 128 characters of a password: nothing is cut off', async () => {
    const password = `${'long passphrase '.repeat(7)}abcdefghijklmno!`;
    expect(password).toHaveLength(128);
    const { email, response } = await registerWith(password);
    expect(response.statusCode).toBe(201);
    const ip = freshIp();
    expect((await kit.signIn(email, `${password.slice(0, 127)}?`, { ip })).statusCode).toBe(401);
    expect((await kit.signIn(email, password, { ip })).statusCode).toBe(201);
  });

  it('V2.1.4 takes spaces, accents and emoji in a password exactly as typed', async () => {
    const password = '  ça va 🐎 stäple  ';
    const { email, response } = await registerWith(password);
    expect(response.statusCode).toBe(201);
    const ip = freshIp();
    expect((await kit.signIn(email, password.trim(), { ip })).statusCode).toBe(401);
    expect((await kit.signIn(email, password, { ip })).statusCode).toBe(201);
  });

  it('V2.4.1 V2.4.2 hashes with argon2id and a unique 128-bit salt, also for equal passwords', async () => {
    const [first, second] = await Promise.all([
      registerWith('same password'),
      registerWith('same password'),
    ]);
    const hashes = await Promise.all([passwordHashOf(first.email), passwordHashOf(second.email)]);
    const salts = hashes.map((hash) => {
      const [, algorithm, , , salt] = hash.split('$');
      expect(algorithm).toBe('argon2id');
      return Buffer.from(salt!, 'base64');
    });
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(salts[0]!.equals(salts[1]!)).toBe(false);
    for (const salt of salts) expect(salt.length).toBeGreaterThanOrEqual(16);
  });

  it('V2.5.1 V2.7.5 keeps reset links and SMS codes only as hashes, the codes salted', async () => {
    const { email } = await registerWith('secret123');
    await kit.post('/api/player/passwords/reset', { email }, { ip: freshIp() });
    const resetCode = await kit.linkCode(email, '/password-reset');
    const resets = await t.db
      .select()
      .from(oneTimeSecrets)
      .where(eq(oneTimeSecrets.kind, 'password-reset'));
    expect(resets.map((row) => row.secretHash)).toContain(sha256(resetCode));
    expect(resets.map((row) => row.secretHash)).not.toContain(resetCode);

    const phone = '+4915112340017';
    const sent = await kit.post(
      '/api/player/otp/send',
      { phone, reason: 'registration' },
      { ip: freshIp() },
    );
    expect(sent.statusCode).toBe(200);
    const code = await kit.smsCode(phone);
    const [otp] = await t.db
      .select()
      .from(oneTimeSecrets)
      .where(eq(oneTimeSecrets.subject, `registration:${phone}`));
    expect(otp!.secretHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(otp!.secretHash.split(':')[1]).not.toBe(sha256(code));
  });
});

describe('V3 session management', () => {
  it('V3.2.1 V3.2.2 opens a new session with a random id on every sign-in', async () => {
    const { email, response } = await registerWith('secret123');
    const ip = freshIp();
    const first = (await kit.signIn(email, 'secret123', { ip })).json().data;
    const second = (await kit.signIn(email, 'secret123', { ip })).json().data;
    const ids = [response.json().data.sessionId, first.sessionId, second.sessionId];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(first.accessToken).not.toBe(second.accessToken);
  });

  it('V3.3.2 ends a session 30 days after it opened, however active it is', async () => {
    const opened = async (daysAgo: number) => {
      const { response } = await registerWith('secret123');
      const { accessToken, sessionId } = response.json().data;
      // Opened long ago, last used two minutes ago: the next call slides the expiry.
      await t.db
        .update(sessions)
        .set({
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
          lastSeenAt: sql`now() - interval '2 minutes'`,
        })
        .where(eq(sessions.id, sessionId));
      return accessToken as string;
    };
    const young = await opened(29);
    const old = await opened(31);
    for (const token of [young, old]) {
      expect((await kit.get('/api/player/profile', { token })).statusCode).toBe(200);
    }
    // Past the one second a process remembers an open session.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    expect((await kit.get('/api/player/profile', { token: young })).statusCode).toBe(200);
    expectError(
      await kit.get('/api/player/profile', { token: old }),
      401,
      ERRORS.unauthorized.code,
    );
  });

  it('V3.5.3 refuses to boot with a token signing key shorter than 32 characters', () => {
    expect(() => buildConfig({ JWT_SECRET: 'too-short-to-sign-tokens' })).toThrow(ConfigError);
    expect(buildConfig({ JWT_SECRET: 'k'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  });

  it('V3.2.4 V3.5.3 takes only HS256 tokens signed with its own key: not alg none, not a foreign key', async () => {
    const { response } = await registerWith('secret123');
    const { accessToken, profileId, sessionId } = response.json().data;
    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreignSigner = createTokenSigner(new TextEncoder().encode('x'.repeat(48)), 900);
    const { token: foreign } = await foreignSigner.sign(profileId, sessionId);
    for (const token of [`${header}.${payload}.`, foreign]) {
      expectError(await kit.get('/api/player/profile', { token }), 401, ERRORS.unauthorized.code);
    }
    expect((await kit.get('/api/player/profile', { token: accessToken })).statusCode).toBe(200);
  });
});

/** The route's path with every parameter filled by a random id, and those ids by name. */
function fillPath(route: ApiRoute) {
  const params: Record<string, string> = {};
  const url = route.path.replace(/:([^/]+)/g, (_, key: string) => {
    params[key] = crypto.randomUUID();
    return params[key];
  });
  return { url, params };
}

/**
 * Calls every route the contract marks as needing a player, with an empty request: each must
 * answer 401 (the token is checked before the input), and none may run its handler.
 */
async function sweepAuthenticatedRoutes(token?: string) {
  const strays: string[] = [];
  for (const [name, route] of Object.entries(ALL_ROUTES) as [string, ApiRoute][]) {
    if (!route.isAuthenticated) continue;
    const { url } = fillPath(route);
    const response = await t.app.inject({
      method: route.method,
      url,
      remoteAddress: freshIp(),
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      ...(route.method !== 'GET' && { payload: {} }),
    });
    if (response.statusCode !== 401) strays.push(`${name} ${response.statusCode}`);
  }
  return strays;
}

describe('V4 access control', () => {
  it('V4.1.1 V4.1.5 V13.1.4 refuses every route that needs a player, without a token or after logout', async () => {
    expect(await sweepAuthenticatedRoutes()).toEqual([]);
    const { response } = await registerWith('secret123');
    const { accessToken } = response.json().data;
    await kit.post('/api/player/sessions/logout', {}, { token: accessToken });
    expect(await sweepAuthenticatedRoutes(accessToken)).toEqual([]);
  });

  it('V4.2.2 V13.2.3 reads the player from the bearer header only, never from a cookie', async () => {
    const { response } = await registerWith('secret123');
    const { accessToken, expiresAt, profileId } = response.json().data;
    // The cookie exactly as the web app writes it (apps/web/app/lib/session/stored-session.ts).
    const stored = JSON.stringify({ token: accessToken, expiresAt, profileId });
    const byCookie = await kit.get('/api/player/profile', {
      cookies: { [COOKIE_NAMES.session]: encodeURIComponent(stored) },
    });
    expectError(byCookie, 401, ERRORS.unauthorized.code);
  });
});

describe('V5 validation', () => {
  it('V5.5.3 refuses a JSON body that tries to pollute prototypes', async () => {
    for (const payload of [
      '{"login":"a@example.test","password":"x","__proto__":{"isAdmin":true}}',
      '{"login":"a@example.test","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(response, 400, ERRORS.badRequest.code);
    }
  });

  it('V5.1.1 refuses a parameter sent twice instead of picking one', async () => {
    const { response } = await registerWith('secret123');
    const { accessToken } = response.json().data;
    const polluted = await kit.get('/api/player/sessions?perPage=1&perPage=100', {
      token: accessToken,
    });
    expectError(polluted, 422, ERRORS.validation.code);
    expect(polluted.json().error.fields).toHaveProperty('perPage');
  });

  it('V5.3.4 takes SQL in a login as plain text', async () => {
    const ip = freshIp();
    for (const login of ["' or '1'='1", "x@example.test' or 1=1 --"]) {
      expectError(
        await kit.signIn(login, "' or '1'='1", { ip }),
        401,
        ERRORS.invalidCredentials.code,
      );
    }
  });
});

describe('V7 errors and logging', () => {
  it('V7.1.1 V7.2.1 logs a failed sign-in with its code and address, never the password or a token', async () => {
    const { email, response } = await registerWith('secret123');
    const { accessToken } = response.json().data;
    const ip = freshIp();
    logLines.length = 0;
    await kit.get('/api/player/profile', { token: accessToken, ip });
    await kit.signIn(email, 'Wrong-Password-4711', { ip });
    const text = logLines.join('');
    expect(text).toContain(`"remoteAddress":"${ip}"`);
    expect(text).toContain(`"code":${ERRORS.invalidCredentials.code}`);
    expect(text).not.toContain('Wrong-Password-4711');
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain(accessToken.split('.')[2]);
  });

  it('V7.4.1 V7.4.3 answers an unexpected failure with a generic message and keeps the details in the log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (l) => lines.push(l) } } });
    app.decorate('db', t.db);
    await app.register(localesPlugin);
    await app.register(errorHandlerPlugin);
    app.get('/api/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 for user croupier');
    });
    try {
      const response = await app.inject('/api/boom');
      expectError(response, 500, ERRORS.internal.code);
      expect(response.body).not.toContain('ECONNREFUSED');
      expect(lines.join('')).toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});

describe('V13 API and V14 HTTP headers', () => {
  it('V8.2.1 V14.4.2 keeps API answers out of caches and makes them downloads, errors included', async () => {
    const { response } = await registerWith('secret123');
    const token = response.json().data.accessToken;
    for (const answer of [
      await kit.get('/api/player/profile', { token }),
      await kit.get('/api/settings/locales'),
      await kit.get('/api/player/profile'),
    ]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="api.json"');
    }
  });

  it('V13.1.5 V13.2.5 refuses a body that is not JSON before any handler runs', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=a%40example.test&password=x',
    });
    expectError(form, 400, ERRORS.badRequest.code);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: Buffer.from('{"email":"a@example.test"}'),
    });
    expectError(missing, 400, ERRORS.badRequest.code);
  });

  it('V14.4.1 V14.4.4 labels every answer, errors included, as UTF-8 JSON not to be sniffed', async () => {
    for (const url of ['/api/settings/locales', '/api/player/profile', '/api/nothing']) {
      const response = await t.app.inject(url);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('V14.4.6 V14.4.7 sends no referrer and lets no other site frame a page', async () => {
    const response = await t.app.inject('/api/settings/locales');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('V14.3.3 names no server software or version', async () => {
    const response = await t.app.inject('/api/settings/locales');
    expect(response.headers.server).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('V14.5.1 V14.5.3 allows no other origin: no CORS headers, preflights refused', async () => {
    const origin = 'https://evil.example';
    const simple = await t.app.inject({ url: '/api/settings/locales', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/player/profile',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('V14.5.4 ignores X-Forwarded-For and -Proto unless TRUST_PROXY says a proxy sets them', async () => {
    const { email } = await registerWith('secret123');
    const ip = freshIp();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
      payload: { login: email, password: 'secret123' },
    });
    expect(signedIn.headers['strict-transport-security']).toBeUndefined();
    const { accessToken, sessionId } = signedIn.json().data;
    const sessions = (await kit.get('/api/player/sessions', { token: accessToken })).json().data;
    expect(sessions.find((s: { id: string }) => s.id === sessionId).ip).toBe(ip);
  });
});

describe('V9 communications', () => {
  it('V9.2.2 refuses to boot in production with an OpenID issuer over plain http', () => {
    const provider = (issuer: string) =>
      JSON.stringify([{ id: 'acme', name: 'Acme', issuer, clientId: 'c', clientSecret: 's' }]);
    const production = (issuer: string) =>
      buildConfig({ NODE_ENV: 'production', SOCIAL_OIDC_PROVIDERS: provider(issuer) });
    expect(() => production('http://id.example')).toThrow(ConfigError);
    expect(production('https://id.example').SOCIAL_OIDC_PROVIDERS).toHaveLength(1);
  });
});

describe('behind an https proxy (PUBLIC_URL https, TRUST_PROXY)', () => {
  const PUBLIC_URL = 'https://croupier.test';
  let op: Awaited<ReturnType<typeof startTestOidcProvider>>;
  let secure: TestApp;
  beforeAll(async () => {
    op = await startTestOidcProvider([
      {
        clientId: 'croupier',
        clientSecret: 'acme-secret',
        redirectUris: [`${PUBLIC_URL}/auth/social/acme/callback`],
      },
    ]);
    secure = await startTestApp({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      SOCIAL_OIDC_PROVIDERS: JSON.stringify([
        { id: 'acme', name: 'Acme', issuer: op.issuer, clientId: 'croupier', clientSecret: 'x' },
      ]),
    });
  });
  afterAll(async () => {
    await secure?.close();
    await op?.close();
  });

  it('V9.1.1 V14.4.5 tells browsers to use https only, for the site and its subdomains', async () => {
    const response = await secure.app.inject({
      url: '/api/settings/locales',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('V3.4.1 V3.4.2 V3.4.3 sets the sign-in binding cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const state = encodeURIComponent(JSON.stringify({ backRoute: '/' }));
    const redirect = await secure.app.inject({
      url: `/api/player/sessions/social/acme/redirect?state=${state}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(redirect.statusCode).toBe(302);
    const binding = redirect.cookies.find((cookie) => cookie.name === SOCIAL_BINDING_COOKIE);
    expect(binding).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
