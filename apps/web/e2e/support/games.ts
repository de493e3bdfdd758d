import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Live updates cross the outbox and the socket; games animate their rounds: be patient. */
export const POLL = { timeout: 20_000 };

/** The header's balance of the active account (absent for guests). */
export const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('active-balance');

/** The provider's page inside the game page's frame, found by the game's name as its title. */
export const gameFrame = (page: Page, gameName: string) =>
  page.frameLocator(`iframe[title="${gameName}"]`);

/** The balance meter of a demo-provider game (an <output> labelled "Balance"). */
export const frameBalance = (frame: FrameLocator) =>
  frame.getByRole('status', { name: 'Balance', exact: true });

/** "€1,234.50" → 123450: amounts compared as integer minor units, whatever the formatting. */
export function minorUnitsOf(text: string | null) {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

export async function readText(locator: { textContent(): Promise<string | null> }) {
  return (await locator.textContent()) ?? '';
}

/**
 * Spins the slot until its balance differs from where it started (a win can exactly repay the
 * stakes, so one spin does not always move it); returns how many rounds were played.
 */
export async function spinUntilBalanceMoves(frame: FrameLocator, maxSpins = 10) {
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect.poll(() => frameBalance(frame).textContent(), POLL).toMatch(/\d/);
  const start = await readText(frameBalance(frame));
  let rounds = 0;
  while (rounds < maxSpins) {
    await spin.click();
    rounds += 1;
    // Disabled while the round is in flight; enabled again once the reels have landed.
    await expect.poll(() => spin.isEnabled(), POLL).toBe(true);
    if ((await readText(frameBalance(frame))) !== start && rounds >= 2) break;
  }
  return rounds;
}

/** Deposits through the wallet's card method in the provider's secure frame, as in wallet tests. */
export async function depositInSecureFrame(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ });
  await dialog.getByRole('button', { name: /Card \(secure frame\)/ }).click();
  await dialog.getByLabel(/^Amount/).waitFor();
  const email = dialog.getByLabel(/e-mail/i);
  if ((await email.count()) > 0 && (await email.inputValue()) === '') {
    await email.fill('demo@croupier.example');
  }
  await dialog.getByRole('button', { name: /^Deposit / }).click();
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start playing' }).click();
}
