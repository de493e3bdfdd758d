import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN });
});
afterAll(() => t?.close());

const scrape = async () => {
  const response = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when absent. */
function sample(text: string, prefix: string) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('health and readiness', () => {
  it('answers alive without touching a dependency', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        redis: process.env.REDIS_URL ? 'ok' : 'not configured',
      },
    });
  });

  it('stays in the balancer, degraded, when Redis stops answering', async () => {
    const redis = t.app.redis;
    // Redis gone after start (at start, the live channel's broker refuses to boot without it).
    t.app.redis = { ping: () => Promise.reject(new Error('connection lost')) } as never;
    try {
      const response = await t.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'ok', migrations: 'ok', redis: 'failed' },
      });
    } finally {
      t.app.redis = redis;
    }
  });
});

describe('metrics', () => {
  it('refuses a scrape without the configured token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe(10003);
    }
  });

  it('times requests by route pattern, not by concrete path', async () => {
    await t.app.inject({ url: '/api/settings/locales' });
    await t.app.inject({ url: '/api/content/pages/no-such-page' });
    const text = await scrape();
    expect(text).toContain('# TYPE croupier_http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'croupier_http_request_duration_seconds_count{method="GET",route="/api/settings/locales",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/content/pages/:pageIdentity",status_code="404"');
    expect(text).not.toContain('no-such-page');
  });

  it('counts provider callbacks and their refusals by contract code', async () => {
    const unsignedBet = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/game/provider-api/demo/bet',
        payload: { sessionToken: 'x' },
      });
    const { code } = (await unsignedBet()).json().error;
    const errors = `croupier_provider_callback_errors_total{operation="bet",code="${code}"}`;
    const before = sample(await scrape(), errors)!;
    await unsignedBet();
    const text = await scrape();
    expect(sample(text, errors)).toBe(before + 1);
    expect(
      sample(text, 'croupier_provider_callback_duration_seconds_count{operation="bet"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the outbox backlog, live sockets, ledger postings and the runtime', async () => {
    const text = await scrape();
    expect(sample(text, 'croupier_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'croupier_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'croupier_live_connections')).toBe(0);
    expect(text).toContain('# TYPE croupier_ledger_transfers_total counter');
    expect(text).toContain('croupier_process_cpu_seconds_total');
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'croupier_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });
});

describe('draining', () => {
  it('turns readiness to 503 while requests are still served', async () => {
    const draining = await startTestApp();
    try {
      draining.app.drain();
      const ready = await draining.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('draining');
      expect((await draining.app.inject({ url: '/api/settings/locales' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
