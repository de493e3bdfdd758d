import { describe, expect, it } from 'vitest';
import { apiAs, payInByCard } from './support/accounts';
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
  it(
    'a marketing operator puts a quest on offer only from tomorrow (an end before the start refused), and cancels an upcoming tournament with a reason: the buy-in comes back and players no longer see it',
    async () => {
      const { session } = await backoffice.newPlayerSession();
      const api = <T>(method: string, path: string, body?: unknown) =>
        apiAs<T>(backoffice.baseUrl, session.accessToken, method, path, body);
      const [account] = await api<{ id: string }[]>('GET', '/api/wallet/accounts');
      const checkout = await payInByCard(
        backoffice.baseUrl,
        session.accessToken,
        account!.id,
        100_00,
      );
      expect(checkout.status).toBeLessThan(400);
      const balance = async () =>
        (await api<{ id: string; balance: number }[]>('GET', '/api/wallet/accounts')).find(
          (row) => row.id === account!.id,
        )!.balance;
      await expect.poll(balance, POLL).toBe(100_00);

      const page = await (await backoffice.newContext()).newPage();
      const errors = watchErrors(page);
      await signInAsOperator(page, MARKETING);

      // A quest on offer from tomorrow for a day: its end typed before its start is refused.
      await nav(page).getByRole('link', { name: 'Quests' }).click();
      await page.getByRole('heading', { name: 'Quests', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New quest' }).click();
      const questForm = page.getByRole('form', { name: 'Quest' });
      await questForm.getByLabel('Name (English)', { exact: true }).fill('Early bird');
      await questForm
        .getByLabel('Description (English)', { exact: true })
        .fill('Three bets on the launch day.');
      await questForm.getByLabel('Task 1: name (English)').fill('Place 3 bets');
      await questForm.getByLabel('Task 1: how many').fill('3');
      const local = (daysFromNow: number) => {
        const date = new Date(Date.now() + daysFromNow * 86_400_000);
        date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
        return date.toISOString().slice(0, 16);
      };
      await questForm.getByLabel('On offer from').fill(local(2));
      await questForm.getByLabel('On offer until').fill(local(1));
      await questForm.getByRole('button', { name: 'Save quest' }).click();
      await questForm.getByText(/^Must be a date after /).waitFor();
      await saveScreenshot(page, 'backoffice-quest-window-editor');
      await questForm.getByLabel('On offer from').fill(local(1));
      await questForm.getByLabel('On offer until').fill(local(2));
      await questForm.getByRole('button', { name: 'Save quest' }).click();
      await page.getByText('Quest Early bird saved').waitFor();
      const questRow = page.getByRole('row').filter({ hasText: 'Early bird' });
      await questRow.getByText('Coming').waitFor();
      await saveScreenshot(page, 'backoffice-quest-window');
      const offered = await (
        await fetch(`${backoffice.baseUrl}/api/retention/quests?currency=EUR`)
      ).json();
      expect(offered.data.map((quest: { name: string }) => quest.name)).not.toContain('Early bird');

      // A tournament with a €5 buy-in the player pays to join.
      await nav(page).getByRole('link', { name: 'Tournaments' }).click();
      await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New tournament' }).click();
      const tournamentForm = page.getByRole('form', { name: 'Tournament' });
      await tournamentForm.getByLabel('Name (English)', { exact: true }).fill('Storm night');
      await tournamentForm
        .getByLabel('Description (English)', { exact: true })
        .fill('Biggest multiplier of the night.');
      await tournamentForm.getByLabel('Games', { exact: true }).fill('lucky-star-777');
      await tournamentForm.getByLabel('Buy-in (EUR)').fill('5');
      await tournamentForm.getByLabel('Prizes by place (EUR)').fill('50, 20');
      await tournamentForm.getByRole('button', { name: 'Save tournament' }).click();
      await page.getByText('Tournament Storm night saved').waitFor();
      const listed = await api<{ id: string; name: string }[]>('GET', '/api/retention/tournaments');
      const storm = listed.find((row) => row.name === 'Storm night')!;
      await api('POST', `/api/retention/tournaments/${storm.id}/join`);
      expect(await balance()).toBe(95_00);

      await page.getByRole('button', { name: 'Refresh' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Storm night' });
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
      await row.getByRole('button', { name: 'Cancel tournament Storm night' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel tournament Storm night' });
      await dialog.getByText('1 player joined').waitFor();
      await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
      await dialog.getByText('Give a reason of at least 3 characters.').waitFor();
      await dialog.getByLabel('Reason').fill('Provider maintenance that night');
      await saveScreenshot(page, 'backoffice-tournament-cancel');
      await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
      await page.getByText('Tournament Storm night cancelled').waitFor();
      await row.getByText('Cancelled').waitFor();
      await row.getByText('Provider maintenance that night').waitFor();
      expect(await row.getByRole('button', { name: /^Cancel tournament/ }).count()).toBe(0);
      await saveScreenshot(page, 'backoffice-tournaments-cancelled');

      // The player: the buy-in back, a message with the reason, the tournament gone.
      await expect.poll(balance, POLL).toBe(100_00);
      const messages = await api<{ kind: string; content: { title: string; text: string } }[]>(
        'GET',
        '/api/notification/messenger/messages',
      );
      expect(messages).toContainEqual(
        expect.objectContaining({
          kind: 'tournament.cancelled',
          content: expect.objectContaining({
            text: expect.stringContaining('Provider maintenance that night'),
          }),
        }),
      );
      const { page: player } = await backoffice.openPlayerPage(session);
      const playerErrors = watchErrors(player);
      await player.goto('/tournaments', { waitUntil: 'networkidle' });
      await player.getByRole('heading', { level: 1 }).first().waitFor(POLL);
      expect(await player.getByRole('heading', { name: 'Storm night' }).count()).toBe(0);
      await saveScreenshot(player, 'backoffice-tournament-cancelled-player');
      // The console's only failed request is the quest refusal it showed under its field.
      expect(errors).toEqual([expect.stringContaining('status of 422')]);
      expect(playerErrors).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
