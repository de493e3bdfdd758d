/** What a crash run reports: requests by kind and outcome, the chaos as it happened, the verdict. */
import fs from 'node:fs';
import type { ChaosEvent } from './chaos.ts';
import { finalOutcomes, type LogLine, type Operation, type RequestLine } from './client-log.ts';
import type { Verification } from './verify.ts';

export interface RequestCounts {
  requests: number;
  attempts: number;
  unackedAttempts: number;
  byOperation: Record<string, Record<string, number>>;
}

export function countRequests(lines: LogLine[]): RequestCounts {
  const attempts = lines.filter((line): line is RequestLine => line.kind === 'request');
  const byOperation: Record<string, Record<string, number>> = {};
  for (const line of finalOutcomes(lines).values()) {
    const counts = byOperation[line.op] ?? {};
    counts[line.result] = (counts[line.result] ?? 0) + 1;
    byOperation[line.op] = counts;
  }
  return {
    requests: finalOutcomes(lines).size,
    attempts: attempts.filter((line) => line.result !== 'found' && line.result !== 'abandoned')
      .length,
    unackedAttempts: attempts.filter((line) => line.result === 'unacked').length,
    byOperation,
  };
}

/** The 1-, 5- and 15-minute load averages, from /proc. */
export function readLoadAverage(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** Samples the 1-minute load average every few seconds; `stop()` answers the highest seen. */
export function sampleLoadAverage(everyMs = 5_000) {
  let highest = Number(readLoadAverage().split(' ')[0]);
  const timer = setInterval(() => {
    highest = Math.max(highest, Number(readLoadAverage().split(' ')[0]));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return highest;
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeEvent(event: ChaosEvent, loadStart: number): string {
  const at = seconds(event.at - loadStart);
  switch (event.kind) {
    case 'kill':
      return `${at}: kill -9, answering again after ${seconds(event.downMs)}`;
    case 'database-outage':
      return (
        `${at}: ${event.how === 'restart' ? 'PostgreSQL restarted' : 'every backend terminated'} ` +
        `in ${seconds(event.outageMs)}, the server reading the database ` +
        (event.recoveredAfterMs === null
          ? 'NOT AGAIN within a minute'
          : `again ${seconds(event.recoveredAfterMs)} after it began`)
      );
    case 'unexpected-exit':
      return `${at}: the server EXITED ON ITS OWN (code ${event.code}, signal ${event.signal})`;
  }
}

/** Failures of the run itself: the server died unasked, or never came back after PostgreSQL. */
export function chaosProblems(events: ChaosEvent[]): string[] {
  return events.flatMap((event) => {
    if (event.kind === 'unexpected-exit') return ['the server exited without being killed'];
    if (event.kind === 'database-outage' && event.recoveredAfterMs === null) {
      return ['the server did not recover its database connections after the outage'];
    }
    return [];
  });
}

export function formatOperations(counts: RequestCounts): string[] {
  const order: Operation[] = ['bet', 'win', 'deposit', 'deposit-webhook', 'withdrawal'];
  return order.map((op) => {
    const outcomes = Object.entries(counts.byOperation[op] ?? {})
      .map(([result, n]) => `${n} ${result}`)
      .join(', ');
    return `  ${op}: ${outcomes || 'none'}`;
  });
}

export function formatVerification(verification: Verification): string[] {
  const { violations, discrepancies } = verification;
  return [
    `ledger invariants: ${violations.length === 0 ? 'no violations' : `${violations.length} VIOLATIONS`}`,
    ...violations
      .slice(0, 20)
      .map((v) => `  ${v.rule} ${v.subject}: ${v.actualMinor} ≠ ${v.expectedMinor}`),
    `client log against the books: ${verification.checkedRequests} acknowledged transfers checked, ` +
      `${discrepancies.length === 0 ? 'no discrepancy' : `${discrepancies.length} DISCREPANCIES`}` +
      ` (${verification.pendingWithdrawals} withdrawals still pending)`,
    ...discrepancies.slice(0, 50).map((d) => `  ${d}`),
  ];
}
