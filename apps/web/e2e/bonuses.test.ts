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

/** Signs up through the sign-up modal with a promo code, as a new player would. */
async function signUpWithCode(page: Page, code: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('bonus'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Repeat password').fill('secret123');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Country', { exact: true }).fill('Germany');
  await dialog.getByLabel(/I am at least 18/).check();
  await dialog.getByRole('button', { name: 'Referral/Promo Code (Optional)' }).click();
  await dialog.getByLabel('Referral or promo code').fill(code);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Open account menu' }).waitFor();
}

const toast = (page: Page, title: string) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(title, { exact: true }).first();

const bonusCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

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
