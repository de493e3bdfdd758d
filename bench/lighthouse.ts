/**
 * Lighthouse 12 (Chromium, mobile emulation, simulated throttling) on the home page, a game page
 * and the signed-in demo player's cashier, plus installability through the DevTools protocol
 * (Lighthouse 12 has no PWA category). Builds nothing: run `npm run build` first.
 *
 *   node bench/lighthouse.ts              # 3 runs a page; BENCH_RUNS=5 for more
 *   BENCH_CPU_SLOWDOWN=2 node bench/lighthouse.ts   # another CPU multiplier than Lighthouse's 4
 *   BENCH_SAME_SITE_GAMES=1 node bench/lighthouse.ts  # the game's frame on the casino's origin
 *   BENCH_PAGES=cashier node bench/lighthouse.ts      # only the pages named (home, game, cashier)
 *
 * Lighthouse's 4× CPU slowdown assumes a high-end desktop host (benchmark index 1500–2000; its
 * docs/throttling.md, "Calibrating the CPU slowdown"): each page's row gives the benchmark index
 * its runs measured, so a figure taken on a slower or busier machine can be read as such.
 *
 * Each run loads the page in a fresh Chromium profile (a first visit, empty cache); the scores
 * shown are those of the run with the median performance score. Reports and final screenshots
 * are written to var/lighthouse/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SessionToken } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import { API_ROUTES } from '@croupier/contract/routes';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchChromium, stopChromium, withDefaultContext } from './lib/chromium.ts';
import { diagnosePage, type PageDiagnosis } from './lib/page-diagnosis.ts';
import {
  createDataDir,
  findFreePort,
  median,
  type RunningServer,
  readCpuMs,
  startServer,
  stopServer,
} from './lib/server.ts';

interface AuditedPage {
  name: string;
  path: string;
  /** Loaded with the demo player's session cookie (and Lighthouse's storage reset off). */
  isSignedIn: boolean;
}

const ALL_PAGES: AuditedPage[] = [
  { name: 'home', path: '/', isSignedIn: false },
  { name: 'game', path: '/games/lucky-star-777', isSignedIn: false },
  { name: 'cashier', path: '/?modal=wallet&wallet=deposit', isSignedIn: true },
];
const PAGES = process.env.BENCH_PAGES
  ? ALL_PAGES.filter(({ name }) => process.env.BENCH_PAGES?.split(',').includes(name))
  : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export const LIGHTHOUSE_BUDGET = 95;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's own default (mobile) unless set. */
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;
const DEMO_PLAYER = { login: 'demo@croupier.example', password: 'demo1234' };
const REPORT_DIR = path.resolve(import.meta.dirname, '../var/lighthouse');
const TOP_OPPORTUNITIES = 5;

interface PageRun {
  lhr: Result;
  /** Server CPU time spent while Lighthouse loaded the page (SSR, API calls, assets). */
  serverCpuMs: number;
}

async function signInDemoPlayer(baseUrl: string): Promise<SessionToken> {
  const response = await fetch(baseUrl + API_ROUTES.signIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PLAYER),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: SessionToken }).data;
}

/** The cookie the web app keeps after a sign-in (see app/lib/session/stored-session.ts). */
function toSessionCookie(baseUrl: string, token: SessionToken) {
  const stored = {
    token: token.accessToken,
    expiresAt: token.expiresAt,
    profileId: token.profileId,
  };
  const value = encodeURIComponent(JSON.stringify(stored));
  return { name: COOKIE_NAMES.session, value, url: baseUrl };
}

const MAX_ATTEMPTS = 3;

/**
 * A run in which Lighthouse failed to record the load itself (its `runtimeError`, such as
 * NO_NAVSTART: no trace of the navigation) says nothing of the page and would score 0: it is run
 * again, and each such attempt is reported.
 */
async function auditUntilRecorded(server: RunningServer, page: AuditedPage, run: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditPage(server, page, run);
    const error = result.lhr.runtimeError;
    if (!error || attempt === MAX_ATTEMPTS) return result;
    console.log(
      `${page.name} run ${run}: Lighthouse did not record the load (${error.code}), again`,
    );
  }
}

async function auditPage(server: RunningServer, page: AuditedPage, run: number): Promise<PageRun> {
  const chrome = await launchChromium();
  try {
    if (page.isSignedIn) {
      const cookie = toSessionCookie(server.baseUrl, await signInDemoPlayer(server.baseUrl));
      await withDefaultContext(chrome, (context) => context.addCookies([cookie]));
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
      // Keeps the session cookie set above; the profile is new, so the load is still a cold one.
      disableStorageReset: page.isSignedIn,
      // Merged into the mobile preset's throttling (network and the rest unchanged).
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    };
    const cpuBeforeMs = readCpuMs(server);
    const result = await lighthouse(server.baseUrl + page.path, flags);
    const serverCpuMs = readCpuMs(server) - cpuBeforeMs;
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    saveReport(page, run, result.lhr, result.report);
    if (page.isSignedIn) assertCashierShown(result.lhr);
    return { lhr: result.lhr, serverCpuMs };
  } finally {
    await stopChromium(chrome);
  }
}

function saveReport(page: AuditedPage, run: number, lhr: Result, report: string | string[]) {
  const base = path.join(REPORT_DIR, `${page.name}-${run}`);
  fs.writeFileSync(`${base}.html`, Array.isArray(report) ? report.join('') : report);
  const screenshot = lhr.audits['final-screenshot']?.details;
  if (screenshot?.type === 'screenshot') {
    const jpeg = screenshot.data.replace(/^data:image\/jpeg;base64,/, '');
    fs.writeFileSync(`${base}-final.jpg`, Buffer.from(jpeg, 'base64'));
  }
}

/**
 * Proof from the run's own network log that Lighthouse saw the cashier of a signed-in player, not
 * a sign-in form: the wallet modal's chunk loaded, the sign-in modal's did not, and a request that
 * needs the player's token answered 200. (The deposit methods come with the page's HTML since
 * §41, so their own request is no longer made.)
 */
function assertCashierShown(lhr: Result) {
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const urls = requests.map((item) => ({ url: String(item.url), status: item.statusCode }));
  const hasWalletChunk = urls.some(({ url }) => /\/wallet-modal-[\w-]+\.js$/.test(url));
  const hasSignIn = urls.some(({ url }) => /\/sign-in-modal-[\w-]+\.js$/.test(url));
  const playerPaths = new Set<string>(
    Object.values(API_ROUTES)
      .filter((route) => 'isAuthenticated' in route && route.isAuthenticated)
      .map((route) => route.path),
  );
  const playerRequest = urls.find(
    ({ url, status }) => status === 200 && playerPaths.has(new URL(url).pathname),
  );
  if (!hasWalletChunk || !playerRequest || hasSignIn) {
    throw new Error(
      `the cashier run did not show the signed-in cashier (wallet chunk ${hasWalletChunk}, ` +
        `a player's request answered ${playerRequest !== undefined}, sign-in chunk ${hasSignIn})`,
    );
  }
}

/** Installability of the home page once its service worker controls it, as Chromium judges it. */
async function checkInstallability(baseUrl: string): Promise<string[]> {
  const chrome = await launchChromium();
  try {
    return await withDefaultContext(chrome, async (context) => {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      await page.close();
      return installabilityErrors.map(
        ({ errorId, errorArguments }) =>
          errorId + errorArguments.map((a) => ` ${a.name}=${a.value}`).join(''),
      );
    });
  } finally {
    await stopChromium(chrome);
  }
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function pickMedianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort(
    (a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function formatMetric(lhr: Result, id: string): string {
  return lhr.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '–';
}

function printScores(results: Map<AuditedPage, PageRun[]>) {
  console.log(
    'page     perf (each run)   a11y  best-pr.  FCP      LCP      TBT      CLS    server CPU  host index',
  );
  for (const [page, runs] of results) {
    const { lhr } = pickMedianRun(runs);
    const perfRuns = runs.map((r) => score(r.lhr, 'performance')).join(', ');
    const cpuMs = median(runs.map((r) => r.serverCpuMs));
    const benchmarkIndex = median(runs.map((r) => r.lhr.environment.benchmarkIndex));
    console.log(
      [
        page.name.padEnd(8),
        `${score(lhr, 'performance')} (${perfRuns})`.padEnd(17),
        String(score(lhr, 'accessibility')).padEnd(5),
        String(score(lhr, 'best-practices')).padEnd(9),
        formatMetric(lhr, 'first-contentful-paint').padEnd(8),
        formatMetric(lhr, 'largest-contentful-paint').padEnd(8),
        formatMetric(lhr, 'total-blocking-time').padEnd(8),
        formatMetric(lhr, 'cumulative-layout-shift').padEnd(6),
        `${cpuMs.toFixed(0)} ms`.padEnd(11),
        benchmarkIndex.toFixed(0),
      ].join(' '),
    );
  }
}

/** Scored audits of a category that did not pass, with the first elements they name. */
function listFailedAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => `${audit.id}: ${audit.title}${describeNodes(audit.details)}`);
}

function describeNodes(details: Result['audits'][string]['details']): string {
  if (details?.type !== 'table' && details?.type !== 'list') return '';
  const items = details.type === 'table' ? details.items : [];
  const selectors = items
    .map((item) => item.node)
    .filter((node) => typeof node === 'object' && node !== null && 'selector' in node)
    .map((node) => (node as { selector: string }).selector)
    .slice(0, 3);
  return selectors.length ? ` [${selectors.join(' | ')}]` : '';
}

/** The performance audits with the largest estimated savings of LCP, FCP and TBT. */
function listPerformanceLeads(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const savings = (id: string) => {
    const metricSavings = lhr.audits[id]?.metricSavings ?? {};
    return (metricSavings.LCP ?? 0) + (metricSavings.FCP ?? 0) + (metricSavings.TBT ?? 0);
  };
  return refs
    .filter((ref) => ref.group !== 'metrics' && savings(ref.id) > 0)
    .sort((a, b) => savings(b.id) - savings(a.id))
    .slice(0, TOP_OPPORTUNITIES)
    .map(({ id }) => {
      const audit = lhr.audits[id]!;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${id}: ${audit.title}${value}, ~${savings(id).toFixed(0)} ms of LCP+FCP+TBT`;
    });
}

/** Audits Lighthouse could not compute (with Chromium 156: those that read the trace's frames). */
function listErroredAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => audit.id);
}

function describeDiagnosis(diagnosis: PageDiagnosis): string[] {
  const shifts = [...diagnosis.layoutShifts].sort((a, b) => b.value - a.value);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return [
    `LCP element: ${diagnosis.lcpElement} at ${diagnosis.lcpAtMs.toFixed(0)} ms`,
    `layout shifts: ${total.toFixed(3)} in all, the largest:`,
    ...shifts
      .slice(0, 3)
      .map(
        (shift) =>
          `  ${shift.value.toFixed(3)} at ${shift.atMs.toFixed(0)} ms: ${shift.sources.slice(0, 3).join(' | ')}`,
      ),
  ];
}

function printFailures(
  results: Map<AuditedPage, PageRun[]>,
  diagnoses: Map<AuditedPage, PageDiagnosis>,
) {
  for (const [page, runs] of results) {
    const { lhr } = pickMedianRun(runs);
    console.log(`\n${page.name} (${page.path}), the median run:`);
    for (const category of ['accessibility', 'best-practices']) {
      for (const line of listFailedAudits(lhr, category)) console.log(`  ${category} ✗ ${line}`);
    }
    for (const line of listPerformanceLeads(lhr)) console.log(`  performance · ${line}`);
    const errored = listErroredAudits(lhr);
    if (errored.length) console.log(`  not computed by Lighthouse: ${errored.join(', ')}`);
    const diagnosis = diagnoses.get(page);
    if (!diagnosis) continue;
    console.log('  in the browser, one load at 4× CPU slowdown:');
    for (const line of describeDiagnosis(diagnosis)) console.log(`    ${line}`);
  }
}

async function diagnosePages(server: RunningServer) {
  const diagnoses = new Map<AuditedPage, PageDiagnosis>();
  for (const page of PAGES) {
    const cookies = page.isSignedIn
      ? [toSessionCookie(server.baseUrl, await signInDemoPlayer(server.baseUrl))]
      : [];
    diagnoses.set(page, await diagnosePage(server.baseUrl + page.path, cookies));
  }
  return diagnoses;
}

if (import.meta.main) {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  // The game page frames the provider's game from a site of its own, as every real provider's is
  // (a process of its own): the same server as `localhost`. BENCH_SAME_SITE_GAMES=1 serves the
  // games from the casino's own origin instead, as the demo does by default.
  const port = await findFreePort();
  const server = await startServer({
    port,
    dataDir: createDataDir('lighthouse'),
    env: process.env.BENCH_SAME_SITE_GAMES ? {} : { DEMO_PROVIDER_URL: `http://localhost:${port}` },
  });
  try {
    // One untimed load of each page, so the runs measure a warm server (page cache, JIT).
    for (const page of PAGES) await (await fetch(server.baseUrl + page.path)).arrayBuffer();
    const results = new Map<AuditedPage, PageRun[]>(PAGES.map((page) => [page, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES)
        results.get(page)!.push(await auditUntilRecorded(server, page, run));
    }
    const installabilityErrors = await checkInstallability(server.baseUrl);
    const diagnoses = await diagnosePages(server);
    printScores(results);
    const cpu = results.values().next().value?.[0]?.lhr.configSettings.throttling;
    console.log(
      `budget: each category ≥ ${LIGHTHOUSE_BUDGET}; median of ${RUNS} runs a page; ` +
        `CPU slowdown ${cpu?.cpuSlowdownMultiplier}×; reports in ${REPORT_DIR}`,
    );
    console.log(
      installabilityErrors.length
        ? `PWA: NOT installable: ${installabilityErrors.join('; ')}`
        : 'PWA: installable (Page.getInstallabilityErrors: none, service worker in control)',
    );
    printFailures(results, diagnoses);
  } finally {
    await stopServer(server);
  }
}
