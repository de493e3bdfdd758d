import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics (a Prometheus target is a process): Node's runtime, requests, provider
 * callbacks and ledger postings. Gauges read from one app's database and sockets live with that
 * app (plugins/operations.ts) and are merged in at scrape time.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'croupier_' });

/** Latency buckets of a request: the API's budgets sit between 20 ms and 150 ms. */
const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'croupier_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (unmatched paths share one label), method and status',
  labelNames: ['method', 'route', 'status_code'],
  buckets: LATENCY_BUCKETS,
  registers: [processMetrics],
});

export const providerCallbackDuration = new Histogram({
  name: 'croupier_provider_callback_duration_seconds',
  help: 'Seamless-wallet calls from game providers (bet, win, rollback, …), refusals included',
  labelNames: ['operation'],
  buckets: LATENCY_BUCKETS,
  registers: [processMetrics],
});

export const providerCallbackErrors = new Counter({
  name: 'croupier_provider_callback_errors_total',
  help: 'Provider calls answered with an error, by contract error code (500: a server failure)',
  labelNames: ['operation', 'code'],
  registers: [processMetrics],
});

export const ledgerTransfers = new Counter({
  name: 'croupier_ledger_transfers_total',
  help: 'Ledger transfers this process posted (replays of an idempotency key not counted)',
  labelNames: ['kind'],
  registers: [processMetrics],
});

export const jobRuns = new Counter({
  name: 'croupier_job_runs_total',
  help: 'Passes of periodic jobs this process ran (it claimed the turn), by outcome',
  labelNames: ['job', 'outcome'],
  registers: [processMetrics],
});
