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
import { depositByCard, gameFrame, POLL, waitForRoundEnd } from './support/games';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

describe.skipIf(!hasChromium)('quests in a browser', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(['desktop', 'mobile'] as const)(
    'starts a quest, completes its tasks by depositing and playing, and gets the reward (%s)',
    async (width: Width) => {
      const player = await registerPlayer(server.baseUrl);
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await signInThroughModal(page, player.email, player.password);

      await page.goto('/?modal=quests', { waitUntil: 'networkidle' });
      const hub = page.getByRole('dialog', { name: 'Quests' });
      await hub.getByRole('heading', { name: 'No quest running' }).waitFor(POLL);
      await hub.getByRole('tab', { name: 'Available (3)' }).click();
      await hub.getByRole('heading', { name: 'Lucky run' }).waitFor();
      await saveScreenshot(page, 'quests-available');
      await hub.getByRole('button', { name: 'Start Lucky run' }).click();
      await hub.getByText('Step 1 of 2: Deposit 20').waitFor(POLL);
      await hub.getByText('€0.00 / €20.00').waitFor();
      await page.getByRole('status').getByText('Quest activated').first().waitFor(POLL);
      await saveScreenshot(page, 'quests-active');
      await hub.getByRole('button', { name: 'Close', exact: true }).click();
      await hub.waitFor({ state: 'detached' });

      // Task 1: a deposit made after the start.
      await depositByCard(page, '20');
      await page.goto('/games/lucky-star-777?modal=quests', { waitUntil: 'networkidle' });
      await hub.getByText('Step 2 of 2: Spin Lucky Star 777 5 times').waitFor(POLL);
      await hub.getByText('0 / 5').waitFor();
      await hub.getByRole('button', { name: 'Games' }).click();
      const games = page.getByRole('dialog', { name: 'Games that count' });
      await games.getByRole('link', { name: 'Lucky Star 777' }).waitFor(POLL);
      await games.getByRole('link', { name: 'Lucky Star 777' }).click();
      await games.waitFor({ state: 'detached' });
      if (await hub.isVisible())
        await hub.getByRole('button', { name: 'Close', exact: true }).click();

      // Task 2: five spins of the quest's game.
      // The reels are not the subject: their animations are skipped, as for a player who asked
      // for less motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const slot = gameFrame(page, 'Lucky Star 777');
      await slot.getByText('Real money', { exact: true }).waitFor(POLL);
      const spin = slot.getByRole('button', { name: 'Spin', exact: true });
      for (let i = 0; i < 5; i++) {
        await waitForRoundEnd(spin);
        await spin.click();
        await page.mouse.move(0, 0);
      }
      // The last task's alert and the reward's.
      const alerts = page.getByRole('status');
      await alerts.getByText('Quest task completed').first().waitFor(POLL);
      await alerts.getByText('You have new free spins').first().waitFor(POLL);

      await page.goto('/?modal=quests', { waitUntil: 'networkidle' });
      await hub.getByRole('tab', { name: 'Finished' }).click();
      const finished = hub.getByRole('listitem').filter({ hasText: 'Lucky run' });
      await finished.getByText('Completed').waitFor(POLL);
      await saveScreenshot(page, 'quests-finished');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
