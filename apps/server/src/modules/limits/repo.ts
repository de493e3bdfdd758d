import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { playerLimits } from '../../db/schema.ts';

export type LimitRow = typeof playerLimits.$inferSelect;

/** A limit with its running period worked out in the player's time zone at `now`. */
export interface LimitWithPeriod extends LimitRow {
  periodStart: Date | null;
  periodEnd: Date | null;
}

/**
 * The player's limits that apply (not removed; exclusions not yet over at `now`), oldest first,
 * each with the start and end of its running period (cash limits) in the player's time zone.
 * `forUpdate` locks them, as a bet's statement does.
 */
export async function selectLimits(
  db: Executor,
  playerId: string,
  now: Date,
  options: { forUpdate?: boolean; id?: string } = {},
): Promise<LimitWithPeriod[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with zone as (
          select coalesce(p.time_zone, 'UTC') as tz from players p where p.id = ${playerId}
        )
        select l.*, 
          case when l.definition in (1, 2, 3)
            then limit_period_start(l.period, zone.tz, ${now.toISOString()}::timestamptz) end
            as period_start,
          case when l.definition in (1, 2, 3)
            then (date_trunc(case l.period when 'daily' then 'day' when 'weekly' then 'week'
                  else 'month' end, ${now.toISOString()}::timestamptz at time zone zone.tz)
                + case l.period when 'daily' then interval '1 day' when 'weekly' then interval '7 days'
                  else interval '1 month' end) at time zone zone.tz end as period_end
        from player_limits l, zone
        where l.player_id = ${playerId} and l.removed_at is null
          and (l.ends_at is null or l.ends_at > ${now.toISOString()}::timestamptz)
          ${options.id ? sql`and l.id = ${options.id}` : sql``}
        order by l.created_at, l.id
        ${options.forUpdate ? sql`for update of l` : sql``}`,
  );
  return rows.map(toLimitRow);
}

const date = (value: unknown) => (value === null ? null : new Date(value as string));
const int = (value: unknown) => (value === null ? null : Number(value));

function toLimitRow(row: Record<string, unknown>): LimitWithPeriod {
  return {
    id: row.id as string,
    playerId: row.player_id as string,
    definition: Number(row.definition),
    period: row.period as string,
    amount: int(row.amount),
    currency: row.currency as string | null,
    usedAmount: Number(row.used_amount),
    usedFrom: date(row.used_from),
    endsAt: date(row.ends_at),
    pendingAmount: int(row.pending_amount),
    pendingPeriod: row.pending_period as string | null,
    isPendingRemoval: Boolean(row.is_pending_removal),
    pendingFrom: date(row.pending_from),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
    removedAt: date(row.removed_at),
    periodStart: date(row.period_start),
    periodEnd: date(row.period_end),
  };
}

/** Where a cash limit's `period` began at `now` in the player's time zone (`limit_period_start`). */
export async function selectPeriodStart(db: Executor, playerId: string, period: string, now: Date) {
  const [row] = await queryRows<{ start: string }>(
    db,
    sql`select limit_period_start(${period}, coalesce(p.time_zone, 'UTC'),
          ${now.toISOString()}::timestamptz) as start
        from players p where p.id = ${playerId}`,
  );
  return new Date(row!.start);
}

export async function insertLimit(db: Executor, values: typeof playerLimits.$inferInsert) {
  const [row] = await db.insert(playerLimits).values(values).returning();
  return row!;
}

export async function updateLimit(
  db: Executor,
  id: string,
  values: Partial<typeof playerLimits.$inferInsert>,
) {
  await db.update(playerLimits).set(values).where(eq(playerLimits.id, id));
}

/**
 * Sums per-currency totals (`perCurrency` selects `total` and `currency`) converted to `currency`
 * at the newest rates; null when a currency has no rate (the caller fails closed).
 */
async function sumConverted(db: Executor, currency: string, perCurrency: SQL) {
  const [row] = await queryRows<{ total: string | null; missing: string }>(
    db,
    sql`select sum(converted) as total, count(*) filter (where converted is null) as missing
        from (select limit_convert(per_currency.total::bigint, per_currency.currency, ${currency})
                as converted
              from (${perCurrency}) per_currency) converted_totals`,
  );
  if (Number(row?.missing ?? 0) > 0) return null;
  return Number(row?.total ?? 0);
}

/**
 * What already counts in the running period when a bet or loss limit starts or changes period:
 * the stakes (1) or stakes less wins (2) of the player's rounds since `from`, converted to
 * `currency`. Null when a currency played has no rate (the caller refuses the limit).
 */
export function sumRoundsSince(
  db: Executor,
  playerId: string,
  definition: 1 | 2,
  currency: string,
  from: Date,
): Promise<number | null> {
  const amount = definition === 1 ? sql`r.stake_amount` : sql`r.stake_amount - r.win_amount`;
  return sumConverted(
    db,
    currency,
    sql`select sum(${amount}) as total, r.currency from game_rounds r
        where r.player_id = ${playerId} and r.created_at >= ${from.toISOString()}::timestamptz
        group by r.currency`,
  );
}

/**
 * Deposits of the player since `from` that count against a deposit limit — paid and still
 * pending (their money is on its way) — converted to `currency`. Null without a rate.
 */
export function sumDepositsSince(
  db: Executor,
  playerId: string,
  currency: string,
  from: Date,
): Promise<number | null> {
  return sumConverted(
    db,
    currency,
    sql`select sum(i.amount) as total, i.currency from invoices i
        where i.player_id = ${playerId} and i.type = 1 and i.status in (1, 2)
          and i.created_at >= ${from.toISOString()}::timestamptz
        group by i.currency`,
  );
}

/** `amount` of `from` in `to`'s minor units at the current rate (rounded up); null without one. */
export async function convert(db: Executor, amount: number, from: string, to: string) {
  const [row] = await queryRows<{ value: string | null }>(
    db,
    sql`select limit_convert(${amount}::bigint, ${from}::text, ${to}::text) as value`,
  );
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

/** The exclusion (4 or 5) running at `now`, the latest-ending first (null end: permanent). */
export async function selectActiveExclusion(db: Executor, playerId: string, now: Date) {
  const [row] = await db
    .select({ endsAt: playerLimits.endsAt, definition: playerLimits.definition })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        isNull(playerLimits.removedAt),
        sql`${playerLimits.definition} in (4, 5)`,
        sql`(${playerLimits.endsAt} is null or ${playerLimits.endsAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(sql`${playerLimits.endsAt} desc nulls first`)
    .limit(1);
  return row;
}
