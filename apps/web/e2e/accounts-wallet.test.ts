import type { SessionToken } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, apiAs } from './support/accounts';
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
const DEMO = { email: 'demo@croupier.example', password: 'demo1234' };

let server: RunningServer;
let browser: Browser;
let session: SessionToken;

const api = <T>(method: string, path: string, body?: unknown) =>
  apiAs<T>(server.baseUrl, session.accessToken, method, path, body);

async function signInThroughApi(): Promise<SessionToken> {
  const response = await fetch(`${server.baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.email, password: DEMO.password }),
  });
  return ((await response.json()) as { data: SessionToken }).data;
}

/** A page with the demo player signed in (the session cookie, as after a sign-in). */
async function openSignedIn(width: Width, path = '/') {
  const context = await openContext(browser, server.baseUrl, { width });
  await addSessionCookie(context, server.baseUrl, session);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page, errors };
}

/** Pays a card deposit on the sandbox provider's checkout page, as the player would there. */
async function depositThroughSandbox(accountId: string, currency: string, amount: number) {
  const answer = await api<{ action: string | null }>('POST', '/api/payment/invoices/deposit', {
    method: 'card',
    currency,
    amount,
    accountId,
    isBonusDecline: true,
    fields: {},
  });
  const response = await fetch(new URL(answer.action!, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=approve',
    redirect: 'manual',
  });
  expect(response.status).toBeLessThan(400);
}

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('active-balance');
const toast = (page: Page, title: string) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(title, { exact: true });
const accountCard = (page: Page, currency: string) =>
  page.getByRole('list', { name: 'Your accounts' }).locator(`[data-currency="${currency}"]`);

describe.skipIf(!hasChromium)('wallet accounts in a browser', () => {
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    // Every withdrawal waits for review, so the test can cancel one while it is pending.
    server = await startServer({ env: { WITHDRAWAL_AUTO_APPROVE_MAX: '0' } });
    browser = await launchBrowser();
    session = await signInThroughApi();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('renders the balance into a signed-in document, and a guest’s page once its session has ended', async () => {
    const ended = await signInThroughApi();
    const cookie = `${COOKIE_NAMES.session}=${encodeURIComponent(
      JSON.stringify({
        token: ended.accessToken,
        expiresAt: ended.expiresAt,
        profileId: ended.profileId,
      }),
    )}`;
    const render = async () => {
      const response = await fetch(`${server.baseUrl}/?modal=wallet&wallet=deposit`, {
        headers: { accept: 'text/html', cookie },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const signedIn = await render();
    const header = signedIn.slice(signedIn.indexOf('data-testid="active-balance"'));
    expect(header.slice(0, header.indexOf('</button>'))).toMatch(/Balance:.*€[\d,]+\.\d\d/);

    await apiAs(server.baseUrl, ended.accessToken, 'POST', '/api/player/sessions/logout');
    const guest = await render();
    expect(guest).not.toContain('data-testid="active-balance"');
    expect(guest).toContain('>Sign in<');
  });

  it('shows balances, adds, switches and hides accounts, and follows a deposit live', async () => {
    const { context, page, errors } = await openSignedIn('desktop');
    contexts.push(context);
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('€500.00');

    await page.getByRole('button', { name: /^Balance:/ }).click();
    const choices = page.getByRole('list', { name: 'Choose an account' }).getByRole('button');
    await expect
      .poll(() => choices.allTextContents(), POLL)
      .toEqual(['EUR€500.00', 'USD$250.00', 'BTC10.00 mBTC']);
    await page.getByRole('button', { name: /^Balance:/ }).click();

    await page.goto('/profile/wallet', { waitUntil: 'networkidle' });
    await accountCard(page, 'EUR').waitFor();
    await page.getByLabel('Currency', { exact: true }).selectOption('GBP');
    await page.getByRole('button', { name: 'Add account' }).click();
    await toast(page, 'GBP account added').waitFor();
    await accountCard(page, 'GBP').waitFor();

    await page.getByRole('button', { name: 'Make the USD account active' }).click();
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('$250.00');
    await expect
      .poll(() => accountCard(page, 'USD').getAttribute('data-active'), POLL)
      .toBe('true');

    await page.getByRole('button', { name: 'Hide the BTC account' }).click();
    await toast(page, 'The BTC account is hidden').waitFor();
    await accountCard(page, 'BTC').waitFor({ state: 'detached' });

    // The active account cannot be hidden: the API's translated message is what players read.
    const usd = (
      await api<{ id: string; currency: string; status: number }[]>('GET', '/api/wallet/accounts')
    ).find((account) => account.currency === 'USD')!;
    expect(usd.status).toBe(1);
    const refusal = await fetch(`${server.baseUrl}/api/wallet/accounts/${usd.id}/hide`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.accessToken}`, 'accept-language': 'de' },
    });
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(((await refusal.json()) as { error: { message: string } }).error.message).not.toMatch(
      /^$/,
    );

    await depositThroughSandbox(usd.id, 'USD', 50_00);
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('$300.00');
    await toast(page, 'Deposit successful').waitFor();
    await expect
      .poll(() => accountCard(page, 'USD').getByTestId('account-balance').textContent(), POLL)
      .toBe('$300.00');
    await saveScreenshot(page, 'profile-wallet');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    const balances = page.getByRole('list', { name: 'Balances' }).getByRole('button');
    await expect
      .poll(() => balances.allTextContents(), POLL)
      .toEqual(['USD$300.00', 'EUR€500.00', 'GBP£0.00']);
    await saveScreenshot(page, 'user-nav-balances');
    expect(errors).toEqual([]);
  });

  it('lists transactions with filters and cancels a pending withdrawal', async () => {
    const accounts = await api<{ id: string; currency: string }[]>('GET', '/api/wallet/accounts');
    const usd = accounts.find((account) => account.currency === 'USD')!;
    const withdrawal = await api<{ invoiceId: string }>(
      'POST',
      '/api/payment/invoices/withdrawal',
      {
        method: 'card',
        currency: 'USD',
        amount: 100_00,
        accountId: usd.id,
        fields: { card_holder: 'Demo Player', card_number: '4111 **** **** 1111' },
      },
    );
    expect(withdrawal.invoiceId).toBeTruthy();

    const { context, page, errors } = await openSignedIn('desktop', '/profile/history');
    contexts.push(context);
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('$200.00');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    const pending = rows.filter({ hasText: 'Withdrawal' });
    expect(await pending.getByText('Pending').count()).toBe(1);

    await page.getByLabel('Type').selectOption('1');
    await expect.poll(() => rows.allTextContents(), POLL).toHaveLength(1);
    expect(await rows.first().textContent()).toContain('Deposit');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => rows.count(), POLL).toBe(2);
    await saveScreenshot(page, 'profile-history');

    await pending.getByRole('button', { name: /^Cancel withdrawal/ }).click();
    await expect.poll(() => pending.getByRole('button', { name: /^Cancel/ }).count(), POLL).toBe(0);
    await expect.poll(() => pending.getAttribute('data-status'), POLL).toBe('3');
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('$300.00');
    expect(errors).toEqual([]);
  });

  it('lays the wallet and history pages out for phones', async () => {
    const { context, page, errors } = await openSignedIn('mobile', '/profile/wallet');
    contexts.push(context);
    await accountCard(page, 'USD').waitFor();
    await saveScreenshot(page, 'profile-wallet');
    await page.goto('/profile/history', { waitUntil: 'networkidle' });
    await page.getByRole('table').waitFor();
    await saveScreenshot(page, 'profile-history');
    await page.getByRole('button', { name: /^Balance:/ }).click();
    await saveScreenshot(page, 'currency-nav');
    expect(errors).toEqual([]);
  });

  it('counts what the player does with the header balance as the balance funnel', async () => {
    const { context, page, errors } = await openSignedIn('desktop');
    contexts.push(context);
    // Analytics waits for consent.
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('$');
    await page.getByRole('button', { name: /^Balance:/ }).click();
    await page
      .getByRole('list', { name: 'Choose an account' })
      .getByRole('button', { name: /^EUR/ })
      .click();
    await expect.poll(() => headerBalance(page).textContent(), POLL).toContain('€');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ }).waitFor();
    const events = await page.evaluate(() =>
      (window.dataLayer as { event?: string }[]).filter((e) => e.event === 'balanceFunnel'),
    );
    expect(events).toEqual([
      expect.objectContaining({ funnelStep: 'open', currency: 'USD' }),
      expect.objectContaining({ funnelStep: 'switchAccount', currency: 'EUR' }),
      expect.objectContaining({ funnelStep: 'deposit', currency: 'EUR' }),
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ category: 'balanceFunnel', userId: session.profileId });
    }
    expect(errors).toEqual([]);
  });
});
