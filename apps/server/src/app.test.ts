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

  it('answers a method an API path does not take with 405, its Allow header and the error body', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/locales',
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json()).toEqual({
      error: { code: 10009, message: 'Diese Aktion ist hier nicht möglich.' },
    });
    const withParam = await t.app.inject({ method: 'GET', url: '/api/wallet/accounts/abc/switch' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('PUT');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/nothing/here?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(10005);
  });

  it('sends security headers with a restrictive content security policy', async () => {
    const response = await t.app.inject('/api/settings/locales');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over https, as a trusted proxy reports it', async () => {
    const plain = await t.app.inject('/api/settings/locales');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const secure = await proxied.app.inject({
        url: '/api/settings/locales',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const insecure = await proxied.app.inject('/api/settings/locales');
      expect(insecure.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('echoes a request id for tracing', async () => {
    const response = await t.app.inject({
      url: '/api/settings/locales',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.statusCode).toBe(200);
  });
});
