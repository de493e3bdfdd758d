import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  type Width,
  watchErrors,
} from './support/browser';
import { depositByCard, gameFrame, POLL } from './support/games';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

describe.skipIf(!hasChromium)('loyalty in a browser', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, width: Width = 'desktop') {
    const context = await openContext(browser, server.baseUrl, { width });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return { context, page, errors };
  }

  it.each(['desktop', 'mobile'] as const)(
    'shows the levels and how points are earned to a visitor (%s)',
    async (width) => {
      const { context, page, errors } = await open('/loyalty', width);
      await page.getByRole('heading', { name: 'Play, earn points, level up' }).waitFor(POLL);
      const levels = page.getByRole('list').filter({ hasText: 'From 2,500 points' });
      for (const name of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
        await levels.getByRole('heading', { name, exact: true }).waitFor();
      }
      await levels.getByText('10 free spins for reaching Silver').waitFor();
      await saveScreenshot(page, 'loyalty-guest');

      await page.getByRole('button', { name: 'How to earn points' }).click();
      const earn = page.getByRole('dialog', { name: 'How to earn points' });
      await earn.getByText('€1.00 staked').waitFor(POLL);
      await saveScreenshot(page, 'loyalty-earn');
      await earn.getByRole('button', { name: 'Got it' }).click();
      await earn.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'counts a real-money spin and levels up: the modal off the game, a notice on it (%s)',
    async (width) => {
      const player = await registerPlayer(server.baseUrl);
      const { context, page, errors } = await open('/', width);
      await signInThroughModal(page, player.email, player.password);
      await depositByCard(page, '20');

      // A second tab on the loyalty page hears the level-up there.
      const watcher = await context.newPage();
      const watcherErrors = watchErrors(watcher);
      await watcher.goto('/loyalty', { waitUntil: 'networkidle' });
      const account = watcher.getByRole('region', { name: 'Bronze' });
      await account.getByText('0 points', { exact: true }).waitFor(POLL);
      await account.getByText('10 points to Silver (0% of the way)').waitFor();

      await page.goto('/games/lucky-star-777', { waitUntil: 'networkidle' });
      const slot = gameFrame(page, 'Lucky Star 777');
      await slot.getByText('Real money', { exact: true }).waitFor(POLL);
      for (let i = 0; i < 3; i++) await slot.getByRole('button', { name: 'Raise bet' }).click();
      await slot.getByText('€10.00').first().waitFor();
      await slot.getByRole('button', { name: 'Spin', exact: true }).click();

      // On the game page: the 3 s notice, never the modal.
      await page.getByRole('status').getByText('Level up!').first().waitFor(POLL);
      expect(await page.getByRole('dialog', { name: 'Welcome to Silver!' }).count()).toBe(0);

      // Off it: the level modal with the level's reward, and the page moved on live.
      const modal = watcher.getByRole('dialog', { name: 'Welcome to Silver!' });
      await modal.getByText('10 free spins for reaching Silver').waitFor(POLL);
      // The level's free spins are announced; the level itself is the modal's, not a toast's too.
      const toasts = watcher.getByRole('status', { name: 'Notifications' });
      const freeSpins = toasts.getByText('You have new free spins');
      await freeSpins.waitFor(POLL);
      expect(await toasts.getByText('Level up!').count()).toBe(0);
      if (width === 'mobile') {
        // On a phone's sheet the toast keeps clear of its heading and close button.
        const heading = await modal
          .getByRole('heading', { name: 'Welcome to Silver!' })
          .boundingBox();
        const close = await modal.getByRole('button', { name: 'Close' }).first().boundingBox();
        const toast = await freeSpins.boundingBox();
        expect(toast!.y).toBeGreaterThan(heading!.y + heading!.height);
        expect(toast!.y).toBeGreaterThan(close!.y + close!.height);
      }
      await saveScreenshot(watcher, 'loyalty-level-up');
      await modal.getByRole('button', { name: 'Keep playing' }).click();
      const silver = watcher.getByRole('region', { name: 'Silver' });
      await silver.getByText('10 points', { exact: true }).waitFor(POLL);
      await silver.getByText('90 points to Gold (0% of the way)').waitFor();
      await saveScreenshot(watcher, 'loyalty-member');
      expect(errors).toEqual([]);
      expect(watcherErrors).toEqual([]);
      await context.close();
    },
  );
});
