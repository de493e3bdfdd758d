import type { SessionToken } from '@croupier/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/modules/backoffice/totp.ts';
import { addSessionCookie, apiAs, registerPlayer } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 120_000;
/** The seeded payments operator (README, "Back office"): its TOTP secret is public demo data. */
const PAYMENTS = {
  email: 'payments@backoffice.croupier.example',
  password: 'backoffice-demo',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC',
};

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newContext() {
  const context = await openContext(browser, server.baseUrl);
  contexts.push(context);
  return context;
}

/** A new player signed in through the API, with €100 paid in by card (the sandbox approves it). */
async function playerWithDeposit() {
  const { email, password } = await registerPlayer(server.baseUrl);
  const signIn = await fetch(`${server.baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password }),
  });
  const session = ((await signIn.json()) as { data: SessionToken }).data;
  const api = <T>(method: string, path: string, body?: unknown) =>
    apiAs<T>(server.baseUrl, session.accessToken, method, path, body);
  const [account] = await api<{ id: string }[]>('GET', '/api/wallet/accounts');
  const deposit = await api<{ action: string }>('POST', '/api/payment/invoices/deposit', {
    method: 'card',
    currency: 'EUR',
    amount: 100_00,
    accountId: account!.id,
    isBonusDecline: true,
    fields: {},
  });
  const checkout = await fetch(new URL(deposit.action, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=approve',
    redirect: 'manual',
  });
  expect(checkout.status).toBeLessThan(400);
  return session;
}

async function signInAsPaymentsOperator(page: Page) {
  await page.goto('/backoffice', { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill(PAYMENTS.email);
  await page.getByLabel('Password').fill(PAYMENTS.password);
  await page.getByLabel('Authenticator code').fill(totpCode(PAYMENTS.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The card method's button in the player's deposit cashier, with its min – max range. */
async function cardInCashier(page: Page) {
  await page.goto('/?modal=wallet&wallet=deposit', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ });
  return dialog
    .getByRole('group', { name: 'Payment methods' })
    .getByRole('button', { name: /Visa \/ Mastercard/ })
    .first();
}

describe.skipIf(!hasChromium)('payment methods and dashboards in the back office', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it(
    "a payments operator changes the card's euro limits (a maximum under the minimum refused on its field) and the player's cashier shows the new range; the daily report draws deposits, withdrawals, GGR, NGR and active players",
    async () => {
      const session = await playerWithDeposit();
      const playerContext = await newContext();
      await addSessionCookie(playerContext, server.baseUrl, session);
      const playerPage = await playerContext.newPage();
      const before = await cardInCashier(playerPage);
      await before.getByText('€10.00 – €5,000.00').waitFor(POLL);

      const page = await (await newContext()).newPage();
      const errors = watchErrors(page);
      await signInAsPaymentsOperator(page);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Payment methods' }).click();
      await page.getByRole('heading', { name: 'Payment methods' }).waitFor();
      const table = page.getByRole('table', { name: 'Payment methods' });
      const cardRow = table.getByRole('row').filter({ hasText: 'deposit:card' }).first();
      await cardRow.getByText('€10.00 – €5,000.00').waitFor();
      await saveScreenshot(page, 'backoffice-payment-methods');

      await cardRow.getByRole('button', { name: 'Edit deposit:card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Visa / Mastercard' });
      await dialog.getByLabel('Minimum (EUR)').fill('25');
      await dialog.getByLabel('Maximum (EUR)').fill('20');
      await dialog.getByLabel('Quick amounts (EUR)').fill('25, 50, 100');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const maximum = dialog.getByLabel('Maximum (EUR)');
      await expect.poll(() => maximum.getAttribute('aria-invalid'), POLL).toBe('true');
      await dialog.getByText('Must be at least 25 EUR.').waitFor();
      await saveScreenshot(page, 'backoffice-payment-method-edit');

      await maximum.fill('1500');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('deposit:card saved').waitFor(POLL);
      await cardRow.getByText('€25.00 – €1,500.00').waitFor(POLL);

      const after = await cardInCashier(playerPage);
      await after.getByText('€25.00 – €1,500.00').waitFor(POLL);
      await after.click();
      await saveScreenshot(playerPage, 'backoffice-payments-cashier');

      await nav.getByRole('link', { name: 'Daily report' }).click();
      await page.getByRole('heading', { name: 'Daily report' }).waitFor();
      for (const title of [
        'Deposits per day (EUR)',
        'Withdrawals per day (EUR)',
        'GGR per day (EUR)',
        'NGR per day (EUR)',
        'Active players per day (EUR)',
      ]) {
        await page.getByRole('img', { name: `Bar chart: ${title}` }).waitFor(POLL);
      }
      const deposits = page.getByRole('figure').filter({ hasText: 'Deposits per day (EUR)' });
      await deposits.getByText('Total €100.00').waitFor(POLL);
      await expect(
        deposits.getByRole('table', { name: 'Deposits per day (EUR)' }).getByRole('row').count(),
      ).resolves.toBe(31);
      await saveScreenshot(page, 'backoffice-report-charts');
      expect(errors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );
});
