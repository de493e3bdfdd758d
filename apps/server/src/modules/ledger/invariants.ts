import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export type LedgerRule =
  | 'balance-equals-entries'
  | 'balance-after-equals-running-sum'
  | 'transfer-sums-to-zero'
  | 'currency-sums-to-zero'
  | 'player-balance-not-negative'
  | 'bonus-money-belongs-to-an-active-bonus';

export interface LedgerViolation {
  rule: LedgerRule;
  /** The account id, transfer id or currency that breaks the rule. */
  subject: string;
  expectedMinor: number;
  actualMinor: number;
}

/**
 * Sums of `bigint` are `numeric` in PostgreSQL; each query casts them back, and each answers only
 * the rows that break its rule, so a healthy ledger reads as an empty list.
 */
const checks: Record<LedgerRule, SQL> = {
  'balance-equals-entries': sql`
    select a.id as subject, coalesce(sum(e.amount), 0)::bigint as expected, a.balance as actual
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.owner_type = 'player'
    group by a.id
    having a.balance <> coalesce(sum(e.amount), 0)`,
  'balance-after-equals-running-sum': sql`
    select account_id as subject, running as expected, balance_after as actual
    from (
      select e.account_id, e.balance_after,
        (sum(e.amount) over (partition by e.account_id order by e.id))::bigint as running
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'player'
    ) legs
    where balance_after is distinct from running`,
  'transfer-sums-to-zero': sql`
    select transfer_id as subject, 0 as expected, sum(amount)::bigint as actual
    from ledger_entries group by transfer_id having sum(amount) <> 0`,
  'currency-sums-to-zero': sql`
    select a.currency as subject, 0 as expected, sum(e.amount)::bigint as actual
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by a.currency having sum(e.amount) <> 0`,
  'player-balance-not-negative': sql`
    select id as subject, 0 as expected, balance as actual
    from ledger_accounts where owner_type = 'player' and balance < 0`,
  // Decision 011: a bonus account holds the active bonus's money and nothing else, so money on
  // a bonus account without an active bonus of that player and currency is money astray.
  'bonus-money-belongs-to-an-active-bonus': sql`
    select a.id as subject, 0 as expected, a.balance as actual
    from ledger_accounts a
    where a.owner_type = 'player' and a.kind = 'bonus' and a.balance <> 0
      and not exists (select 1 from player_bonuses b
        where b.player_id::text = a.owner_id and b.currency = a.currency and b.status = 2)`,
};

/** Every rule the books must keep; an empty list means the ledger is healthy. */
export async function checkInvariants(db: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const [rule, statement] of Object.entries(checks) as [LedgerRule, SQL][]) {
    const rows = await queryRows<{ subject: string; expected: unknown; actual: unknown }>(
      db,
      statement,
    );
    for (const row of rows) {
      violations.push({
        rule,
        subject: row.subject,
        expectedMinor: Number(row.expected),
        actualMinor: Number(row.actual),
      });
    }
  }
  return violations;
}
