import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  openContext,
  PHONE_USER_AGENT,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;

describe('pages for signed-out visitors', () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } });

  it('are served from the cache on the next request, allowing their inline scripts by hash', async () => {
    const first = await get('/static/about-us');
    const second = await get('/static/about-us');
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain('nonce-');
  });

  it('are cached per visitor country, so restricted visitors keep their layout', async () => {
    await get('/questions', { 'x-country-code': 'DE' });
    const restricted = await get('/questions', { 'x-country-code': 'US' });
    expect(restricted.headers.get('x-page-cache')).toBeNull();
    expect(await restricted.text()).toMatch(/not available/i);
  });

  it('are rendered and cached per kind of device, so a phone gets the phone’s layout', async () => {
    const desktop = await get('/providers');
    const phone = await get('/providers', { 'user-agent': PHONE_USER_AGENT });
    const hinted = await get('/providers', { 'sec-ch-ua-mobile': '?1' });
    expect(phone.headers.get('x-page-cache')).toBeNull();
    expect(hinted.headers.get('x-page-cache')).toBe('hit');
    // The menu button of the phone's header opens the drawer; the desktop's folds the sidebar.
    expect(await desktop.text()).toContain('aria-label="Collapse menu"');
    const phoneHtml = await phone.text();
    expect(phoneHtml).toContain('aria-label="Open menu"');
    expect(await hinted.text()).toBe(phoneHtml);
  });

  it('are never cached for signed-in visitors or API calls', async () => {
    const cookie = 'croupier-session=anything';
    await get('/contact', { cookie });
    expect((await get('/contact', { cookie })).headers.get('x-page-cache')).toBeNull();
    await get('/api/settings/locales');
    expect((await get('/api/settings/locales')).headers.get('x-page-cache')).toBeNull();
  });

  it('link their dictionary, served under a name of its version and kept for a year', async () => {
    const html = await (await get('/de/static/about-us')).text();
    const url = /<link rel="preload" as="fetch" href="([^"]+)"[^>]*data-dictionary/.exec(html)?.[1];
    expect(url).toMatch(/^\/i18n\/de\/[\w-]{12}\.json$/);
    // The texts are in the file, not in the document (docs/PERFORMANCE.md §36).
    expect(html).not.toContain('shell.header.search');

    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.json())['shell.language.label']).toBe('Sprache');

    // A version that is no longer current (a text changed since) gets today's text, not kept.
    const stale = await fetch(`${server.baseUrl}/i18n/de/000000000000.json`);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect((await stale.json())['shell.language.label']).toBe('Sprache');
    expect((await fetch(`${server.baseUrl}/i18n/xx/000000000000.json`)).status).toBe(404);
  });

  describe.skipIf(!hasChromium)('in a browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('hydrates a cached page without content-security-policy violations', async () => {
      await get('/welcome-package');
      const context = await openContext(browser, server.baseUrl);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const response = await page.goto('/welcome-package', { waitUntil: 'networkidle' });
      expect(response?.headers()['x-page-cache']).toBe('hit');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
