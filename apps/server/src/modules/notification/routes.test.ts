import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications, mailMessages, outbox } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_EMAIL: 'ops@croupier.test' });
});
afterAll(() => t.close());

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Withdrawal',
  message: 'Where is my withdrawal?',
};

function send(body: unknown, ip = '10.0.0.1', locale = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/notification/communications',
    payload: body as object,
    remoteAddress: ip,
    headers: { 'accept-language': locale },
  });
}

describe('POST /api/notification/communications', () => {
  it('stores the message and e-mails the operator through the outbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [stored] = await t.db.select().from(communications);
    expect(stored).toMatchObject({ id, ...valid, ip: '10.0.0.1', locale: 'en' });

    const [event] = await t.db.select().from(outbox);
    expect(event).toMatchObject({ topic: 'mail.requested', dispatchedAt: null });
    await t.app.outbox.flush();
    const mails = await t.db.select().from(mailMessages);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ops@croupier.test', transport: 'outbox' });
    expect(mails[0]!.text).toContain('Where is my withdrawal?');
  });

  it('sends each outbox event once, even when dispatched again', async () => {
    await t.app.outbox.flush();
    await t.app.outbox.flush();
    expect(await t.db.select().from(mailMessages)).toHaveLength(1);
  });

  it('refuses bad input with 422, translated field messages, and stores nothing', async () => {
    const before = (await t.db.select().from(communications)).length;
    const response = await send(
      { name: 'A', email: 'not-an-email', subject: '', message: 'short' },
      '10.0.0.2',
      'de',
    );
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe(10002);
    expect(error.message).toBe('Bitte überprüfe die markierten Felder.');
    expect(error.fields).toEqual({
      name: ['Mindestens 2 Zeichen.'],
      email: ['Gib eine gültige E-Mail-Adresse ein.'],
      subject: ['Dieses Feld ist erforderlich.'],
      message: ['Mindestens 10 Zeichen.'],
    });
    expect(await t.db.select().from(communications)).toHaveLength(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notification/communications',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(10001);
  });

  it('limits one address to five messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.json().error.code).toBe(10006);
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(201);
  });

  it('keeps outbox events in commit order', async () => {
    const ids = (await t.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))).map(
      (r) => r.id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
