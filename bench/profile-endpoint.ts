/**
 * Profiles one GET endpoint under load: the server (production mode) with `--cpu-prof`, the demo
 * player signed in, 16 autocannon connections; prints req/s, CPU per request and the top self-time
 * functions of the server's profile. `node bench/profile-endpoint.ts /api/wallet/accounts [seconds]`
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDataDir, readCpuMs, startServer, stopServer } from './lib/server.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

const urlPath = process.argv[2] ?? '/api/wallet/accounts';
const seconds = Number(process.argv[3] ?? 10);
const profile = process.env.PROFILE !== '0';
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-prof-'));

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function summarizeProfile(file: string) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (let i = 0; i < data.samples.length; i++) {
    const node = byId.get(data.samples[i]!)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, '');
    const key = `${functionName || '(anon)'} ${short}:${lineNumber + 1}`;
    const dt = data.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    const pkg =
      short.startsWith('file:') || short.startsWith('/')
        ? short
        : short
            .split('/')
            .slice(0, short.startsWith('@') ? 2 : 1)
            .join('/');
    byFile.set(pkg || '(native)', (byFile.get(pkg || '(native)') ?? 0) + dt);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}% ${k}`);
  console.log('-- top self time --');
  console.log(top(self, 45).join('\n'));
  console.log('-- by package --');
  console.log(top(byFile, 25).join('\n'));
}

await withScratchDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'croupier_bench_profile',
  async (databaseUrl) => {
    const server = await startServer({
      databaseUrl,
      dataDir: createDataDir('profile'),
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
    });
    try {
      const response = await fetch(`${server.baseUrl}/api/player/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ login: 'demo@croupier.example', password: 'demo1234' }),
      });
      const token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
      const common = { url: server.baseUrl + urlPath, connections: 16, headers };
      await autocannon({ ...common, duration: 3 });
      const before = readCpuMs(server);
      const result = await autocannon({ ...common, duration: seconds });
      const cpu = readCpuMs(server) - before;
      console.log(
        `${urlPath}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non2xx ${result.non2xx}, errors ${result.errors}, CPU ${(cpu / result.requests.total).toFixed(3)} ms/req, load ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      await stopServer(server);
    }
  },
);
if (profile) {
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarizeProfile(path.join(profDir, file));
}
