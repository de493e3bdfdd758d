import type { SessionToken } from '@croupier/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, registerPlayer } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  type Width,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe.skipIf(!hasChromium)('the installable web app', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A page that the service worker controls (it registers after load, when the tab is idle). */
  async function openControlled(width: Width, path = '/', session?: SessionToken) {
    const context = await openContext(browser, server.baseUrl, { width, withServiceWorker: true });
    if (session) await addSessionCookie(context, server.baseUrl, session);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return { context, page, errors };
  }

  async function signIn(): Promise<SessionToken> {
    const { email, password } = await registerPlayer(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({ login: email, password }),
    });
    return ((await response.json()) as { data: SessionToken }).data;
  }

  async function readProfile(session: SessionToken) {
    const response = await fetch(`${server.baseUrl}/api/player/profile`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return ((await response.json()) as { data: { pwaInstalled: boolean } }).data;
  }

  /** Every path the page's caches hold. */
  function listCachedPaths(page: Page) {
    return page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  }

  it('serves a valid manifest with the icons Chromium and iOS ask for, and registers the service worker', async () => {
    const { page, errors } = await openControlled('desktop');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(manifestHref ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Croupier',
      short_name: 'Croupier',
      start_url: '/?source=pwa',
      display: 'standalone',
      theme_color: '#0b1020',
      background_color: '#0b1020',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(touchIcon ?? '')).body())).toBe('180x180');

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.baseUrl}/`);
    expect(errors).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as const)(
    'shows the offline page in the page’s language when a page cannot load offline (%s)',
    async (width) => {
      const { context, page } = await openControlled(width, '/de');
      await expect
        .poll(() => page.evaluate(async () => (await caches.match('/de/offline')) !== undefined))
        .toBe(true);

      await context.setOffline(true);
      await page.goto('/de/main');
      await page.getByRole('heading', { name: 'Du bist offline' }).waitFor();
      await saveScreenshot(page, 'pwa-offline-de');
      // Trying again while still offline shows the same page again.
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Erneut versuchen' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Du bist offline' }).waitFor();

      await page.goto('/tournaments');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await saveScreenshot(page, 'pwa-offline-en');
      // Back online, the page loads by itself.
      await context.setOffline(false);
      await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
      await context.close();
    },
  );

  it('never answers a money call from a cache: offline the balance call fails', async () => {
    const session = await signIn();
    const { context, page } = await openControlled('desktop', '/', session);
    // A reload under the worker's control: the app shell now goes through it, and is kept.
    await page.reload({ waitUntil: 'networkidle' });
    const readAccounts = (token: string) =>
      fetch('/api/wallet/accounts', { headers: { authorization: `Bearer ${token}` } }).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      );
    await expect(page.evaluate(readAccounts, session.accessToken)).resolves.toBe('answered 200');

    await context.setOffline(true);
    await expect(page.evaluate(readAccounts, session.accessToken)).resolves.toBe('failed');
    const cached = await listCachedPaths(page);
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.some((path) => path.startsWith('/art/') || path.startsWith('/media/'))).toBe(
      true,
    );
    expect(cached.filter((path) => path.startsWith('/api/') || path.endsWith('.data'))).toEqual([]);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'offers the new build with a banner once the server runs another one (%s)',
    async (width) => {
      const { context, page, errors } = await openControlled(width);
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
      const checkBuild = async () => {
        const answer = page.waitForResponse((r) => r.url().includes('/__manifest?'));
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return answer;
      };

      expect((await checkBuild()).status()).toBe(200);
      await expect(banner.isVisible()).resolves.toBe(false);

      // This page now says it was built before the server's build, as after a deployment.
      await page.evaluate(() => {
        if (window.__reactRouterManifest) window.__reactRouterManifest.version = 'an-older-build';
      });
      expect((await checkBuild()).status()).toBe(204);
      await banner.waitFor();
      await saveScreenshot(page, 'pwa-new-version');

      await banner.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => window.__reactRouterManifest?.version !== 'an-older-build');
      await page.waitForLoadState('networkidle');
      await expect(banner.isVisible()).resolves.toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('offers “Install the app” in the drawer only once the browser allows it, and asks the browser', async () => {
    const { context, page, errors } = await openControlled('mobile');
    const openMenu = () => page.getByRole('button', { name: 'Open menu' }).click();
    const installItem = page.getByRole('button', { name: 'Install the app' });
    await openMenu();
    await page.getByRole('complementary', { name: 'Site menu' }).getByRole('navigation').waitFor();
    await expect(installItem.count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          document.body.dataset.installPrompted = 'yes';
        },
      });
      window.dispatchEvent(offer);
    });
    await openMenu();
    await installItem.click();
    await expect(page.evaluate(() => document.body.dataset.installPrompted)).resolves.toBe('yes');
    await expect(installItem.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks a visit from the installed app and records it on the signed-in profile', async () => {
    const session = await signIn();
    expect((await readProfile(session)).pwaInstalled).toBe(false);
    const context = await openContext(browser, server.baseUrl, {
      width: 'mobile',
      withServiceWorker: true,
    });
    await addSessionCookie(context, server.baseUrl, session);
    const page = await context.newPage();
    await page.goto('/?source=pwa', { waitUntil: 'networkidle' });

    await expect.poll(async () => (await readProfile(session)).pwaInstalled).toBe(true);
    await expect(page.evaluate(() => sessionStorage.getItem('isPwaVisit'))).resolves.toBe('true');
    await expect(page.locator('html').getAttribute('data-pwa')).resolves.toBe('true');
    await context.close();
  });
});

/** Width × height of a PNG, from its header chunk. */
function pngSize(png: Buffer) {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}
