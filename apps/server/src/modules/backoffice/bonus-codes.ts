import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { bonusCodes, bonuses } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

type Actor = { operator: SignedInOperator; ip: string };
type CodeRow = typeof bonusCodes.$inferSelect;

const toCode = (row: CodeRow) => ({
  code: row.code,
  bonusId: row.bonusId,
  trigger: row.trigger as 1 | 3,
  maxUses: row.maxUses,
  uses: row.uses,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  isEnabled: row.isEnabled,
});

/** The bonus definitions, in the order players see them, named in English where they can be. */
export async function listBonusDefinitions(db: Executor) {
  const rows = await db.select().from(bonuses).orderBy(asc(bonuses.position), asc(bonuses.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name.en ?? Object.values(row.name)[0] ?? row.id,
    type: row.type as 1 | 2 | 3,
    trigger: row.trigger,
    wagerMultiplier: row.wagerMultiplier,
    expiryDays: row.expiryDays,
    isEnabled: row.isEnabled,
  }));
}

export async function listBonusCodes(db: Executor) {
  const rows = await db.select().from(bonusCodes).orderBy(desc(bonusCodes.code));
  return rows.map(toCode);
}

/**
 * A new code for a bonus that codes give (trigger `code`). A code given at once (trigger 1) needs
 * a bonus with a fixed amount or free spins: a deposit percentage has nothing to give without a
 * deposit. The code is stored in upper case; a taken code is refused on its field.
 */
export async function createBonusCode(
  db: Db,
  actor: Actor,
  body: {
    code: string;
    bonusId: string;
    trigger: 1 | 3;
    maxUses: number | null;
    expiresAt: string | null;
  },
) {
  const [bonus] = await db.select().from(bonuses).where(eq(bonuses.id, body.bonusId));
  if (bonus?.trigger !== 'code') throw fieldError('bonusId', 'in');
  const givesAtOnce =
    bonus.type === 3 ? bonus.freespins !== null : bonus.assignConditions.amountItems.length > 0;
  if (body.trigger === 1 && !givesAtOnce) throw fieldError('bonusId', 'in');
  if (body.expiresAt && new Date(body.expiresAt) <= new Date())
    throw fieldError('expiresAt', 'after', { param: new Date().toISOString() });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bonusCodes)
        .values({
          code: body.code,
          bonusId: body.bonusId,
          trigger: body.trigger,
          maxUses: body.maxUses,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        })
        .returning();
      const created = toCode(row!);
      await appendAudit(tx, {
        operator: actor.operator,
        action: 'bonusCode.create',
        target: { type: 'bonusCode', id: created.code },
        after: created,
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'bonus_codes_pkey') throw fieldError('code', 'unique');
    throw error;
  }
}

/** Enables or disables a code; players who entered it keep what it gave them. */
export async function setBonusCodeEnabled(db: Db, actor: Actor, code: string, isEnabled: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bonusCodes)
      .where(eq(bonusCodes.code, code))
      .for('update');
    if (!before) throw new AppError('notFound');
    const [after] = await tx
      .update(bonusCodes)
      .set({ isEnabled })
      .where(eq(bonusCodes.code, code))
      .returning();
    await appendAudit(tx, {
      operator: actor.operator,
      action: isEnabled ? 'bonusCode.enable' : 'bonusCode.disable',
      target: { type: 'bonusCode', id: code },
      before: toCode(before),
      after: toCode(after!),
      ip: actor.ip,
    });
    return toCode(after!);
  });
}
