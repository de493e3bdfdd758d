import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughModal } from './support/accounts';
import {
  hasChromium,
  holdClientEntry,
  isHydrated,
  launchBrowser,
  openContext,
  PHONE_USER_AGENT,
  saveScreenshot,
  type Width,
  waitUntilHydrated,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

const DEMO = { email: 'demo@croupier.example', password: 'demo1234' };
const TIMEOUT_MS = 90_000;

/**
 * The cashier end to end against the sandbox provider: each processing type (form, iframe,
 * message, qr, asyncRedirect), the live balance after each, a withdrawal, and switching currency.
 */
describe.skipIf(!hasChromium)('wallet modal in a browser', () => {
  beforeAll(async () => {
    server = await startServer({
      env: {
        SANDBOX_BLOCK_SECONDS: '0.2',
        SANDBOX_CONFIRMATIONS: '2',
        SANDBOX_ASYNC_QR_SECONDS: '1',
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(options: { width?: Width; userAgent?: string } = {}) {
    const context = await openContext(browser, server.baseUrl, options);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // Analytics waits for consent: the wallet funnel is only pushed for a player who accepted.
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await signInThroughModal(page, DEMO.email, DEMO.password);
    return { context, page, errors };
  }

  const walletDialog = (page: Page) => page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ });
  const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('active-balance');

  const methodButtons = (dialog: Locator) =>
    dialog.getByRole('group', { name: 'Payment methods' }).getByRole('button');

  /** Closes the cashier's deposit tab on a phone: back to the methods, then leave for good. */
  async function leaveDeposit(page: Page) {
    const dialog = walletDialog(page);
    if (await dialog.getByRole('button', { name: 'Back to payment methods' }).count()) {
      await dialog.getByRole('button', { name: 'Back to payment methods' }).click();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }

  /** Opens the wallet from the header, in `currency` (switching the active account if needed). */
  async function openDeposit(page: Page, currency = 'EUR') {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const dialog = walletDialog(page);
    await methodButtons(dialog).first().waitFor();
    await switchCurrency(dialog, currency);
    return dialog;
  }

  async function switchCurrency(dialog: Locator, currency: string) {
    const button = dialog.getByRole('button', { name: /change currency/ });
    if ((await button.getAttribute('aria-label'))?.includes(` ${currency},`)) return;
    await button.click();
    await dialog.getByRole('button', { name: new RegExp(`^${currency}`) }).click();
    await dialog.getByRole('button', { name: `Currency ${currency}, change currency` }).waitFor();
    await methodButtons(dialog).first().waitFor();
  }

  async function chooseMethod(dialog: Locator, name: RegExp) {
    await dialog.getByRole('button', { name }).click();
    await dialog.getByLabel(/^Amount/).waitFor();
  }

  async function amountFrom(page: Page) {
    return (await headerBalance(page).textContent()) ?? '';
  }

  /** The signed-in player's id, from the session cookie the sign-in stored. */
  async function profileIdOf(context: BrowserContext) {
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_NAMES.session);
    return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { profileId?: string })
      .profileId;
  }

  type FunnelEvent = { event: string; funnelStep: string; userId: string; operationType: string };

  async function walletFunnel(page: Page) {
    const dataLayer = await page.evaluate(() => (window.dataLayer ?? []) as FunnelEvent[]);
    return dataLayer.filter((event) => event.event === 'walletFunnel');
  }

  it(
    'deposits through a hosted form page and shows the new balance after returning',
    async () => {
      const { context, page, errors } = await signedIn();
      const dialog = await openDeposit(page);
      await expect(dialog.getByRole('tab').count()).resolves.toBe(0);
      await dialog.getByText('Player ID', { exact: false }).waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-deposit');

      await chooseMethod(dialog, /Visa \/ Mastercard/);
      const amount = dialog.getByLabel(/^Amount/);
      await amount.fill('5');
      await amount.blur();
      await expect(amount.inputValue()).resolves.toBe('10');
      await amount.fill('0050');
      await expect(amount.inputValue()).resolves.toBe('50');
      const before = await amountFrom(page);
      expect(errors).toEqual([]);
      // The first bonus that fits the amount is chosen; the button says what it brings.
      const chooser = dialog.getByRole('group', { name: 'Bonus' });
      await expect
        .poll(() => chooser.getByRole('radio', { name: /Welcome 1st deposit/ }).isChecked(), {
          timeout: 10_000,
        })
        .toBe(true);
      // The code option opens the code field; a code sent from it is a funnel step too.
      await chooser.getByRole('radio', { name: 'I have a bonus code' }).check();
      await chooser.getByRole('textbox', { name: 'Bonus code' }).fill('NOPE');
      await chooser.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('status').getByText('Bonus code incorrect').first().waitFor();
      await chooser.getByRole('radio', { name: 'No bonus' }).check();
      await dialog.getByRole('button', { name: /^Deposit €50\.00$/ }).waitFor();
      await chooser.getByRole('radio', { name: /Welcome 1st deposit/ }).check();
      const choiceSteps = (await walletFunnel(page))
        .map((event) => event.funnelStep)
        .filter((step) =>
          ['promoOpen', 'promoSent', 'declineBonuses', 'selectBonus'].includes(step),
        );
      expect(choiceSteps).toEqual(['promoOpen', 'promoSent', 'declineBonuses', 'selectBonus']);
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-bonus-chooser');
      await dialog.getByRole('button', { name: 'Deposit €50.00 + €50.00 bonus' }).click();
      await page.getByRole('dialog', { name: 'Taking you to the payment page' }).waitFor();
      await page.waitForURL(/\/sandbox\/pay\/checkout\//, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sandbox'), { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await expect.poll(() => amountFrom(page), { timeout: 20_000 }).not.toBe(before);
      await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor();
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'deposits inside an iframe and by bank transfer, the balance changing live',
    async () => {
      const { context, page } = await signedIn();
      let dialog = await openDeposit(page);
      await chooseMethod(dialog, /Card \(secure frame\)/);
      const email = dialog.getByLabel(/e-mail/i);
      if ((await email.count()) > 0 && (await email.inputValue()) === '') {
        await email.fill('demo@croupier.example');
      }
      let before = await amountFrom(page);
      await dialog.getByRole('button', { name: /^Deposit / }).click();
      const frame = dialog.frameLocator('iframe');
      // Before approving: the provider's page sends the whole tab back to the site afterwards.
      await frame.getByRole('button', { name: 'Approve' }).waitFor();
      const funnel = await walletFunnel(page);
      const steps = funnel.map((event) => event.funnelStep);
      expect(steps.filter((step) => ['open', 'method', 'sent'].includes(step))).toEqual([
        'open',
        'method',
        'sent',
      ]);
      const profileId = await profileIdOf(context);
      expect(profileId).toBeTruthy();
      for (const event of funnel) {
        expect(event).toMatchObject({ userId: profileId, operationType: 'deposit' });
      }
      await frame.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-deposit-success');
      await expect.poll(() => amountFrom(page), { timeout: 20_000 }).not.toBe(before);
      await page.getByRole('button', { name: 'Start playing' }).click();

      dialog = await openDeposit(page);
      await chooseMethod(dialog, /Bank transfer/);
      before = await amountFrom(page);
      await dialog.getByRole('button', { name: /^Deposit / }).click();
      await dialog.getByText('Complete the transfer').waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-deposit-message');
      const console = await context.newPage();
      await console.goto('/sandbox/pay/console');
      await console.getByRole('button', { name: 'Confirm' }).first().click();
      await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => amountFrom(page), { timeout: 20_000 }).not.toBe(before);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'switches to the BTC account and deposits by QR through the sandbox chain',
    async () => {
      const { context, page } = await signedIn();
      const dialog = await openDeposit(page);
      await dialog.getByRole('button', { name: /change currency/ }).click();
      await dialog.getByRole('tab', { name: 'Crypto' }).click();
      await expect(dialog.getByRole('button', { name: /^EUR/ }).count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: /^BTC/ }).click();
      await chooseMethod(dialog, /Bitcoin/);
      await dialog.getByLabel('Network').waitFor();
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/payment/invoices/deposit'),
      );
      await dialog.getByRole('button', { name: /^Deposit / }).click();
      const { data } = (await (await answer).json()) as { data: { action: string } };
      await dialog.getByRole('img', { name: 'QR code of the payment address' }).waitFor();
      await dialog.getByLabel('Deposit address', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Copy Deposit address' }).click();
      await dialog.getByText('Copied').waitFor();
      await saveScreenshot(page, 'wallet-deposit-crypto');

      const chain = await context.newPage();
      await chain.goto(new URL(data.action).pathname);
      await chain.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'waits for the PIX QR of an asyncRedirect deposit in the Brazilian region',
    async () => {
      const { context, page } = await signedIn();
      const dialog = await openDeposit(page);
      await dialog.getByRole('button', { name: 'Change payment region' }).click();
      const region = page.getByRole('dialog', { name: 'Choose your payment region' });
      await region.getByLabel('Search countries').fill('Brazil');
      await region.getByRole('button', { name: /Brazil/ }).click();
      await switchCurrency(dialog, 'BRL');
      await chooseMethod(dialog, /^PIX/);
      await dialog.getByLabel('CPF').fill('529.982.247-25');
      await dialog.getByRole('button', { name: /^Deposit / }).click();
      await dialog.getByText('Preparing your payment').waitFor();
      await dialog
        .getByRole('img', { name: 'QR code of the payment address' })
        .waitFor({ timeout: 20_000 });
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'withdraws to a card, then declines the held withdrawal and sees the balance return live',
    async () => {
      const { context, page } = await signedIn();
      await page.goto('/?modal=wallet&wallet=withdraw', { waitUntil: 'networkidle' });
      const dialog = page.getByRole('dialog', { name: 'Wallet' });
      await dialog.getByRole('tab', { name: 'Withdraw' }).waitFor();
      await switchCurrency(dialog, 'EUR');
      await expect(
        dialog.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await dialog
        .getByRole('button', { name: /Visa \/ Mastercard/ })
        .first()
        .click();
      // The card's holder and number are prefilled from the last deposit and valid, so hidden.
      await expect(dialog.getByLabel('Card holder').count()).resolves.toBe(0);
      const cardNumber = dialog.getByLabel('Card number');
      if ((await cardNumber.count()) > 0) await cardNumber.fill('4111 **** **** 1111');
      await dialog.getByLabel(/^Amount/).fill('20');
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-withdraw');
      const before = await amountFrom(page);
      await dialog.getByRole('button', { name: /^Withdraw €20\.00$/ }).click();
      await page.getByText('Your withdrawal is being processed').waitFor({ timeout: 15_000 });
      await expect.poll(() => amountFrom(page), { timeout: 15_000 }).not.toBe(before);

      await page.goto('/profile/history', { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: /^Cancel withdrawal/ })
        .first()
        .click();
      await expect.poll(() => amountFrom(page), { timeout: 15_000 }).toBe(before);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'shows methods first on a phone and goes back before closing',
    async () => {
      const { context, page } = await signedIn();
      await openDeposit(page, 'EUR');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Leave' }).click();
      await expect.poll(() => walletDialog(page).count()).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/?modal=wallet&wallet=deposit', { waitUntil: 'networkidle' });
      const dialog = walletDialog(page);
      await methodButtons(dialog).first().waitFor();
      await expect(dialog.getByLabel(/^Amount/).count()).resolves.toBe(0);
      await saveScreenshot(page, 'wallet-deposit');
      await dialog
        .getByRole('button', { name: /Visa \/ Mastercard/ })
        .first()
        .click();
      await dialog.getByLabel(/^Amount/).waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'wallet-deposit-form');
      const chooser = dialog.getByRole('group', { name: 'Bonus' });
      await chooser.getByRole('radio', { name: 'No bonus' }).waitFor({ timeout: 10_000 });
      await chooser.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'wallet-bonus-chooser');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog
        .getByRole('button', { name: /Visa \/ Mastercard/ })
        .first()
        .waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog', { name: 'Leave the deposit?' }).waitFor();
      await page.getByRole('button', { name: 'Leave' }).click();
      await expect.poll(() => walletDialog(page).count()).toBe(0);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'renders the cashier a link names on the server, with its methods and balance and a phone’s layout for a phone, and hydrates it as it is',
    async () => {
      // A phone's user agent: the server renders the phone's cashier (decision 018) with the
      // player's balance and methods, and the hydration starts from the same layout and data.
      const { context, page, errors } = await signedIn({
        width: 'mobile',
        userAgent: PHONE_USER_AGENT,
      });
      const balance = (await headerBalance(page).innerText()).match(/€[\d,.]+/)?.[0];
      expect(balance).toBeDefined();
      const methodRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/payment/methods/')) {
          methodRequests.push(request.url());
        }
      });
      // The client entry held back: what shows is the server's page alone.
      const releaseScripts = await holdClientEntry(page);
      await page.goto('/?modal=wallet&wallet=deposit', { waitUntil: 'domcontentloaded' });
      const dialog = walletDialog(page);
      await dialog.getByRole('button', { name: 'Change payment region' }).waitFor();
      await expect(methodButtons(dialog).count()).resolves.toBe(4);
      // The header's balance too, under the phone's sheet: left unrendered there, so it is read
      // from the document, not the accessibility tree.
      const siteHeader = page.locator('header', { has: page.getByTestId('active-balance') });
      await expect(siteHeader.getByTestId('active-balance').textContent()).resolves.toContain(
        balance,
      );
      expect(await siteHeader.evaluate((header) => header.checkVisibility())).toBe(false);
      // Part of the page as it arrived: no opening transition.
      await expect(
        dialog.evaluate((panel) => panel.getAnimations({ subtree: true }).length),
      ).resolves.toBe(0);
      await expect(dialog.getByText(balance ?? '', { exact: true }).count()).resolves.toBe(1);
      expect(await isHydrated(dialog)).toBe(false);
      releaseScripts();
      await waitUntilHydrated(methodButtons(dialog).first());
      await expect(page.getByRole('dialog').count()).resolves.toBe(1);
      await expect(dialog.getByLabel(/^Amount/).count()).resolves.toBe(0);
      await dialog
        .getByRole('button', { name: /Visa \/ Mastercard/ })
        .first()
        .click();
      await dialog.getByLabel(/^Amount/).waitFor();
      // The methods the page came with are not asked for again.
      expect(methodRequests).toEqual([]);
      // A server render that the hydration disagreed with would show here (React error 418).
      expect(errors).toEqual([]);

      // Closed, the sheet gives the page under it back, where the player had scrolled to; the
      // cashier opened again asks for its methods afresh (the page's are taken once).
      await leaveDeposit(page);
      expect(await siteHeader.evaluate((header) => header.checkVisibility())).toBe(true);
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const scrolledTo = await page.evaluate(() => window.scrollY);
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      await methodButtons(dialog).first().waitFor();
      expect(methodRequests).toHaveLength(1);
      await leaveDeposit(page);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolledTo);
      await context.close();
    },
    TIMEOUT_MS,
  );
});
