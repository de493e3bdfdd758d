/**
 * What Lighthouse's simulation (Lantern) would make of one recorded page load if some of its
 * requests were different: smaller, absent or at another priority. On a noisy host two builds
 * measured side by side differ by more than most changes do (docs/PERFORMANCE.md §29–§34); here
 * the load is recorded once and only the simulation is run again, so each line differs from the
 * first by the edit alone. It answers "is this lever worth building?", not "what does the build
 * score" (that is `npm run bench:lighthouse`). Builds nothing: run `npm run build` first.
 *
 *   node bench/lighthouse-what-if.ts                 # the home page
 *   node bench/lighthouse-what-if.ts /games/lucky-star-777
 *   WHAT_IF_REQUESTS=1 node bench/lighthouse-what-if.ts   # also lists the recorded requests
 *
 * Each edit changes the recorded network log only, so the page's main-thread work stays as it
 * was recorded (times the CPU multiplier); what moves is when Lantern lets it start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { launchChromium, stopChromium } from './lib/chromium.ts';
import { startServer, stopServer } from './lib/server.ts';

interface ProtocolMessage {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string; initialPriority?: string };
    newPriority?: string;
    encodedDataLength?: number;
  };
}

/** A recorded request as an edit sees it, and what the edit may change. */
interface RecordedRequest {
  url: string;
  isDocument: boolean;
}

interface Edit {
  name: string;
  /** The bytes the request should take on the wire instead, or undefined to leave them. */
  bytes?(request: RecordedRequest, recorded: number): number | undefined;
  /** The priority the request should be asked for at instead, or undefined to leave it. */
  priority?(request: RecordedRequest): string | undefined;
}

const isScript = ({ url }: RecordedRequest) => /\/assets\/[^?]+\.js$/.test(url);
const isFont = ({ url }: RecordedRequest) => url.endsWith('.woff2');
const isStylesheet = ({ url }: RecordedRequest) => /\/assets\/[^?]+\.css$/.test(url);
const isDictionary = ({ url }: RecordedRequest) => new URL(url).pathname.startsWith('/i18n/');
const isImage = ({ url }: RecordedRequest) => /\.(webp|png|jpg|svg|avif)(\?|$)/.test(url);

const EDITS: Edit[] = [
  { name: 'as recorded' },
  {
    name: 'document 9 KB (its loader data out of it)',
    bytes: (request) => (request.isDocument ? 9_000 : undefined),
  },
  {
    name: 'dictionary file 100 B (§36)',
    bytes: (request) => (isDictionary(request) ? 100 : undefined),
  },
  {
    name: 'dictionary file at low priority',
    priority: (request) => (isDictionary(request) ? 'Low' : undefined),
  },
  { name: 'no web font', bytes: (request) => (isFont(request) ? 100 : undefined) },
  {
    name: 'stylesheet halved',
    bytes: (request, recorded) => (isStylesheet(request) ? Math.round(recorded / 2) : undefined),
  },
  {
    name: 'scripts 20 % smaller',
    bytes: (request, recorded) => (isScript(request) ? Math.round(recorded * 0.8) : undefined),
  },
  {
    name: 'scripts at low priority',
    priority: (request) => (isScript(request) ? 'Low' : undefined),
  },
  // Bounds rather than levers (§37): what the scripts and the art count for at most.
  { name: 'scripts 100 B each', bytes: (request) => (isScript(request) ? 100 : undefined) },
  { name: 'images 100 B each', bytes: (request) => (isImage(request) ? 100 : undefined) },
];

/** The devtools log Lighthouse saved in `dir`: its path and its messages. */
function readDevtoolsLog(dir: string) {
  const logFile = fs.readdirSync(dir).find((name) => name.endsWith('devtoolslog.json'));
  if (!logFile) throw new Error(`no devtools log in ${dir}`);
  const logPath = path.join(dir, logFile);
  return { logPath, messages: JSON.parse(fs.readFileSync(logPath, 'utf8')) as ProtocolMessage[] };
}

/** Rewrites the artifacts' devtools log in `dir` as `edit` asks. */
function applyEdit(dir: string, pageUrl: string, edit: Edit) {
  const { logPath, messages } = readDevtoolsLog(dir);
  const urls = new Map<string, string>();
  for (const { method, params } of messages) {
    if (method === 'Network.requestWillBeSent' && params.requestId && params.request) {
      urls.set(params.requestId, params.request.url);
    }
  }
  for (const { method, params } of messages) {
    const url = urls.get(params.requestId ?? '');
    if (!url) continue;
    const request = { url, isDocument: url === pageUrl };
    const priority = edit.priority?.(request);
    if (priority && method === 'Network.requestWillBeSent' && params.request) {
      params.request.initialPriority = priority;
    }
    if (priority && method === 'Network.resourceChangedPriority') params.newPriority = priority;
    if (method === 'Network.loadingFinished' && params.encodedDataLength !== undefined) {
      params.encodedDataLength =
        edit.bytes?.(request, params.encodedDataLength) ?? params.encodedDataLength;
    }
  }
  fs.writeFileSync(logPath, JSON.stringify(messages));
}

/** The recorded requests in the order they were sent: bytes on the wire, priority, path. */
function listRequests(dir: string, pageUrl: string) {
  const { messages } = readDevtoolsLog(dir);
  const requests = new Map<string, { url: string; priority: string; bytes?: number }>();
  for (const { method, params } of messages) {
    const request = requests.get(params.requestId ?? '');
    if (method === 'Network.requestWillBeSent' && params.requestId && params.request) {
      const { url, initialPriority = '' } = params.request;
      requests.set(params.requestId, { url, priority: initialPriority });
    } else if (request && method === 'Network.resourceChangedPriority') {
      request.priority += ` → ${params.newPriority}`;
    } else if (request && method === 'Network.loadingFinished') {
      request.bytes = params.encodedDataLength;
    }
  }
  const origin = new URL(pageUrl).origin;
  for (const { url, priority, bytes } of requests.values()) {
    console.log(
      `  ${String(bytes ?? '—').padStart(7)} B  ${priority.padEnd(14)} ${url.replace(origin, '').slice(0, 100)}`,
    );
  }
}

async function gather(pageUrl: string, dir: string) {
  const chrome = await launchChromium();
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance'],
      gatherMode: dir,
    };
    await lighthouse(pageUrl, flags);
  } finally {
    await stopChromium(chrome);
  }
}

async function simulate(pageUrl: string, recordedDir: string, edit: Edit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-what-if-'));
  try {
    fs.cpSync(recordedDir, dir, { recursive: true });
    applyEdit(dir, pageUrl, edit);
    const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'], auditMode: dir };
    const result = await lighthouse(pageUrl, flags);
    if (!result) throw new Error('Lighthouse returned nothing');
    const { audits, categories } = result.lhr;
    const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
    return [
      edit.name.padEnd(44),
      String(Math.round((categories.performance?.score ?? 0) * 100)).padStart(5),
      ms('first-contentful-paint').padStart(8),
      ms('largest-contentful-paint').padStart(8),
      `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`.padStart(8),
    ].join('  ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pagePath = process.argv[2] ?? '/';
const server = await startServer({});
const recordedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-recorded-'));
try {
  const pageUrl = server.baseUrl + pagePath;
  await fetch(pageUrl); // the server's first render of the page is not the one recorded
  await gather(pageUrl, recordedDir);
  console.log(`${pagePath}, one load recorded, Lantern at Lighthouse's mobile settings:`);
  if (process.env.WHAT_IF_REQUESTS) listRequests(recordedDir, pageUrl);
  console.log(`${'edit'.padEnd(44)}  score       FCP       LCP       TBT`);
  for (const edit of EDITS) console.log(await simulate(pageUrl, recordedDir, edit));
} finally {
  fs.rmSync(recordedDir, { recursive: true, force: true });
  await stopServer(server);
}
