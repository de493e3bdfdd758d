import http from 'node:http';
import zlib from 'node:zlib';
import { startServer, stopServer } from './lib/server.ts';

export const HOME_JS_BUDGET_BYTES = 150 * 1024;

export interface HomeJsFile {
  url: string;
  /** Size after gzip level 9 of the decoded file. */
  gzipBytes: number;
  /** Size on the wire as the server sent it to a client accepting gzip/br. */
  wireBytes: number;
  contentEncoding: string;
}

export interface HomeJsResult {
  files: HomeJsFile[];
  totalGzipBytes: number;
  totalWireBytes: number;
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/** The preloads the page starts after its largest paint (apps/web/app/lib/deferred-scripts.server.ts). */
const DEFERRED_PRELOADS = /\bdata-module-preloads="([^"]*)"/g;
// Static imports of minified chunks (`import{a}from"./x.js"`, `import"./x.js"`), not `import()`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/**
 * The JavaScript the home page loads before interaction: its script and modulepreload files
 * (those written in the HTML and those it starts after its largest paint),
 * plus any file those import statically that the HTML did not list.
 */
export async function measureHomeJs(baseUrl: string): Promise<HomeJsResult> {
  const home = await fetch(new URL('/', baseUrl));
  if (!home.ok) throw new Error(`GET / answered ${home.status}`);
  const html = await home.text();
  const queue = [
    ...matchAll(html, SCRIPT_SRC),
    ...matchAll(html, MODULE_PRELOAD),
    ...matchAll(html, DEFERRED_PRELOADS).flatMap((list) => list.split(' ').filter(Boolean)),
  ].map((href) => new URL(href, baseUrl).href);
  const files: HomeJsFile[] = [];
  const seen = new Set<string>();
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const { decoded, wireBytes, contentEncoding } = await fetchRaw(url);
    files.push({ url, gzipBytes: gzipSize(decoded), wireBytes, contentEncoding });
    queue.push(
      ...matchAll(decoded.toString('utf8'), STATIC_IMPORT).map((h) => new URL(h, url).href),
    );
  }
  return {
    files,
    totalGzipBytes: sum(files.map((f) => f.gzipBytes)),
    totalWireBytes: sum(files.map((f) => f.wireBytes)),
  };
}

function matchAll(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** GET with a browser's Accept-Encoding, keeping the compressed bytes that `fetch` would hide. */
function fetchRaw(url: string) {
  return new Promise<{ decoded: Buffer; wireBytes: number; contentEncoding: string }>(
    (resolve, reject) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      http
        .get(url, { headers }, (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`GET ${url} answered ${response.statusCode}`));
            return;
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const contentEncoding = response.headers['content-encoding'] ?? 'identity';
            resolve({
              decoded: decode(raw, contentEncoding),
              wireBytes: raw.length,
              contentEncoding,
            });
          });
        })
        .on('error', reject);
    },
  );
}

function decode(raw: Buffer, contentEncoding: string): Buffer {
  if (contentEncoding === 'gzip') return zlib.gunzipSync(raw);
  if (contentEncoding === 'br') return zlib.brotliDecompressSync(raw);
  if (contentEncoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

function gzipSize(content: Buffer): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

if (import.meta.main) {
  const server = await startServer({});
  try {
    const result = await measureHomeJs(server.baseUrl);
    for (const file of result.files) {
      const wire = `${formatKb(file.wireBytes)} ${file.contentEncoding}`;
      console.log(
        `${formatKb(file.gzipBytes).padStart(9)}  (${wire})  ${new URL(file.url).pathname}`,
      );
    }
    console.log(
      `total: ${formatKb(result.totalGzipBytes)} gzip -9 in ${result.files.length} files, ` +
        `${formatKb(result.totalWireBytes)} on the wire (budget ≤ ${formatKb(HOME_JS_BUDGET_BYTES)})`,
    );
  } finally {
    await stopServer(server);
  }
}
