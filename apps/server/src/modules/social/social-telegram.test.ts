import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, socialIdentities } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createKit } from '../players/test-kit.ts';

const BOT_TOKEN = '123456:test-bot-token';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL: 'https://croupier.test',
    SOCIAL_TELEGRAM_BOT: 'CroupierTestBot',
    SOCIAL_TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  });
  kit = createKit(t);
});
afterAll(() => t.close());

/** Signs the widget's fields the way Telegram does, independently of the code under test. */
function widgetLogin(fields: Record<string, string | number>, botToken = BOT_TOKEN) {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

const now = () => Math.floor(Date.now() / 1000);
const signIn = (login: object, ip = '10.50.0.1') =>
  kit.post('/api/player/sessions/social', { provider: 'telegram', locale: 'es', ...login }, { ip });

describe('Telegram sign-in', () => {
  it('offers the widget with its bot and the callback route as auth URL', async () => {
    const { data } = (await kit.get('/api/settings/social')).json();
    expect(data.providers).toEqual(['telegram']);
    expect(data.telegram).toEqual({
      bot: 'CroupierTestBot',
      auth_url: 'https://croupier.test/auth/social/telegram/callback',
    });
  });

  it('creates a player from a validly signed login, then signs the same player in', async () => {
    const fields = { id: 777001, first_name: 'Tomás', username: 'tomas_t', auth_date: now() };
    const first = await signIn(widgetLogin(fields));
    expect(first.statusCode).toBe(201);
    const session = first.json().data;
    expect(session).toMatchObject({ isNewPlayer: true, backRoute: '/' });
    const [player] = await t.db.select().from(players).where(eq(players.id, session.profileId));
    expect(player).toMatchObject({ nickname: 'tomas_t', locale: 'es', email: null });

    const again = await signIn(
      widgetLogin({ ...fields, id: '777001', photo_url: 'https://t.me/p.jpg' }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ isNewPlayer: false, profileId: session.profileId });
    const identities = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, '777001'));
    expect(identities).toHaveLength(1);
  });

  it('refuses a login with a wrong hash with 401', async () => {
    const login = widgetLogin({ id: 777002, first_name: 'Eve', auth_date: now() });
    expect((await signIn({ ...login, first_name: 'Mallory' })).statusCode).toBe(401);
    const otherBot = widgetLogin({ id: 777002, first_name: 'Eve', auth_date: now() }, '1:other');
    expect((await signIn(otherBot)).statusCode).toBe(401);
    expect((await signIn({ id: 777002, auth_date: now() })).statusCode).toBe(401);
  });

  it('refuses a login whose auth_date is older than a day with 401', async () => {
    const stale = widgetLogin({ id: 777003, first_name: 'Old', auth_date: now() - 86_401 });
    const response = await signIn(stale);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(10003);
  });

  it('answers 404 for an OpenID provider that is not configured', async () => {
    const response = await kit.get(
      `/api/player/sessions/social/acme/redirect?state=${encodeURIComponent('{"backRoute":"/"}')}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
