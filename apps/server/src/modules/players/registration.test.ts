import { endpoints } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../config.ts';
import { mailMessages, players } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createKit(t);
});
afterAll(() => t.close());

const fieldNames = (body: { data: { fields: { name: string }[] } }) =>
  body.data.fields.map((field) => field.name);

describe('GET /api/player/fields/validations', () => {
  it('defines the e-mail registration form with the rules the server checks', async () => {
    const response = await kit.get('/api/player/fields/validations?scenario=registration');
    const body = endpoints.fieldValidations.response.parse(response.json());
    expect(fieldNames(body)).toEqual([
      'email',
      'password',
      'password_confirmation',
      'currency',
      'country',
      'nickname',
      'locale',
      'bonusCode',
      'agreements',
      'receiveEmailPromo',
      'receiveSmsPromo',
    ]);
    const byName = Object.fromEntries(body.data.fields.map((field) => [field.name, field]));
    expect(byName.password).toMatchObject({
      isRequired: true,
      rules: ['required', 'min:6', 'max:128'],
    });
    expect(byName.agreements).toMatchObject({ isRequired: true, rules: ['accepted'] });
    expect(byName.nickname).toMatchObject({ isVisible: false });
    expect(body.data.fields.map((field) => field.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('swaps the e-mail for the phone in the phone registration form', async () => {
    const body = (
      await kit.get('/api/player/fields/validations?scenario=registration&type=phone')
    ).json();
    expect(fieldNames(body)[0]).toBe('phone');
    expect(fieldNames(body)).not.toContain('email');
  });

  it('defines the profile form with names, birthdate and time zone rules', async () => {
    const body = (await kit.get('/api/player/fields/validations?scenario=profile')).json();
    const byName = Object.fromEntries(
      body.data.fields.map((field: { name: string }) => [field.name, field]),
    );
    expect(byName.firstName.rules).toContain('min:2');
    expect(byName.birthdate.rules).toEqual(['date', 'min_age:18']);
    expect(byName.email.editable).toBe(true);
    expect(byName.phone.editable).toBe(true);
  });

  it('refuses an unknown scenario with 422', async () => {
    expect((await kit.get('/api/player/fields/validations?scenario=admin')).statusCode).toBe(422);
  });
});

describe('POST /api/player/register', () => {
  it('creates the player with an argon2id hash, signs them in and e-mails a confirmation link', async () => {
    const response = await kit.post(
      '/api/player/register',
      kit.registrationBody('Ana.Souza@Example.com', {
        locale: 'pt-BR',
        bonusCode: 'WELCOME100',
        receiveEmailPromo: '1',
        fingerprint: 'fp-123',
      }),
      { cookies: { stag: 'aff-42' }, ip: '10.2.0.1' },
    );
    expect(response.statusCode).toBe(201);
    const session = endpoints.register.response.parse(response.json()).data;
    const [player] = await t.db.select().from(players).where(eq(players.id, session.profileId));
    expect(player).toMatchObject({
      email: 'Ana.Souza@Example.com',
      nickname: 'Ana.Souza',
      locale: 'pt-BR',
      bonusCode: 'WELCOME100',
      affiliateTag: 'aff-42',
      fingerprint: 'fp-123',
      receiveEmailPromo: true,
      receiveSmsPromo: false,
      emailConfirmedAt: null,
    });
    expect(player!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(player!.agreementsAcceptedAt).toBeInstanceOf(Date);

    const profile = await kit.get('/api/player/profile', { token: session.accessToken });
    expect(profile.json().data).toMatchObject({ isNewlyRegistered: true, isEmailConfirmed: false });

    const mail = await kit.latestTo('Ana.Souza@Example.com');
    expect(mail.subject).toBe('Confirme seu endereço de e-mail');
    const code = await kit.linkCode('Ana.Souza@Example.com', 'http://localhost:3000/verify');
    const confirmed = await kit.post('/api/player/profile/confirmations/email', {
      confirmCode: code,
    });
    expect(confirmed.json()).toEqual({ data: { ok: true } });
    const after = await kit.get('/api/player/profile', { token: session.accessToken });
    expect(after.json().data.isEmailConfirmed).toBe(true);
    const replay = await kit.post('/api/player/profile/confirmations/email', { confirmCode: code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.fields).toEqual({
      confirmCode: ['The link is invalid or has expired.'],
    });
  });

  it('derives a unique nickname from the e-mail when the form hides it', async () => {
    await kit.register('sam@one.example', {}, { ip: '10.2.0.2' });
    const second = await kit.register('sam@two.example', {}, { ip: '10.2.0.2' });
    const [player] = await t.db.select().from(players).where(eq(players.id, second.profileId));
    expect(player!.nickname).toBe('sam2');
  });

  it('answers a registered e-mail, in any case, with "already registered" on the field', async () => {
    const response = await kit.post(
      '/api/player/register',
      kit.registrationBody('SAM@one.example'),
      {
        ip: '10.2.0.3',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 10002,
      message: 'Please check the highlighted fields.',
      fields: { email: ['This is already registered.'] },
    });
  });

  it('refuses an unticked agreement, a short password, a mismatch, a disabled currency and a restricted country', async () => {
    const response = await kit.post(
      '/api/player/register',
      kit.registrationBody('new@player.example', {
        agreements: '',
        password: 'abc',
        password_confirmation: 'abd',
        currency: 'JPY',
        country: 'US',
      }),
      { ip: '10.2.0.4', locale: 'de' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      agreements: ['Muss akzeptiert werden.'],
      password: ['Mindestens 6 Zeichen.'],
      password_confirmation: ['Stimmt nicht überein.'],
      currency: ['Wähle eine der angebotenen Optionen.'],
      country: expect.any(Array),
    });
    expect(
      await t.db.select().from(players).where(eq(players.email, 'new@player.example')),
    ).toEqual([]);
  });

  it('asks for every required field of an empty form', async () => {
    const response = await kit.post('/api/player/register', {}, { ip: '10.2.0.4' });
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['agreements', 'country', 'currency', 'email', 'password', 'password_confirmation'].sort(),
    );
  });

  it('limits one address to ten registration attempts an hour', async () => {
    const responses = [];
    for (let i = 0; i < 11; i++) {
      responses.push(await kit.post('/api/player/register', {}, { ip: '10.2.0.99' }));
    }
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(responses[10]!.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('the demo outbox', () => {
  it('lists what was sent, newest first, escaped, with clickable links', async () => {
    await t.db.insert(mailMessages).values({
      to: 'x@evil.example',
      subject: '<script>alert(1)</script>',
      text: 'see "https://evil.example/?a=1&b=<2>"',
      transport: 'outbox',
    });
    await kit.register('zoe@page.example', {}, { ip: '10.2.0.5' });
    await t.app.outbox.flush();
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('To zoe@page.example');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/verify\/[A-Za-z0-9_-]+"/);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('see &quot;<a href="https://evil.example/?a=1&amp;b=" ');
    const newest = (await kit.sentMessages())[0]!;
    expect(newest.to).toBe('zoe@page.example');
  });

  it('is off in production unless asked for, and never once real mail or SMS is configured', () => {
    expect(buildConfig({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
    expect(buildConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(buildConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(true);
    expect(
      buildConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', DEV_OUTBOX: 'true' })
        .DEV_OUTBOX,
    ).toBe(false);
    expect(
      buildConfig({ NODE_ENV: 'development', SMS_GATEWAY_URL: 'https://sms.example/send' })
        .DEV_OUTBOX,
    ).toBe(false);
  });
});
