import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  type Width,
  waitUntilHydrated,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

const POLL = { timeout: 15_000 };

describe.skipIf(!hasChromium)('the site in a browser', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(
    path: string,
    options: { width?: Width; country?: string; locale?: string } = {},
  ) {
    const context = await openContext(browser, server.baseUrl, options);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    return { context, page, errors, status: response?.status() };
  }

  it.each(['desktop', 'mobile'] as const)(
    'opens the lobby and content pages in two locales (%s)',
    async (width) => {
      const pages: [path: string, heading: RegExp, name: string][] = [
        ['/', /Welcome Package/, 'home-en'],
        ['/de', /Willkommenspaket/, 'home-de'],
        ['/static/about-us', /About us/, 'static-en'],
        ['/de/static/about-us', /Über uns/, 'static-de'],
        ['/questions', /Help centre/, 'questions-en'],
        ['/de/questions/payments', /Zahlungen|Ein- und Auszahlungen/, 'questions-de'],
        ['/welcome-package', /Welcome Package/, 'welcome-package-en'],
        ['/de/bonus/cashback', /Cashback/, 'bonus-de'],
        ['/contact', /Contact us/, 'contact-en'],
        ['/de/tournaments', /Turniere/, 'tournaments-de'],
      ];
      for (const [path, heading, name] of pages) {
        const { context, page, errors, status } = await open(path, { width });
        expect(status, path).toBe(200);
        await expect(
          page.getByRole('heading', { name: heading }).first().isVisible(),
          path,
        ).resolves.toBe(true);
        await saveScreenshot(page, name);
        expect(errors, path).toEqual([]);
        await context.close();
      }
    },
    // Ten pages, each captured whole: the lobby's rows of game art make the home pages long.
    150_000,
  );

  it('follows links from the footer and the drawer, keeping the locale', async () => {
    const { context, page } = await open('/de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await page.waitForURL('**/de/static/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Bereiche der Seite' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.waitForURL('**/de/questions');
    await page.getByRole('heading', { level: 1, name: /Hilfe/ }).waitFor();
    await context.close();
  });

  it('switches the language in place, once the other language’s texts are downloaded', async () => {
    const { context, page, errors } = await open('/static/about-us');
    const dictionaries: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/i18n/')) dictionaries.push(pathname);
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('contentinfo').getByLabel('Language').selectOption('de');
    await page.waitForURL('**/de/static/about-us');
    await page.getByRole('heading', { level: 1, name: 'Über uns' }).waitFor();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).isVisible(),
    ).resolves.toBe(true);
    // Rendered by the client (no new document), with the German dictionary, downloaded once.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(dictionaries).toEqual([expect.stringMatching(/^\/i18n\/de\/[\w-]{12}\.json$/)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits the contact form: messages under the fields for bad input, confirmation for good input', async () => {
    const { context, page, errors } = await open('/contact');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByLabel('Your name').fill('A');
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();

    const name = page.getByLabel('Your name');
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    const described = await name.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    const messageOf = async (label: string) => {
      const ids = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(
        ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      return texts.join(' ');
    };
    expect(await messageOf('Your name')).toContain('Must be at least 2 characters.');
    expect(await messageOf('E-mail address')).toContain('Enter a valid e-mail address.');
    expect(await messageOf('Subject')).toContain('This field is required.');
    await saveScreenshot(page, 'contact-errors');

    await page.getByLabel('Your name').fill('Ana Souza');
    await page.getByLabel('E-mail address').fill('ana@example.com');
    await page.getByLabel('Subject').fill('My withdrawal');
    await page.getByLabel('Message', { exact: true }).fill('When will my withdrawal arrive?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('We have received your message').first().waitFor();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');
    await saveScreenshot(page, 'contact-sent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets html lang, one alternate link per locale and og:url', async () => {
    const { context, page } = await open('/pt-br/static/about-us');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt-BR');
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => [
          l.getAttribute('hreflang'),
          new URL(l.getAttribute('href') ?? '').pathname,
        ]),
      );
    expect(alternates).toEqual([
      ['en', '/static/about-us'],
      ['de', '/de/static/about-us'],
      ['es', '/es/static/about-us'],
      ['pt-BR', '/pt-br/static/about-us'],
      ['x-default', '/static/about-us'],
    ]);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl ?? '').pathname).toBe('/pt-br/static/about-us');
    await context.close();
  });

  it('chooses the language from the saved cookie, else the visitor country', async () => {
    const fromCountry = await open('/contact', { country: 'BR' });
    expect(new URL(fromCountry.page.url()).pathname).toBe('/pt-br/contact');
    await fromCountry.context.close();

    const { context, page } = await open('/static/about-us');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByLabel('Language').first().selectOption('es');
    await page.waitForURL('**/es/static/about-us');
    await page.goto('/contact');
    expect(new URL(page.url()).pathname).toBe('/es/contact');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'shows the geo-restricted layout to visitors from restricted countries (%s)',
    async (width) => {
      const { context, page } = await open('/', { country: 'US', width });
      await expect(
        page
          .getByText(/not available in/i)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(
        page.getByRole('link', { name: 'Contact support' }).first().isVisible(),
      ).resolves.toBe(true);
      await saveScreenshot(page, 'geo-restricted');
      await context.close();
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'answers unknown locales and pages with the 404 page (%s)',
    async (width) => {
      const cases: [path: string, title: string][] = [
        ['/xx/contact', 'Something went wrong'],
        ['/no-such-page', 'Something went wrong'],
        ['/de/static/nothing', 'Etwas ist schiefgelaufen'],
        ['/profile/no-such-section', 'Something went wrong'],
      ];
      for (const [path, title] of cases) {
        const { context, page, status } = await open(path, { width });
        expect(status, path).toBe(404);
        await page.getByText(title).first().waitFor();
        await expect(page.title()).resolves.toMatch(/Page not found|Seite nicht gefunden/);
        if (path === '/no-such-page') await saveScreenshot(page, 'not-found');
        await context.close();
      }
      const { context, page } = await open('/de/static/nothing', { width });
      await page.getByRole('main').getByRole('link', { name: 'Startseite' }).click();
      await page.waitForURL((url) => url.pathname === '/de');
      await context.close();
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'shows the shared success confirmation, translated, and closes it (%s)',
    async (width) => {
      const { context, page, errors } = await open('/de?modal=success', { width });
      const dialog = page.getByRole('dialog', { name: 'Erledigt' });
      await dialog.waitFor();
      await expect(dialog.getByText('Alles hat geklappt.').isVisible()).resolves.toBe(true);
      await saveScreenshot(page, 'success-modal');
      await dialog.getByRole('button', { name: 'Weiter' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('modal')).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps --vh at 1 % of the window height, also after the window is resized', async () => {
    const { context, page } = await open('/', { width: 'mobile' });
    // What the drawer, the modals and the game overlay are sized by: calc(var(--vh) * 100).
    const fullHeight = () =>
      page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.height = 'calc(var(--vh) * 100)';
        document.body.append(probe);
        const height = probe.getBoundingClientRect().height;
        probe.remove();
        return { height, window: window.innerHeight };
      });
    const before = await fullHeight();
    expect(before.height).toBeCloseTo(before.window, 0);
    await page.setViewportSize({ width: 390, height: 600 });
    await expect(fullHeight()).resolves.toEqual({ height: 600, window: 600 });
    await context.close();
  });

  it('follows redirects configured by the operator', async () => {
    const { context, page } = await open('/promotions');
    expect(new URL(page.url()).pathname).toBe('/bonus/welcome-bonus');
    await context.close();
  });

  it('sends a path the operator redirected to another site there, with the status configured', async () => {
    // A browser would leave for the other site, which the test machine cannot resolve (and a
    // route handler never sees a redirect's next request): the server's answer is the proof.
    const response = await fetch(`${server.baseUrl}/status`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://status.croupier.example');
  });

  it('opens the first collection for /categories, keeping the locale prefix and the query', async () => {
    const cases: [path: string, landing: string, heading: string, sort: string][] = [
      ['/categories', '/categories/popular', 'Popular', 'Sort by'],
      ['/de/categories?sort=name', '/de/categories/popular?sort=name', 'Beliebt', 'Sortieren nach'],
    ];
    for (const [path, landing, heading, sort] of cases) {
      const { context, page, errors } = await open(path);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`, path).toBe(landing);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.getByLabel(sort).inputValue(), path).resolves.toBe(
        url.searchParams.get('sort') ?? 'popular',
      );
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('closes the phone’s drawer when the path or only its query changes', async () => {
    const { context, page, errors } = await open('/', { width: 'mobile' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: /menu$/ });
    const drawer = page.getByRole('complementary', { name: 'Site menu' });
    const openDrawer = async () => {
      await menuButton.click();
      await drawer.getByRole('navigation').waitFor();
      await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    };

    await openDrawer();
    await drawer.getByRole('link', { name: 'Providers' }).click();
    await page.waitForURL((url) => url.pathname === '/providers');
    await drawer.waitFor({ state: 'hidden' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    // Quests ask a guest to sign in: the modal writes ?modal=sign-in, the path stays.
    await openDrawer();
    await drawer.getByRole('button', { name: 'Quests' }).click();
    await page.waitForURL((url) => url.search === '?modal=sign-in');
    expect(new URL(page.url()).pathname).toBe('/providers');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides an alert as soon as the path changes, its time not yet up', async () => {
    const player = await registerPlayer(server.baseUrl);
    const context = await openContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/', { waitUntil: 'networkidle' });
    // Two things wait on timers before time may stop: the page's scripts start on one, and React
    // shows a modal's content, loaded on its first opening, on another. So the sign-in modal is
    // opened and closed once while time still runs.
    const headerSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await waitUntilHydrated(headerSignIn);
    await headerSignIn.click();
    const signInDialog = page.getByRole('dialog', { name: 'Welcome back' });
    await signInDialog.getByLabel('E-mail', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await signInDialog.waitFor({ state: 'detached' });
    // Time stands still from here on: an alert goes only when something hides it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await signInThroughModal(page, player.email, player.password);
    const alert = page
      .getByRole('status', { name: 'Notifications' })
      .getByText("You're signed in. Good luck!");
    // Time moves on in small steps until the alert is up and the modal has faded out, a few
    // hundred milliseconds of the alert's 3 s.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return (await alert.isVisible()) && (await signInDialog.count()) === 0;
      }, POLL)
      .toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/questions');
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the error page, inside the site’s chrome, when a page’s data fails unexpectedly', async () => {
    const { context, page } = await open('/');
    await waitUntilHydrated(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }));
    await page.route('**/questions.data*', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/questions');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await main.getByRole('link', { name: 'Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('answers a path naming a content page with that page, in the locale of its prefix', async () => {
    const cases: [path: string, heading: string][] = [
      ['/about-us', 'About us'],
      ['/de/about-us', 'Über uns'],
    ];
    for (const [path, heading] of cases) {
      const { context, page, errors, status } = await open(path);
      expect(status, path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.title(), path).resolves.toContain(heading);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
