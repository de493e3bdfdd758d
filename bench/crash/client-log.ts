/**
 * The client's own record of what it asked for and what it heard back, one JSON object a line.
 * The verification reads this file, not the client's memory: what the log says the client saw
 * acknowledged is what the books must hold.
 */

import { once } from 'node:events';
import fs from 'node:fs';

export type Operation = 'bet' | 'win' | 'deposit' | 'deposit-webhook' | 'withdrawal';

/**
 * - `ack`: a 2xx answer; `refused`: a 4xx answer (a definitive no, nothing happened);
 * - `unacked`: an error, a timeout, a reset connection or a 5xx: the outcome is unknown, so the
 *   request is sent again with the same id once the server is back;
 * - `found`: a withdrawal whose answer was lost, found among the player's invoices afterwards;
 * - `abandoned`: a deposit whose answer was lost: the player never saw the payment page, never
 *   paid, and starts another deposit (its invoice may exist, pending, without money).
 */
export type Result = 'ack' | 'refused' | 'unacked' | 'found' | 'abandoned';

export interface RequestLine {
  kind: 'request';
  at: string;
  op: Operation;
  player: number;
  /** The idempotency id: provider transaction id, webhook event id, or the client's own reference. */
  id: string;
  amount: number;
  attempt: number;
  result: Result;
  status?: number;
  code?: number;
  error?: string;
  invoiceId?: string;
}

export interface PlayerLine {
  kind: 'player';
  player: number;
  playerId: string;
  accountId: string;
  sessionId: string;
}

export type LogLine = RequestLine | PlayerLine;

export interface ClientLog {
  path: string;
  write(line: LogLine): void;
  close(): Promise<void>;
}

export function openClientLog(path: string): ClientLog {
  const stream = fs.createWriteStream(path, { flags: 'a' });
  return {
    path,
    write: (line) => void stream.write(`${JSON.stringify(line)}\n`),
    async close() {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

export function readClientLog(path: string): LogLine[] {
  return fs
    .readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as LogLine);
}

/** The last word on each request (by operation and id): its final outcome after retries. */
export function finalOutcomes(lines: LogLine[]): Map<string, RequestLine> {
  const outcomes = new Map<string, RequestLine>();
  for (const line of lines) {
    if (line.kind === 'request') outcomes.set(`${line.op} ${line.id}`, line);
  }
  return outcomes;
}
