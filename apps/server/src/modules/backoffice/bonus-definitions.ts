import {
  type BackofficeBonusDefinition,
  definitionEditIssues,
  type Endpoints,
} from '@croupier/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { bonuses, games, playerBonuses } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import { assertKnownTerms } from './known-terms.ts';
import type { SignedInOperator } from './operators.ts';

/**
 * Bonus definitions in the console. A player bonus copies its terms when it is given (amount,
 * wagering, max bet, contributions, expiry; free spins their count, bet and winnings' terms), so
 * an edit changes what the next player gets and never a bonus a player holds. The id, type and
 * trigger are fixed at creation: codes, package steps and players' histories name them.
 */

type Actor = { operator: SignedInOperator; ip: string };
type BonusRow = typeof bonuses.$inferSelect;
type CreateBody = z.output<Endpoints['backofficeCreateBonus']['body']>;
type UpdateBody = z.output<Endpoints['backofficeUpdateBonus']['body']>;
type Terms = UpdateBody & Pick<CreateBody, 'type'>;

const recordOf = (
  rows: Terms['currencies'],
  pick: (row: Terms['currencies'][number]) => number | null,
) =>
  Object.fromEntries(
    rows.flatMap((row) => {
      const value = pick(row);
      return value === null ? [] : [[row.currency, value]];
    }),
  );

const itemsOf = (
  rows: Terms['currencies'],
  pick: (row: Terms['currencies'][number]) => number | null,
) => Object.entries(recordOf(rows, pick)).map(([currency, amount]) => ({ currency, amount }));

/** The body's terms in the table's shapes; base-currency terms an edit keeps as they were. */
function columnsOf(body: Terms, stored?: BonusRow) {
  const rows = body.currencies;
  return {
    name: body.name,
    description: body.description,
    triggerConditions: {
      invoiceAmountItems: rows.flatMap((row) =>
        row.depositFrom === null
          ? []
          : [{ currency: row.currency, amountFrom: row.depositFrom, amountTo: row.depositTo }],
      ),
      baseCurrencyInvoiceAmountFrom:
        stored?.triggerConditions.baseCurrencyInvoiceAmountFrom ?? null,
      baseCurrencyInvoiceAmountTo: stored?.triggerConditions.baseCurrencyInvoiceAmountTo ?? null,
    },
    assignConditions: {
      amountItems: body.type === 1 ? itemsOf(rows, (row) => row.amount) : [],
      baseCurrencyAmount: stored?.assignConditions.baseCurrencyAmount ?? null,
      maxAmountItems: body.type === 2 ? itemsOf(rows, (row) => row.maxAmount) : [],
      baseCurrencyMaxAmount: stored?.assignConditions.baseCurrencyMaxAmount ?? null,
      depositPercentage: body.type === 2 ? body.percentage : null,
      presets: body.type === 3 && body.freespins ? [{ quantity: body.freespins.count }] : [],
    },
    wagerMultiplier: body.wagerMultiplier,
    contributions: body.contributions ?? stored?.contributions ?? {},
    expiryDays: body.expiryDays,
    maxBet: recordOf(rows, (row) => row.maxBet),
    freespins: body.freespins && {
      ...body.freespins,
      betAmount: recordOf(rows, (row) => row.freespinBet),
    },
    maxPerPlayer: body.maxPerPlayer,
    position: body.position,
    isEnabled: body.isEnabled,
  };
}

/** A stored definition as the console edits it: one row of terms per currency it names. */
export function toDefinition(row: BonusRow, grants: number): BackofficeBonusDefinition {
  const ranges = new Map(
    row.triggerConditions.invoiceAmountItems.map((item) => [item.currency, item]),
  );
  const amounts = new Map(
    row.assignConditions.amountItems.map((item) => [item.currency, item.amount]),
  );
  const caps = new Map(
    row.assignConditions.maxAmountItems.map((item) => [item.currency, item.amount]),
  );
  const bets = row.freespins?.betAmount ?? {};
  const codes = new Set([
    ...ranges.keys(),
    ...amounts.keys(),
    ...caps.keys(),
    ...Object.keys(row.maxBet),
    ...Object.keys(bets),
  ]);
  const { betAmount: _, ...freespins } = row.freespins ?? { betAmount: {} };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as 1 | 2 | 3,
    trigger: row.trigger === 'code' ? 'code' : 'deposit',
    percentage: row.assignConditions.depositPercentage,
    currencies: [...codes].map((currency) => ({
      currency,
      depositFrom: ranges.get(currency)?.amountFrom ?? null,
      depositTo: ranges.get(currency)?.amountTo ?? null,
      amount: amounts.get(currency) ?? null,
      maxAmount: caps.get(currency) ?? null,
      maxBet: row.maxBet[currency] ?? null,
      freespinBet: bets[currency] ?? null,
    })),
    freespins: row.freespins
      ? (freespins as NonNullable<BackofficeBonusDefinition['freespins']>)
      : null,
    wagerMultiplier: row.wagerMultiplier,
    contributions: row.contributions,
    expiryDays: row.expiryDays,
    maxPerPlayer: row.maxPerPlayer,
    position: row.position,
    isEnabled: row.isEnabled,
    grants,
  };
}

/** Player bonuses and free-spin grants given from a definition (not free spins' winnings). */
async function countGrants(db: Executor, bonusId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(playerBonuses)
    .where(
      sql`${playerBonuses.bonusId} = ${bonusId} and ${playerBonuses.playerFreespinId} is null`,
    );
  const [spins] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from player_freespins where bonus_id = ${bonusId} and batch = 1`,
  );
  return (row?.count ?? 0) + Number(spins?.count ?? 0);
}

export async function getBonusDefinition(db: Executor, bonusId: string) {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  if (!row) throw new AppError('notFound');
  return toDefinition(row, await countGrants(db, bonusId));
}

/** Checks what only the database knows: currencies, locales, game kinds and the spins' game exist. */
async function assertKnown(db: Executor, body: UpdateBody) {
  await assertKnownTerms(db, body);
  const kinds = Object.keys(body.contributions ?? {});
  if (kinds.length > 0) {
    const found = await db
      .selectDistinct({ kind: games.kind })
      .from(games)
      .where(inArray(games.kind, kinds));
    const known = new Set(found.map((row) => row.kind));
    const stray = kinds.find((kind) => !known.has(kind));
    if (stray) throw fieldError(`contributions.${stray}`, 'in');
  }
  if (body.freespins) {
    const [game] = await db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, body.freespins.gameId));
    if (!game) throw fieldError('freespins.gameId', 'in');
  }
}

export async function createBonusDefinition(db: Db, actor: Actor, body: CreateBody) {
  await assertKnown(db, body);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bonuses)
        .values({ id: body.id, type: body.type, trigger: body.trigger, ...columnsOf(body) })
        .returning();
      const created = toDefinition(row!, 0);
      await appendAudit(tx, {
        operator: actor.operator,
        action: 'bonus.create',
        target: { type: 'bonus', id: created.id },
        after: created,
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'bonuses_pkey') throw fieldError('id', 'unique');
    throw error;
  }
}

const paramsOf = (params: Record<string, unknown> | undefined) =>
  params?.values
    ? Object.fromEntries(Object.entries(params.values).map(([key, value]) => [key, String(value)]))
    : undefined;

/** Locks a definition for a change and answers it as it was. */
async function lockDefinition(tx: Executor, bonusId: string) {
  const [row] = await tx.select().from(bonuses).where(eq(bonuses.id, bonusId)).for('update');
  if (!row) throw new AppError('notFound');
  return row;
}

async function saveChange(
  tx: Executor,
  actor: Actor,
  action: string,
  before: BonusRow,
  after: BonusRow,
) {
  const grants = await countGrants(tx, before.id);
  const changed = toDefinition(after, grants);
  await appendAudit(tx, {
    operator: actor.operator,
    action,
    target: { type: 'bonus', id: before.id },
    before: toDefinition(before, grants),
    after: changed,
    ip: actor.ip,
  });
  return changed;
}

export async function updateBonusDefinition(
  db: Db,
  actor: Actor,
  bonusId: string,
  body: UpdateBody,
) {
  await assertKnown(db, body);
  return db.transaction(async (tx) => {
    const before = await lockDefinition(tx, bonusId);
    const stored = {
      id: before.id,
      type: before.type as 1 | 2 | 3,
      trigger: toDefinition(before, 0).trigger,
    };
    const [issue] = definitionEditIssues(stored, body);
    if (issue) throw fieldError(issue.path.join('.'), issue.message, paramsOf(issue.params));
    const [after] = await tx
      .update(bonuses)
      .set(columnsOf({ ...body, type: stored.type }, before))
      .where(eq(bonuses.id, bonusId))
      .returning();
    return saveChange(tx, actor, 'bonus.update', before, after!);
  });
}

/** Withdraws a definition from players (deposits, codes, grants) or offers it again. */
export async function setBonusDefinitionEnabled(
  db: Db,
  actor: Actor,
  bonusId: string,
  isEnabled: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await lockDefinition(tx, bonusId);
    const [after] = await tx
      .update(bonuses)
      .set({ isEnabled })
      .where(eq(bonuses.id, bonusId))
      .returning();
    return saveChange(tx, actor, isEnabled ? 'bonus.enable' : 'bonus.disable', before, after!);
  });
}
