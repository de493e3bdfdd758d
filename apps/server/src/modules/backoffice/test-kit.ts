import type { OperatorRole } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { operatorAuditLog } from '../../db/schema.ts';
import type { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import { createOperator } from './operators.ts';
import { totpCode } from './totp.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const OPERATOR_PASSWORD = 'operator-secret-1';

export interface TestOperator {
  id: string;
  email: string;
  role: OperatorRole;
  totpSecret: string;
  token: string;
}

/** Operators and calls of the back-office tests. */
export function createBackofficeKit(t: TestApp) {
  const { call } = createPaymentsKit(t);

  function signIn(email: string, code: string, password = OPERATOR_PASSWORD) {
    return call('POST', '/api/backoffice/sessions', undefined, { email, password, code });
  }

  /** A new operator of the role, signed in through the API (one code per operator and step). */
  async function operator(role: OperatorRole): Promise<TestOperator> {
    const email = `${role}-${crypto.randomUUID()}@croupier.test`;
    const { operator: row, totpSecret } = await createOperator(t.db, {
      email,
      name: `Test ${role}`,
      role,
      password: OPERATOR_PASSWORD,
    });
    const response = await signIn(email, totpCode(totpSecret));
    if (response.statusCode !== 200) throw new Error(`operator sign-in: ${response.body}`);
    return { id: row.id, email, role, totpSecret, token: response.json().data.accessToken };
  }

  /** The audit entries about one target, oldest first. */
  function auditOf(targetId: string) {
    return t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, targetId))
      .orderBy(operatorAuditLog.id);
  }

  return { call, signIn, operator, auditOf };
}
