import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { depositByCard, gameFrame, POLL, waitForRoundEnd } from './support/games';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

describe.skipIf(!hasChromium)('tournaments in a browser', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(['desktop', 'mobile'] as const)(
    'lists the tournaments and shows one to a visitor (%s)',
    async (width) => {
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/tournaments', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor(POLL);
      for (const name of ['Spin race', 'Big multiplier', 'Weekend wins']) {
        await page.getByRole('heading', { name, level: 2 }).waitFor();
      }
      await saveScreenshot(page, 'tournaments');
      await page.getByRole('link', { name: 'View Spin race' }).click();
      await page.getByRole('heading', { name: 'Spin race', level: 1 }).waitFor(POLL);
      await page.getByText('€100.00').first().waitFor();
      await page.getByRole('button', { name: 'Sign in to join' }).waitFor();
      await saveScreenshot(page, 'tournament-guest');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'joins a tournament and watches the leaderboard move while playing (%s)',
    async (width) => {
      const player = await registerPlayer(server.baseUrl);
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await signInThroughModal(page, player.email, player.password);
      await depositByCard(page, '20');

      const board = await context.newPage();
      const boardErrors = watchErrors(board);
      await board.goto('/tournaments/spin-race', { waitUntil: 'networkidle' });
      await board.getByRole('button', { name: 'Join for free' }).click();
      await board.getByText('You are taking part', { exact: false }).waitFor(POLL);

      // The reels are not the subject: their animations are skipped, as for a player who asked
      // for less motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/games/lucky-star-777', { waitUntil: 'networkidle' });
      const slot = gameFrame(page, 'Lucky Star 777');
      await slot.getByText('Real money', { exact: true }).waitFor(POLL);
      const spin = slot.getByRole('button', { name: 'Spin', exact: true });
      for (let i = 0; i < 2; i++) {
        await waitForRoundEnd(spin);
        await spin.click();
        await page.mouse.move(0, 0);
      }

      // Two €1 spins wagered: the board on the other tab moves live.
      const leaderboard = board.getByRole('table');
      const me = leaderboard.getByRole('row').filter({ hasText: '(you)' });
      // The desktop run's player reached €2.00 first on the same board: ties go to them.
      await me.getByRole('cell', { name: '€2.00' }).waitFor(POLL);
      const place = width === 'desktop' ? '1' : '2';
      await me.getByRole('cell', { name: place, exact: true }).waitFor();
      await saveScreenshot(board, 'tournament-member');
      expect(errors).toEqual([]);
      expect(boardErrors).toEqual([]);
      await context.close();
    },
  );
});
