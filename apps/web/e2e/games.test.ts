import { createHash } from 'node:crypto';
import type { SessionToken } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  PHONE_USER_AGENT,
  saveScreenshot,
  type Width,
  waitUntilHydrated,
  watchErrors,
} from './support/browser';
import {
  countBetRows,
  DEMO_PLAYER,
  depositInSecureFrame,
  frameBalance,
  gameFrame,
  gameTiles,
  headerBalance,
  minorUnitsOf,
  POLL,
  readText,
  revealGameRows,
  saveViewportScreenshot,
  signInAsDemoPlayer,
  spinUntilBalanceMoves,
  waitForRoundEnd,
} from './support/games';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
/** The provider's pages: the same server under another host name, a site of its own. */
const providerUrlOf = (baseUrl: string) => baseUrl.replace('127.0.0.1', 'localhost');

const TIMEOUT_MS = 150_000;
const WIDTHS: Width[] = ['desktop', 'mobile'];
/**
 * The game page's views: a phone-sized window of a desktop browser (the page turns to the phone's
 * layout after the hydration), and a phone's browser (the server renders the phone's layout).
 */
const VIEWS = [
  { view: 'desktop', width: 'desktop' },
  { view: 'mobile', width: 'mobile' },
  { view: 'phone', width: 'mobile', userAgent: PHONE_USER_AGENT },
] as const;

/** The lobby, the game page and the demo provider's games end to end, as a player uses them. */
describe.skipIf(!hasChromium)('games in a browser', () => {
  beforeAll(async () => {
    // The provider's pages on a site of their own, as a real provider's are (a frame in another
    // process, which cannot reach the casino's pages): the same server under another host name.
    server = await startServer({
      env: (baseUrl) => ({ DEMO_PROVIDER_URL: providerUrlOf(baseUrl) }),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openPage(
    path: string,
    options: { width?: Width; country?: string; session?: SessionToken; userAgent?: string } = {},
  ) {
    const context = await openContext(browser, server.baseUrl, options);
    // A returning visitor who accepted cookies: the banner would cover the screenshots.
    await context.addCookies([
      { name: COOKIE_NAMES.cookieConsent, value: 'accepted', url: server.baseUrl },
    ]);
    if (options.session) await addSessionCookie(context, server.baseUrl, options.session);
    await context.addInitScript(recordLargestPaints);
    const page = await context.newPage();
    const errors = watchErrors(page);
    /** Each load of a provider's game page, in whichever frame. */
    const gameLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().includes('/provider/demo/games/'))
        gameLoads.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    return { context, page, errors, gameLoads };
  }

  /**
   * Keeps, for each Largest Contentful Paint candidate the page reports, whether it was painted
   * inside a dialog (read when it is reported: the element may be gone by the end).
   */
  function recordLargestPaints() {
    const seen: { inDialog: boolean }[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        seen.push({ inDialog: Boolean(entry.element?.closest('[role="dialog"]')) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const largestPaints = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { largestPaints: { inDialog: boolean }[] }).largestPaints,
    );

  const signInThroughApi = () => signInAsDemoPlayer(server.baseUrl);
  /** Hydration and a search's navigation on a machine busy with other suites. */
  const HYDRATION_POLL = { timeout: 60_000 };

  it.each(WIDTHS)(
    'browses the lobby, a category and a provider, and searches (%s)',
    async (width) => {
      const { context, page, errors } = await openPage('/', { width });
      await expect.poll(() => gameTiles(page, 'Popular').count(), POLL).toBeGreaterThanOrEqual(8);
      await expect.poll(() => gameTiles(page, 'Slots').count(), POLL).toBeGreaterThanOrEqual(8);
      // A row draws what a wide screen shows of it, and its other games once the player reaches
      // for it (here by scrolling it).
      const popular = gameTiles(page, 'Popular');
      await expect(popular.count()).resolves.toBe(8);
      const popularTrack = page
        .getByRole('region', { name: 'Popular', exact: true })
        .getByRole('list')
        .first();
      await waitUntilHydrated(popularTrack, HYDRATION_POLL.timeout);
      await popular.first().hover();
      await page.mouse.wheel(400, 0);
      await expect.poll(() => popular.count(), POLL).toBe(12);
      await page.getByRole('region', { name: 'Providers' }).getByRole('link').first().waitFor();
      // Popular, New, Slots, Table games, Crash and Jackpots, each with its art loaded.
      await expect(revealGameRows(page)).resolves.toBe(6);
      await saveScreenshot(page, 'games-lobby');

      const categories = page.getByRole('main').getByRole('navigation', { name: 'Categories' });
      await categories.getByRole('link', { name: 'Table games' }).click();
      await page.waitForURL(/\/categories\/table-games$/);
      await page.getByRole('heading', { level: 1, name: 'Table games' }).waitFor();
      const tableGames = gameTiles(page, 'Table games');
      await expect.poll(() => tableGames.count(), POLL).toBeGreaterThanOrEqual(3);
      await expect(tableGames.getByText('European Roulette').count()).resolves.toBe(1);
      await expect(tableGames.getByText('Sun Dynasty').count()).resolves.toBe(0);
      await saveScreenshot(page, 'games-category');

      await page.goto('/providers', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Game providers' }).waitFor();
      await page.getByRole('link', { name: 'Games by Ember Studios' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ember Studios' }).waitFor();
      const providerGames = gameTiles(page, 'Games by Ember Studios');
      await expect.poll(() => providerGames.count(), POLL).toBeGreaterThan(0);
      const count = await providerGames.count();
      await expect(providerGames.filter({ hasText: 'Ember Studios' }).count()).resolves.toBe(count);
      await expect(providerGames.filter({ hasText: 'Sands of Anubet' }).count()).resolves.toBe(1);
      await saveScreenshot(page, 'games-provider');

      await page.goto('/', { waitUntil: 'networkidle' });
      const search = page.getByRole('main').getByRole('searchbox', { name: 'Search games' });
      // Text typed before React hydrates the field reaches no handler, and hydration waits for
      // the lobby's code: type once React owns the field (its props are on the element).
      await waitUntilHydrated(search, HYDRATION_POLL.timeout);
      await search.fill('rocket');
      await page.waitForURL(/[?&]search=rocket/, HYDRATION_POLL);
      const results = gameTiles(page, 'Results for “rocket”');
      await expect.poll(() => results.count(), POLL).toBeGreaterThan(0);
      await expect(
        page.getByRole('article', { name: 'Rocket Rush', exact: true }).count(),
      ).resolves.toBe(1);
      await expect(results.getByText('Sun Dynasty').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'signs in, deposits, plays each demo-provider game for real and sees the balance change live',
    async () => {
      const { context, page, errors } = await openPage('/');
      await signInThroughModal(page, DEMO_PLAYER.email, DEMO_PLAYER.password);
      await expect.poll(() => headerBalance(page).textContent(), POLL).toMatch(/€/);
      const betsBefore = await countBetRows(page);

      let before = await readText(headerBalance(page));
      await depositInSecureFrame(page);
      await expect.poll(() => readText(headerBalance(page)), POLL).not.toBe(before);

      await page.goto('/games/sun-dynasty', { waitUntil: 'networkidle' });
      const slot = gameFrame(page, 'Sun Dynasty');
      await slot.getByText('Real money', { exact: true }).waitFor(POLL);
      before = await readText(headerBalance(page));
      const spins = await spinUntilBalanceMoves(slot);
      // The header follows the game live: it ends on the balance the provider shows.
      await expect
        .poll(async () => minorUnitsOf(await readText(headerBalance(page))), POLL)
        .toBe(minorUnitsOf(await readText(frameBalance(slot))));
      expect(await readText(headerBalance(page))).not.toBe(before);
      await saveViewportScreenshot(page, 'games-slot');
      // The game came from the provider's own site; its lobby link leads back to the casino, still
      // signed in.
      const frameSrc = await page.locator('iframe[title="Sun Dynasty"]').getAttribute('src');
      expect(new URL(frameSrc!).origin).toBe(providerUrlOf(server.baseUrl));
      await slot.getByRole('link', { name: 'Lobby' }).click();
      await page.waitForURL(
        (url) => url.origin === server.baseUrl && !url.pathname.startsWith('/games/'),
      );
      await expect.poll(() => headerBalance(page).textContent(), POLL).toMatch(/€/);

      await page.goto('/games/european-roulette', { waitUntil: 'networkidle' });
      const roulette = gameFrame(page, 'European Roulette');
      await expect.poll(() => frameBalance(roulette).textContent(), POLL).toMatch(/\d/);
      before = await readText(headerBalance(page));
      await roulette.getByRole('button', { name: 'Red', exact: true }).click();
      await roulette.getByRole('button', { name: /^Red: / }).waitFor();
      await roulette.getByRole('button', { name: 'Spin', exact: true }).click();
      // Even money: the balance moves by the stake one way or the other, never stays.
      await roulette.getByText(/^\d+ (Red|Black|Green) · /).waitFor(POLL);
      await expect.poll(() => readText(headerBalance(page)), POLL).not.toBe(before);
      await saveViewportScreenshot(page, 'games-roulette');

      await page.goto('/games/rocket-rush', { waitUntil: 'networkidle' });
      const crash = gameFrame(page, 'Rocket Rush');
      await expect.poll(() => frameBalance(crash).textContent(), POLL).toMatch(/\d/);
      before = await readText(headerBalance(page));
      await crash.getByLabel('Auto cash-out at').fill('1.50');
      await crash.getByRole('button', { name: 'Place bet' }).click();
      await crash
        .getByText(/Crashed at/)
        .first()
        .waitFor(POLL);
      await expect.poll(() => readText(headerBalance(page)), POLL).not.toBe(before);
      await waitForRoundEnd(crash.getByRole('button', { name: 'Place bet' }));
      await saveViewportScreenshot(page, 'games-crash');

      const betsAfter = await countBetRows(page);
      expect(betsAfter).toBe(betsBefore + spins + 2);
      const table = page.getByRole('tabpanel').getByRole('table');
      for (const name of ['Sun Dynasty', 'European Roulette', 'Rocket Rush']) {
        await expect(table.getByText(name).count()).resolves.toBeGreaterThan(0);
      }
      await saveScreenshot(page, 'games-history-bets');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'favourites a game and finds it in favourites and recently played',
    async () => {
      const session = await signInThroughApi();
      const { context, page, errors } = await openPage('/', { session });
      const tile = gameTiles(page, 'Slots').first();
      await tile.waitFor();
      const tileName = (await tile.getAttribute('aria-label')) ?? '';
      await tile.hover();
      const heart = tile.getByRole('button', { name: `Favourite: ${tileName}` });
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), POLL).toBe('true');

      await page.goto('/games/pyramid-quest', { waitUntil: 'networkidle' });
      await gameFrame(page, 'Pyramid Quest').getByText('Real money', { exact: true }).waitFor(POLL);
      await page.getByRole('button', { name: 'Add to favourites' }).click();
      await page.getByRole('button', { name: 'Remove from favourites', pressed: true }).waitFor();

      await page.goto('/favorites', { waitUntil: 'networkidle' });
      const favourites = page.getByRole('main').getByRole('article');
      await expect.poll(() => favourites.count(), POLL).toBe(2);
      // Last added first.
      expect(await favourites.first().getAttribute('aria-label')).toBe('Pyramid Quest');
      expect(await favourites.nth(1).getAttribute('aria-label')).toBe(tileName);
      await saveScreenshot(page, 'games-favorites');

      await page.goto('/recently-played', { waitUntil: 'networkidle' });
      const played = page.getByRole('main').getByRole('article');
      await expect
        .poll(() => played.first().getAttribute('aria-label'), POLL)
        .toBe('Pyramid Quest');

      await page.goto('/favorites', { waitUntil: 'networkidle' });
      const pyramid = page.getByRole('article', { name: 'Pyramid Quest' });
      await pyramid.hover();
      await pyramid.getByRole('button', { name: 'Favourite: Pyramid Quest' }).click();
      await expect.poll(() => favourites.count(), POLL).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'verifies a played round: the revealed seed matches the hash shown before and recomputes it',
    async () => {
      const session = await signInThroughApi();
      const { context, page, errors } = await openPage('/games/sun-dynasty', { session });
      const slot = gameFrame(page, 'Sun Dynasty');
      await expect.poll(() => frameBalance(slot).textContent(), POLL).toMatch(/\d/);
      const fairButton = slot.getByRole('button', { name: 'Provably fair' });
      const panel = slot.getByRole('dialog', { name: 'Provably fair' });
      const hashShown = panel
        .locator('.g-fair-row', { hasText: 'Server seed hash' })
        .locator('code');
      const nonceShown = panel.locator('.g-fair-row', { hasText: 'Next nonce' }).locator('dd');
      await fairButton.click();
      await expect.poll(() => hashShown.textContent(), POLL).toMatch(/^[0-9a-f]{64}$/);
      const hashBefore = await readText(hashShown);
      const nonce = Number(await readText(nonceShown));
      await panel.getByRole('button', { name: 'Close' }).click();

      const spin = slot.getByRole('button', { name: 'Spin', exact: true });
      await spin.click();
      await waitForRoundEnd(spin);
      await fairButton.click();
      const round = panel
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^Round ${nonce}\\D`) });
      await round.waitFor();
      const [stakeText, winText] = await round.locator('.g-num').allTextContents();
      expect(await readText(hashShown)).toBe(hashBefore);

      await panel.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
      const revealed = panel.locator('.g-revealed code');
      await expect.poll(() => revealed.textContent(), POLL).toMatch(/\S{16,}/);
      const serverSeed = await readText(revealed);
      expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hashBefore);
      await expect.poll(() => hashShown.textContent(), POLL).not.toBe(hashBefore);
      await saveViewportScreenshot(page, 'games-fairness');

      // The verification page lists the rounds the rotation revealed, each recomputable.
      const href = await panel
        .getByRole('link', { name: 'Verify a round' })
        .last()
        .getAttribute('href');
      const verify = await context.newPage();
      await verify.goto(href ?? '', { waitUntil: 'networkidle' });
      // Columns: played, game, nonce, stake, win, link.
      const row = verify.locator('tbody tr').filter({
        has: verify.locator('td:nth-child(3)', { hasText: new RegExp(`^${nonce}$`) }),
      });
      await row.getByRole('link', { name: 'Verify' }).click();
      await verify.getByRole('heading', { name: 'Outcome' }).waitFor();
      await verify.getByText('Matches the hash shown before play.').waitFor();
      await expect(verify.getByLabel('Server seed').inputValue()).resolves.toBe(serverSeed);
      await expect(verify.getByLabel('Nonce').inputValue()).resolves.toBe(String(nonce));
      const stakeMinor = verify.locator('dt', { hasText: 'Stake in minor units' }).locator('+ dd');
      const totalWin = verify.locator('dt', { hasText: 'Total win' }).locator('+ dd');
      expect(Number(await readText(stakeMinor))).toBe(minorUnitsOf(stakeText ?? ''));
      expect(Number(await readText(totalWin))).toBe(minorUnitsOf(winText ?? ''));
      await saveScreenshot(verify, 'games-verify');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it.each(VIEWS)(
    'plays in demo mode signed out, without touching a balance ($view)',
    async ({ view, width, ...device }) => {
      const { context, page, errors, gameLoads } = await openPage('/games/rocket-rush', {
        width,
        ...device,
      });
      const crash = gameFrame(page, 'Rocket Rush');
      await crash.getByText('Demo', { exact: true }).waitFor(POLL);
      await expect.poll(() => frameBalance(crash).textContent(), POLL).toMatch(/1,000\.00/);
      await crash.getByRole('button', { name: 'Place bet' }).click();
      await crash
        .getByText(/Crashed at/)
        .first()
        .waitFor(POLL);
      await expect.poll(() => frameBalance(crash).textContent(), POLL).not.toMatch(/1,000\.00/);
      await expect(headerBalance(page).count()).resolves.toBe(0);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Sign in' }).count(),
      ).resolves.toBe(1);
      if (view === 'desktop') {
        const demo = page
          .getByRole('group', { name: 'Play mode' })
          .getByRole('button', { name: 'Demo' });
        await expect(demo.getAttribute('aria-pressed')).resolves.toBe('true');
      }
      // The picture of a settled round: the bet can be placed again.
      await waitForRoundEnd(crash.getByRole('button', { name: 'Place bet' }));
      await saveViewportScreenshot(page, view === 'phone' ? 'games-demo-phone' : 'games-demo');
      // The casino's bar names the game; the frame's own names are for screen readers only.
      const frameName = crash.getByRole('heading', { level: 1, name: 'Rocket Rush' });
      const nameBox = await frameName.boundingBox();
      expect(Math.max(nameBox?.width ?? 0, nameBox?.height ?? 0)).toBeLessThanOrEqual(1);
      // The game loaded once: on a phone in the overlay only, never first in the page's stage.
      expect(gameLoads).toHaveLength(1);
      if (view !== 'desktop') {
        await expect(
          page.getByRole('dialog', { name: 'Rocket Rush' }).locator('iframe').count(),
        ).resolves.toBe(1);
        // The page's largest paint stays the server's page: the overlay, opened after hydration,
        // shows no full-screen art while the game loads (it would be a late, larger paint).
        const paints = await largestPaints(page);
        expect(paints.length).toBeGreaterThan(0);
        expect(paints.filter((paint) => paint.inDialog)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );

  it(
    'explains a game restricted in the player’s country, in its language',
    async () => {
      // A visitor from Germany: the site speaks German, and this game is not licensed there.
      const { context, page, errors } = await openPage('/games/sands-of-anubet', { country: 'DE' });
      const dialog = page.getByRole('dialog', { name: 'In deinem Land nicht verfügbar' });
      await dialog.getByText(/^Sands of Anubet ist in dem Land, aus dem du spielst/).waitFor(POLL);
      await expect(page.locator('iframe').count()).resolves.toBe(0);
      await saveScreenshot(page, 'games-restricted');
      // The text button under the explanation (the corner × is named alike).
      await dialog.getByRole('button', { name: 'Schließen' }).last().click();
      await expect.poll(() => dialog.count(), POLL).toBe(0);
      await page.getByRole('heading', { name: 'In deinem Land nicht verfügbar' }).waitFor();
      await page.getByRole('link', { name: 'Andere Spiele entdecken' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT_MS,
  );
});
