import { formatKb, HOME_JS_BUDGET_BYTES, measureHomeJs } from './home-js.ts';
import { startServer, stopServer } from './lib/server.ts';
import { formatLoadResult, measureSsr, SSR_BUDGET, withBenchDatabase } from './ssr-home.ts';
import { measureStartup, STARTUP_BUDGET_MS } from './startup.ts';

interface Row {
  budget: string;
  figure: string;
  limit: string;
  /** Undefined when the benchmark could not run. */
  isMet?: boolean;
}

async function measureStartupRows(): Promise<Row[]> {
  const startup = await measureStartup();
  const figure = `${startup.medianMs.toFixed(0)} ms (min ${startup.minMs.toFixed(0)}, max ${startup.maxMs.toFixed(0)})`;
  return [
    {
      budget: 'Start → first 200, existing embedded DB (median of 5)',
      figure,
      limit: `≤ ${STARTUP_BUDGET_MS} ms`,
      isMet: startup.medianMs <= STARTUP_BUDGET_MS,
    },
  ];
}

async function measureSsrRows(databaseUrl?: string, isCacheOff = false): Promise<Row[]> {
  const loads = databaseUrl
    ? await withBenchDatabase(databaseUrl, (url) => measureSsr({ databaseUrl: url, isCacheOff }))
    : await measureSsr({ isCacheOff });
  return loads.map((load) => {
    console.error(formatLoadResult(load));
    return {
      budget: `SSR GET ${load.path}, 10 connections, ${load.database}, page cache ${load.cache}`,
      figure: `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`,
      limit: `≥ ${SSR_BUDGET.requestsPerSecond} req/s, p50 ≤ ${SSR_BUDGET.p50Ms} ms`,
      isMet:
        load.requestsPerSecond >= SSR_BUDGET.requestsPerSecond &&
        load.p50Ms <= SSR_BUDGET.p50Ms &&
        load.errors + load.non2xx === 0,
    };
  });
}

async function measureHomeJsRows(): Promise<Row[]> {
  const server = await startServer({});
  try {
    const homeJs = await measureHomeJs(server.baseUrl);
    return [
      {
        budget: 'Home page JavaScript before interaction (gzip -9)',
        figure: `${formatKb(homeJs.totalGzipBytes)} in ${homeJs.files.length} files`,
        limit: `≤ ${formatKb(HOME_JS_BUDGET_BYTES)}`,
        isMet: homeJs.totalGzipBytes <= HOME_JS_BUDGET_BYTES,
      },
    ];
  } finally {
    await stopServer(server);
  }
}

/**
 * Runs the walking-skeleton benchmarks one after the other. A benchmark that fails (the code
 * under it may be mid-edit) becomes a "not measured" row instead of ending the run.
 */
async function runAll(): Promise<Row[]> {
  const steps: [string, () => Promise<Row[]>][] = [
    ['Start → first 200', measureStartupRows],
    ['SSR, PGlite', () => measureSsrRows()],
    ['SSR, PGlite, page cache off', () => measureSsrRows(undefined, true)],
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) steps.push(['SSR, PostgreSQL', () => measureSsrRows(databaseUrl)]);
  steps.push(['Home page JavaScript', measureHomeJsRows]);

  const rows: Row[] = [];
  for (const [name, measure] of steps) {
    try {
      rows.push(...(await measure()));
    } catch (error) {
      console.error(`${name}: ${String(error)}`);
      rows.push({
        budget: name,
        figure: `not measured: ${String(error)}`,
        limit: '',
      });
    }
  }
  return rows;
}

function formatTable(rows: Row[]): string {
  const lines = ['| Budget | Figure | Limit | Result |', '|---|---|---|---|'];
  for (const row of rows) {
    lines.push(`| ${row.budget} | ${row.figure} | ${row.limit} | ${formatVerdict(row.isMet)} |`);
  }
  return lines.join('\n');
}

console.log(formatTable(await runAll()));

function formatVerdict(isMet: boolean | undefined): string {
  if (isMet === undefined) return 'not measured';
  return isMet ? 'pass' : 'FAIL';
}
