import { describe, expect, it } from 'vitest';
import {
  createBackofficeHarness,
  MARKETING,
  backofficeNav as nav,
  signInAsOperator,
} from './support/backoffice';
import { hasChromium, saveScreenshot } from './support/browser';

const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 180_000;

const backoffice = createBackofficeHarness();

describe.skipIf(!hasChromium)('site content in the back office', () => {
  backoffice.setUp();

  it(
    "a marketing operator edits a static page's English text, adds a promo panel and a redirect, restricts a country and edits a German text, and guests see each at once",
    async () => {
      const { page: guest, errors: guestErrors } = await backoffice.openOwnPage();
      // The guest's visit puts the page in the page cache: the edit must not wait for it to expire.
      await guest.goto('/static/about-us', { waitUntil: 'networkidle' });
      await guest.getByRole('heading', { name: 'About us', level: 1 }).waitFor();

      const { page, errors } = await backoffice.openOwnPage();
      await signInAsOperator(page, MARKETING);
      await nav(page).getByRole('link', { name: 'Pages' }).click();
      const pages = page.getByRole('table', { name: 'Static pages' });
      await pages.getByRole('button', { name: 'Edit About us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit About us' });
      await expect(dialog.getByLabel('Language').inputValue()).resolves.toBe('en');
      const content = dialog.getByLabel('Content (HTML)');
      // A script is refused under the field, in the operator's language; nothing is saved.
      await dialog.getByLabel('Title', { exact: true }).fill('About Croupier');
      await content.fill('<p>Hello</p><script>alert(1)</script>');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => content.getAttribute('aria-invalid'), POLL).toBe('true');
      await dialog.getByText(/^Only headings, paragraphs/).waitFor();
      await saveScreenshot(page, 'backoffice-content-page-refused');
      await content.fill(
        '<h2>Fair play since 2026</h2><p>Croupier is run by <strong>people who play</strong>. <a href="/contact">Write to us</a>.</p>',
      );
      // The page is in the page cache (a hit) when the edit is saved: the save empties it.
      const aboutUs = () =>
        fetch(`${backoffice.baseUrl}/static/about-us`, { headers: { accept: 'text/html' } });
      await aboutUs();
      expect((await aboutUs()).headers.get('x-page-cache')).toBe('hit');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('About Croupier saved').waitFor();
      const fresh = await aboutUs();
      expect(fresh.headers.get('x-page-cache')).toBeNull();
      expect(await fresh.text()).toContain('Fair play since 2026');
      await dialog.waitFor({ state: 'detached' });
      await saveScreenshot(page, 'backoffice-content-pages');

      // A hidden page is not found by players; published again, it is back.
      const published = pages.getByRole('switch', { name: 'Publish Cookie Policy' });
      await published.click();
      await page.getByText('Cookie Policy is hidden: players get not found').waitFor();
      await expect.poll(() => published.getAttribute('aria-checked'), POLL).toBe('false');
      await guest.goto('/static/cookie-policy', { waitUntil: 'networkidle' });
      await expect(guest.title()).resolves.toMatch(/Page not found/);
      await published.click();
      await expect.poll(() => published.getAttribute('aria-checked'), POLL).toBe('true');

      await guest.goto('/static/about-us', { waitUntil: 'networkidle' });
      await guest.getByRole('heading', { name: 'About Croupier', level: 1 }).waitFor();
      await guest.getByRole('heading', { name: 'Fair play since 2026' }).waitFor();
      await guest.getByRole('link', { name: 'Write to us' }).waitFor();
      await saveScreenshot(guest, 'backoffice-content-static-page');

      await nav(page).getByRole('link', { name: 'Promo panels' }).click();
      await page.getByRole('table', { name: 'Promo panels' }).waitFor();
      await page.getByRole('button', { name: 'New panel' }).click();
      const panel = page.getByRole('dialog', { name: 'New promo panel' });
      await panel.getByLabel('Identity').fill('autumn-drops');
      await panel.getByLabel('Link').fill('javascript:alert(1)');
      await panel.getByLabel('Title').fill('Autumn cash drops');
      await panel.getByLabel('Text', { exact: true }).fill('€5,000 in prizes every week');
      await panel.getByLabel('Button').fill('Join the drops');
      await panel.getByRole('button', { name: 'Save' }).click();
      await panel.getByText('Enter a path of this site (/…) or an https:// address.').waitFor();
      await saveScreenshot(page, 'backoffice-content-panel-form');
      await panel.getByLabel('Link').fill('/bonus/cashback');
      await panel.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Panel autumn-drops saved').waitFor();
      await page.getByRole('row').filter({ hasText: 'Autumn cash drops' }).waitFor();
      await saveScreenshot(page, 'backoffice-content-panels');

      await guest.goto('/', { waitUntil: 'networkidle' });
      const carousel = guest.getByRole('region', { name: 'Featured promotions' });
      const slide = carousel.getByRole('article', { name: /^1 of / });
      await slide.getByRole('heading', { name: 'Autumn cash drops' }).waitFor();
      await slide.getByRole('link', { name: 'Join the drops' }).waitFor();
      await saveScreenshot(guest, 'backoffice-content-home');

      await nav(page).getByRole('link', { name: 'Redirects' }).click();
      const form = page.getByRole('form', { name: 'New redirect' });
      await form.getByLabel('From path').fill('/autumn');
      await form.getByLabel('To').fill('/Autumn/');
      await form.getByRole('button', { name: 'Add redirect' }).click();
      await form.getByText('Must be different.').waitFor();
      await form.getByLabel('To').fill('/static/about-us');
      await form.getByLabel('Kind').selectOption({ label: 'Temporary (302)' });
      await form.getByRole('button', { name: 'Add redirect' }).click();
      await page.getByText('Redirect from /autumn added').waitFor();
      await page.getByRole('row').filter({ hasText: '/autumn' }).waitFor();
      await saveScreenshot(page, 'backoffice-content-redirects');

      await guest.goto('/autumn', { waitUntil: 'networkidle' });
      expect(new URL(guest.url()).pathname).toBe('/static/about-us');
      await guest.getByRole('heading', { name: 'About Croupier', level: 1 }).waitFor();

      // A country restricted with a reason: its visitors get the restricted layout at once.
      // (An Austrian visitor is sent to the German pages.)
      const { page: austrian } = await backoffice.openOwnPage({ country: 'AT' });
      const geoBlock = austrian.getByRole('heading', {
        name: 'Croupier ist in Österreich nicht verfügbar',
      });
      await austrian.goto('/questions', { waitUntil: 'networkidle' });
      expect(new URL(austrian.url()).pathname).toBe('/de/questions');
      await expect(geoBlock.count()).resolves.toBe(0);
      await nav(page).getByRole('link', { name: 'Countries' }).click();
      await page.getByLabel('Find a country').fill('austria');
      const restrict = page.getByRole('switch', { name: 'Restrict Austria' });
      await expect(restrict.getAttribute('aria-checked')).resolves.toBe('false');
      await restrict.click();
      const reason = page.getByRole('dialog', { name: 'Restrict Austria?' });
      await reason.getByLabel('Reason').fill('Licence under review');
      await saveScreenshot(page, 'backoffice-content-country-reason');
      await reason.getByRole('button', { name: 'Restrict' }).click();
      await page.getByText('Austria is restricted').waitFor();
      await expect.poll(() => restrict.getAttribute('aria-checked'), POLL).toBe('true');
      await saveScreenshot(page, 'backoffice-content-countries');
      await austrian.goto('/questions', { waitUntil: 'networkidle' });
      await geoBlock.waitFor();
      await saveScreenshot(austrian, 'backoffice-content-restricted-visitor');

      // Managed texts in German: the footer's tagline, and the error page's over its defaults.
      await nav(page).getByRole('link', { name: 'Texts' }).click();
      const germanTexts = [
        ['footer.tagline', 'Spielen mit Köpfchen.'],
        ['error.title', 'Hier ist nichts'],
        ['error.description', 'Diese Seite gibt es bei Croupier nicht.'],
        ['error.buttonLabel', 'Zur Lobby'],
      ] as const;
      for (const [key, value] of germanTexts) {
        await page.getByRole('button', { name: `Edit ${key}` }).click();
        const text = page.getByRole('dialog', { name: `Edit ${key}` });
        await text.getByLabel('Language').selectOption({ label: 'Deutsch' });
        await text.getByLabel('Text', { exact: true }).fill(value);
        if (key === 'footer.tagline') await saveScreenshot(page, 'backoffice-content-text');
        await text.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`${key} saved`).waitFor();
        await page.getByRole('cell', { name: value }).waitFor();
        await text.waitFor({ state: 'detached' });
      }
      await saveScreenshot(page, 'backoffice-content-texts');
      await guest.goto('/de', { waitUntil: 'networkidle' });
      await guest.getByRole('contentinfo').getByText('Spielen mit Köpfchen.').waitFor();
      await guest.goto('/de/no-such-page', { waitUntil: 'networkidle' });
      const errorPage = guest.getByRole('main');
      await errorPage.getByRole('heading', { level: 1, name: 'Hier ist nichts' }).waitFor();
      await errorPage.getByText('Diese Seite gibt es bei Croupier nicht.').waitFor();
      await errorPage.getByRole('link', { name: 'Zur Lobby' }).click();
      await guest.waitForURL((url) => url.pathname === '/de');

      // The hidden page's 404 and the missing page's are the guest's only errors.
      expect(guestErrors).toEqual([
        expect.stringContaining('status of 404'),
        expect.stringContaining('status of 404'),
      ]);
      // The refused sends (422) are the console's only errors.
      expect(errors.every((error) => error.includes('status of 422'))).toBe(true);
    },
    TIMEOUT_MS,
  );
});
