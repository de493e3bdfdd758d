import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
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
const contexts: BrowserContext[] = [];

/** A new player (registered through the API), signed in through the modal, on /profile/limits. */
async function openLimits(width: Width) {
  const context = await openContext(browser, server.baseUrl, { width });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const player = await registerPlayer(server.baseUrl);
  await page.goto('/', { waitUntil: 'networkidle' });
  await signInThroughModal(page, player.email, player.password);
  await page.goto('/profile/limits', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Your limits' }).waitFor(POLL);
  return { page, errors, player };
}

const group = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, groupName: string, period: string) =>
  group(page, groupName)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: period }) });

async function addLimit(
  page: Page,
  kind: 'bet' | 'loss' | 'deposit',
  period: string,
  amount: string,
) {
  const title = `Add ${kind} limit`;
  await page.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Period').selectOption({ label: period });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Set limit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The reviewer's side, through the development route: every document of the page's player. */
async function reviewAllDocuments(page: Page, decision: 'approve' | 'decline') {
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE_NAMES.session);
  const { token } = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token?: string };
  const listed = await fetch(`${server.baseUrl}/api/player/documents`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await listed.json()) as { data: { id: string }[] };
  for (const { id } of data) {
    const reviewed = await fetch(`${server.baseUrl}/dev/documents/${id}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision }),
    });
    expect(reviewed.status).toBe(200);
  }
}

describe.skipIf(!hasChromium)('responsible-gaming limits in a browser', () => {
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
    'sets a deposit limit, then asks to raise it and sees the raise wait 24 hours (%s)',
    async (width) => {
      const { page, errors } = await openLimits(width);
      expect(await group(page, 'Deposit limits').getByText('No limit set.').count()).toBe(1);
      await addLimit(page, 'deposit', 'Daily', '30');
      const daily = card(page, 'Deposit limits', 'Daily');
      await daily.getByText('€0.00 / €30.00').waitFor(POLL);

      await daily.getByRole('button', { name: 'Change', exact: true }).click();
      const change = page.getByRole('dialog', { name: 'Change deposit limit' });
      await change.getByLabel(/^Amount/).fill('50');
      await change.getByRole('button', { name: 'Save' }).click();
      await daily.getByText('Raise to €50.00 (Daily) requested.').waitFor(POLL);
      // The limit stays at 30.00 until the player confirms, 24 hours from now.
      expect(await daily.getByText('€0.00 / €30.00').count()).toBe(1);
      expect(await daily.getByRole('button', { name: 'Confirm change' }).isDisabled()).toBe(true);
      await page
        .getByRole('button', { name: 'Accept' })
        .click()
        .catch(() => undefined);
      await saveScreenshot(page, 'profile-limits');

      // A lower amount applies at once and drops the waiting raise.
      await daily.getByRole('button', { name: 'Change', exact: true }).click();
      await change.getByLabel(/^Amount/).fill('25');
      await change.getByRole('button', { name: 'Save' }).click();
      await daily.getByText('€0.00 / €25.00').waitFor(POLL);
      expect(await daily.getByRole('status').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it("stops deposits at the deposit limit in the cashier; the month's statement shows them", async () => {
    const { page, errors } = await openLimits('desktop');
    await addLimit(page, 'deposit', 'Daily', '30');
    await depositByCard(page, '30');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const wallet = page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ });
    await wallet.getByText('Deposit limit reached').waitFor(POLL);
    await saveScreenshot(page, 'wallet-deposit-limit');
    await wallet.getByRole('button', { name: 'More info' }).click();
    await page.waitForURL(/\/profile\/limits$/);
    await card(page, 'Deposit limits', 'Daily').getByText('€30.00 / €30.00').waitFor(POLL);

    // The month's statement has the deposit, and downloads as CSV.
    await page.goto('/profile/history?tab=statement', { waitUntil: 'networkidle' });
    const statement = page.getByRole('table', { name: /^Statement for / });
    await statement
      .getByRole('row', { name: /^EUR €30\.00 €0\.00 €0\.00 €0\.00 €0\.00$/ })
      .waitFor(POLL);
    await saveScreenshot(page, 'profile-statement');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).text();
    expect(csv.split('\r\n')).toEqual([
      'Currency,Deposits,Withdrawals,Stakes,Wins,Net result',
      'EUR,30,0,0,0,0',
    ]);
    // The deposit methods answer 13100 (403) once the limit is reached, as the spec says.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });

  it('refuses a bet over the bet limit in the game, live', async () => {
    const { page, errors } = await openLimits('desktop');
    await depositByCard(page, '20');
    await page.goto('/profile/limits', { waitUntil: 'networkidle' });
    await addLimit(page, 'bet', 'Daily', '1');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/games/lucky-star-777', { waitUntil: 'networkidle' });
    const slot = gameFrame(page, 'Lucky Star 777');
    await slot.getByText('Real money', { exact: true }).waitFor(POLL);
    const spin = slot.getByRole('button', { name: 'Spin', exact: true });
    // The default bet is 1.00: the first spin fits the limit, the second does not.
    for (let round = 0; round < 2; round++) {
      await spin.click();
      await page.mouse.move(0, 0);
      await waitForRoundEnd(spin);
    }
    const reached = page.getByRole('dialog', { name: 'Limit reached' });
    await reached.waitFor(POLL);
    await saveScreenshot(page, 'game-limit-reached');
    await reached.getByRole('link', { name: 'See my limits' }).click();
    await page.waitForURL(/\/profile\/limits$/);
    await card(page, 'Bet limits', 'Daily').getByText('€1.00 / €1.00').waitFor(POLL);
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as const)(
    'stops real play for a reality check at the interval the player chose (%s)',
    async (width) => {
      const { page, errors } = await openLimits(width);
      await page.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
      await page
        .getByRole('status', { name: 'Notifications' })
        .getByText('Reality check saved')
        .first()
        .waitFor(POLL);
      await depositByCard(page, '20');
      // The page's clock, so fifteen minutes of play pass in a moment.
      await page.clock.install();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/games/lucky-star-777', { waitUntil: 'networkidle' });
      const slot = gameFrame(page, 'Lucky Star 777');
      await slot.getByText('Real money', { exact: true }).waitFor(POLL);
      const spin = slot.getByRole('button', { name: 'Spin', exact: true });
      await spin.click();
      await page.mouse.move(0, 0);
      await waitForRoundEnd(spin);

      await page.clock.fastForward('15:00');
      const check = page.getByRole('dialog', { name: 'Reality check' });
      await check.waitFor(POLL);
      await check.getByText(/You have been playing for 15:0\d\./).waitFor();
      // The one spin's stake; what it won varies with the reels.
      await expect
        .poll(() => check.locator('dl > div').first().textContent(), POLL)
        .toBe('Staked€1.00');
      await saveScreenshot(page, 'reality-check');
      await check.getByRole('button', { name: 'Keep playing' }).click();
      await check.waitFor({ state: 'detached' });

      await page.clock.fastForward('15:00');
      await check.getByRole('button', { name: 'Stop playing' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/games/'), POLL);
      expect(errors).toEqual([]);
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'uploads an identity document and sees it approved after review (%s)',
    async (width) => {
      const { page, errors } = await openLimits(width);
      await page.goto('/profile/documents', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your documents' }).waitFor(POLL);
      await page.getByText('Not verified yet').waitFor();
      await page.getByLabel('Document type').selectOption({ label: 'Identity document' });
      const png = await QRCode.toBuffer('Croupier test identity document', { width: 240 });
      await page.getByLabel('File', { exact: true }).setInputFiles({
        name: 'passport.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await page.getByRole('img', { name: 'Preview of the chosen file' }).waitFor();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const list = page.getByRole('list', { name: 'Uploaded documents' });
      const row = list.getByRole('listitem').filter({ hasText: 'passport.png' });
      await row.getByText('In review').waitFor(POLL);
      await page
        .getByRole('button', { name: 'Accept' })
        .click()
        .catch(() => undefined);
      await saveScreenshot(page, 'profile-documents');

      // A reviewer approves it; the page hears of it without a reload.
      await reviewAllDocuments(page, 'approve');
      await row.getByText('Approved').waitFor(POLL);
      await page.getByText('Identity verified', { exact: true }).waitFor(POLL);
      expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      // ...and the messenger: a toast, the bell's unread count, the popover's newest three.
      await page.getByRole('status').getByText('Document approved').first().waitFor(POLL);
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.click();
      const popover = page.getByRole('region', { name: 'Notifications' });
      await popover.getByRole('link', { name: 'Document approved' }).waitFor(POLL);
      await popover.getByText('We checked your identity document (passport.png)').waitFor();
      await saveScreenshot(page, 'notifications-popover');
      await popover.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor(POLL);
      await popover.getByRole('link', { name: 'See all messages' }).click();
      await page.waitForURL(/\/profile\/notifications$/);
      const messages = page.getByRole('region', { name: 'Messages' });
      await messages.getByRole('link', { name: 'Document approved' }).waitFor(POLL);
      await saveScreenshot(page, 'profile-messages');

      // Deleted from the popover: the page on the same tab follows live.
      await page.getByRole('button', { name: 'Notifications', exact: true }).click();
      await popover.getByRole('button', { name: 'Delete “Document approved”' }).click();
      await popover.getByText('No messages yet.', { exact: false }).waitFor(POLL);
      await messages.getByText('No messages yet.', { exact: false }).waitFor(POLL);

      // The verification steps: identity done, the address still to upload.
      await page.goto('/profile/verification', { waitUntil: 'networkidle' });
      const steps = page.getByRole('listitem');
      await steps
        .filter({ hasText: 'Step 1: Identity document' })
        .getByText('Verified.')
        .waitFor(POLL);
      const address = steps.filter({ hasText: 'Step 2: Proof of address' });
      await address.getByText('Not uploaded yet.').waitFor();
      await saveScreenshot(page, 'profile-verification');
      await address.getByRole('link', { name: 'Upload' }).click();
      await page.waitForURL(/\/profile\/documents$/);
      expect(errors).toEqual([]);
    },
  );

  it('keeps the promotion preferences a player sets on the notifications page', async () => {
    const { page, errors } = await openLimits('mobile');
    await page.goto('/profile/notifications', { waitUntil: 'networkidle' });
    const email = page.getByLabel('Promotions by e-mail');
    await email.waitFor(POLL);
    const wasOn = await email.isChecked();
    await email.setChecked(!wasOn);
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByText('Preferences saved')
      .first()
      .waitFor(POLL);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByLabel('Promotions by e-mail').isChecked(), POLL).toBe(!wasOn);
    await saveScreenshot(page, 'profile-notifications');
    expect(errors).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as const)(
    'self-excludes: signed out at once and refused at sign-in (%s)',
    async (width) => {
      const { page, errors, player } = await openLimits(width);
      await page.getByRole('button', { name: 'Take a break' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take a break' });
      await dialog.getByRole('radio', { name: /Self-exclusion/ }).check();
      await dialog.getByLabel('How long').selectOption({ label: '6 months' });
      await dialog.getByLabel('I understand that this cannot be undone').check();
      await saveScreenshot(page, 'self-exclusion');
      await dialog.getByRole('button', { name: 'Self-exclude' }).click();
      const started = page
        .getByRole('status', { name: 'Notifications' })
        .getByText('Your break has started. Take care.');
      await started.waitFor(POLL);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor(POLL);
      await started.waitFor({ state: 'detached', ...POLL });

      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const signIn = page.getByRole('dialog', { name: 'Welcome back' });
      await signIn.getByLabel('E-mail', { exact: true }).fill(player.email);
      await signIn.getByLabel('Password', { exact: true }).fill(player.password);
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page
        .getByText(/Your account is closed for play until/)
        .first()
        .waitFor(POLL);
      expect(await page.getByRole('button', { name: 'Open account menu' }).count()).toBe(0);
      expect(errors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
    },
  );
});
