import { ERRORS } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { expectError } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';
import { totpCode } from './totp.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let admin: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  admin = await kit.operator('admin');
});
afterAll(() => t.close());

const PASSWORD = 'a-long-operator-password';
const secretOf = (enrolmentUri: string) => new URL(enrolmentUri).searchParams.get('secret')!;
const reason = { reason: 'left the company' };

describe('operator management', () => {
  it('adds an operator who enrols the answered secret and signs in; a taken e-mail is refused', async () => {
    const created = await kit.call('POST', '/api/backoffice/operators', admin.token, {
      email: 'New.Agent@croupier.test',
      name: 'New Agent',
      role: 'support',
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { operator, enrolmentUri } = created.json().data;
    expect(operator).toMatchObject({
      email: 'new.agent@croupier.test',
      role: 'support',
      disabledAt: null,
    });
    const signIn = await kit.signIn(operator.email, totpCode(secretOf(enrolmentUri)), PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);

    const again = await kit.call('POST', '/api/backoffice/operators', admin.token, {
      email: 'new.agent@CROUPIER.test',
      name: 'Twin',
      role: 'support',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().error.fields)).toEqual(['email']);
    const short = await kit.call('POST', '/api/backoffice/operators', admin.token, {
      email: 'short@croupier.test',
      name: 'Short',
      role: 'support',
      password: 'eleven-char',
    });
    expect(Object.keys(short.json().error.fields)).toEqual(['password']);
    const listed = await kit.call('GET', '/api/backoffice/operators', admin.token);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: operator.id }));
  });

  it('disables an operator: their session ends at once and sign-in is refused until enabled', async () => {
    const agent = await kit.operator('payments');
    const disabled = await kit.call(
      'PUT',
      `/api/backoffice/operators/${agent.id}/disable`,
      admin.token,
      reason,
    );
    expect(disabled.json().data.disabledAt).not.toBeNull();
    expectError(
      await kit.call('GET', '/api/backoffice/me', agent.token),
      401,
      ERRORS.unauthorized.code,
    );
    // The code of the next 30-second step: the last one was used by the sign-in before.
    const nextCode = () => totpCode(agent.totpSecret, Date.now() + 30_000);
    expectError(await kit.signIn(agent.email, nextCode()), 401, ERRORS.invalidCredentials.code);
    await kit.call('PUT', `/api/backoffice/operators/${agent.id}/enable`, admin.token, reason);
    // The refused try used no step: the same code now signs in.
    expect((await kit.signIn(agent.email, nextCode())).statusCode).toBe(200);
  });

  it('resets a lost second factor: the old codes stop working, the new secret signs in', async () => {
    const agent = await kit.operator('risk');
    const reset = await kit.call(
      'POST',
      `/api/backoffice/operators/${agent.id}/totp`,
      admin.token,
      {
        reason: 'lost phone',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(
      await kit.call('GET', '/api/backoffice/me', agent.token),
      401,
      ERRORS.unauthorized.code,
    );
    const oldCode = totpCode(agent.totpSecret, Date.now() + 30_000);
    expectError(await kit.signIn(agent.email, oldCode), 401, ERRORS.invalidCredentials.code);
    const fresh = secretOf(reset.json().data.enrolmentUri);
    expect((await kit.signIn(agent.email, totpCode(fresh))).statusCode).toBe(200);
  });

  it('keeps an admin from disabling or resetting themselves', async () => {
    for (const path of ['disable', 'totp']) {
      const method = path === 'totp' ? 'POST' : 'PUT';
      expectError(
        await kit.call(
          method,
          `/api/backoffice/operators/${admin.id}/${path}`,
          admin.token,
          reason,
        ),
        403,
        ERRORS.forbidden.code,
      );
    }
  });
});
