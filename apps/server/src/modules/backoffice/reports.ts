import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { fieldError } from '../players/form-validation.ts';

/** The longest report, in days: a quarter. */
const MAX_DAYS = 92;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The report's days, UTC, both ends included; refused on the field that makes it wrong. */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
) {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to) throw fieldError('from', 'before_or_equal', { param: to });
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_DAYS)
    throw fieldError('from', 'after_or_equal', {
      param: isoDay(new Date(Date.parse(to) - (MAX_DAYS - 1) * DAY_MS)),
    });
  return { from, to };
}

type Key = `${string}|${string}`;
type Row = {
  day: string;
  currency: string;
  deposits: { count: number; amount: number };
  withdrawals: { count: number; amount: number };
  stakes: number;
  wins: number;
  ggr: number;
  bonusCost: number;
  ngr: number;
  activePlayers: number;
};

const n = (value: unknown) => Number(value ?? 0);
const dayOf = (value: unknown) =>
  value instanceof Date ? isoDay(value) : String(value).slice(0, 10);

/**
 * The daily figures per UTC day and currency (contract `backofficeDailyRowSchema`): paid invoices
 * by the day they were settled, rounds by the day they were played (refunded ones left out), and
 * the bonus money that became cash (conversions and cashback) by the day it was posted.
 */
export async function dailyReport(db: Executor, range: { from: string; to: string }) {
  const start = sql`${range.from}::date::timestamp at time zone 'UTC'`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone 'UTC'`;
  const day = (column: ReturnType<typeof sql.raw>) => sql`(${column} at time zone 'UTC')::date`;
  const [payments, rounds, bonusCost] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`
      select ${day(sql.raw('updated_at'))} as day, currency, type, count(*) as count, sum(amount) as amount
      from invoices
      where status = 2 and updated_at >= ${start} and updated_at < ${end}
      group by 1, 2, 3`,
    ),
    // One pass over the rounds: per day and currency, and per day whatever the currency (the
    // rows whose currency is null: one player who played in two currencies counts once).
    queryRows<Record<string, unknown>>(
      db,
      sql`
      select ${day(sql.raw('created_at'))} as day, currency, sum(stake_amount) as stakes,
        sum(win_amount) as wins, count(distinct player_id) as players
      from game_rounds
      where status <> 4 and created_at >= ${start} and created_at < ${end}
      group by grouping sets ((1, 2), (1))`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`
      select ${day(sql.raw('t.created_at'))} as day, a.currency, sum(e.amount) as amount
      from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
      where t.kind in ('bonus_conversion', 'cashback') and a.kind = 'cash' and e.amount > 0
        and t.created_at >= ${start} and t.created_at < ${end}
      group by 1, 2`,
    ),
  ]);
  const rows = new Map<Key, Row>();
  const rowOf = (dayValue: unknown, currency: unknown) => {
    const key: Key = `${dayOf(dayValue)}|${String(currency)}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        day: dayOf(dayValue),
        currency: String(currency),
        deposits: { count: 0, amount: 0 },
        withdrawals: { count: 0, amount: 0 },
        stakes: 0,
        wins: 0,
        ggr: 0,
        bonusCost: 0,
        ngr: 0,
        activePlayers: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const record of payments) {
    const row = rowOf(record.day, record.currency);
    row[n(record.type) === 1 ? 'deposits' : 'withdrawals'] = {
      count: n(record.count),
      amount: n(record.amount),
    };
  }
  const activePlayersByDay: { day: string; count: number }[] = [];
  for (const record of rounds) {
    if (record.currency === null) {
      activePlayersByDay.push({ day: dayOf(record.day), count: n(record.players) });
      continue;
    }
    const row = rowOf(record.day, record.currency);
    row.stakes = n(record.stakes);
    row.wins = n(record.wins);
    row.activePlayers = n(record.players);
  }
  for (const record of bonusCost) {
    rowOf(record.day, record.currency).bonusCost = n(record.amount);
  }
  for (const row of rows.values()) {
    row.ggr = row.stakes - row.wins;
    row.ngr = row.ggr - row.bonusCost;
  }
  return {
    ...range,
    rows: [...rows.values()].sort(
      (a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency),
    ),
    activePlayersByDay: activePlayersByDay.sort((a, b) => a.day.localeCompare(b.day)),
  };
}
