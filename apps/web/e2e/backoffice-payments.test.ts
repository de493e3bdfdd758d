import type { Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { apiAs, payInByCard } from './support/accounts';
import {
  ADMIN,
  backofficeNav,
  createBackofficeHarness,
  PAYMENTS,
  signInAsOperator,
} from './support/backoffice';
import { hasChromium, saveScreenshot, watchErrors } from './support/browser';

const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 120_000;

const backoffice = createBackofficeHarness();

/** A new player signed in through the API, with €100 paid in by card (the sandbox approves it). */
async function playerWithDeposit() {
  const { session } = await backoffice.newPlayerSession();
  const api = <T>(method: string, path: string, body?: unknown) =>
    apiAs<T>(backoffice.baseUrl, session.accessToken, method, path, body);
  const [account] = await api<{ id: string }[]>('GET', '/api/wallet/accounts');
  const checkout = await payInByCard(backoffice.baseUrl, session.accessToken, account!.id, 100_00);
  expect(checkout.status).toBeLessThan(400);
  return session;
}

/**
 * The dark modules of a QR code image in the page, read at the centre of each module, as rows
 * of 0 and 1 comparable with what the qrcode library encodes.
 */
function modulesOf(image: Locator, size: number, margin: number) {
  return image.evaluate(
    (img: HTMLImageElement, { size, margin }) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const scale = img.naturalWidth / (size + margin * 2);
      const rows: string[] = [];
      for (let row = 0; row < size; row++) {
        let line = '';
        for (let col = 0; col < size; col++) {
          const at = (n: number) => Math.floor((margin + n + 0.5) * scale);
          const [red] = context.getImageData(at(col), at(row), 1, 1).data;
          line += red! < 128 ? '1' : '0';
        }
        rows.push(line);
      }
      return rows;
    },
    { size, margin },
  );
}

function expectedModules(uri: string) {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'L' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let line = '';
    for (let col = 0; col < modules.size; col++) line += modules.get(row, col) ? '1' : '0';
    rows.push(line);
  }
  return rows;
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
  backoffice.setUp();

  it(
    "a payments operator changes the card's euro limits (a maximum under the minimum refused on its field) and the player's cashier shows the new range; the daily report draws deposits, withdrawals, GGR, NGR and active players",
    async () => {
      const session = await playerWithDeposit();
      const { page: playerPage } = await backoffice.openPlayerPage(session);
      const before = await cardInCashier(playerPage);
      await before.getByText('€10.00 – €5,000.00').waitFor(POLL);

      const page = await (await backoffice.newContext()).newPage();
      const errors = watchErrors(page);
      await signInAsOperator(page, PAYMENTS);
      const nav = backofficeNav(page);
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
      await page.getByText('Visa / Mastercard saved').waitFor(POLL);
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
      // Players of each day do not add up: that chart names its peak day, not a total.
      const players = page.getByRole('figure').filter({ hasText: 'Active players per day (EUR)' });
      await expect(players.getByText(/^Total/).count()).resolves.toBe(0);
      await saveScreenshot(page, 'backoffice-report-charts');
      expect(errors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );

  it(
    'an admin adds an operator and the enrolment shows the otpauth link as a QR code beside the secret to type; the audit check against a head beyond the log reports it truncated',
    async () => {
      const page = await (await backoffice.newContext()).newPage();
      const errors = watchErrors(page);
      await signInAsOperator(page, ADMIN);
      const nav = backofficeNav(page);
      await nav.getByRole('link', { name: 'Operators' }).click();
      const form = page.getByRole('form', { name: 'Add an operator' });
      await form.getByLabel('Name').fill('Quinn Payments');
      await form.getByLabel('E-mail').fill(`quinn-${Date.now()}@backoffice.croupier.example`);
      await form.getByLabel('Role').selectOption({ label: 'Payments' });
      await form.getByLabel('Password').fill('quinn-operator-2026');
      await form.getByRole('button', { name: 'Add operator' }).click();
      const enrolment = page.getByRole('dialog', { name: 'Authenticator for Quinn Payments' });
      const link = enrolment.getByRole('link', { name: /^otpauth:\/\// });
      const uri = (await link.getAttribute('href')) ?? '';
      const secret = (await enrolment.getByRole('definition').first().textContent()) ?? '';
      expect(uri).toContain(`secret=${secret}`);
      const qr = enrolment.getByRole('img', { name: 'QR code of the authenticator link' });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(224);
      const expected = expectedModules(uri);
      expect(await modulesOf(qr, expected.length, 2)).toEqual(expected);
      await saveScreenshot(page, 'backoffice-operator-enrolment-qr');
      await enrolment.getByRole('button', { name: 'Done' }).click();

      // The audit check against a head recorded elsewhere: a log ending before it was cut off.
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('button', { name: 'Verify chain' }).click();
      const intact = await page
        .getByText(/^The chain is intact: \d+ entries checked\.$/)
        .textContent();
      const rows = Number(/\d+/.exec(intact ?? '')![0]);
      await page.getByText('Check against a recorded head').click();
      await page.getByLabel('Head id').fill(String(rows + 5));
      await page.getByLabel('Head hash').fill('a'.repeat(64));
      await page.getByRole('button', { name: 'Verify chain' }).click();
      await page
        .getByText(
          `The chain is broken at entry ${rows + 5} (the log ends before the head recorded elsewhere: entries were cut off its end).`,
          { exact: false },
        )
        .waitFor(POLL);
      await saveScreenshot(page, 'backoffice-audit-expected-head');
      expect(errors).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
