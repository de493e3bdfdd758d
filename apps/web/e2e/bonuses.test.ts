import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  type Width,
  watchErrors,
} from './support/browser';
import { frameBalance, gameFrame, minorUnitsOf, readText } from './support/games';
import { type RunningServer, startServer } from './support/server';

/** Live updates cross the outbox and the socket: give them more than the default second. */
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(width: Width, path = '/') {
  const context = await openContext(browser, server.baseUrl, { width });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Signs up through the sign-up modal (with a promo code when given), as a new player would. */
async function signUpWithCode(page: Page, code?: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('bonus'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Repeat password').fill('secret123');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Country', { exact: true }).fill('Germany');
  await dialog.getByLabel(/I am at least 18/).check();
  if (code) {
    await dialog.getByRole('button', { name: 'Referral/Promo Code (Optional)' }).click();
    await dialog.getByLabel('Referral or promo code').fill(code);
  }
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Open account menu' }).waitFor();
}

const toast = (page: Page, title: string) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(title, { exact: true }).first();

const bonusCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

const SPINS_NAME = '10 free spins on Lucky Star 777';

/** Clicks a game button and waits until the round it started has landed (enabled again). */
type FrameButton = ReturnType<ReturnType<typeof gameFrame>['getByRole']>;

/**
 * Clicks a game button and waits until the round it started has landed: the button, or the one
 * that takes its place (the last free spin hands over to "Spin"), is enabled again.
 */
async function playRound(button: FrameButton, next: FrameButton = button) {
  await button.click();
  await button.page().mouse.move(0, 0);
  await expect.poll(() => next.isEnabled(), POLL).toBe(true);
}

describe.skipIf(!hasChromium)('bonuses in a browser', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it.each(['desktop', 'mobile'] as const)(
    'signs up with a free spins code and activates the spins on the bonuses page (%s)',
    async (width) => {
      const { page, errors } = await open(width);
      await signUpWithCode(page, 'spins10');
      await page.goto('/profile/bonuses', { waitUntil: 'networkidle' });
      const card = bonusCard(page, SPINS_NAME);
      await card.waitFor(POLL);
      expect(await card.textContent()).toContain('Lucky Star 777');
      await page.getByRole('button', { name: 'Accept' }).click();
      await card.getByRole('button', { name: 'Activate' }).click();
      await card.getByRole('link', { name: 'Play' }).waitFor(POLL);
      await toast(page, 'Free spins activated').waitFor(POLL);
      await saveScreenshot(page, 'profile-freespins');
      expect(errors).toEqual([]);
    },
  );

  it('plays free spins in their game with no stake until they are all played', async () => {
    const { page, errors } = await open('desktop');
    // The slot's animations are skipped, as for a player who asked for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpWithCode(page, 'spins10');
    await page.goto('/profile/bonuses', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept' }).click();
    const spinsCard = bonusCard(page, SPINS_NAME);
    await spinsCard.getByRole('button', { name: 'Activate' }).click();
    await spinsCard.getByRole('link', { name: 'Play' }).click();
    await page.waitForURL(/\/games\/lucky-star-777/);
    const slot = gameFrame(page, 'Lucky Star 777');
    await slot.getByText('Real money', { exact: true }).waitFor(POLL);
    await slot.getByText(/10 free spins left/).waitFor(POLL);
    await saveScreenshot(page, 'game-freespins');
    const freeSpin = slot.getByRole('button', { name: 'Free spin', exact: true });
    // The free spins stake nothing: the balance only grows, by what they win (bonus money).
    const balanceBefore = minorUnitsOf(await readText(frameBalance(slot)));
    for (let spin = 0; spin < 9; spin++) await playRound(freeSpin);
    await playRound(freeSpin, slot.getByRole('button', { name: 'Spin', exact: true }));
    await toast(page, 'Free spins played').waitFor(POLL);
    const won = minorUnitsOf(await readText(frameBalance(slot))) - balanceBefore;
    expect(won).toBeGreaterThanOrEqual(0);

    await page.goto('/profile/bonuses', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your bonuses' }).waitFor(POLL);
    // The free spins are played: their section is gone, and what they won is a bonus to wager.
    expect(await page.getByRole('region', { name: 'Free spins' }).count()).toBe(0);
    const winnings = page.getByRole('progressbar', { name: `Wagering of ${SPINS_NAME}` });
    expect(await winnings.count()).toBe(won > 0 ? 1 : 0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('plays a bonus at its max bet until it is lost or wagered and converts', async () => {
    const { page, errors } = await open('desktop');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // 5.00 of bonus money, wagered 40 times, max bet 2.00; no cash beside it.
    await signUpWithCode(page, 'welcome5');
    await page.goto('/games/lucky-star-777', { waitUntil: 'networkidle' });
    const slot = gameFrame(page, 'Lucky Star 777');
    await slot.getByText('Real money', { exact: true }).waitFor(POLL);
    const spin = slot.getByRole('button', { name: 'Spin', exact: true });
    await slot.getByRole('button', { name: 'Raise bet' }).click();
    const ended = page
      .getByRole('status', { name: 'Notifications' })
      .getByText(/^(Bonus lost|Bonus wagered, the winnings are yours)$/)
      .first();
    const betLevel = slot.getByRole('group', { name: 'Bet' }).locator('output');
    const lowerBet = slot.getByRole('button', { name: 'Lower bet' });
    // 100 rounds of 2.00 meet its 200.00 of wagering; smaller bets near the end take longer.
    for (let round = 0; round < 400 && !(await ended.isVisible()); round++) {
      // Below the bet, the slot refuses to spin: step the bet down to what is left, as a
      // player would (the bonus is lost only once no bet of its games fits).
      const balance = minorUnitsOf(await readText(frameBalance(slot)));
      while (balance < minorUnitsOf(await readText(betLevel)) && (await lowerBet.isEnabled())) {
        await lowerBet.click();
      }
      await playRound(spin);
    }
    await ended.waitFor(POLL);
    await page.goto('/profile/bonuses', { waitUntil: 'networkidle' });
    await expect.poll(() => bonusCard(page, '5 free on sign-up').count(), POLL).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);

  it('claims a promotion, deposits with its bonus, and learns why a withdrawal waits', async () => {
    const { page, errors } = await open('desktop');
    await signUpWithCode(page);
    await page.goto('/bonus/weekly-reload', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Reload now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await dialog.getByLabel(/^Amount/).fill('50');
    const chooser = dialog.getByRole('group', { name: 'Bonus' });
    // Not the first bonus that fits (the welcome package's first step): the one claimed.
    const reload = chooser.getByRole('radio', { name: /50% reload bonus up to 100/ });
    await expect.poll(() => reload.isChecked(), POLL).toBe(true);
    await dialog.getByRole('button', { name: 'Deposit €50.00 + €25.00 bonus' }).click();
    await page.waitForURL(/\/sandbox\/pay\/checkout\//, POLL);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sandbox'), POLL);
    await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor(POLL);

    // The deposit is wagered once and the bonus 25 times before a withdrawal: 50 + 625.
    await page.goto('/?modal=wallet&wallet=withdraw', { waitUntil: 'networkidle' });
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByRole('heading', { name: 'Wager before withdrawing' }).waitFor(POLL);
    await wallet.getByRole('button', { name: 'How does this work?' }).click();
    const why = page.getByRole('dialog', { name: 'Why a withdrawal waits for bets' });
    await why.getByText(/Bet €675\.00 more/).waitFor(POLL);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'turn-over-wager');
    await why.getByRole('button', { name: 'Got it' }).click();
    await why.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as const)(
    'signs up with a bonus code, sees it active with its wagering, and cancels it (%s)',
    async (width) => {
      const { page, errors } = await open(width);
      await signUpWithCode(page, 'welcome5');
      await page.goto('/profile/bonuses', { waitUntil: 'networkidle' });
      const card = bonusCard(page, '5 free on sign-up');
      await card.waitFor(POLL);
      await expect.poll(() => card.getByText('Active').count()).toBe(1);
      const progress = card.getByRole('progressbar', { name: 'Wagering of 5 free on sign-up' });
      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      expect(await card.textContent()).toContain('€200.00');
      await page.getByRole('button', { name: 'Accept' }).click();
      await saveScreenshot(page, 'profile-bonuses');

      await card.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('dialog', { name: '5 free on sign-up' });
      await details.getByText('40× — €200.00 in bets').waitFor();
      await details.getByText('Slots 100% · Crash 50% · Roulette 10%').waitFor();
      await saveScreenshot(page, 'bonus-details');
      await details.getByRole('button', { name: 'Done' }).click();

      await card.getByRole('button', { name: 'Max bet with a bonus' }).click();
      const maxBets = page.getByRole('dialog', { name: 'Max bet with a bonus' });
      await maxBets.getByText(/one bet may be at most €2\.00/).waitFor();
      await maxBets.getByRole('button', { name: 'Done' }).click();

      await card.getByRole('button', { name: 'Cancel bonus' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel the active bonus?' });
      await confirm.getByText(/bonus money \(€5\.00\) is removed/).waitFor();
      await saveScreenshot(page, 'bonus-cancel-confirm');
      await confirm.getByRole('button', { name: 'Cancel bonus' }).click();
      await card.waitFor({ state: 'detached', ...POLL });
      await page.getByRole('heading', { name: 'No bonuses right now' }).waitFor();
      await toast(page, 'Bonus canceled').waitFor(POLL);

      // Codes: Add waits for a code; a wrong one and a used one are told apart.
      const add = page.getByRole('button', { name: 'Add', exact: true });
      expect(await add.isDisabled()).toBe(true);
      await page.getByLabel('Bonus code').fill('NOPE');
      await add.click();
      await toast(page, 'Bonus code incorrect').waitFor(POLL);
      await page.getByLabel('Bonus code').fill('WELCOME5');
      await add.click();
      await toast(page, 'This bonus code is not available').waitFor(POLL);
      expect(errors).toEqual([]);
    },
  );
});
