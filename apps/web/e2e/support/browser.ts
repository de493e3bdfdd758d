import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };
export const WIDTHS = { desktop: 1280, mobile: 390 } as const;
export type Width = keyof typeof WIDTHS;
/**
 * A phone's browser as servers see it. The contexts of width `mobile` keep Chromium's desktop
 * user agent unless given this one: then the server renders the phone's layout from the start
 * (`isPhoneRequest`); without it, the page corrects itself after the hydration.
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/**
 * Debian's Chromium drives the browser tests. Without it (a laptop with only Node) they are
 * skipped; CI sets CI_REQUIRE_BROWSER=1 so a missing browser fails the run instead.
 */
export const hasChromium = fs.existsSync(CHROMIUM_PATH);
if (!hasChromium && process.env.CI_REQUIRE_BROWSER === '1') {
  throw new Error(
    `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium)`,
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export async function openContext(
  browser: Browser,
  baseURL: string,
  options: {
    width?: Width;
    country?: string;
    locale?: string;
    withServiceWorker?: boolean;
    userAgent?: string;
  } = {},
): Promise<BrowserContext> {
  const width = WIDTHS[options.width ?? 'desktop'];
  return browser.newContext({
    baseURL,
    // The installed-app worker is pwa.test.ts's subject; elsewhere each new context would install
    // it again and route every asset through its caches, which only slows the flows under test.
    serviceWorkers: options.withServiceWorker ? 'allow' : 'block',
    viewport: { width, height: options.width === 'mobile' ? 844 : 900 },
    locale: options.locale ?? 'en-US',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    extraHTTPHeaders: options.country ? { 'x-country-code': options.country } : {},
  });
}

/** Whether React owns the element (its props are on it): hydrated, its handlers attached. */
export function isHydrated(element: Locator) {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps')),
  );
}

/** Waits until React owns the element ({@link isHydrated}). */
export async function waitUntilHydrated(element: Locator, timeout = 60_000) {
  await expect.poll(() => isHydrated(element), { timeout }).toBe(true);
}

/**
 * Holds the page's client entry back until the answered function is called: until then the page
 * is the server's alone, as a player sees it before the scripts have come.
 */
export async function holdClientEntry(page: Page) {
  let releaseScripts = () => {};
  const isReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await isReleased;
    await route.continue();
  });
  return releaseScripts;
}

/** Collects console errors and uncaught exceptions: a page that throws is a failing page. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const screenshotDir = path.resolve(import.meta.dirname, '../../../../screenshots');

/** Screenshot under screenshots/, for people to look at what players see. */
export async function saveScreenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // With a dialog open, the player sees the viewport: a full-page capture would show the modal
  // over a stretched page.
  const isDialogOpen = await page.getByRole('dialog').first().isVisible();
  if (!isDialogOpen) await loadLazyContent(page);
  await settleTransitions(page);
  const file = path.join(screenshotDir, `${name}-${width}.png`);
  if (isDialogOpen) await page.screenshot({ path: file });
  else await captureWholePage(page, file);
}

/**
 * The whole page, taken in a window as tall as the page: the parts the browser draws only near
 * the screen (`content-visibility: auto`: lobby rows, the welcome offers) are then drawn, which a
 * full-page capture of the normal window showed empty, and fixed bars sit at the bottom.
 */
async function captureWholePage(page: Page, file: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport size');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}

/**
 * Ends the transitions under way (a dialog fading in, a panel sliding), so the capture shows what
 * a player sees after them, not a blend of two states. Ended rather than waited for: one in a part
 * the browser is not drawing (a lobby row scrolled away, `content-visibility: auto`) stays paused
 * until it comes back into view. Endless ones (spinners, tickers) are left running.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => {
          animation.finish();
          return animation.finished.catch(() => undefined);
        }),
    ),
  );
}

/** Scrolls through the page so lazily loaded images are in the full-page screenshot. */
async function loadLazyContent(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
