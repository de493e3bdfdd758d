import { describe, expect, it } from 'vitest';
import { apiAs } from './support/accounts';
import {
  backofficeNav,
  createBackofficeHarness,
  MARKETING,
  SUPPORT,
  signInAsOperator,
} from './support/backoffice';
import { hasChromium, saveScreenshot } from './support/browser';

const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 120_000;

const backoffice = createBackofficeHarness();

describe.skipIf(!hasChromium)('bonus definitions in the back office', () => {
  backoffice.setUp({ env: { WALLET_TURNOVER_MULTIPLIER: '0' } });

  it(
    'a marketing operator creates a fixed bonus, is told what is missing, gives it to a player once despite a double click, and the player sees it on their bonuses page',
    async () => {
      const { session } = await backoffice.newPlayerSession();
      const { page, errors } = await backoffice.openOwnPage();
      await signInAsOperator(page, MARKETING);
      const nav = backofficeNav(page);
      await nav.getByRole('link', { name: 'Bonuses', exact: true }).click();
      await page.getByRole('table', { name: 'Bonus definitions' }).waitFor();
      await page.getByRole('link', { name: 'New bonus' }).click();

      const form = page.getByRole('form', { name: 'New bonus definition' });
      const id = `e2e-${Date.now().toString(36)}`;
      const name = `Goodwill 15 ${id}`;
      await form.getByLabel('Id', { exact: true }).fill(id);
      await form.getByLabel('Gives', { exact: true }).selectOption({ label: 'A fixed amount' });
      await form
        .getByLabel('Given by', { exact: true })
        .selectOption({ label: 'A bonus code or an operator' });
      await form.getByLabel('Name (English)').fill(name);
      await form.getByLabel('Name (Deutsch)').fill(`Kulanz 15 ${id}`);
      await form.getByLabel('Wagering multiplier').fill('5');
      await form.getByLabel('Days to wager it').fill('7');
      await form.getByLabel('Currency', { exact: true }).selectOption('EUR');
      const amount = form.getByLabel('Bonus amount (EUR)');
      // A fixed bonus without its amount is refused under that field, in the operator's language.
      await form.getByRole('button', { name: 'Create bonus' }).click();
      await expect.poll(() => amount.getAttribute('aria-invalid'), POLL).toBe('true');
      await form.getByText('This field is required.').first().waitFor();
      await amount.fill('15');
      await form.getByLabel('Largest bet (EUR)').fill('2.50');
      await form.getByLabel('roulette (%)').fill('10');
      await saveScreenshot(page, 'backoffice-bonus-definition-form');
      await form.getByRole('button', { name: 'Create bonus' }).click();
      await page.getByText(`Bonus ${id} created`).waitFor(POLL);

      const table = page.getByRole('table', { name: 'Bonus definitions' });
      const row = table.getByRole('row').filter({ hasText: id });
      await row.getByText('Offered').waitFor(POLL);
      await saveScreenshot(page, 'backoffice-bonus-definitions');

      await row.getByRole('button', { name: `Give ${name} to a player` }).click();
      const dialog = page.getByRole('dialog', { name: 'Give a bonus' });
      await dialog.getByLabel('Player id').fill(session.profileId);
      await dialog.getByLabel('Currency', { exact: true }).selectOption('EUR');
      await dialog.getByLabel('Reason').fill('Goodwill after a delayed payout');
      await saveScreenshot(page, 'backoffice-bonus-grant');
      await dialog.getByRole('button', { name: 'Give bonus' }).dblclick();
      await dialog.waitFor({ state: 'detached', ...POLL });
      await page.getByText('Bonus given').first().waitFor(POLL);

      const bonuses = await apiAs<{ bonusId: string; amount: number; status: number }[]>(
        backoffice.baseUrl,
        session.accessToken,
        'GET',
        '/api/game/player-bonuses',
      );
      expect(bonuses).toEqual([expect.objectContaining({ bonusId: id, amount: 1500, status: 2 })]);

      const { page: playerPage, errors: playerErrors } = await backoffice.openPlayerPage(session);
      await playerPage.goto('/profile/bonuses', { waitUntil: 'networkidle' });
      await playerPage
        .getByRole('listitem')
        .filter({ has: playerPage.getByRole('heading', { name }) })
        .waitFor(POLL);
      await saveScreenshot(playerPage, 'backoffice-bonus-player-sees');

      // An edit applies to the next grant; the page says how often it was given.
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await page.getByText('Given 1 time.', { exact: false }).waitFor(POLL);
      const edit = page.getByRole('form', { name: `Edit bonus ${id}` });
      await expect.poll(() => edit.getByLabel('Bonus amount (EUR)').inputValue(), POLL).toBe('15');
      await edit.getByLabel('Bonus amount (EUR)').fill('20');
      await saveScreenshot(page, 'backoffice-bonus-definition-edit');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`Bonus ${id} saved`).waitFor(POLL);

      expect(playerErrors).toEqual([]);
      // The browser logs the missing amount's refusal; nothing else went wrong.
      expect(errors).toEqual([expect.stringContaining('status of 422')]);
    },
    TIMEOUT_MS,
  );

  it(
    "a support operator gives a bonus from the player's page, and a marketing operator raises a cashback rate the player is then offered",
    async () => {
      const { session } = await backoffice.newPlayerSession();
      const { page, errors } = await backoffice.openOwnPage();
      await signInAsOperator(page, SUPPORT);
      await page.goto(`/backoffice/players/${session.profileId}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Give bonus' }).click();
      const dialog = page.getByRole('dialog', { name: 'Give a bonus' });
      await dialog.getByLabel('Bonus', { exact: true }).selectOption('signup-5');
      await dialog.getByLabel('Currency', { exact: true }).selectOption('EUR');
      await dialog.getByLabel('Reason').fill('Sorry for the long wait in chat');
      await saveScreenshot(page, 'backoffice-player-give-bonus');
      await dialog.getByRole('button', { name: 'Give bonus' }).click();
      await dialog.waitFor({ state: 'detached', ...POLL });
      const given = await apiAs<{ bonusId: string; amount: number }[]>(
        backoffice.baseUrl,
        session.accessToken,
        'GET',
        '/api/game/player-bonuses',
      );
      expect(given).toEqual([expect.objectContaining({ bonusId: 'signup-5', amount: 500 })]);

      const { page: marketing, errors: marketingErrors } = await backoffice.openOwnPage();
      await signInAsOperator(marketing, MARKETING);
      await marketing
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Cashback' })
        .click();
      const table = marketing.getByRole('table', { name: 'Cashback programmes' });
      await table.getByRole('button', { name: 'Edit 10% weekly cashback' }).click();
      const form = marketing.getByRole('form', { name: 'Edit weekly-10' });
      await form.getByLabel('Percent of the net loss').fill('15');
      await saveScreenshot(marketing, 'backoffice-cashback');
      await form.getByRole('button', { name: 'Save programme' }).click();
      await marketing.getByText('Cashback programme weekly-10 saved').waitFor(POLL);
      await table.getByRole('row').filter({ hasText: 'weekly-10' }).getByText('15 %').waitFor();
      const offered = await apiAs<{ id: string; percent: number }[]>(
        backoffice.baseUrl,
        session.accessToken,
        'GET',
        '/api/game/bonuses/cashback?currency=EUR',
      );
      expect(offered).toContainEqual(expect.objectContaining({ id: 'weekly-10', percent: 15 }));
      expect([...errors, ...marketingErrors]).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
