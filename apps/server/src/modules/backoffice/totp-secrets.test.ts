import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../config.ts';
import { appSecrets, operators } from '../../db/schema.ts';
import { DEMO_OPERATORS } from '../../db/seed/operators.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';
import { totpCode } from './totp.ts';
import { loadTotpKey, openTotpSecret, sealTotpSecret } from './totp-secrets.ts';

const CONFIGURED_KEY = randomBytes(32).toString('base64');

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let admin: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ BACKOFFICE_TOTP_KEY: CONFIGURED_KEY });
  kit = createBackofficeKit(t);
  admin = await kit.operator('admin');
});
afterAll(() => t.close());

const storedSecretOf = (id: string) => storedSecretOfIn(t.db, id);
/** The code of a later 30-second step: the step of the sign-in before is used up. */
const laterCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

describe("operators' TOTP secrets at rest", () => {
  it('stores a sealed secret, not the base32 one, and sign-in still takes its codes', async () => {
    const operator = await kit.operator('support');
    const stored = await storedSecretOf(operator.id);
    expect(stored).toMatch(/^v1:[\w-]+$/);
    expect(stored).not.toContain(operator.totpSecret);
    expect(openTotpSecret(t.db, operator.id, stored)).toBe(operator.totpSecret);
    expect((await kit.signIn(operator.email, laterCode(operator.totpSecret))).statusCode).toBe(200);
    // No key generated in the database while one is configured.
    const generated = await t.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'backoffice-totp-key'));
    expect(generated).toEqual([]);
  });

  it("seals the demo operators' seeded secrets on start; they sign in with their public codes", async () => {
    const rows = await t.db
      .select()
      .from(operators)
      .where(
        inArray(
          operators.email,
          DEMO_OPERATORS.map((demo) => demo.email),
        ),
      );
    expect(rows).toHaveLength(DEMO_OPERATORS.length);
    for (const row of rows) expect(row.totpSecret).toMatch(/^v1:/);
    const demo = DEMO_OPERATORS[0]!;
    const response = await kit.signIn(demo.email, totpCode(demo.totpSecret), 'backoffice-demo');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('seals a secret left in clear by an older version at the next start, once', async () => {
    const operator = await kit.operator('risk');
    await t.db
      .update(operators)
      .set({ totpSecret: operator.totpSecret })
      .where(eq(operators.id, operator.id));
    expect(await loadTotpKey(t.db, CONFIGURED_KEY)).toBe(1);
    expect(await loadTotpKey(t.db, CONFIGURED_KEY)).toBe(0);
    expect(await storedSecretOf(operator.id)).toMatch(/^v1:/);
    expect((await kit.signIn(operator.email, laterCode(operator.totpSecret))).statusCode).toBe(200);
  });

  it('seals a reset secret too: the new one signs in, and it opens only for its operator', async () => {
    const operator = await kit.operator('payments');
    const before = await storedSecretOf(operator.id);
    const reset = await kit.call(
      'POST',
      `/api/backoffice/operators/${operator.id}/totp`,
      admin.token,
      {
        reason: 'lost phone',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = new URL(reset.json().data.enrolmentUri).searchParams.get('secret')!;
    const stored = await storedSecretOf(operator.id);
    expect(stored).not.toBe(before);
    expect(stored).not.toContain(fresh);
    expect((await kit.signIn(operator.email, laterCode(fresh))).statusCode).toBe(200);
    // Copied onto another operator's row, a sealed secret does not open.
    expect(() => openTotpSecret(t.db, admin.id, stored)).toThrow();
    const resealed = sealTotpSecret(t.db, operator.id, fresh);
    expect(resealed).not.toBe(stored);
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    for (const key of ['short', randomBytes(16).toString('base64'), `${CONFIGURED_KEY}x`]) {
      expect(() => buildConfig({ BACKOFFICE_TOTP_KEY: key })).toThrow(/BACKOFFICE_TOTP_KEY/);
    }
    expect(buildConfig({ BACKOFFICE_TOTP_KEY: CONFIGURED_KEY }).BACKOFFICE_TOTP_KEY).toBe(
      CONFIGURED_KEY,
    );
  });
});

describe('without a configured key', () => {
  it('generates one in the database, so every process of the deployment shares it', async () => {
    const other = await startTestApp();
    try {
      const [generated] = await other.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, 'backoffice-totp-key'));
      expect(Buffer.from(generated!.value, 'base64url')).toHaveLength(32);
      const operator = await createBackofficeKit(other).operator('marketing');
      const stored = await storedSecretOfIn(other.db, operator.id);
      expect(openTotpSecret(other.db, operator.id, stored)).toBe(operator.totpSecret);
    } finally {
      await other.close();
    }
  });
});

async function storedSecretOfIn(db: typeof t.db, id: string) {
  return (await db.select().from(operators).where(eq(operators.id, id)))[0]!.totpSecret;
}
