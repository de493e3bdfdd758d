import { createDataDir, median, startServer, stopServer } from './lib/server.ts';

const RUNS = 5;
export const STARTUP_BUDGET_MS = 3_000;

export interface StartupResult {
  runsMs: number[];
  minMs: number;
  medianMs: number;
  maxMs: number;
}

/**
 * Time from spawn to the first 200 of `GET /api/settings/locales`, with an embedded database that
 * already exists (migrated and seeded by a first, unmeasured start).
 */
export async function measureStartup(runs = RUNS): Promise<StartupResult> {
  const dataDir = createDataDir('startup');
  await stopServer(await startServer({ dataDir }));

  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startServer({ dataDir });
    runsMs.push(server.readyAfterMs);
    await stopServer(server);
  }
  return {
    runsMs,
    minMs: Math.min(...runsMs),
    medianMs: median(runsMs),
    maxMs: Math.max(...runsMs),
  };
}

if (import.meta.main) {
  const result = await measureStartup();
  console.log(`runs (ms): ${result.runsMs.map((ms) => ms.toFixed(0)).join(', ')}`);
  console.log(
    `start → first 200: min ${result.minMs.toFixed(0)} ms, median ${result.medianMs.toFixed(0)} ms, ` +
      `max ${result.maxMs.toFixed(0)} ms (budget ≤ ${STARTUP_BUDGET_MS} ms)`,
  );
}
