import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_BYTES, measureHomeJs } from '../../../bench/home-js.ts';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;

// Deterministic for a given build, so it may be a test; timing budgets stay in bench/.
describe('the home page budget', () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('keeps the home page JavaScript under 150 KB gzip', async () => {
    const { files, totalGzipBytes } = await measureHomeJs(server.baseUrl);
    expect(files.length).toBeGreaterThan(0);
    expect(
      totalGzipBytes,
      files.map((f) => `${f.url} ${f.gzipBytes}`).join('\n'),
    ).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});
