import type { Statement } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * A month's activity statement (contract `statementSchema`), in the player's time zone (UTC when
 * unset): paid deposits and withdrawals (invoices of status 2, by when they were made), and the
 * stakes and wins of the rounds opened that month, per currency; net = wins − stakes.
 */
export async function monthlyStatement(
  db: Executor,
  playerId: string,
  month: string | undefined,
  now: Date,
): Promise<Statement> {
  const [period] = await queryRows<{ month: string; tz: string; from: string; to: string }>(
    db,
    sql`with zone as (select coalesce(p.time_zone, 'UTC') as tz from players p where p.id = ${playerId}),
        start as (
          select zone.tz, ${month ? sql`(${`${month}-01`})::timestamp` : sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone zone.tz)`} as local_start
          from zone
        )
        select to_char(local_start, 'YYYY-MM') as month, tz,
          (local_start at time zone tz) as from,
          ((local_start + interval '1 month') at time zone tz) as to
        from start`,
  );
  const { from, to } = period!;
  const rows = await queryRows<{
    currency: string;
    deposits: string;
    withdrawals: string;
    stakes: string;
    wins: string;
  }>(
    db,
    sql`select currency, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
          sum(stakes) as stakes, sum(wins) as wins
        from (
          select i.currency,
            case when i.type = 1 then i.amount else 0 end as deposits,
            case when i.type = 2 then i.amount else 0 end as withdrawals,
            0 as stakes, 0 as wins
          from invoices i
          where i.player_id = ${playerId} and i.status = 2
            and i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz
          union all
          select r.currency, 0, 0, r.stake_amount, r.win_amount
          from game_rounds r
          where r.player_id = ${playerId}
            and r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
        ) activity
        group by currency
        order by currency`,
  );
  return {
    month: period!.month,
    timeZone: period!.tz,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    rows: rows.map((row) => ({
      currency: row.currency,
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      stakes: Number(row.stakes),
      wins: Number(row.wins),
      net: Number(row.wins) - Number(row.stakes),
    })),
  };
}
