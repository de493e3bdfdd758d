import type { OperatorRole } from '@croupier/contract';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/players/passwords.ts';
import type { Executor } from '../client.ts';
import { operators } from '../schema.ts';

/** The demo operators' password. Demo only: these accounts and their TOTP secrets are public. */
export const DEMO_OPERATOR_PASSWORD = 'backoffice-demo';

interface DemoOperator {
  email: string;
  name: string;
  role: OperatorRole;
  /** Base32, to type into an authenticator app. */
  totpSecret: string;
}

/** One operator per role, with fixed, documented TOTP secrets (README, Back office). */
export const DEMO_OPERATORS: DemoOperator[] = (
  [
    { role: 'admin', name: 'Demo Admin', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA' },
    { role: 'support', name: 'Demo Support', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXB' },
    { role: 'payments', name: 'Demo Payments', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC' },
    { role: 'risk', name: 'Demo Risk', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXD' },
    { role: 'marketing', name: 'Demo Marketing', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXE' },
  ] as const
).map((operator) => ({ ...operator, email: `${operator.role}@backoffice.croupier.example` }));

export async function seedDemoOperators(tx: Executor) {
  const emails = DEMO_OPERATORS.map((operator) => operator.email);
  const existing = await tx
    .select({ email: operators.email })
    .from(operators)
    .where(inArray(operators.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_OPERATORS.filter((operator) => !known.has(operator.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  await tx
    .insert(operators)
    .values(missing.map((operator) => ({ ...operator, passwordHash })))
    .onConflictDoNothing();
}
