import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, players, sessions } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { issueAutoLoginToken } from './links.ts';
import { SIGN_IN_SHEDDING } from './rate-limits.ts';
import { createKit, DEMO_PASSWORD } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createKit(t);
});
afterAll(() => t.close());

async function signedIn(login = 'demo@croupier.example', ip = '10.4.0.1') {
  const response = await kit.signIn(login, DEMO_PASSWORD, { ip });
  expect(response.statusCode).toBe(201);
  return response.json().data as { accessToken: string; sessionId: string; profileId: string };
}

const profileStatus = async (token: string) =>
  (await kit.get('/api/player/profile', { token })).statusCode;

async function playerId(email: string) {
  const [row] = await t.db.select().from(players).where(eq(players.email, email));
  return row!.id;
}

describe('POST /api/player/sessions', () => {
  it('signs in by e-mail in any case and the token opens the profile', async () => {
    const session = await signedIn('DEMO@Croupier.Example');
    const profile = await kit.get('/api/player/profile', { token: session.accessToken });
    expect(profile.json().data).toMatchObject({
      id: session.profileId,
      email: 'demo@croupier.example',
      isNewlyRegistered: false,
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row).toMatchObject({ method: 'password', ip: '10.4.0.1' });
  });

  it('signs in by phone', async () => {
    const session = await signedIn('+4915112345678');
    const profile = await kit.get('/api/player/profile', { token: session.accessToken });
    expect(profile.json().data.phone).toBe('+4915112345678');
  });

  it('answers a wrong password and an unknown login with the same 401', async () => {
    const wrong = await kit.signIn('demo@croupier.example', 'wrong-password', { ip: '10.4.0.2' });
    const unknown = await kit.signIn('nobody@croupier.example', DEMO_PASSWORD, { ip: '10.4.0.2' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 11001, message: 'The login or password is incorrect.' },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a blocked account with 403 and lets a limited one in', async () => {
    const blocked = await kit.signIn('blocked@croupier.example', DEMO_PASSWORD, { ip: '10.4.0.3' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe(11002);
    const limited = await signedIn('limited@croupier.example', '10.4.0.3');
    const profile = await kit.get('/api/player/profile', { token: limited.accessToken });
    expect(profile.json().data.status).toBe(2);
  });

  it('asks for both fields with 422', async () => {
    const response = await kit.signIn('', '', { ip: '10.4.0.4' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      login: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  const signInFrom = (login: string, password: string, ip: string, fingerprint?: string) =>
    kit.post('/api/player/sessions', { login, password, fingerprint }, { ip });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("cannot be used by a stranger to lock a player out: the player's devices still get in", async () => {
    // The player signed up on a phone at home.
    await kit.register('lockout@croupier.example', { fingerprint: 'phone-1' }, { ip: '10.5.9.9' });
    // A stranger tries wrong passwords from ten addresses, then an eleventh.
    const attack: number[] = [];
    for (let i = 0; i < 11; i++) {
      attack.push(
        (await signInFrom('lockout@croupier.example', 'guess', `10.5.0.${i}`)).statusCode,
      );
    }
    expect(attack).toEqual([...Array(10).fill(401), 429]);

    // The same phone on another network, and the home address from another browser, get in.
    const phone = await signInFrom('LOCKOUT@croupier.example', 'secret123', '10.5.3.3', 'phone-1');
    expect(phone.statusCode).toBe(201);
    const home = await signInFrom('lockout@croupier.example', 'secret123', '10.5.9.9');
    expect(home.statusCode).toBe(201);

    // A device and address the player never used takes the slow path: a try a second.
    const stranger = await signInFrom('lockout@croupier.example', 'secret123', '10.5.4.4', 'pc');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe(10006);
    expect(stranger.headers['retry-after']).toBe('1');
    // Other logins are untouched.
    expect((await signInFrom('demo@croupier.example', DEMO_PASSWORD, '10.5.4.4')).statusCode).toBe(
      201,
    );
  });

  it('slows a login under attack with a delay that doubles with each further failure', async () => {
    await kit.register('slow@croupier.example', {}, { ip: '10.8.9.9' });
    for (let i = 0; i < 10; i++) await signInFrom('slow@croupier.example', 'guess', `10.8.0.${i}`);
    const early = await signInFrom('slow@croupier.example', 'guess', '10.8.1.1');
    expect([early.statusCode, early.headers['retry-after']]).toEqual([429, '1']);

    await wait(1_100);
    expect((await signInFrom('slow@croupier.example', 'guess', '10.8.1.2')).statusCode).toBe(401);
    const later = await signInFrom('slow@croupier.example', 'secret123', '10.8.1.3');
    expect([later.statusCode, later.headers['retry-after']]).toEqual([429, '2']);

    await wait(2_100);
    // Once the delay has passed, the right password from anywhere gets in.
    expect((await signInFrom('slow@croupier.example', 'secret123', '10.8.1.4')).statusCode).toBe(
      201,
    );
  });

  it('stops one address guessing one login after ten wrong passwords in 15 minutes', async () => {
    await kit.register('guessed@croupier.example', { fingerprint: 'tablet' }, { ip: '10.9.9.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signInFrom('guessed@croupier.example', 'guess', '10.9.0.1')).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const right = await signInFrom('guessed@croupier.example', 'secret123', '10.9.0.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The address may still sign in to other logins; the player's tablet still gets in.
    expect((await signInFrom('demo@croupier.example', DEMO_PASSWORD, '10.9.0.1')).statusCode).toBe(
      201,
    );
    expect(
      (await signInFrom('guessed@croupier.example', 'secret123', '10.9.1.1', 'tablet')).statusCode,
    ).toBe(201);
  });

  it('sheds sign-ins past a hundred a second in one process, before reading them', async () => {
    // At the start of a second, so that the burst falls into one.
    await wait(1000 - (Date.now() % 1000));
    const responses = await Promise.all(
      Array.from({ length: SIGN_IN_SHEDDING.maxPerSecond + 1 }, (_, i) =>
        kit.post('/api/player/sessions', {}, { ip: `10.10.0.${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Empty forms: each one read and validated is a 422; the one past the hundred never is.
    expect(statuses.filter((status) => status === 422)).toHaveLength(100);
    const shed = responses.find((response) => response.statusCode === 429)!;
    expect([shed.json().error.code, shed.headers['retry-after']]).toEqual([10006, '1']);
    await wait(1000);
    expect((await kit.signIn('demo@croupier.example', DEMO_PASSWORD)).statusCode).toBe(201);
  });

  it('stops an address after thirty wrong passwords in 15 minutes, whatever the logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await kit.signIn(`guess${i}@croupier.example`, 'x', { ip: '10.6.0.1' })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    const next = await kit.signIn('demo@croupier.example', DEMO_PASSWORD, { ip: '10.6.0.1' });
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('POST /api/player/sessions/token', () => {
  it('signs in once with an auto-login token; a replay gets 401', async () => {
    const token = await issueAutoLoginToken(t.db, await playerId('demo@croupier.example'));
    const first = await kit.post('/api/player/sessions/token', { token, fingerprint: 'fp' });
    expect(first.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, first.json().data.sessionId));
    expect(row).toMatchObject({ method: 'token', fingerprint: 'fp' });
    const replay = await kit.post('/api/player/sessions/token', { token });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses an unknown token and an expired one', async () => {
    expect((await kit.post('/api/player/sessions/token', { token: 'made-up' })).statusCode).toBe(
      401,
    );
    const token = await issueAutoLoginToken(t.db, await playerId('demo@croupier.example'));
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.kind, 'auto-login'));
    expect((await kit.post('/api/player/sessions/token', { token })).statusCode).toBe(401);
  });

  it('stops an address after twenty token sign-ins in 15 minutes', async () => {
    const responses = [];
    for (let i = 0; i < 21; i++) {
      responses.push(
        await kit.post('/api/player/sessions/token', { token: `guess-${i}` }, { ip: '10.7.0.1' }),
      );
    }
    expect(responses.slice(0, 20).every((response) => response.statusCode === 401)).toBe(true);
    const refused = responses[20]!;
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 10006]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('access tokens', () => {
  it('refuses a token whose session was closed', async () => {
    const session = await signedIn();
    const other = await signedIn();
    const close = await kit.put(
      `/api/player/sessions/${session.sessionId}/close`,
      {},
      { token: other.accessToken },
    );
    expect(close.statusCode).toBe(200);
    expect(await profileStatus(session.accessToken)).toBe(401);
    expect(await profileStatus(other.accessToken)).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const { accessToken } = await signedIn();
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: await playerId('jogador@croupier.example') }),
    ).toString('base64url');
    expect(await profileStatus(`${header}.${forged}.${signature}`)).toBe(401);
    expect(await profileStatus(`${accessToken.slice(0, -2)}xx`)).toBe(401);
    expect(await profileStatus('not-a-jwt')).toBe(401);
  });

  it('refuses an expired token, which still refreshes while its session is open', async () => {
    const session = await signedIn();
    const past = new Date(Date.now() - 2 * 3600_000);
    const { token: expired } = await t.app.tokens.sign(session.profileId, session.sessionId, past);
    expect(await profileStatus(expired)).toBe(401);
    const refreshed = await kit.post('/api/player/sessions/refresh', undefined, { token: expired });
    expect(refreshed.statusCode).toBe(200);
    expect(await profileStatus(refreshed.json().data.accessToken)).toBe(200);

    await kit.post('/api/player/sessions/logout', undefined, {
      token: refreshed.json().data.accessToken,
    });
    const afterClose = await kit.post('/api/player/sessions/refresh', undefined, {
      token: expired,
    });
    expect(afterClose.statusCode).toBe(401);
  });

  it('refuses the old token after logout', async () => {
    const { accessToken } = await signedIn();
    expect(
      (await kit.post('/api/player/sessions/logout', undefined, { token: accessToken })).statusCode,
    ).toBe(200);
    expect(await profileStatus(accessToken)).toBe(401);
  });

  it("answers 404 when closing another player's session, and leaves it open", async () => {
    const mine = await signedIn();
    const theirs = await signedIn('+4915112345678', '10.4.0.9');
    const close = await kit.put(
      `/api/player/sessions/${theirs.sessionId}/close`,
      {},
      { token: mine.accessToken },
    );
    expect(close.statusCode).toBe(404);
    expect(await profileStatus(theirs.accessToken)).toBe(200);
  });

  it("lists only the player's own sessions", async () => {
    const mine = await signedIn('+4915112345678', '10.4.0.9');
    const list = (await kit.get('/api/player/sessions', { token: mine.accessToken })).json();
    const ids = list.data.map((row: { id: string }) => row.id);
    const own = await t.db.select().from(sessions).where(eq(sessions.playerId, mine.profileId));
    expect(ids.every((id: string) => own.some((row) => row.id === id))).toBe(true);
    expect(list.data.filter((row: { isCurrent: boolean }) => row.isCurrent)).toHaveLength(1);
  });

  it('refuses a blocked player even with a valid token', async () => {
    const session = await signedIn('limited@croupier.example', '10.4.0.8');
    await t.db.update(players).set({ status: 3 }).where(eq(players.id, session.profileId));
    const response = await kit.get('/api/player/profile', { token: session.accessToken });
    expect(response.statusCode).toBe(403);
    await t.db.update(players).set({ status: 2 }).where(eq(players.id, session.profileId));
  });
});
