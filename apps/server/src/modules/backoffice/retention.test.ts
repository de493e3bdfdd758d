import { ERRORS } from '@croupier/contract';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers, loyaltyAccounts, tournaments } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { expectError } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let provider: Awaited<ReturnType<typeof createProviderKit>>;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = createBackofficeKit(t);
  provider = await createProviderKit(t);
  marketing = await kit.operator('marketing');
  support = await kit.operator('support');
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
// One instant per test, so two times written in one body differ by exactly what they say
// (two reads of the clock can be a millisecond apart).
let testStartedAt = Date.now();
beforeEach(() => {
  testStartedAt = Date.now();
});
const at = (hoursFromNow: number) => new Date(testStartedAt + hoursFromNow * HOUR_MS).toISOString();
const asMarketing = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  kit.call(method, url, marketing.token, body);
const asPlayer = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  player?: SessionPlayer,
  body?: object,
) => kit.call(method, url, player?.token, body);

const questBody = (overrides: object = {}) => ({
  name: { en: 'Spin sprint', de: 'Dreh-Sprint' },
  description: { en: 'Three bets, then a win.' },
  durationHours: 24,
  rewardAmounts: { EUR: 300 },
  tasks: [
    { type: 'bets', name: { en: 'Bet 3 times' }, count: 3 },
    { type: 'wager', name: { en: 'Wager 10' }, amounts: { EUR: 1000 } },
  ],
  ...overrides,
});

describe('quests in the back office', () => {
  it('creates a quest players are offered at once, and audits it', async () => {
    const created = await asMarketing('POST', '/api/backoffice/quests', questBody());
    expect(created.statusCode, created.body).toBe(200);
    const quest = created.json().data;
    expect(quest).toMatchObject({
      id: expect.stringMatching(/^spin-sprint-[a-f0-9]{6}$/),
      isEnabled: true,
      activeRuns: 0,
      tasks: [
        { type: 'bets', count: 3, amounts: null },
        { type: 'wager', count: null, amounts: { EUR: 1000 } },
      ],
    });
    const offered = (await asPlayer('GET', '/api/retention/quests?currency=EUR')).json().data;
    expect(offered).toContainEqual(
      expect.objectContaining({ id: quest.id, name: 'Spin sprint', reward: expect.anything() }),
    );
    // No goal in BRL for the wager task: not offered there, as the player module decides.
    const brl = (await asPlayer('GET', '/api/retention/quests?currency=BRL')).json().data;
    expect(brl.map((q: { id: string }) => q.id)).not.toContain(quest.id);
    const [entry] = await kit.auditOf(quest.id);
    expect(entry).toMatchObject({ action: 'quest.create', before: null, after: { id: quest.id } });

    const listed = await kit.call('GET', '/api/backoffice/quests', support.token);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: quest.id }));
  });

  it('refuses bad quests field by field and writes nothing', async () => {
    const before = (await asMarketing('GET', '/api/backoffice/quests')).json().data.length;
    const wrong = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({
        name: { en: 'Bad', xx: 'Nope' },
        rewardAmounts: { ZZZ: 5 },
        tasks: [
          { type: 'games', name: { en: 'Spin' }, count: 5, gameIds: ['no-such-game'] },
          { type: 'deposit', name: { en: 'Deposit' } },
        ],
      }),
    );
    expectError(wrong, 422, ERRORS.validation.code);
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual(['tasks.1.amounts']);
    const unknown = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({
        name: { en: 'Bad', xx: 'Nope' },
        rewardAmounts: { ZZZ: 5 },
        tasks: [{ type: 'games', name: { en: 'Spin' }, count: 5, gameIds: ['no-such-game'] }],
      }),
    );
    expectError(unknown, 422, ERRORS.validation.code);
    expect(Object.keys(unknown.json().error.fields).sort()).toEqual([
      'name',
      'rewardAmounts',
      'tasks.0.gameIds',
    ]);
    expect((await asMarketing('GET', '/api/backoffice/quests')).json().data).toHaveLength(before);
  });

  it("keeps a taken quest's tasks and a running quest's reward; renames reach the player", async () => {
    const quest = (await asMarketing('POST', '/api/backoffice/quests', questBody())).json().data;
    const player = await provider.sessionPlayer(100_000);
    const started = await asPlayer('PUT', `/api/retention/quests/${quest.id}/activate`, player, {
      currency: 'EUR',
    });
    expect(started.statusCode, started.body).toBe(200);

    const url = `/api/backoffice/quests/${quest.id}`;
    const fewerBets = questBody({
      tasks: [{ ...questBody().tasks[0], count: 1 }, questBody().tasks[1]],
    });
    expectError(await asMarketing('PUT', url, fewerBets), 409, ERRORS.questInUse.code);
    const richer = questBody({ rewardAmounts: { EUR: 5000 } });
    expectError(await asMarketing('PUT', url, richer), 409, ERRORS.questInUse.code);
    expect((await kit.auditOf(quest.id)).map((row) => row.action)).toEqual(['quest.create']);

    const renamed = questBody({
      name: { en: 'Spin marathon' },
      durationHours: 48,
      tasks: [{ ...questBody().tasks[0], name: { en: 'Place 3 bets' } }, questBody().tasks[1]],
    });
    const edited = await asMarketing('PUT', url, renamed);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ activeRuns: 1, durationHours: 48 });
    // The run counts on the same task rows, and shows the new names.
    const bet = { transactionId: crypto.randomUUID(), roundId: crypto.randomUUID(), amount: 100 };
    expect((await provider.bet(player, bet)).statusCode).toBe(200);
    await t.app.outbox.flush();
    const [mine] = (await asPlayer('GET', '/api/retention/player-quests', player)).json().data;
    expect(mine).toMatchObject({
      name: 'Spin marathon',
      tasks: [{ name: 'Place 3 bets', progress: 1, quantity: 3 }, { quantity: 1000 }],
    });
    const [update] = (await kit.auditOf(quest.id)).slice(-1);
    expect(update).toMatchObject({
      action: 'quest.update',
      before: { name: { en: 'Spin sprint' }, durationHours: 24 },
      after: { name: { en: 'Spin marathon' }, durationHours: 48 },
    });
  });

  it('rewrites the tasks of a quest nobody took, and disabling takes it off offer', async () => {
    const quest = (await asMarketing('POST', '/api/backoffice/quests', questBody())).json().data;
    const edited = await asMarketing(
      'PUT',
      `/api/backoffice/quests/${quest.id}`,
      questBody({
        isEnabled: false,
        tasks: [{ type: 'wins', name: { en: 'Win twice' }, count: 2 }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.tasks).toEqual([expect.objectContaining({ type: 'wins', count: 2 })]);
    const offered = (await asPlayer('GET', '/api/retention/quests?currency=EUR')).json().data;
    expect(offered.map((q: { id: string }) => q.id)).not.toContain(quest.id);
  });

  it('lets support read but not edit', async () => {
    expect((await kit.call('GET', '/api/backoffice/quests', support.token)).statusCode).toBe(200);
    const refused = await kit.call('POST', '/api/backoffice/quests', support.token, questBody());
    expectError(refused, 403, ERRORS.permissionDenied.code);
  });
});

const tournamentBody = (overrides: object = {}) => ({
  name: { en: 'Friday frenzy' },
  description: { en: 'Most won in an evening.' },
  gameIds: ['lucky-star-777'],
  currency: 'EUR',
  scoring: 'wins',
  startsAt: at(24),
  endsAt: at(28),
  prizes: [10_000, 5_000, 2_500],
  ...overrides,
});

describe('tournaments in the back office', () => {
  it('creates an upcoming tournament players see, and edits its prizes before the start', async () => {
    const created = await asMarketing('POST', '/api/backoffice/tournaments', tournamentBody());
    expect(created.statusCode, created.body).toBe(200);
    const tournament = created.json().data;
    expect(tournament).toMatchObject({ status: 'upcoming', players: 0, buyIn: 0 });
    const listed = (await asPlayer('GET', '/api/retention/tournaments')).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: tournament.id, name: 'Friday frenzy', status: 'upcoming' }),
    );

    const edited = await asMarketing(
      'PUT',
      `/api/backoffice/tournaments/${tournament.id}`,
      tournamentBody({ prizes: [20_000, 10_000], endsAt: at(30) }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = (await asPlayer('GET', `/api/retention/tournaments/${tournament.id}`)).json().data;
    expect(seen.prizes).toEqual([20_000, 10_000]);
    expect((await kit.auditOf(tournament.id)).map((row) => row.action)).toEqual([
      'tournament.create',
      'tournament.update',
    ]);
    const [, update] = await kit.auditOf(tournament.id);
    expect(update).toMatchObject({
      before: { prizes: [10_000, 5_000, 2_500] },
      after: { prizes: [20_000, 10_000] },
    });
  });

  it('refuses dates out of order, growing prizes, unknown games and currencies', async () => {
    const [{ value: before }] = await t.db.select({ value: count() }).from(tournaments);
    const wrong = await asMarketing(
      'POST',
      '/api/backoffice/tournaments',
      tournamentBody({
        gameIds: ['no-such-game'],
        currency: 'ZZZ',
        endsAt: at(20),
        prizes: [100, 500],
      }),
    );
    expectError(wrong, 422, ERRORS.validation.code);
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual([
      'currency',
      'endsAt',
      'gameIds',
      'prizes.1',
    ]);
    // The place above's prize in the currency's units, as the operator typed it.
    const growing = await asMarketing(
      'POST',
      '/api/backoffice/tournaments',
      tournamentBody({ prizes: [100, 500] }),
    );
    expect(growing.json().error.fields).toEqual({ 'prizes.1': ['Must be at most 1 EUR.'] });
    const past = await asMarketing(
      'POST',
      '/api/backoffice/tournaments',
      tournamentBody({ startsAt: at(-5), endsAt: at(-1) }),
    );
    expectError(past, 422, ERRORS.validation.code);
    expect(Object.keys(past.json().error.fields)).toEqual(['endsAt']);
    const [{ value: after }] = await t.db.select({ value: count() }).from(tournaments);
    expect(after).toBe(before);
  });

  it("keeps a running tournament's rules and prizes; only its texts change", async () => {
    const body = tournamentBody({ startsAt: at(-1), endsAt: at(3) });
    const running = (await asMarketing('POST', '/api/backoffice/tournaments', body)).json().data;
    expect(running.status).toBe('running');
    const url = `/api/backoffice/tournaments/${running.id}`;
    const richer = { ...body, prizes: [1_000_000] };
    expectError(await asMarketing('PUT', url, richer), 409, ERRORS.tournamentLocked.code);
    const longer = { ...body, endsAt: at(10) };
    expectError(await asMarketing('PUT', url, longer), 409, ERRORS.tournamentLocked.code);
    const renamed = await asMarketing('PUT', url, { ...body, name: { en: 'Friday fever' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const seen = (await asPlayer('GET', `/api/retention/tournaments/${running.id}`)).json().data;
    expect(seen).toMatchObject({ name: 'Friday fever', prizes: [10_000, 5_000, 2_500] });
    // The refusals left no trace but the refusal itself: create and the rename only.
    expect((await kit.auditOf(running.id)).map((row) => row.action)).toEqual([
      'tournament.create',
      'tournament.update',
    ]);
  });

  it('keeps the buy-in of an upcoming tournament players paid to join', async () => {
    const body = tournamentBody({ buyIn: 100 });
    const paid = (await asMarketing('POST', '/api/backoffice/tournaments', body)).json().data;
    const player = await provider.sessionPlayer(10_000);
    const joined = await asPlayer('POST', `/api/retention/tournaments/${paid.id}/join`, player);
    expect(joined.statusCode, joined.body).toBe(200);
    const url = `/api/backoffice/tournaments/${paid.id}`;
    const dearer = { ...body, buyIn: 500 };
    expectError(await asMarketing('PUT', url, dearer), 409, ERRORS.tournamentLocked.code);
    const later = await asMarketing('PUT', url, { ...body, startsAt: at(48), endsAt: at(50) });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('loyalty levels in the back office', () => {
  async function table() {
    return (await asMarketing('GET', '/api/backoffice/loyalty')).json().data as {
      levels: { order: number; name: Record<string, string>; points: number }[];
      rates: { currency: string; minorPerPoint: number }[];
    };
  }
  const bodyOf = (current: Awaited<ReturnType<typeof table>>) => ({
    levels: current.levels.map(({ order, name, points, ...rest }) => ({
      order,
      name,
      points,
      cashbackBonusPercent: (rest as { cashbackBonusPercent: number }).cashbackBonusPercent,
      rewardBonusId: (rest as { rewardBonusId: string | null }).rewardBonusId,
    })),
    rates: current.rates,
  });

  it('refuses thresholds that do not increase, and changes nothing', async () => {
    const current = await table();
    const body = bodyOf(current);
    body.levels[2]!.points = body.levels[1]!.points;
    const refused = await asMarketing('PUT', '/api/backoffice/loyalty', body);
    expectError(refused, 422, ERRORS.validation.code);
    expect(refused.json().error.fields).toEqual({
      'levels.2.points': [expect.stringContaining(String(body.levels[1]!.points + 1))],
    });
    expect(await table()).toEqual(current);
  });

  it('refuses a missing level, an unknown or repeated currency, and a first level above 0', async () => {
    const current = await table();
    const body = bodyOf(current);
    const refused = await asMarketing('PUT', '/api/backoffice/loyalty', {
      levels: [{ ...body.levels[0]!, points: 5 }, ...body.levels.slice(2)],
      rates: [...body.rates, { currency: 'ZZZ', minorPerPoint: 10 }],
    });
    expectError(refused, 422, ERRORS.validation.code);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual([
      'levels',
      'levels.0.points',
      'rates',
    ]);
    const repeated = await asMarketing('PUT', '/api/backoffice/loyalty', {
      ...body,
      rates: [...body.rates, body.rates[0]!],
    });
    expect(Object.keys(repeated.json().error.fields)).toEqual(['rates']);
    expect(await table()).toEqual(current);
    const supportSave = await kit.call('PUT', '/api/backoffice/loyalty', support.token, body);
    expectError(supportSave, 403, ERRORS.permissionDenied.code);
  });

  it("moves a player's level with a lowered threshold, and the rates players read", async () => {
    const player = await provider.sessionPlayer(10_000);
    const current = await table();
    const second = current.levels[1]!;
    const points = second.points - 1;
    await t.db.insert(loyaltyAccounts).values({ playerId: player.playerId, points });
    const account = () => asPlayer('GET', '/api/retention/account', player);
    expect((await account()).json().data.currentLevel.order).toBe(current.levels[0]!.order);

    const body = bodyOf(current);
    body.levels[1]!.points = points;
    body.rates = body.rates.map((rate) =>
      rate.currency === 'EUR' ? { ...rate, minorPerPoint: 50 } : rate,
    );
    const saved = await asMarketing('PUT', '/api/backoffice/loyalty', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await account()).json().data.currentLevel).toMatchObject({
      order: second.order,
      points,
    });
    const levels = (await asPlayer('GET', '/api/retention/levels')).json();
    expect(levels.meta.rates).toContainEqual({ currency: 'EUR', minorPerPoint: 50 });
    const [entry] = (await kit.auditOf('levels')).slice(-1);
    expect(entry).toMatchObject({ action: 'loyalty.update' });
    expect((entry!.before as { levels: { points: number }[] }).levels[1]!.points).toBe(
      second.points,
    );
  });
});

describe('the seeded retention content in the editors', () => {
  it('saves every seeded quest and tournament back unchanged, as the console sends them', async () => {
    const quests = (await asMarketing('GET', '/api/backoffice/quests')).json().data;
    for (const { id, tasks, activeRuns, totalRuns, ...quest } of quests) {
      const body = {
        ...quest,
        tasks: tasks.map(({ id: _, ...task }: { id: string }) => task),
      };
      const saved = await asMarketing('PUT', `/api/backoffice/quests/${id}`, body);
      expect(saved.statusCode, `${id}: ${saved.body}`).toBe(200);
      expect(saved.json().data.tasks).toEqual(tasks);
    }
    const tournamentsListed = (await asMarketing('GET', '/api/backoffice/tournaments')).json().data;
    for (const { id, status, players, ...tournament } of tournamentsListed) {
      const saved = await asMarketing('PUT', `/api/backoffice/tournaments/${id}`, tournament);
      expect(saved.statusCode, `${id} (${status}): ${saved.body}`).toBe(200);
    }
  });
});

describe('quest availability windows', () => {
  const offeredIds = async () =>
    (await asPlayer('GET', '/api/retention/quests?currency=EUR'))
      .json()
      .data.map((q: { id: string }) => q.id);
  const activate = (id: string, player: SessionPlayer) =>
    asPlayer('PUT', `/api/retention/quests/${id}/activate`, player, { currency: 'EUR' });

  it('offers and starts a quest only inside its window; a started run outlives the window', async () => {
    const created = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({ startsAt: at(2), endsAt: at(26) }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const quest = created.json().data;
    expect(quest).toMatchObject({ startsAt: expect.any(String), endsAt: expect.any(String) });
    expect(new Date(quest.endsAt).getTime() - new Date(quest.startsAt).getTime()).toBe(
      24 * HOUR_MS,
    );
    const player = await provider.sessionPlayer(10_000);
    const url = `/api/backoffice/quests/${quest.id}`;

    // Before the window: not on offer, and not startable by its id either.
    expect(await offeredIds()).not.toContain(quest.id);
    expectError(await activate(quest.id, player), 404, ERRORS.questNotFound.code);

    // Inside: offered, and a run starts.
    const opened = await asMarketing('PUT', url, questBody({ startsAt: at(-1), endsAt: at(1) }));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await offeredIds()).toContain(quest.id);
    const run = await activate(quest.id, player);
    expect(run.statusCode, run.body).toBe(200);

    // After: gone from the offer and refused to a new player; the started run keeps its 24 h.
    const closed = await asMarketing('PUT', url, questBody({ startsAt: at(-3), endsAt: at(-1) }));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await offeredIds()).not.toContain(quest.id);
    const late = await provider.sessionPlayer(10_000);
    expectError(await activate(quest.id, late), 404, ERRORS.questNotFound.code);
    const [mine] = (await asPlayer('GET', '/api/retention/player-quests', player)).json().data;
    expect(mine).toMatchObject({ questId: quest.id, state: 2 });
    expect(new Date(mine.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * HOUR_MS);

    // Open-ended on both sides again: on offer.
    const open = await asMarketing('PUT', url, questBody({ startsAt: null, endsAt: null }));
    expect(open.json().data).toMatchObject({ startsAt: null, endsAt: null });
    expect(await offeredIds()).toContain(quest.id);
    const [, , last] = (await kit.auditOf(quest.id)).slice(-3);
    expect(last).toMatchObject({
      action: 'quest.update',
      before: { startsAt: expect.any(String) },
      after: { startsAt: null, endsAt: null },
    });
  });

  it('refuses an end before the start, or not a date, and writes nothing', async () => {
    const before = (await asMarketing('GET', '/api/backoffice/quests')).json().data.length;
    const backwards = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({ startsAt: at(5), endsAt: at(4) }),
    );
    expectError(backwards, 422, ERRORS.validation.code);
    expect(Object.keys(backwards.json().error.fields)).toEqual(['endsAt']);
    const same = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({ startsAt: at(5), endsAt: at(5) }),
    );
    expectError(same, 422, ERRORS.validation.code);
    const garbage = await asMarketing(
      'POST',
      '/api/backoffice/quests',
      questBody({ startsAt: 'tomorrow' }),
    );
    expectError(garbage, 422, ERRORS.validation.code);
    expect(Object.keys(garbage.json().error.fields)).toEqual(['startsAt']);
    expect((await asMarketing('GET', '/api/backoffice/quests')).json().data).toHaveLength(before);
  });
});

describe('cancelling a tournament', () => {
  const messagesOf = async (player: SessionPlayer) =>
    (await asPlayer('GET', '/api/notification/messenger/messages', player)).json().data as {
      kind: string;
      content: { title: string; text: string };
    }[];

  it('refunds every buy-in once even when cancelled twice at once, tells players, hides it', async () => {
    const body = tournamentBody({ buyIn: 250 });
    const tournament = (await asMarketing('POST', '/api/backoffice/tournaments', body)).json().data;
    const payer = await provider.sessionPlayer(10_000);
    const other = await provider.sessionPlayer(10_000);
    for (const player of [payer, other]) {
      const joined = await asPlayer(
        'POST',
        `/api/retention/tournaments/${tournament.id}/join`,
        player,
      );
      expect(joined.statusCode, joined.body).toBe(200);
      expect(await provider.balanceOf(player)).toBe(9_750);
    }
    const url = `/api/backoffice/tournaments/${tournament.id}/cancel`;
    const answers = await Promise.all([
      asMarketing('POST', url, { reason: 'Game provider maintenance' }),
      asMarketing('POST', url, { reason: 'Game provider maintenance' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200)!;
    expect(ok.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Game provider maintenance',
      players: 2,
    });
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expectError(refused, 409, ERRORS.tournamentLocked.code);

    for (const player of [payer, other]) {
      expect(await provider.balanceOf(player)).toBe(10_000);
      const notices = (await messagesOf(player)).filter((m) => m.kind === 'tournament.cancelled');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.content.text).toContain('Game provider maintenance');
    }
    // One refund transfer per player, whatever was sent.
    const [refunds] = await t.db
      .select({ value: count() })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `tournament-refund:${tournament.id}:%`));
    expect(refunds!.value).toBe(2);

    const listed = (await asPlayer('GET', '/api/retention/tournaments', payer)).json().data;
    expect(listed.map((row: { id: string }) => row.id)).not.toContain(tournament.id);
    const detail = await asPlayer('GET', `/api/retention/tournaments/${tournament.id}`, payer);
    expectError(detail, 404, ERRORS.tournamentNotFound.code);
    const late = await provider.sessionPlayer(10_000);
    const join = await asPlayer('POST', `/api/retention/tournaments/${tournament.id}/join`, late);
    expectError(join, 404, ERRORS.tournamentNotFound.code);

    const entries = await kit.auditOf(tournament.id);
    expect(entries.map((row) => row.action)).toEqual(['tournament.create', 'tournament.cancel']);
    expect(entries[1]).toMatchObject({
      before: { status: 'upcoming', cancelReason: null },
      after: { status: 'cancelled', cancelReason: 'Game provider maintenance' },
    });
    const cancelledAgain = await asMarketing('POST', url, { reason: 'Once more' });
    expectError(cancelledAgain, 409, ERRORS.tournamentLocked.code);
    const renamed = { ...body, name: { en: 'Back on' } };
    expectError(
      await asMarketing('PUT', `/api/backoffice/tournaments/${tournament.id}`, renamed),
      409,
      ERRORS.tournamentLocked.code,
    );
    expect(await provider.balanceOf(payer)).toBe(10_000);
  });

  it('refuses a running or finished tournament, a missing reason and support; changes nothing', async () => {
    const running = (
      await asMarketing(
        'POST',
        '/api/backoffice/tournaments',
        tournamentBody({ startsAt: at(-1), endsAt: at(3), buyIn: 100 }),
      )
    ).json().data;
    const player = await provider.sessionPlayer(10_000);
    await asPlayer('POST', `/api/retention/tournaments/${running.id}/join`, player);
    const url = `/api/backoffice/tournaments/${running.id}/cancel`;
    expectError(
      await asMarketing('POST', url, { reason: 'Too late' }),
      409,
      ERRORS.tournamentLocked.code,
    );
    expect(await provider.balanceOf(player)).toBe(9_900);

    const upcoming = (
      await asMarketing('POST', '/api/backoffice/tournaments', tournamentBody())
    ).json().data;
    const upcomingUrl = `/api/backoffice/tournaments/${upcoming.id}/cancel`;
    const blank = await asMarketing('POST', upcomingUrl, { reason: '  ' });
    expectError(blank, 422, ERRORS.validation.code);
    expect(Object.keys(blank.json().error.fields)).toEqual(['reason']);
    const bySupport = await kit.call('POST', upcomingUrl, support.token, { reason: 'Nope' });
    expectError(bySupport, 403, ERRORS.permissionDenied.code);
    expectError(
      await asMarketing('POST', '/api/backoffice/tournaments/no-such-one/cancel', {
        reason: 'Gone',
      }),
      404,
      ERRORS.notFound.code,
    );
    for (const id of [running.id, upcoming.id]) {
      expect((await kit.auditOf(id)).map((row) => row.action)).toEqual(['tournament.create']);
    }
    const listed = (await asPlayer('GET', '/api/retention/tournaments')).json().data;
    expect(listed.map((row: { id: string }) => row.id)).toContain(upcoming.id);
  });
});
