import fs from 'node:fs';
import path from 'node:path';
import type { SessionToken } from '@croupier/contract';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The seeded demo player (EUR 500.00, USD and BTC accounts). */
export const DEMO_PLAYER = { email: 'demo@croupier.example', password: 'demo1234' };

/** Live updates cross the outbox and the socket; games animate their rounds: be patient. */
export const POLL = { timeout: 20_000 };

/**
 * A slot round that lands free spins replays each of them with its animation, and a big win adds
 * a celebration: with full motion on a slow machine one round can outlast POLL.
 */
const ROUND_POLL = { timeout: 90_000 };

/** Waits until the game's button is enabled again: the round in flight has been presented. */
export async function waitForRoundEnd(button: Locator) {
  await expect.poll(() => button.isEnabled(), ROUND_POLL).toBe(true);
}

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
    // Off the button, as a hand leaves it: a pointer resting on it would start its hover
    // transition the moment it is enabled again, and while Playwright waits for a moving
    // button it retries with other scroll alignments, one of which parks it under the sticky
    // site header.
    await spin.page().mouse.move(0, 0);
    // Disabled while the round is in flight; enabled again once the reels have landed.
    await waitForRoundEnd(spin);
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

/** A card deposit of `amount` (major units) in the wallet's secure frame, declining any bonus. */
export async function depositByCard(page: Page, amount: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Deposit|Wallet)$/ });
  await dialog.getByRole('button', { name: /Card \(secure frame\)/ }).click();
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog
    .getByRole('group', { name: 'Bonus' })
    .getByRole('radio', { name: 'No bonus' })
    .check();
  await dialog.getByRole('button', { name: /^Deposit / }).click();
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Deposit successful' }).waitFor(POLL);
  await page.keyboard.press('Escape');
}

/**
 * A screenshot of what is in the viewport only, named like saveScreenshot's: for the games in
 * their frames (Chromium's full-page capture reloads the frame, which would show a fresh game
 * instead of the round just played; resizing the window alone does not).
 */
export async function saveViewportScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const dir = path.resolve(import.meta.dirname, '../../../../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
}

/**
 * Scrolls the lobby's rows into view one by one, as a player scrolling down would, until each
 * row's first tile shows its art: rows below the fold load their games when near, and tile art
 * is lazy, so a quick full-page capture would otherwise show empty tiles. Returns the row count.
 */
export async function revealGameRows(page: Page) {
  const rows = page
    .getByRole('main')
    .getByRole('region')
    // Rows of game tiles (each tile has its favourite heart), not the promotions above them.
    .filter({ has: page.getByRole('button', { name: /^Favourite: / }) });
  let index = 0;
  for (; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    const art = row.getByRole('article').first().locator('img');
    await expect.poll(() => art.getAttribute('data-state'), POLL).toBe('loaded');
    // The next row starts loading once this one is in view: let it appear before counting.
    await page.waitForLoadState('networkidle');
  }
  return index;
}

/** A session of the demo player, as after a sign-in (set as a cookie to skip the modal). */
export async function signInAsDemoPlayer(baseUrl: string): Promise<SessionToken> {
  const response = await fetch(`${baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
  });
  return ((await response.json()) as { data: SessionToken }).data;
}

/** The tiles of a titled section (a lobby row, a catalogue grid, search results). */
export const gameTiles = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).getByRole('article');

/** Opens the bets tab of the history and counts its rows (none when its empty state shows). */
export async function countBetRows(page: Page) {
  await page.goto('/profile/history?tab=bets', { waitUntil: 'networkidle' });
  const tab = page.getByRole('tabpanel');
  const rows = tab.getByRole('table').locator('tbody tr');
  const empty = tab.getByText('No bets here');
  await expect
    .poll(async () => (await rows.count()) + (await empty.count()), POLL)
    .toBeGreaterThan(0);
  return rows.count();
}
