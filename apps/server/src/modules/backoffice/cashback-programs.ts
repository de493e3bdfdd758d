import type { Endpoints, ResponseOf } from '@croupier/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { bonuses, cashbackPrograms } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import { assertKnownTerms } from './known-terms.ts';
import type { SignedInOperator } from './operators.ts';

/**
 * Cashback programmes in the console. The cashback job reads the enabled programmes at each run
 * (`payDueCashback`), so an edit is what the next run pays by; payouts already made stay, and a
 * period is paid once whatever its programme says later (the payout row is its key).
 */

type Actor = { operator: SignedInOperator; ip: string };
type ProgramRow = typeof cashbackPrograms.$inferSelect;
type UpdateBody = z.output<Endpoints['backofficeUpdateCashbackProgram']['body']>;
type Program = ResponseOf<'backofficeCashbackPrograms'>['data'][number];

export function toProgram(row: ProgramRow): Program {
  const codes = [...new Set([...Object.keys(row.minLoss), ...Object.keys(row.maxAmount)])];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    period: row.period,
    percent: row.percent,
    paidAs: row.paidAs,
    bonusId: row.bonusId,
    currencies: codes.map((currency) => ({
      currency,
      minLoss: row.minLoss[currency] ?? 0,
      maxAmount: row.maxAmount[currency] ?? 0,
    })),
    isEnabled: row.isEnabled,
  };
}

function columnsOf(body: UpdateBody) {
  const perCurrency = (pick: 'minLoss' | 'maxAmount') =>
    Object.fromEntries(body.currencies.map((row) => [row.currency, row[pick]]));
  return {
    name: body.name,
    description: body.description,
    period: body.period,
    percent: body.percent,
    paidAs: body.paidAs,
    bonusId: body.paidAs === 'bonus' ? body.bonusId : null,
    minLoss: perCurrency('minLoss'),
    maxAmount: perCurrency('maxAmount'),
    isEnabled: body.isEnabled,
  };
}

export async function listCashbackPrograms(db: Executor) {
  const rows = await db.select().from(cashbackPrograms).orderBy(asc(cashbackPrograms.id));
  return rows.map(toProgram);
}

/** Currencies and locales that exist, and a payout bonus whose terms can carry any amount. */
async function assertKnown(db: Executor, body: UpdateBody) {
  await assertKnownTerms(db, body);
  if (body.paidAs === 'bonus') {
    // The payout becomes the bonus's money: a free-spins-only definition (type 3) holds none.
    const [bonus] = await db.select().from(bonuses).where(eq(bonuses.id, body.bonusId!));
    if (!bonus || bonus.type === 3) throw fieldError('bonusId', 'in');
  }
}

async function audited(
  tx: Executor,
  actor: Actor,
  action: string,
  before: ProgramRow | undefined,
  after: ProgramRow,
) {
  const changed = toProgram(after);
  await appendAudit(tx, {
    operator: actor.operator,
    action,
    target: { type: 'cashbackProgram', id: after.id },
    ...(before && { before: toProgram(before) }),
    after: changed,
    ip: actor.ip,
  });
  return changed;
}

export async function createCashbackProgram(
  db: Db,
  actor: Actor,
  body: z.output<Endpoints['backofficeCreateCashbackProgram']['body']>,
) {
  await assertKnown(db, body);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cashbackPrograms)
        .values({ id: body.id, ...columnsOf(body) })
        .returning();
      return audited(tx, actor, 'cashbackProgram.create', undefined, row!);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'cashback_programs_pkey') throw fieldError('id', 'unique');
    throw error;
  }
}

export async function updateCashbackProgram(
  db: Db,
  actor: Actor,
  programId: string,
  body: UpdateBody,
) {
  await assertKnown(db, body);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cashbackPrograms)
      .where(eq(cashbackPrograms.id, programId))
      .for('update');
    if (!before) throw new AppError('notFound');
    const [after] = await tx
      .update(cashbackPrograms)
      .set(columnsOf(body))
      .where(eq(cashbackPrograms.id, programId))
      .returning();
    return audited(tx, actor, 'cashbackProgram.update', before, after!);
  });
}
