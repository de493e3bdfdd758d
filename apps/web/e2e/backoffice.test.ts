import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/modules/backoffice/totp.ts';
import { apiAs, payInByCard } from './support/accounts';
import {
  ADMIN,
  createBackofficeHarness,
  fillOperatorSignIn,
  MARKETING,
  backofficeNav as nav,
  PAYMENTS,
  RISK,
  SUPPORT,
} from './support/backoffice';
import { hasChromium, saveScreenshot } from './support/browser';

/** Live updates cross the outbox and the socket: give them more than the default second. */
const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 120_000;

const backoffice = createBackofficeHarness();

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiAs<T>(backoffice.baseUrl, token, method, path, body);

/** A new player with €100 paid in by card and a €30 withdrawal to that card waiting for review. */
async function playerWithPendingWithdrawal() {
  const { email, session } = await backoffice.newPlayerSession();
  const accounts = await api<{ id: string; currency: string }[]>(
    session.accessToken,
    'GET',
    '/api/wallet/accounts',
  );
  const accountId = accounts.find((account) => account.currency === 'EUR')!.id;
  const checkout = await payInByCard(backoffice.baseUrl, session.accessToken, accountId, 100_00);
  expect(checkout.status).toBeLessThan(400);
  await expect
    .poll(async () => {
      const [account] = await api<{ balance: number }[]>(
        session.accessToken,
        'GET',
        '/api/wallet/accounts',
      );
      return account?.balance;
    }, POLL)
    .toBe(100_00);
  const withdraw = (amount: number) =>
    api(session.accessToken, 'POST', '/api/payment/invoices/withdrawal', {
      method: 'card',
      currency: 'EUR',
      amount,
      accountId,
      fields: { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' },
    });
  await withdraw(30_00);
  return { email, session, withdraw };
}

/** A player's document, uploaded on their documents page (a PNG the viewer can show). */
async function uploadDocument(page: Page, type: string, name: string) {
  await page.goto('/profile/documents', { waitUntil: 'networkidle' });
  await page.getByLabel('Document type').selectOption({ label: type });
  const png = await QRCode.toBuffer(`Croupier back-office ${type}`, { width: 320 });
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = page
    .getByRole('list', { name: 'Uploaded documents' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await row.getByText('In review').waitFor(POLL);
  return row;
}

describe.skipIf(!hasChromium)('the back office in a browser', () => {
  // Every withdrawal waits for an operator, so the queue holds the player's; a deposit may be
  // withdrawn without wagering it first.
  backoffice.setUp({ env: { WITHDRAWAL_AUTO_APPROVE_MAX: '0', WALLET_TURNOVER_MULTIPLIER: '0' } });

  it(
    'an admin approves a withdrawal the player sees approved live, rejects two in bulk, blocks and unblocks the player, finds it all in the audit log with an intact chain, and signs out',
    async () => {
      const { email, session, withdraw } = await playerWithPendingWithdrawal();
      const { page: playerPage } = await backoffice.openPlayerPage(session);
      await playerPage.goto('/profile/history', { waitUntil: 'networkidle' });
      const playerRow = playerPage.getByRole('row').filter({ hasText: 'Withdrawal' });
      await playerRow.getByText('Pending').waitFor();

      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, ADMIN);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
        'noindex, nofollow',
      );
      const signInPage = await fetch(`${backoffice.baseUrl}/backoffice/sign-in`);
      expect(signInPage.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      await saveScreenshot(page, 'backoffice-sign-in');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { name: 'Pending withdrawals' }).waitFor();
      const queueRow = page.getByRole('row').filter({ hasText: session.profileId });
      await queueRow.getByText('€30.00').waitFor();
      await saveScreenshot(page, 'backoffice-withdrawals');
      await queueRow.getByRole('button', { name: /^Approve withdrawal/ }).click();
      await page.getByText(/^Withdrawal \d+ approved$/).waitFor();
      await expect.poll(() => queueRow.count(), POLL).toBe(0);
      await playerRow.getByText('Successful').waitFor(POLL);

      // Two more, rejected together with one reason; their amounts return to the player.
      await withdraw(20_00);
      await withdraw(25_00);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText('2 withdrawals waiting').waitFor();
      await page.getByLabel('Select all withdrawals on this page').check();
      await page.getByRole('button', { name: 'Reject selected' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject 2 withdrawals' });
      await dialog.getByLabel('Reason').fill('Card holder does not match the account');
      await saveScreenshot(page, 'backoffice-reject');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await page.getByText('2 of 2 done').waitFor();
      await page.getByRole('heading', { name: 'The queue is empty' }).waitFor();

      await nav(page).getByRole('link', { name: 'Players' }).click();
      await page.getByLabel('Search players').fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const found = page.getByRole('table', { name: 'Players found' });
      await found.getByText(email).waitFor();
      await saveScreenshot(page, 'backoffice-players');
      await found.getByRole('link', { name: /^Open player / }).click();
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      await page.getByText(email).waitFor();
      await page
        .getByRole('table', { name: 'Accounts and balances' })
        .getByRole('row', { name: /^EUR €70\.00 €70\.00$/ })
        .waitFor();
      await page.getByRole('table', { name: 'Recent ledger entries' }).waitFor();
      await saveScreenshot(page, 'backoffice-player');
      await page.getByRole('button', { name: 'Block player' }).click();
      const blockDialog = page.getByRole('dialog', { name: /^Block / });
      await blockDialog.getByLabel('Reason').fill('Chargeback on the last deposit');
      await blockDialog.getByRole('button', { name: 'Block player' }).click();
      await page.getByText('Blocked', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Unblock player' }).click();
      const unblockDialog = page.getByRole('dialog', { name: /^Unblock / });
      await unblockDialog.getByLabel('Reason').fill('Chargeback withdrawn by the bank');
      await unblockDialog.getByRole('button', { name: 'Unblock player' }).click();
      await page.getByText('Active', { exact: true }).waitFor();

      await nav(page).getByRole('link', { name: 'Audit log' }).click();
      const entries = page.getByRole('table', { name: 'Audit entries' });
      await entries.getByText('withdrawal.approve').waitFor();
      await expect(entries.getByText('withdrawal.reject').count()).resolves.toBe(2);
      await entries.getByText('operator.sign-in').first().waitFor();
      await entries.getByText('player.view').first().waitFor();
      await page.getByRole('button', { name: 'Verify chain' }).click();
      await page.getByText(/^The chain is intact: \d+ entries checked\.$/).waitFor();
      await entries.getByText('player.block').waitFor();
      await saveScreenshot(page, 'backoffice-audit');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      await expect(
        page.evaluate(() => sessionStorage.getItem('croupier.backoffice.session')),
      ).resolves.toBeNull();
      expect(errors).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "a risk operator views a player's identity document and approves it, declines a proof of address with a reason, a marketing operator creates a bonus code the player redeems and disables it, and the audit log shows it all",
    async () => {
      const { email, session } = await backoffice.newPlayerSession();
      const { page: playerPage, errors: playerErrors } = await backoffice.openPlayerPage(session);
      const documentRow = await uploadDocument(playerPage, 'Identity document', 'passport.png');

      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, RISK);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await nav(page).getByRole('link', { name: 'KYC documents' }).click();
      const queue = page.getByRole('table', { name: 'Documents' });
      const queueRow = queue.getByRole('row').filter({ hasText: email });
      await queueRow.getByText('Identity').waitFor(POLL);
      await saveScreenshot(page, 'backoffice-documents');
      await queueRow.getByRole('button', { name: 'View passport.png' }).click();
      const viewer = page.getByRole('dialog', { name: 'passport.png' });
      const image = viewer.getByRole('img', { name: 'Document passport.png' });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL)
        .toBe(320);
      await saveScreenshot(page, 'backoffice-document-viewer');
      await viewer.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('passport.png approved').waitFor();
      await expect.poll(() => queueRow.count(), POLL).toBe(0);
      await page.getByLabel('Status').selectOption({ label: 'Approved' });
      await queueRow.getByText('Approved').waitFor(POLL);
      await documentRow.getByText('Approved').waitFor(POLL);

      // A blurred proof of address is declined with a reason the player reads.
      const billRow = await uploadDocument(playerPage, 'Proof of address', 'utility-bill.png');
      await page.getByLabel('Status').selectOption({ label: 'Pending' });
      await queueRow.getByRole('button', { name: 'View utility-bill.png' }).click();
      await page
        .getByRole('dialog', { name: 'utility-bill.png' })
        .getByRole('button', { name: 'Decline' })
        .click();
      const decline = page.getByRole('dialog', { name: 'Decline utility-bill.png' });
      // Escape closes the reason, not the viewer under it.
      await decline.getByLabel('Reason').press('Escape');
      await decline.waitFor({ state: 'detached' });
      const billViewer = page.getByRole('dialog', { name: 'utility-bill.png' });
      await billViewer.getByRole('button', { name: 'Decline' }).click();
      await decline.getByLabel('Reason').fill('The address is not readable');
      await saveScreenshot(page, 'backoffice-document-decline');
      await decline.getByRole('button', { name: 'Decline' }).click();
      await page.getByText('utility-bill.png declined').waitFor();
      await billRow.getByText('Declined').waitFor(POLL);
      await billRow.getByText('Reason: The address is not readable').waitFor(POLL);

      const { page: marketingPage, errors: marketingErrors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(marketingPage, MARKETING);
      await marketingPage.getByRole('button', { name: 'Sign in' }).click();
      await nav(marketingPage).getByRole('link', { name: 'Bonus codes' }).click();
      const form = marketingPage.getByRole('form', { name: 'New bonus code' });
      await form.getByLabel('Bonus', { exact: true }).selectOption('signup-5');
      await form.getByLabel('Gives the bonus').selectOption({ label: 'At once' });
      // A taken code is refused on its field, in the operator's language.
      await form.getByLabel('Code', { exact: true }).fill('welcome5');
      await form.getByRole('button', { name: 'Create code' }).click();
      await expect
        .poll(() => form.getByLabel('Code', { exact: true }).getAttribute('aria-invalid'), POLL)
        .toBe('true');
      const code = `E2E${Date.now().toString(36).toUpperCase()}`;
      await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
      await form.getByLabel('Maximum uses').fill('10');
      await form.getByRole('button', { name: 'Create code' }).click();
      await marketingPage.getByText(`Bonus code ${code} created`).waitFor();
      const codeRow = marketingPage
        .getByRole('table', { name: 'Bonus codes' })
        .getByRole('row')
        .filter({ hasText: code });
      await codeRow.getByText('0 of 10').waitFor();
      await saveScreenshot(marketingPage, 'backoffice-bonus-codes');

      await playerPage.goto('/profile/bonuses', { waitUntil: 'networkidle' });
      await playerPage.getByLabel('Bonus code').fill(code);
      await playerPage.getByRole('button', { name: 'Add', exact: true }).click();
      await playerPage
        .getByRole('listitem')
        .filter({ has: playerPage.getByRole('heading', { name: '5 free on sign-up' }) })
        .waitFor(POLL);
      await marketingPage.getByRole('button', { name: 'Refresh' }).click();
      await codeRow.getByText('1 of 10').waitFor(POLL);
      await codeRow.getByRole('button', { name: `Disable ${code}` }).click();
      await codeRow.getByText('Disabled').waitFor(POLL);

      await nav(page).getByRole('link', { name: 'Audit log' }).click();
      const entries = page.getByRole('table', { name: 'Audit entries' });
      await entries.getByText('document.view').first().waitFor();
      await entries.getByText('document.approve').first().waitFor();
      await entries.getByText('bonusCode.create').first().waitFor();
      await entries.getByText('document.decline').first().waitFor();
      expect([...errors, ...playerErrors]).toEqual([]);
      // The browser logs the taken code's refusal; nothing else went wrong.
      expect(marketingErrors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );

  it(
    'a payments operator credits a player at once below the threshold and asks for approval above it, which a risk operator gives',
    async () => {
      const { session } = await backoffice.newPlayerSession();
      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, PAYMENTS);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Signed in (the token is in the tab) before opening the player's page directly.
      await nav(page).waitFor();
      await page.goto(`/backoffice/players/${session.profileId}`, { waitUntil: 'networkidle' });
      const accounts = page.getByRole('table', { name: 'Accounts and balances' });
      const adjust = async (amount: string, reason: string) => {
        await page.getByRole('button', { name: 'Adjust balance' }).click();
        const dialog = page.getByRole('dialog', { name: 'Adjust the balance' });
        await dialog.getByLabel('Account').selectOption({ label: 'EUR' });
        await dialog.getByLabel('Amount (EUR)').fill(amount);
        await dialog.getByLabel('Reason').fill(reason);
        await saveScreenshot(page, 'backoffice-adjust');
        await dialog.getByRole('button', { name: 'Adjust' }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      await adjust('50', 'Goodwill for a delayed payout');
      await page.getByText('Adjustment applied').waitFor();
      await accounts.getByRole('row', { name: /^EUR €50\.00/ }).waitFor(POLL);
      await adjust('150,25', 'Compensation for a voided jackpot round');
      await page.getByText('Adjustment waits for a second operator').waitFor();

      await nav(page).getByRole('link', { name: 'Adjustments' }).click();
      const pending = page.getByRole('row').filter({ hasText: session.profileId });
      await pending.getByText('Your request: another operator decides').waitFor(POLL);

      const { page: riskPage, errors: riskErrors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(riskPage, RISK);
      await riskPage.getByRole('button', { name: 'Sign in' }).click();
      await nav(riskPage).getByRole('link', { name: 'Adjustments' }).click();
      const row = riskPage.getByRole('row').filter({ hasText: session.profileId });
      await row.getByText('€150.25').waitFor(POLL);
      await saveScreenshot(riskPage, 'backoffice-adjustments');
      await row.getByRole('button', { name: 'Approve' }).click();
      await riskPage.getByText('Adjustment applied').waitFor();
      await expect.poll(() => row.count(), POLL).toBe(0);
      const [account] = await api<{ balance: number }[]>(
        session.accessToken,
        'GET',
        '/api/wallet/accounts',
      );
      expect(account?.balance).toBe(200_25);
      expect([...errors, ...riskErrors]).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "a marketing operator reads the daily report (today's paid deposit in its row, GGR drawn per day) and broadcasts a message to the players holding euros",
    async () => {
      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, MARKETING);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await nav(page).getByRole('link', { name: 'Daily report' }).click();
      await page.getByRole('heading', { name: 'Daily report' }).waitFor();
      const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(),
      );
      // The first test's player paid in €100 by card today.
      const todayRow = page
        .getByRole('table', { name: 'Figures per day and currency' })
        .getByRole('row')
        .filter({ hasText: today })
        .filter({ hasText: 'EUR' });
      await todayRow.getByText('€100.00').waitFor(POLL);
      await todayRow.getByText('1 payment').first().waitFor();
      const ggrChart = page.getByRole('img', { name: 'Bar chart: GGR per day (EUR)' });
      await ggrChart.waitFor();
      await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
      await expect.poll(() => ggrChart.locator('rect').count(), POLL).toBe(7);
      await saveScreenshot(page, 'backoffice-reports');

      await nav(page).getByRole('link', { name: 'Broadcast' }).click();
      const form = page.getByRole('form', { name: 'Broadcast a message' });
      // Without a title the API refuses it on that field.
      await form.getByLabel('Message').fill('Our weekend tournament starts on Saturday at noon.');
      await form.getByRole('button', { name: 'Send to the segment' }).click();
      await expect
        .poll(() => form.getByLabel('Title').getAttribute('aria-invalid'), POLL)
        .toBe('true');
      await form.getByLabel('Title').fill('Weekend tournament');
      await form.getByLabel('Message').fill('Our weekend tournament starts on Saturday at noon.');
      await form.getByLabel('Currency').fill('eur');
      await form.getByRole('button', { name: 'Send to the segment' }).click();
      await page.getByText(/^Sent to \d+ players?\.$/).waitFor(POLL);
      await saveScreenshot(page, 'backoffice-broadcast');
      expect(errors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );

  it(
    "a payments operator finds a player's paid deposit among the invoices from the player's page; a marketing operator withdraws a game the player can no longer open, is refused a wrong country code, and lists the game again",
    async () => {
      const { email, session } = await playerWithPendingWithdrawal();
      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, PAYMENTS);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await nav(page).waitFor();
      await page.goto(`/backoffice/players/${session.profileId}`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('link', { name: 'Invoices' }).click();
      await page.getByRole('heading', { name: 'Invoices' }).waitFor();
      await expect(page.getByLabel('Player ID').inputValue()).resolves.toBe(session.profileId);
      const invoices = page.getByRole('table', { name: 'Invoices' });
      // The €100 deposit and the €30 withdrawal waiting for review.
      await expect.poll(() => invoices.getByRole('row').count(), POLL).toBe(3);
      await page.getByLabel('Type').selectOption({ label: 'Deposit' });
      await page.getByLabel('Status').selectOption({ label: 'Paid' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => invoices.getByRole('row').count(), POLL).toBe(2);
      const deposit = invoices.getByRole('row').filter({ hasText: email });
      await deposit.getByText('€100.00').waitFor();
      await deposit.getByText('Paid', { exact: true }).waitFor();
      await deposit.getByText('Deposit', { exact: true }).waitFor();
      await saveScreenshot(page, 'backoffice-invoices');

      const gameId = 'azure-roulette';
      const gamePageStatus = async () =>
        (await fetch(`${backoffice.baseUrl}/games/${gameId}`, { redirect: 'manual' })).status;
      expect(await gamePageStatus()).toBe(200);
      const { page: marketingPage, errors: marketingErrors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(marketingPage, MARKETING);
      await marketingPage.getByRole('button', { name: 'Sign in' }).click();
      await nav(marketingPage).getByRole('link', { name: 'Games' }).click();
      const row = marketingPage
        .getByRole('table', { name: 'Games' })
        .getByRole('row')
        .filter({ hasText: gameId });
      const listed = row.getByRole('switch', { name: 'List Azure Roulette in the lobby' });
      await expect(listed.getAttribute('aria-checked')).resolves.toBe('true');
      await listed.click();
      await marketingPage.getByText('Azure Roulette is withdrawn from the lobby').waitFor();
      await expect.poll(() => listed.getAttribute('aria-checked'), POLL).toBe('false');
      await saveScreenshot(marketingPage, 'backoffice-games');
      // The player's page for the game answers not found; its search has nothing for it.
      await expect.poll(gamePageStatus, POLL).toBe(404);
      const { page: playerPage } = await backoffice.openOwnPage();
      await playerPage.goto(`/games/${gameId}`, { waitUntil: 'networkidle' });
      await expect(playerPage.title()).resolves.toMatch(/Page not found/);

      // A code that is no country is refused under the field; the valid ones are kept.
      await row.getByRole('button', { name: 'Edit Azure Roulette' }).click();
      const dialog = marketingPage.getByRole('dialog', { name: 'Edit Azure Roulette' });
      const countries = dialog.getByLabel('Restricted countries');
      await countries.fill('us, xyz');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => countries.getAttribute('aria-invalid'), POLL).toBe('true');
      await dialog.getByText(/^XYZ: /).waitFor();
      await saveScreenshot(marketingPage, 'backoffice-game-edit');
      await countries.fill('us fr');
      await dialog.getByLabel('Popularity order').fill('7');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await marketingPage.getByText('Azure Roulette saved').waitFor();
      await row.getByText('FR US').waitFor(POLL);
      // Back as it was seeded, listed again, and the player's page opens.
      await row.getByRole('button', { name: 'Edit Azure Roulette' }).click();
      await countries.fill('');
      await dialog.getByLabel('Popularity order').fill('58');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await listed.click();
      await marketingPage.getByText('Azure Roulette is listed again').waitFor();
      await expect.poll(() => listed.getAttribute('aria-checked'), POLL).toBe('true');
      await expect.poll(gamePageStatus, POLL).toBe(200);
      expect(errors).toEqual([]);
      expect(marketingErrors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );

  it(
    'an admin adds an operator who enrols and signs in, then disables them and their session ends',
    async () => {
      const { page, errors } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, ADMIN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await nav(page).getByRole('link', { name: 'Operators' }).click();
      const form = page.getByRole('form', { name: 'Add an operator' });
      const grace = {
        email: `grace-${Date.now()}@backoffice.croupier.example`,
        password: 'grace-operator-2026',
        secret: '',
      };
      await form.getByLabel('Name').fill('Grace Support');
      await form.getByLabel('E-mail').fill(grace.email);
      await form.getByLabel('Role').selectOption({ label: 'Support' });
      await form.getByLabel('Password').fill(grace.password);
      await form.getByRole('button', { name: 'Add operator' }).click();
      const enrolment = page.getByRole('dialog', { name: 'Authenticator for Grace Support' });
      await enrolment.getByRole('link', { name: /^otpauth:\/\// }).waitFor();
      grace.secret = (await enrolment.getByRole('definition').first().textContent()) ?? '';
      expect(grace.secret).toMatch(/^[A-Z2-7]{16,}$/);
      await saveScreenshot(page, 'backoffice-operator-enrolment');
      await enrolment.getByRole('button', { name: 'Done' }).click();
      const row = page.getByRole('row').filter({ hasText: grace.email });
      await row.getByText('Active').waitFor(POLL);
      await saveScreenshot(page, 'backoffice-operators');

      const { page: gracePage } = await backoffice.openOwnPage();
      await fillOperatorSignIn(gracePage, grace);
      await gracePage.getByRole('button', { name: 'Sign in' }).click();
      await nav(gracePage).getByRole('link', { name: 'Players' }).waitFor();

      await row.getByRole('button', { name: 'Disable Grace Support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable Grace Support' });
      await dialog.getByLabel('Reason').fill('Left the support team');
      await dialog.getByRole('button', { name: 'Disable' }).click();
      await row.getByText('Disabled').waitFor(POLL);
      await gracePage.reload({ waitUntil: 'networkidle' });
      await gracePage.getByText(/Your session ended/).waitFor(POLL);
      expect(errors).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'a support operator is refused a wrong code, sees no withdrawals, and an ended session goes back to sign-in with a notice',
    async () => {
      const { page } = await backoffice.openOwnPage();
      await fillOperatorSignIn(page, SUPPORT);
      // A code from ten minutes ahead is outside the accepted window: refused like a wrong password.
      const wrongCode = totpCode(SUPPORT.secret, Date.now() + 10 * 60_000);
      await page.getByLabel('Authenticator code').fill(wrongCode);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('The login or password is incorrect.').waitFor();
      await page.getByLabel('Authenticator code').fill(totpCode(SUPPORT.secret));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Players', exact: true }).waitFor();
      await expect(nav(page).getByRole('link').allTextContents()).resolves.toEqual([
        'Players',
        'Invoices',
        'KYC documents',
        'Bonuses',
        'Bonus codes',
        'Cashback',
        'Quests',
        'Tournaments',
        'Loyalty levels',
      ]);

      // The server ends the session (idle time, revocation): the next call is refused.
      await page.evaluate(() => {
        const key = 'croupier.backoffice.session';
        const stored = JSON.parse(sessionStorage.getItem(key)!);
        sessionStorage.setItem(key, JSON.stringify({ ...stored, token: 'bo_ended' }));
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText(/Your session ended/).waitFor();
      await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('bo_');
    },
    TIMEOUT_MS,
  );

  it(
    'speaks the locale of its prefix',
    async () => {
      const { page, errors } = await backoffice.openOwnPage();
      await page.goto('/de/backoffice', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Anmeldung für Mitarbeitende' }).waitFor();
      await page.getByLabel('Authenticator-Code').waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
