import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './test/test-app.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('publishes an OpenAPI document of the contract at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings/currencies',
        '/api/player/init',
        '/api/notification/communications',
        '/api/content/pages/{pageIdentity}',
      ]),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with the error body and 404', async () => {
    const response = await t.app.inject({
      url: '/api/nothing',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 10005, message: 'No hemos encontrado lo que buscabas.' },
    });
  });

  it('sends security headers with a restrictive content security policy', async () => {
    const response = await t.app.inject('/api/settings/locales');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes a request id for tracing', async () => {
    const response = await t.app.inject({
      url: '/api/settings/locales',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.statusCode).toBe(200);
  });
});
