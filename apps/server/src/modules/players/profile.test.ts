import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createKit(t);
});
afterAll(() => t.close());

const PASSWORD = 'secret123';

async function newPlayer(email: string) {
  const session = await kit.register(
    email,
    {},
    { ip: `10.7.${Math.floor(Math.random() * 250)}.1` },
  );
  return session.accessToken;
}

describe('GET and PUT /api/player/profile', () => {
  it('refuses a request without a token', async () => {
    expect((await kit.get('/api/player/profile')).statusCode).toBe(401);
  });

  it('updates the editable fields and ignores the others', async () => {
    const token = await newPlayer('pia@profile.example');
    const response = await kit.put(
      '/api/player/profile',
      {
        firstName: 'Pia',
        lastName: 'Lind',
        birthdate: '1990-04-12',
        timeZone: 'Europe/Berlin',
        city: '  Hamburg ',
        receiveSmsPromo: true,
        country: 'BR',
        nickname: 'hacker',
      },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Pia',
      lastName: 'Lind',
      birthdate: '1990-04-12',
      timeZone: 'Europe/Berlin',
      city: 'Hamburg',
      receiveSmsPromo: true,
      country: 'DE',
      nickname: 'pia',
    });
  });

  it('records that the player opened the installed web app', async () => {
    const token = await newPlayer('ada@profile.example');
    expect((await kit.get('/api/player/profile', { token })).json().data.pwaInstalled).toBe(false);
    const response = await kit.put('/api/player/profile', { pwaInstalled: true }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pwaInstalled).toBe(true);
    expect((await kit.get('/api/player/profile', { token })).json().data.pwaInstalled).toBe(true);
  });

  it('refuses values the profile rules forbid, in the player’s language', async () => {
    const token = await newPlayer('ugo@profile.example');
    const response = await kit.put(
      '/api/player/profile',
      { firstName: 'U', birthdate: '2015-01-01', timeZone: 'Mars/Olympus', gender: 'robot' },
      { token, locale: 'es' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      firstName: ['Debe tener al menos 2 caracteres.'],
      birthdate: [expect.stringContaining('18')],
      timeZone: ['Elige una de las opciones ofrecidas.'],
      gender: [expect.any(String)],
    });
  });

  it('unconfirms a changed e-mail and sends the new address a link', async () => {
    const token = await newPlayer('old@profile.example');
    const code = await kit.linkCode('old@profile.example', '/verify');
    const response = await kit.put(
      '/api/player/profile',
      { email: 'new@profile.example', currentPassword: PASSWORD },
      { token },
    );
    expect(response.json().data).toMatchObject({
      email: 'new@profile.example',
      isEmailConfirmed: false,
    });
    const stale = await kit.post('/api/player/profile/confirmations/email', { confirmCode: code });
    expect(stale.statusCode).toBe(422);
    const fresh = await kit.linkCode('new@profile.example', '/verify');
    expect(
      (await kit.post('/api/player/profile/confirmations/email', { confirmCode: fresh }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for the password before the e-mail changes, and tells the old address', async () => {
    const token = await newPlayer('kept@profile.example');
    const withoutPassword = await kit.put(
      '/api/player/profile',
      { email: 'taken-over@profile.example', firstName: 'Ann' },
      { token },
    );
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json().error.fields).toEqual({
      currentPassword: ['This field is required.'],
    });
    const wrong = await kit.put(
      '/api/player/profile',
      { email: 'taken-over@profile.example', currentPassword: 'guess-1234' },
      { token },
    );
    expect(wrong.json().error.fields).toEqual({
      currentPassword: ['The current password is incorrect.'],
    });
    const profile = (await kit.get('/api/player/profile', { token })).json().data;
    expect(profile).toMatchObject({ email: 'kept@profile.example', firstName: null });

    // The same address sent back with the other fields needs no password.
    const sameAddress = await kit.put(
      '/api/player/profile',
      { email: 'kept@profile.example', firstName: 'Ann' },
      { token },
    );
    expect(sameAddress.statusCode).toBe(200);

    await kit.put(
      '/api/player/profile',
      { email: 'moved@profile.example', currentPassword: PASSWORD },
      { token },
    );
    const notice = await kit.latestTo('kept@profile.example');
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).toContain('moved@profile.example');
  });

  it('stops guessing the password through the profile after 10 wrong tries', async () => {
    const token = await newPlayer('guessed@profile.example');
    const tryPassword = (currentPassword: string) =>
      kit.put(
        '/api/player/profile',
        { email: 'thief@profile.example', currentPassword },
        { token },
      );
    for (let i = 0; i < 10; i++) expect((await tryPassword(`guess-${i}`)).statusCode).toBe(422);
    const refused = await tryPassword(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(10006);
    // The password change shares the counter: the thief cannot switch to it.
    const change = await kit.put(
      '/api/player/passwords',
      { currentPassword: PASSWORD, newPassword: 'another123', repeatNewPassword: 'another123' },
      { token },
    );
    expect(change.statusCode).toBe(429);
  });

  it('refuses an e-mail another player has', async () => {
    const token = await newPlayer('mine@profile.example');
    const response = await kit.put(
      '/api/player/profile',
      { email: 'DEMO@croupier.example' },
      { token },
    );
    expect(response.json().error.fields).toEqual({ email: ['This is already registered.'] });
  });
});

describe('changing the phone on the profile', () => {
  const phone = '+4915209998877';
  const sendCode = (to: string, ip: string) =>
    kit.post('/api/player/otp/send', { phone: to, reason: 'profile' }, { ip });

  it('needs the password and the code sent to the new phone, uses it up and confirms the phone', async () => {
    const token = await newPlayer('phone@profile.example');
    expect((await sendCode(phone, '10.8.0.1')).statusCode).toBe(200);
    const code = await kit.smsCode(phone);

    const withoutCode = await kit.put('/api/player/profile', { phone }, { token });
    expect(withoutCode.statusCode).toBe(422);
    expect(Object.keys(withoutCode.json().error.fields)).toEqual(['code']);
    const wrong = code === '000000' ? '111111' : '000000';
    // The password first: without it the code is refused on that field and stays usable.
    const withoutPassword = await kit.put('/api/player/profile', { phone, code }, { token });
    expect(withoutPassword.json().error.fields).toEqual({
      currentPassword: ['This field is required.'],
    });
    const withPassword = { currentPassword: PASSWORD };
    const wrongCode = await kit.put(
      '/api/player/profile',
      { phone, code: wrong, ...withPassword },
      { token },
    );
    expect(wrongCode.json().error.code).toBe(11003);
    const other = await kit.put(
      '/api/player/profile',
      { phone: '+4915209998878', code, ...withPassword },
      { token },
    );
    expect(other.json().error.code).toBe(11003);
    expect((await kit.get('/api/player/profile', { token })).json().data.phone).toBeNull();

    const changed = await kit.put(
      '/api/player/profile',
      { phone, code, ...withPassword },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ phone, isPhoneConfirmed: true });
    const replay = await kit.put(
      '/api/player/profile',
      { phone: '+4915209998879', code, ...withPassword },
      { token },
    );
    expect(replay.statusCode).toBe(422);

    const signIn = await kit.post('/api/player/sessions', { login: phone, password: PASSWORD });
    expect(signIn.statusCode).toBe(201);
  });

  it('keeps the phone when the same number is sent again, and refuses to remove it', async () => {
    const token = await newPlayer('samephone@profile.example');
    const mine = '+4915209998870';
    await sendCode(mine, '10.8.0.2');
    await kit.put(
      '/api/player/profile',
      { phone: mine, code: await kit.smsCode(mine), currentPassword: PASSWORD },
      { token },
    );
    const same = await kit.put('/api/player/profile', { phone: mine, firstName: 'Sam' }, { token });
    expect(same.json().data).toMatchObject({ phone: mine, firstName: 'Sam' });
    const removed = await kit.put('/api/player/profile', { phone: '' }, { token });
    expect(removed.json().error.fields).toEqual({ phone: ['This field is required.'] });
  });

  it('refuses a phone another player has, before sending a code and when saving', async () => {
    const token = await newPlayer('takenphone@profile.example');
    const taken = '+4915112345678';
    const send = await sendCode(taken, '10.8.0.3');
    expect(send.json().error.fields).toEqual({ phone: ['This is already registered.'] });
    const save = await kit.put(
      '/api/player/profile',
      { phone: taken, code: '123456', currentPassword: PASSWORD },
      { token },
    );
    expect(save.json().error.fields).toEqual({ phone: ['This is already registered.'] });
  });
});

describe('POST /api/player/profile/confirmations/email/resend', () => {
  it('sends a new link that replaces the old one, three times in ten minutes at most', async () => {
    const token = await newPlayer('resend@profile.example');
    const first = await kit.linkCode('resend@profile.example', '/verify');
    const responses = [];
    for (let i = 0; i < 4; i++) {
      responses.push(
        await kit.post('/api/player/profile/confirmations/email/resend', {}, { token }),
      );
    }
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(responses[3]!.headers['retry-after'])).toBeGreaterThan(500);
    const latest = await kit.linkCode('resend@profile.example', '/verify');
    expect(latest).not.toBe(first);
    expect(
      (await kit.post('/api/player/profile/confirmations/email', { confirmCode: first }))
        .statusCode,
    ).toBe(422);
    expect(
      (await kit.post('/api/player/profile/confirmations/email', { confirmCode: latest }))
        .statusCode,
    ).toBe(200);
  });

  it('needs a signed-in player', async () => {
    expect((await kit.post('/api/player/profile/confirmations/email/resend')).statusCode).toBe(401);
  });
});

describe('PUT /api/player/passwords', () => {
  it('refuses a wrong current password on its field', async () => {
    const token = await newPlayer('pw1@profile.example');
    const response = await kit.put(
      '/api/player/passwords',
      { currentPassword: 'nope', newPassword: 'another1', repeatNewPassword: 'another1' },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      currentPassword: ['The current password is incorrect.'],
    });
  });

  it('checks the new password rules', async () => {
    const token = await newPlayer('pw2@profile.example');
    const response = await kit.put(
      '/api/player/passwords',
      { currentPassword: PASSWORD, newPassword: '123', repeatNewPassword: '321' },
      { token },
    );
    expect(response.json().error.fields).toEqual({
      newPassword: ['Must be at least 6 characters.'],
      repeatNewPassword: ['Does not match.'],
    });
  });

  it('changes the password and closes every other session', async () => {
    const current = await newPlayer('pw3@profile.example');
    const other = (await kit.signIn('pw3@profile.example', PASSWORD)).json().data.accessToken;
    const response = await kit.put(
      '/api/player/passwords',
      { currentPassword: PASSWORD, newPassword: 'brand-new', repeatNewPassword: 'brand-new' },
      { token: current },
    );
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await kit.get('/api/player/profile', { token: other })).statusCode).toBe(401);
    expect((await kit.get('/api/player/profile', { token: current })).statusCode).toBe(200);
    expect((await kit.signIn('pw3@profile.example', PASSWORD)).statusCode).toBe(401);
    expect((await kit.signIn('pw3@profile.example', 'brand-new')).statusCode).toBe(201);
    expect((await kit.latestTo('pw3@profile.example')).subject).toBe('Your password was changed');
  });
});

describe('POST /api/player/passwords/reset and /confirm', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await kit.post(
      '/api/player/passwords/reset',
      { email: 'jogador@croupier.example' },
      { ip: '10.8.0.1' },
    );
    const unknown = await kit.post(
      '/api/player/passwords/reset',
      { email: 'ghost@croupier.example' },
      { ip: '10.8.0.1' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ data: { ok: true } });
    const mail = await kit.latestTo('jogador@croupier.example');
    expect(mail.subject).toBe('Redefina sua senha');
    expect((await kit.sentMessages()).some((m) => m.to === 'ghost@croupier.example')).toBe(false);
  });

  it("sets the new password with the code once and closes every session, and nobody else's", async () => {
    const token = await newPlayer('reset@profile.example');
    const bystander = (await kit.signIn('demo@croupier.example', 'demo1234')).json().data
      .accessToken;
    await kit.post(
      '/api/player/passwords/reset',
      { email: 'reset@profile.example' },
      { ip: '10.8.0.2' },
    );
    const resetCode = await kit.linkCode(
      'reset@profile.example',
      'http://localhost:3000/password-reset',
    );
    const body = { resetCode, password: 'reset-pass', password_confirmation: 'reset-pass' };
    const response = await kit.post('/api/player/passwords/confirm', body);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await kit.get('/api/player/profile', { token })).statusCode).toBe(401);
    expect((await kit.get('/api/player/profile', { token: bystander })).statusCode).toBe(200);
    expect((await kit.signIn('reset@profile.example', 'reset-pass')).statusCode).toBe(201);
    expect((await kit.latestTo('reset@profile.example')).subject).toBe('Your password was changed');
    const replay = await kit.post('/api/player/passwords/confirm', body);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.fields).toEqual({
      resetCode: ['The link is invalid or has expired.'],
    });
  });

  it('refuses a made-up code and a mismatched confirmation on their fields', async () => {
    const response = await kit.post('/api/player/passwords/confirm', {
      resetCode: 'made-up',
      password: 'reset-pass',
      password_confirmation: 'reset-pass',
    });
    expect(response.json().error.fields).toEqual({
      resetCode: ['The link is invalid or has expired.'],
    });
    const mismatch = await kit.post('/api/player/passwords/confirm', {
      resetCode: 'made-up',
      password: 'reset-pass',
      password_confirmation: 'other',
    });
    expect(mismatch.json().error.fields).toEqual({ password_confirmation: ['Does not match.'] });
  });

  it('limits resets to three per address an hour, known or not', async () => {
    for (const email of ['demo@croupier.example', 'ghost2@croupier.example']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await kit.post('/api/player/passwords/reset', { email }, { ip: `10.8.1.${i}` }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits one network address to ten resets an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await kit.post(
            '/api/player/passwords/reset',
            { email: `n${i}@x.example` },
            { ip: '10.8.2.1' },
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
