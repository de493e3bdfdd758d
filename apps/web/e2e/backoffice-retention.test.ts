import { describe, expect, it } from 'vitest';
import {
  createBackofficeHarness,
  MARKETING,
  backofficeNav as nav,
  signInAsOperator,
} from './support/backoffice';
import { hasChromium, saveScreenshot, watchErrors } from './support/browser';

const POLL = { timeout: 15_000 };
const TIMEOUT_MS = 120_000;

const backoffice = createBackofficeHarness();

/** A new player signed in through the API, their session in a browser context of their own. */
async function playerPage() {
  const { session } = await backoffice.newPlayerSession();
  const { page } = await backoffice.openPlayerPage(session);
  return page;
}

describe.skipIf(!hasChromium)('the retention editors in a browser', () => {
  backoffice.setUp();

  it(
    'a marketing operator creates a tournament (growing prizes refused under the field) and a quest with two tasks, which players then see, and lowers a loyalty threshold',
    async () => {
      const page = await (await backoffice.newContext()).newPage();
      const errors = watchErrors(page);
      await signInAsOperator(page, MARKETING);

      await nav(page).getByRole('link', { name: 'Tournaments' }).click();
      await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Tournaments' }).getByText('Spin race').waitFor();
      await page.getByRole('button', { name: 'New tournament' }).click();
      const tournamentForm = page.getByRole('form', { name: 'Tournament' });
      await tournamentForm.getByLabel('Name (English)', { exact: true }).fill('Friday frenzy');
      await tournamentForm.getByLabel('Name (Deutsch)', { exact: true }).fill('Freitagsfieber');
      await tournamentForm
        .getByLabel('Description (English)', { exact: true })
        .fill('Most won on Lucky Star 777 in a day.');
      await tournamentForm.getByLabel('Games', { exact: true }).fill('lucky-star-777');
      await tournamentForm.getByLabel('Prizes by place (EUR)').fill('25, 50');
      await tournamentForm.getByRole('button', { name: 'Save tournament' }).click();
      await tournamentForm.getByText('Place 2: Must be at most 25 EUR.').waitFor();
      await saveScreenshot(page, 'backoffice-tournament-editor');
      await tournamentForm.getByLabel('Prizes by place (EUR)').fill('50, 25');
      await tournamentForm.getByRole('button', { name: 'Save tournament' }).click();
      await page.getByText('Tournament Friday frenzy saved').waitFor();
      const tournamentRow = page.getByRole('row').filter({ hasText: 'Friday frenzy' });
      await tournamentRow.getByText('Upcoming').waitFor();
      await tournamentRow.getByText('€50.00').waitFor();
      await saveScreenshot(page, 'backoffice-tournaments');

      await nav(page).getByRole('link', { name: 'Quests' }).click();
      await page.getByRole('heading', { name: 'Quests', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New quest' }).click();
      const questForm = page.getByRole('form', { name: 'Quest' });
      await questForm.getByLabel('Name (English)', { exact: true }).fill('Night owl');
      await questForm
        .getByLabel('Description (English)', { exact: true })
        .fill('Three bets, then wager 10, within two days.');
      await questForm.getByLabel('Hours to finish').fill('48');
      await questForm.getByLabel('Cash reward (EUR)').fill('5');
      await questForm.getByLabel('Task 1: kind').selectOption({ label: 'Place bets' });
      await questForm.getByLabel('Task 1: name (English)').fill('Place 3 bets');
      await questForm.getByLabel('Task 1: how many').fill('3');
      await questForm.getByRole('button', { name: 'Add a task' }).click();
      await questForm.getByLabel('Task 2: kind').selectOption({ label: 'Wager an amount' });
      await questForm.getByLabel('Task 2: name (English)').fill('Wager 10');
      await questForm.getByRole('button', { name: 'Save quest' }).click();
      await questForm.getByText('This field is required.').waitFor();
      await saveScreenshot(page, 'backoffice-quest-editor');
      await questForm.getByLabel('Task 2: amount (EUR)').fill('10');
      // The same goal and reward in reais: the euro amounts stay as typed.
      await questForm.getByLabel('Amounts in').fill('BRL');
      await questForm.getByLabel('Task 2: amount (BRL)').fill('50');
      await questForm.getByLabel('Cash reward (BRL)').fill('25');
      await questForm.getByRole('button', { name: 'Save quest' }).click();
      await page.getByText('Quest Night owl saved').waitFor();
      const questRow = page.getByRole('row').filter({ hasText: 'Night owl' });
      await questRow.getByText('On offer').waitFor();
      await saveScreenshot(page, 'backoffice-quests');
      const offered = async (currency: string) => {
        const response = await fetch(
          `${backoffice.baseUrl}/api/retention/quests?currency=${currency}`,
        );
        const { data } = (await response.json()) as {
          data: {
            name: string;
            reward: { amount: number | null };
            tasks: { quantity: number }[];
          }[];
        };
        return data.find((quest) => quest.name === 'Night owl');
      };
      expect(await offered('EUR')).toMatchObject({
        reward: { amount: 500 },
        tasks: [{ quantity: 3 }, { quantity: 1000 }],
      });
      expect(await offered('BRL')).toMatchObject({
        reward: { amount: 2500 },
        tasks: [{ quantity: 3 }, { quantity: 5000 }],
      });

      // Loyalty thresholds must rise from level to level; the refusal names the field.
      await nav(page).getByRole('link', { name: 'Loyalty levels' }).click();
      const threshold = page.getByLabel('Points to reach level 2', { exact: true });
      const stored = await threshold.inputValue();
      await threshold.fill('0');
      await page.getByRole('button', { name: 'Save levels and rates' }).click();
      await page.getByText('Must be at least 1.').waitFor();
      await saveScreenshot(page, 'backoffice-loyalty');
      await threshold.fill(String(Number(stored) - 1));
      await page.getByRole('button', { name: 'Save levels and rates' }).click();
      await page.getByText('Loyalty levels and rates saved').waitFor();
      await expect.poll(() => threshold.inputValue()).toBe(String(Number(stored) - 1));

      // Players see both at once: no restart, no cache to wait for.
      const player = await playerPage();
      const playerErrors = watchErrors(player);
      await player.goto('/tournaments', { waitUntil: 'networkidle' });
      await player.getByRole('heading', { name: 'Friday frenzy', level: 2 }).waitFor(POLL);
      await player.goto('/?modal=quests', { waitUntil: 'networkidle' });
      const hub = player.getByRole('dialog', { name: 'Quests' });
      await hub.getByRole('tab', { name: 'Available (4)' }).click();
      await hub.getByRole('heading', { name: 'Night owl' }).waitFor(POLL);
      await saveScreenshot(player, 'backoffice-quest-player');
      // The console's only failed requests are the three refusals it showed under their fields.
      expect(errors).toEqual(Array(3).fill(expect.stringContaining('status of 422')));
      expect(playerErrors).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
