import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, players } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createKit(t);
});
afterAll(() => t.close());

const sendCode = (phone: string, ip = '10.3.0.1') =>
  kit.post('/api/player/otp/send', { phone, reason: 'registration' }, { ip });
const verify = (phone: string, code: string, ip = '10.1.0.1') =>
  kit.post('/api/player/otp/verify', { phone, code, reason: 'registration' }, { ip });

/** Moves a phone's codes back in time, as if the resend wait had passed. */
async function ageCodes(phone: string, seconds: number) {
  await t.db
    .update(oneTimeSecrets)
    .set({ createdAt: sql`${oneTimeSecrets.createdAt} - make_interval(secs => ${seconds})` })
    .where(
      and(eq(oneTimeSecrets.kind, 'otp'), eq(oneTimeSecrets.subject, `registration:${phone}`)),
    );
}

function phoneForm(phone: string, code: string, overrides: Record<string, unknown> = {}) {
  const { email: _email, ...form } = kit.registrationBody('', overrides);
  return { ...form, phone, code };
}

describe('POST /api/player/otp/send and /otp/verify', () => {
  it('texts a 6-digit code that verifies without being used up', async () => {
    const response = await sendCode('+49 151 2000 0001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { resendInSeconds: 60, expiresInSeconds: 600 } });
    const code = await kit.smsCode('+4915120000001');
    const [stored] = await t.db.select().from(oneTimeSecrets).where(eq(oneTimeSecrets.kind, 'otp'));
    expect(stored!.secretHash).not.toContain(code);
    expect((await verify('+4915120000001', code)).json()).toEqual({ data: { isValid: true } });
    expect((await verify('+4915120000001', code)).statusCode).toBe(200);
  });

  it('refuses a wrong code with 11003', async () => {
    const response = await verify('+4915120000001', '000000');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe(11003);
  });

  it('refuses a second send within the 60 s wait with 11005', async () => {
    const response = await sendCode('+4915120000001');
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({
      code: 11005,
      message: 'You have requested too many codes. Please try again later.',
    });
  });

  it('allows five codes per phone an hour, then answers 11005', async () => {
    const phone = '+4915120000002';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await sendCode(phone, '10.3.0.2')).statusCode);
      await ageCodes(phone, 61);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('allows twenty codes per address an hour, whatever the phones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const phone = `+49151300000${String(i).padStart(2, '0')}`;
      statuses.push((await sendCode(phone, '10.3.0.3')).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });

  it('allows thirty code checks per address in ten minutes, whatever the phones', async () => {
    const responses = [];
    for (let i = 0; i < 31; i++) {
      const phone = `+49151400000${String(i).padStart(2, '0')}`;
      responses.push(await verify(phone, '000000', '10.3.0.20'));
    }
    expect(responses.slice(0, 30).every((response) => response.statusCode === 422)).toBe(true);
    const refused = responses[30]!;
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 10006]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('answers an expired code with 11004', async () => {
    const phone = '+4915120000004';
    await sendCode(phone, '10.3.0.4');
    const code = await kit.smsCode(phone);
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.subject, `registration:${phone}`));
    const response = await verify(phone, code);
    expect(response.json().error.code).toBe(11004);
  });

  it('burns a code after five wrong guesses', async () => {
    const phone = '+4915120000005';
    await sendCode(phone, '10.3.0.5');
    const code = await kit.smsCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await verify(phone, wrong)).json().error.code).toBe(11003);
    expect((await verify(phone, code)).json().error.code).toBe(11003);
  });

  it('refuses a phone that is not a valid international number with 422', async () => {
    const response = await sendCode('12345');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      phone: ['Enter a valid phone number with country code.'],
    });
  });
});

describe('POST /api/player/register/phone', () => {
  const phone = '+4915120000009';

  it('answers field errors before looking at the code', async () => {
    const response = await kit.post(
      '/api/player/register/phone',
      phoneForm(phone, '000000', { password: '1' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe(10002);
    expect(response.json().error.fields.password).toEqual(['Must be at least 6 characters.']);
  });

  it('refuses a wrong code with 11003 and creates nobody', async () => {
    await sendCode(phone, '10.3.0.9');
    const response = await kit.post('/api/player/register/phone', phoneForm(phone, '000000'));
    expect(response.json().error.code).toBe(11003);
    expect(await t.db.select().from(players).where(eq(players.phone, phone))).toEqual([]);
  });

  it('creates a player with a confirmed phone, signs them in and uses the code up', async () => {
    const code = await kit.smsCode(phone);
    const response = await kit.post('/api/player/register/phone', phoneForm(phone, code));
    expect(response.statusCode).toBe(201);
    const { accessToken } = response.json().data;
    const profile = (await kit.get('/api/player/profile', { token: accessToken })).json().data;
    expect(profile).toMatchObject({
      phone,
      email: null,
      isPhoneConfirmed: true,
      nickname: 'player0009',
    });
    expect((await verify(phone, code)).json().error.code).toBe(11003);
  });

  it('refuses a second registration of the phone as already registered', async () => {
    const send = await sendCode(phone, '10.3.0.10');
    expect(send.statusCode).toBe(422);
    expect(send.json().error.fields).toEqual({ phone: ['This is already registered.'] });
  });

  it('signs the phone player in with phone and password', async () => {
    const response = await kit.signIn('+49 151 2000 0009', 'secret123');
    expect(response.statusCode).toBe(201);
  });
});
