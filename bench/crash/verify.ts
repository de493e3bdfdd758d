/**
 * After the storm: the ledger's invariants, then the books against the client's log. Every
 * request the client saw acknowledged is there exactly once with its amount, every refused one
 * left nothing, nothing is there that the client never sent, and each player's cash is what the
 * client's own arithmetic says.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client.ts';
import {
  checkInvariants,
  type LedgerViolation,
} from '../../apps/server/src/modules/ledger/invariants.ts';
import { finalOutcomes, type LogLine, type PlayerLine, type RequestLine } from './client-log.ts';

const INTEGRATION = 'demo';
const WITHDRAWAL_PENDING = 1;
const INVOICE_PAID = 2;
const INVOICE_FAILED = 3;

export interface Verification {
  violations: LedgerViolation[];
  discrepancies: string[];
  /** How many acknowledged requests were found in the books, and withdrawals not yet paid. */
  checkedRequests: number;
  pendingWithdrawals: number;
}

const pgArray = (values: string[]) => `{${values.join(',')}}`;
const isAccepted = (line: RequestLine) => ['ack', 'found'].includes(line.result);

/** The money each acknowledged request must have moved on its player's accounts, by ledger key. */
function expectedTransfers(outcomes: RequestLine[]) {
  const expected = new Map<string, { delta: number; player: number }>();
  for (const line of outcomes.filter(isAccepted)) {
    const key =
      line.op === 'bet' || line.op === 'win'
        ? `provider:${INTEGRATION}:${line.id}`
        : line.op === 'deposit-webhook'
          ? `invoice:${line.invoiceId}:deposit`
          : line.op === 'withdrawal'
            ? `invoice:${line.invoiceId}:hold`
            : undefined;
    const sign = line.op === 'bet' || line.op === 'withdrawal' ? -1 : 1;
    // A win of 0 posts no transfer (it settles the round only).
    if (key && line.amount > 0)
      expected.set(key, { delta: sign * line.amount, player: line.player });
  }
  return expected;
}

async function checkTransfers(db: Db, outcomes: RequestLine[], players: PlayerLine[]) {
  const problems: string[] = [];
  const rows = await queryRows<{ key: string; delta: string }>(
    db,
    sql`select t.idempotency_key as key, sum(e.amount)::bigint as delta
      from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'player'
        and a.owner_id = any(${pgArray(players.map((p) => p.playerId))}::text[])
      group by t.idempotency_key`,
  );
  const actual = new Map(rows.map((row) => [row.key, Number(row.delta)]));
  const expected = expectedTransfers(outcomes);
  for (const [key, { delta, player }] of expected) {
    const found = actual.get(key);
    if (found === undefined)
      problems.push(`player ${player}: acknowledged ${key} is not in the ledger`);
    else if (found !== delta) problems.push(`${key}: moved ${found}, the client expects ${delta}`);
  }
  for (const [key, delta] of actual) {
    if (!expected.has(key))
      problems.push(`ledger transfer ${key} (${delta}) the client never saw acknowledged`);
  }
  return { problems, checked: expected.size };
}

/** Accepted provider calls, one each (a unique index), against the client's acknowledged ones. */
async function checkProviderCalls(db: Db, outcomes: RequestLine[]) {
  const problems: string[] = [];
  const rows = await queryRows<{ id: string; type: string; amount: string }>(
    db,
    sql`select transaction_id as id, type, amount from provider_transactions
      where integration = ${INTEGRATION} and outcome = 'accepted'`,
  );
  const accepted = new Map(rows.map((row) => [row.id, row]));
  const calls = outcomes.filter((line) => line.op === 'bet' || line.op === 'win');
  for (const line of calls) {
    const row = accepted.get(line.id);
    if (line.result === 'ack' && !row)
      problems.push(`acknowledged ${line.op} ${line.id} is missing`);
    if (
      line.result === 'ack' &&
      row &&
      (Number(row.amount) !== line.amount || row.type !== line.op)
    ) {
      problems.push(`${line.op} ${line.id}: stored ${row.type} ${row.amount}, sent ${line.amount}`);
    }
    if (line.result === 'refused' && row)
      problems.push(`refused ${line.op} ${line.id} was accepted`);
  }
  const sent = new Set(calls.map((line) => line.id));
  for (const id of accepted.keys()) {
    if (!sent.has(id)) problems.push(`provider transaction ${id} the client never sent`);
  }
  return problems;
}

interface InvoiceRow {
  id: string;
  playerId: string;
  type: number;
  status: number;
  amount: string;
}

/** A request's invoice is there once with its amount; any other invoice is an abandoned deposit. */
async function checkInvoices(db: Db, outcomes: RequestLine[], players: PlayerLine[]) {
  const problems: string[] = [];
  const rows = await queryRows<InvoiceRow>(
    db,
    sql`select id, player_id as "playerId", type, status, amount from invoices
      where player_id = any(${pgArray(players.map((p) => p.playerId))}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const playerOf = new Map(players.map((p) => [p.playerId, p.player]));
  const known = new Set<string>();
  const paid = new Set(
    outcomes
      .filter((l) => l.op === 'deposit-webhook' && l.result === 'ack')
      .map((l) => l.invoiceId),
  );
  for (const line of outcomes.filter((l) => l.op === 'deposit' || l.op === 'withdrawal')) {
    if (line.op === 'deposit' && line.result === 'abandoned') {
      known.add(`${line.player} 1 ${line.amount}`);
      continue;
    }
    if (!isAccepted(line)) continue;
    const row = byId.get(line.invoiceId!);
    const type = line.op === 'deposit' ? 1 : 2;
    if (!row || row.type !== type || Number(row.amount) !== line.amount) {
      problems.push(`${line.op} ${line.id}: invoice ${line.invoiceId} missing or different`);
      continue;
    }
    known.add(row.id);
    if (type === 1 && paid.has(row.id) !== (row.status === INVOICE_PAID)) {
      problems.push(
        `deposit ${line.id}: invoice status ${row.status}, webhook acknowledged: ${paid.has(row.id)}`,
      );
    }
    if (type === 2 && row.status === INVOICE_FAILED) problems.push(`withdrawal ${line.id} failed`);
  }
  for (const row of rows) {
    const abandoned = `${playerOf.get(row.playerId)} ${row.type} ${row.amount}`;
    if (known.has(row.id)) continue;
    if (known.has(abandoned) && row.status !== INVOICE_PAID) {
      known.delete(abandoned); // one invoice at most for each abandoned request
      continue;
    }
    problems.push(`invoice ${row.id} (type ${row.type}, ${row.amount}) the client never saw`);
  }
  // Every withdrawal is small enough to be paid automatically within seconds, crash or not.
  const pending = rows.filter((row) => row.type === 2 && row.status === WITHDRAWAL_PENDING);
  if (pending.length > 0)
    problems.push(`${pending.length} withdrawals still unpaid after the load`);
  return { problems, pendingWithdrawals: pending.length };
}

/** Cash = deposits − withdrawals − bets + wins, as the client's log counts them; bonus money 0. */
async function checkBalances(db: Db, outcomes: RequestLine[], players: PlayerLine[]) {
  const problems: string[] = [];
  const rows = await queryRows<{ id: string; ownerId: string; balance: string }>(
    db,
    sql`select id, owner_id as "ownerId", balance from ledger_accounts
      where owner_type = 'player'
        and owner_id = any(${pgArray(players.map((p) => p.playerId))}::text[])`,
  );
  for (const player of players) {
    const signOf: Record<string, number> = {
      'deposit-webhook': 1,
      win: 1,
      bet: -1,
      withdrawal: -1,
    };
    const expected = outcomes
      .filter((line) => line.player === player.player && isAccepted(line))
      .reduce((sum, line) => sum + (signOf[line.op] ?? 0) * line.amount, 0);
    for (const account of rows.filter((row) => row.ownerId === player.playerId)) {
      const want = account.id === player.accountId ? expected : 0;
      if (Number(account.balance) !== want) {
        problems.push(
          `player ${player.player} account ${account.id}: ${account.balance}, client expects ${want}`,
        );
      }
    }
  }
  return problems;
}

export async function verifyBooks(db: Db, lines: LogLine[]): Promise<Verification> {
  const players = lines.filter((line): line is PlayerLine => line.kind === 'player');
  const outcomes = [...finalOutcomes(lines).values()];
  const unanswered = outcomes
    .filter((line) => line.result === 'unacked')
    .map((line) => `${line.op} ${line.id} was never answered`);
  // A win is owed whatever happened to the session, and a PSP's notice of a payment is taken.
  const wrongRefusals = outcomes
    .filter(
      (line) => (line.op === 'win' || line.op === 'deposit-webhook') && line.result === 'refused',
    )
    .map((line) => `${line.op} ${line.id} was refused (status ${line.status}, code ${line.code})`);
  const transfers = await checkTransfers(db, outcomes, players);
  const invoices = await checkInvoices(db, outcomes, players);
  return {
    violations: await checkInvariants(db),
    discrepancies: [
      ...unanswered,
      ...wrongRefusals,
      ...transfers.problems,
      ...(await checkProviderCalls(db, outcomes)),
      ...invoices.problems,
      ...(await checkBalances(db, outcomes, players)),
    ],
    checkedRequests: transfers.checked,
    pendingWithdrawals: invoices.pendingWithdrawals,
  };
}
