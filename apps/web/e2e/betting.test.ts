import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { DEMO_PLAYER, headerBalance, minorUnitsOf, POLL, readText } from './support/games';
import { type RunningServer, startServer } from './support/server';

let browser: Browser;

/** What the test sportsbook client was told by the platform (it keeps a list for the test). */
const clientMessages = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('sportsbook-test:messages') ?? '[]') as string[],
  );

describe.skipIf(!hasChromium)('/betting with the test sportsbook client configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: (baseUrl) => ({
        BETTING_CLIENT_HOST: `${baseUrl}/sportsbook-test/`,
        BETTING_CLIENT_ID: 'croupier-e2e',
        BETTING_TEST_CLIENT: 'true',
      }),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(['desktop', 'mobile'] as const)(
    'hands the player’s token to the sportsbook, takes a bet from the header balance live and passes the sign-out on (%s)',
    async (width) => {
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/betting', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Accept' }).click();

      // A guest sees the markets and is asked to sign in to bet.
      await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor(POLL);
      await page.getByText('Sign in to place bets').waitFor(POLL);
      const client = page.frameLocator('iframe[title="Sportsbook"]');
      await client.getByText('Guest: sign in to bet.').waitFor(POLL);
      expect(await client.getByRole('button', { name: 'Bet 1.00 on Home win' }).isDisabled()).toBe(
        true,
      );
      await saveScreenshot(page, 'betting-guest');

      await signInThroughModal(page, DEMO_PLAYER.email, DEMO_PLAYER.password);
      await client.getByText('Token received (language en).').waitFor(POLL);
      await client.getByText(/^Balance: \d+ EUR/).waitFor(POLL);
      expect(await page.getByText('Sign in to place bets').count()).toBe(0);

      await expect.poll(() => readText(headerBalance(page)), POLL).toMatch(/€/);
      const before = minorUnitsOf(await readText(headerBalance(page)));
      await client.getByRole('button', { name: 'Bet 1.00 on Home win' }).click();
      await client.getByText('Bet placed.').waitFor(POLL);
      // The stake went through the provider API; the header hears of it on the live channel.
      await expect
        .poll(async () => minorUnitsOf(await readText(headerBalance(page))), POLL)
        .toBe(before - 100);
      await saveScreenshot(page, 'betting-player');

      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor(POLL);
      await expect
        .poll(() => clientMessages(page), POLL)
        .toEqual(['init:guest', 'init:player', 'logout']);
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});

describe.skipIf(!hasChromium)('/betting without a sportsbook configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is removed: 404, and no Sports link in the navigation', async () => {
    expect((await fetch(`${server.baseUrl}/betting`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/de/betting`)).status).toBe(404);
    const home = await (await fetch(`${server.baseUrl}/`)).text();
    expect(home).not.toContain('href="/betting"');
    expect((await fetch(`${server.baseUrl}/sportsbook-test/`)).status).toBe(404);
  });
});
