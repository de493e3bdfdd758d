import { ERRORS } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let marketing: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  marketing = await kit.operator('marketing');
});
afterAll(() => t.close());

const create = (body: object) =>
  kit.call('POST', '/api/backoffice/bonus-codes', marketing.token, body);
const enter = (player: TestPlayer, bonusCode: string) =>
  payments.call('POST', '/api/game/bonuses/bonuscodes', player.token, { bonusCode, trigger: 1 });

describe('bonus codes in the back office', () => {
  it('lists the bonus definitions with their triggers', async () => {
    const response = await kit.call('GET', '/api/backoffice/bonuses', marketing.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ id: 'signup-5', trigger: 'code', isEnabled: true }),
    );
  });

  it('creates a code players then redeem, up to its uses, and disables it', async () => {
    const created = await create({
      code: ' spring25 ',
      bonusId: 'signup-5',
      trigger: 1,
      maxUses: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({
      code: 'SPRING25',
      bonusId: 'signup-5',
      trigger: 1,
      maxUses: 2,
      uses: 0,
      expiresAt: null,
      isEnabled: true,
    });

    const first = await payments.player();
    expect((await enter(first, 'Spring25')).json().data).toMatchObject({ status: 2 });
    const bonuses = await payments.call('GET', '/api/game/player-bonuses', first.token);
    expect(bonuses.json().data).toEqual([
      expect.objectContaining({ bonusId: 'signup-5', amount: 500 }),
    ]);

    const disabled = await kit.call(
      'PUT',
      '/api/backoffice/bonus-codes/spring25',
      marketing.token,
      { isEnabled: false },
    );
    expect(disabled.json().data).toMatchObject({ code: 'SPRING25', uses: 1, isEnabled: false });
    const second = await payments.player();
    expect((await enter(second, 'SPRING25')).json().data).toMatchObject({ status: 4 });

    const listed = await kit.call('GET', '/api/backoffice/bonus-codes', marketing.token);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ code: 'SPRING25', uses: 1, isEnabled: false }),
    );
    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, 'SPRING25'))
      .orderBy(operatorAuditLog.id);
    expect(audit.map((row) => [row.action, row.operatorId])).toEqual([
      ['bonusCode.create', marketing.id],
      ['bonusCode.disable', marketing.id],
    ]);
    expect(audit[1]).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a taken code, a bonus codes do not give, and a past expiry, on their fields', async () => {
    await create({ code: 'TAKEN1', bonusId: 'signup-5', trigger: 1 });
    const cases: [object, string][] = [
      [{ code: 'taken1', bonusId: 'signup-5', trigger: 1 }, 'code'],
      [{ code: 'NOBONUS', bonusId: 'no-such-bonus', trigger: 3 }, 'bonusId'],
      [{ code: 'PERCENT', bonusId: 'code-double-50', trigger: 1 }, 'bonusId'],
      [
        { code: 'OLD', bonusId: 'signup-5', trigger: 1, expiresAt: '2020-01-01T00:00:00Z' },
        'expiresAt',
      ],
      [{ code: 'no spaces', bonusId: 'signup-5', trigger: 1 }, 'code'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expectError(
      await kit.call('PUT', '/api/backoffice/bonus-codes/NOSUCHCODE', marketing.token, {
        isEnabled: true,
      }),
      404,
      ERRORS.notFound.code,
    );
  });
});
