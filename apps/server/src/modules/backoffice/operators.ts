import { randomBytes } from 'node:crypto';
import { type Operator, type OperatorRole, permissionsOf } from '@croupier/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { operatorSessions, operators } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { hashPassword, sha256, verifyPassword } from '../players/passwords.ts';
import { type AuditActor, appendAudit } from './audit.ts';
import * as repo from './repo.ts';
import { generateTotpSecret, matchTotpStep, totpUri } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secrets.ts';

/**
 * Operator tokens are random, not JWTs: the player signer never verifies one, and this module
 * never finds a player's JWT among the token hashes, so neither opens the other's API.
 */
const TOKEN_PREFIX = 'bo_';

export interface SignedInOperator extends AuditActor {
  sessionId: string;
  name: string;
  role: OperatorRole;
}

export interface OperatorSessionPolicy {
  idleMinutes: number;
  sessionHours: number;
}

export function toOperator(operator: Omit<SignedInOperator, 'sessionId'>): Operator {
  const { id, email, name, role } = operator;
  return { id, email, name, role, permissions: permissionsOf(role) };
}

/**
 * Adds an operator and the TOTP secret they enrol in an authenticator app (shown once); `actor`
 * is the admin who did it (none from the command line). A taken e-mail is 422 on its field.
 */
export async function createOperator(
  db: Db,
  input: { email: string; name: string; role: OperatorRole; password: string; totpSecret?: string },
  actor?: { operator: SignedInOperator; ip: string },
) {
  const totpSecret = input.totpSecret ?? generateTotpSecret();
  const passwordHash = await hashPassword(input.password);
  const operator = await db
    .transaction(async (tx) => {
      const id = crypto.randomUUID();
      const row = await repo.insertOperator(tx, {
        id,
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash,
        totpSecret: sealTotpSecret(db, id, totpSecret),
      });
      await appendAudit(tx, {
        operator: actor?.operator ?? null,
        action: 'operator.create',
        target: { type: 'operator', id: row.id },
        after: { email: row.email, name: row.name, role: row.role },
        ip: actor?.ip ?? null,
      });
      return row;
    })
    .catch((error: unknown) => {
      if (violatedConstraint(error) === 'operators_email') throw fieldError('email', 'unique');
      throw error;
    });
  return { operator, totpSecret, enrolmentUri: totpUri(totpSecret, operator.email) };
}

interface SignInContext extends OperatorSessionPolicy {
  ip: string;
  userAgent: string;
}

/**
 * Password and TOTP code in one step. An unknown e-mail costs the same argon2 work as a known
 * one, and every failure answers the same 401 (which factor failed is only in the audit log).
 */
export async function signInOperator(
  db: Db,
  body: { email: string; password: string; code: string },
  context: SignInContext,
) {
  const operator = await repo.selectOperatorByEmail(db, body.email);
  const isPasswordValid = await verifyPassword(operator?.passwordHash ?? null, body.password);
  const failure = !operator || operator.disabledAt || !isPasswordValid ? 'password' : null;
  const step =
    operator && !failure
      ? matchTotpStep(openTotpSecret(db, operator.id, operator.totpSecret), body.code)
      : null;
  const signedIn = await db.transaction(async (tx) => {
    const isCodeFresh = step !== null && (await repo.claimTotpStep(tx, operator!.id, step));
    if (!operator || failure || !isCodeFresh) return null;
    return openOperatorSession(tx, operator, context);
  });
  if (!signedIn) {
    await recordFailedSignIn(db, operator, body.email, failure ?? 'code', context.ip);
    throw new AppError('invalidCredentials');
  }
  return signedIn;
}

async function openOperatorSession(
  tx: Executor,
  operator: repo.OperatorRow,
  context: SignInContext,
) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + context.sessionHours * 3_600_000);
  const session = await repo.insertOperatorSession(tx, {
    operatorId: operator.id,
    tokenHash: sha256(token),
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 512),
    expiresAt,
  });
  await appendAudit(tx, {
    operator,
    action: 'operator.sign-in',
    target: { type: 'operator-session', id: session.id },
    ip: context.ip,
  });
  return {
    accessToken: token,
    expiresAt: expiresAt.toISOString(),
    idleMinutes: context.idleMinutes,
    operator: toOperator(operator),
  };
}

/** In a transaction of its own, after the sign-in's: the failure stays on record. */
function recordFailedSignIn(
  db: Db,
  operator: repo.OperatorRow | undefined,
  email: string,
  factor: string,
  ip: string,
) {
  return db.transaction((tx) =>
    appendAudit(tx, {
      operator: operator ?? null,
      action: 'operator.sign-in.failed',
      after: { email: email.trim().toLowerCase().slice(0, 254), factor },
      ip,
    }),
  );
}

/** The operator of a bearer token, or 401; each call slides the idle time. */
export async function authenticateOperator(
  db: Executor,
  token: string | undefined,
  idleMinutes: number,
): Promise<SignedInOperator> {
  if (!token?.startsWith(TOKEN_PREFIX)) throw new AppError('unauthorized');
  const row = await repo.touchOperatorSession(db, sha256(token), idleMinutes);
  if (!row) throw new AppError('unauthorized');
  return row;
}

export async function signOutOperator(db: Db, operator: SignedInOperator, ip: string) {
  await db.transaction(async (tx) => {
    await repo.closeOperatorSession(tx, operator.sessionId);
    await appendAudit(tx, {
      operator,
      action: 'operator.sign-out',
      target: { type: 'operator-session', id: operator.sessionId },
      ip,
    });
  });
}

type OperatorRow = typeof operators.$inferSelect;

export const toManagedOperator = (row: OperatorRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listOperators(db: Executor) {
  const rows = await db.select().from(operators).orderBy(operators.email);
  return rows.map(toManagedOperator);
}

interface OperatorChange {
  actor: SignedInOperator;
  operatorId: string;
  reason: string;
  ip: string;
}

/** Locks the operator an admin changes; an admin does not lock themselves out (403). */
async function lockManaged(tx: Executor, change: OperatorChange) {
  if (change.operatorId === change.actor.id) throw new AppError('forbidden');
  const [row] = await tx
    .select()
    .from(operators)
    .where(eq(operators.id, change.operatorId))
    .for('update');
  if (!row) throw new AppError('notFound');
  return row;
}

function closeSessionsOf(tx: Executor, operatorId: string) {
  return tx
    .update(operatorSessions)
    .set({ closedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.closedAt)))
    .returning({ id: operatorSessions.id });
}

/** Disables (sign-in refused, every session closed at once) or enables an operator. */
export async function setOperatorDisabled(db: Db, change: OperatorChange, isDisabled: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockManaged(tx, change);
    if (Boolean(before.disabledAt) === isDisabled) return toManagedOperator(before);
    const [after] = await tx
      .update(operators)
      .set({ disabledAt: isDisabled ? new Date() : null })
      .where(eq(operators.id, before.id))
      .returning();
    const closed = isDisabled ? await closeSessionsOf(tx, before.id) : [];
    await appendAudit(tx, {
      operator: change.actor,
      action: isDisabled ? 'operator.disable' : 'operator.enable',
      target: { type: 'operator', id: before.id },
      before: { disabledAt: before.disabledAt?.toISOString() ?? null },
      after: {
        disabledAt: after!.disabledAt?.toISOString() ?? null,
        reason: change.reason,
        closedSessions: closed.length,
      },
      ip: change.ip,
    });
    return toManagedOperator(after!);
  });
}

/**
 * A new second factor for an operator who lost theirs: a new secret (the old codes stop working),
 * every session closed; the enrolment is answered once, to the admin, never stored in the log.
 */
export async function resetOperatorTotp(db: Db, change: OperatorChange) {
  const totpSecret = generateTotpSecret();
  return db.transaction(async (tx) => {
    const before = await lockManaged(tx, change);
    const [after] = await tx
      .update(operators)
      .set({ totpSecret: sealTotpSecret(db, before.id, totpSecret), totpLastStep: 0 })
      .where(eq(operators.id, before.id))
      .returning();
    const closed = await closeSessionsOf(tx, before.id);
    await appendAudit(tx, {
      operator: change.actor,
      action: 'operator.totp-reset',
      target: { type: 'operator', id: before.id },
      after: { reason: change.reason, closedSessions: closed.length },
      ip: change.ip,
    });
    return {
      operator: toManagedOperator(after!),
      enrolmentUri: totpUri(totpSecret, after!.email),
    };
  });
}
