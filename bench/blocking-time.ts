/**
 * The main thread's long tasks of a phone's page load, two web builds interleaved: a figure of
 * the blocking time that does not wait for Lighthouse's whole run, to tell where a build's
 * blocking time goes (docs/PERFORMANCE.md §42). Each load is a fresh context in Lighthouse's phone
 * screen and user agent, without CPU slowdown, traced through the DevTools protocol. Every task of
 * the page's main thread after its first contentful paint counts as Lighthouse's simulation at
 * 4× counts it, `max(0, 4 × duration − 50 ms)`. A diagnosis, not a budget: Lighthouse's score is
 * the measure (`bench/lighthouse.ts`).
 *
 *   node bench/blocking-time.ts /tmp/build-old apps/web/build [path]   # BENCH_ROUNDS=10
 */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import {
  copyWebBuild,
  createDataDir,
  findFreePort,
  median,
  type RunningServer,
  startServer,
  stopServer,
} from './lib/server.ts';

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // Lighthouse 12's mobile user agent: the server renders the phone's layout for it.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 2_500;
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,loading';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

interface LoadFigures {
  blockingMs: number;
  longestTaskMs: number;
}

/** A server of its own for a copy of the build folder (the build may be rebuilt meanwhile). */
async function serveBuild(buildDir: string): Promise<RunningServer> {
  const port = await findFreePort();
  return startServer({
    port,
    webBuildDir: await copyWebBuild(buildDir),
    dataDir: createDataDir('blocking-data'),
    // The game's frame on a site of its own, as in bench/lighthouse.ts.
    env: { DEMO_PROVIDER_URL: `http://localhost:${port}` },
  });
}

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** The page's main thread is the one that parsed its document; its tasks after the first paint. */
function measureLoad(events: TraceEvent[], pathname: string): LoadFigures {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.includes(pathname),
  );
  if (!parse) throw new Error(`the trace has no parse of ${pathname}`);
  const { pid, tid } = parse;
  const paintedAt =
    events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ??
    parse.ts;
  const taskMs = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ts > paintedAt)
    .map((task) => (task.dur ?? 0) / 1000);
  return {
    blockingMs: taskMs.reduce((sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...taskMs),
  };
}

if (import.meta.main) {
  const [oldBuild, newBuild, pagePath = '/games/lucky-star-777'] = process.argv.slice(2);
  if (!oldBuild || !newBuild) throw new Error('usage: node bench/blocking-time.ts OLD NEW [path]');
  const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
  const builds = { old: oldBuild, new: newBuild };
  const servers = { old: await serveBuild(builds.old), new: await serveBuild(builds.new) };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const figures: Record<keyof typeof builds, LoadFigures[]> = { old: [], new: [] };
  try {
    const pathname = new URL(pagePath, 'http://x').pathname;
    for (const name of ['old', 'new'] as const)
      await traceLoad(browser, servers[name].baseUrl + pagePath);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
      for (const name of order) {
        const events = await traceLoad(browser, servers[name].baseUrl + pagePath);
        figures[name].push(measureLoad(events, pathname));
      }
    }
  } finally {
    await browser.close();
    await stopServer(servers.old);
    await stopServer(servers.new);
  }
  for (const name of ['old', 'new'] as const) {
    const loads = figures[name];
    const blocking = loads.map((load) => load.blockingMs);
    console.log(
      `${name} ${builds[name]}: blocking figure median ${median(blocking).toFixed(0)} ms ` +
        `(${blocking.map((ms) => ms.toFixed(0)).join(', ')}); longest task median ` +
        `${median(loads.map((load) => load.longestTaskMs)).toFixed(1)} ms, ${pagePath}, ${rounds} loads`,
    );
  }
}
