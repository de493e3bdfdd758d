import { ERRORS, messagesFor } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, cashbackPayouts, operatorAuditLog, playerBonuses } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { payDueCashback } from '../bonuses/cashback.ts';
import { createProviderKit } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let provider: Awaited<ReturnType<typeof createProviderKit>>;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  provider = await createProviderKit(t);
  marketing = await kit.operator('marketing');
  support = await kit.operator('support');
});
afterAll(() => t.close());

const ids = () => crypto.randomUUID();
const slug = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** A fixed 10.00 EUR bonus no deposit triggers: what support gives as goodwill. */
const fixedBonus = (id: string, extra: object = {}) => ({
  id,
  name: { en: 'Goodwill 10', de: 'Kulanz 10' },
  description: { en: 'A gift from support.' },
  type: 1,
  trigger: 'code',
  currencies: [{ currency: 'EUR', amount: 1000, maxBet: 500 }],
  wagerMultiplier: 10,
  contributions: { roulette: 10 },
  expiryDays: 7,
  maxPerPlayer: 2,
  ...extra,
});

const create = (body: object, token = marketing.token) =>
  kit.call('POST', '/api/backoffice/bonuses', token, body);
const update = (id: string, body: object) =>
  kit.call('PUT', `/api/backoffice/bonuses/${id}`, marketing.token, body);
const grant = (player: TestPlayer, body: object, token = marketing.token) =>
  kit.call('POST', `/api/backoffice/players/${player.playerId}/bonuses`, token, {
    currency: 'EUR',
    reason: 'Goodwill after an outage',
    idempotencyKey: ids(),
    ...body,
  });
const playerBonusesOf = async (player: TestPlayer) =>
  (await payments.call('GET', '/api/game/player-bonuses', player.token)).json().data as Record<
    string,
    unknown
  >[];
const { validation: rules } = messagesFor('en');
/** The first message under a field of a 422, as the console shows it. */
const messageOf = (
  response: { json(): { error: { fields: Record<string, string[]> } } },
  field: string,
) => response.json().error.fields[field]?.[0];

describe('bonus definitions in the back office', () => {
  it('creates a deposit bonus that players are offered at the cashier at once', async () => {
    const id = slug('reload');
    const created = await create({
      id,
      name: { en: '30% reload up to 60', es: 'Recarga del 30 %' },
      type: 2,
      trigger: 'deposit',
      percentage: 30,
      currencies: [
        { currency: 'EUR', depositFrom: 2000, depositTo: 50_000, maxAmount: 6000, maxBet: 500 },
      ],
      wagerMultiplier: 30,
      expiryDays: 14,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ id, type: 2, grants: 0, isEnabled: true });

    const player = await payments.player();
    const offered = await payments.call(
      'GET',
      '/api/game/bonuses?currency=EUR&amount=30000',
      player.token,
    );
    expect(offered.json().data).toContainEqual(
      expect.objectContaining({ id, name: '30% reload up to 60', expectedAmount: 6000 }),
    );
    const [entry] = await kit.auditOf(id);
    expect(entry).toMatchObject({
      action: 'bonus.create',
      before: null,
      after: { id, percentage: 30 },
    });

    const disabled = await kit.call(
      'PUT',
      `/api/backoffice/bonuses/${id}/enabled`,
      marketing.token,
      {
        isEnabled: false,
      },
    );
    expect(disabled.json().data).toMatchObject({ id, isEnabled: false });
    const after = await payments.call('GET', '/api/game/bonuses?currency=EUR', player.token);
    expect(after.json().data.map((bonus: { id: string }) => bonus.id)).not.toContain(id);
    expect((await kit.auditOf(id)).map((row) => row.action)).toEqual([
      'bonus.create',
      'bonus.disable',
    ]);
  });

  it('refuses terms the bonuses module cannot run, each under its field, and stores nothing', async () => {
    const id = slug('broken');
    const refused = await create({
      id,
      name: { en: ' ', xx: 'Nope' },
      type: 2,
      trigger: 'deposit',
      currencies: [
        { currency: 'EUR', depositFrom: 5000, depositTo: 1000 },
        { currency: 'EUR', depositFrom: 1000 },
      ],
      wagerMultiplier: 500,
      expiryDays: 0,
    });
    expect(refused.statusCode).toBe(422);
    const fields = refused.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual([
      'currencies.0.depositTo',
      'currencies.0.maxAmount',
      'currencies.1.currency',
      'currencies.1.maxAmount',
      'expiryDays',
      'name.en',
      'percentage',
      'wagerMultiplier',
    ]);
    expect(fields['currencies.0.depositTo'][0]).toBe('Must be at least 5000.');

    const unknownCurrency = await create(
      fixedBonus(id, { currencies: [{ currency: 'XXX', amount: 1 }] }),
    );
    expectError(unknownCurrency, 422, ERRORS.validation.code);
    expect(messageOf(unknownCurrency, 'currencies.0.currency')).toBe(rules.in);
    const unknownLocale = await create(fixedBonus(id, { name: { en: 'A', xx: 'B' } }));
    expect(messageOf(unknownLocale, 'name.xx')).toBe(rules.language_code);
    const unknownGame = await create(
      fixedBonus(id, {
        type: 3,
        currencies: [{ currency: 'EUR', freespinBet: 20 }],
        freespins: {
          gameId: 'no-such-game',
          count: 10,
          batches: 1,
          expiryDays: 7,
          wagerMultiplier: 40,
          winningsExpiryDays: 14,
        },
      }),
    );
    expect(messageOf(unknownGame, 'freespins.gameId')).toBe(rules.in);
    const unknownKind = await create(fixedBonus(id, { contributions: { bingo: 50 } }));
    expect(messageOf(unknownKind, 'contributions.bingo')).toBe(rules.in);
    const tooMuch = await create(fixedBonus(id, { contributions: { slot: 150 } }));
    expect(messageOf(tooMuch, 'contributions.slot')).toBe('Must be at most 100.');
    expect(await t.db.select().from(bonuses).where(eq(bonuses.id, id))).toEqual([]);

    const taken = await create(fixedBonus('signup-5'));
    expect(messageOf(taken, 'id')).toBe(rules.unique);
  });

  it('edits the terms for the next grant while a bonus already given keeps its own', async () => {
    const id = slug('goodwill');
    expect((await create(fixedBonus(id))).statusCode).toBe(200);
    const player = await payments.player();
    expect((await grant(player, { bonusId: id })).statusCode).toBe(200);

    const edited = await update(id, {
      ...fixedBonus(id),
      name: { en: 'Goodwill 20' },
      currencies: [{ currency: 'EUR', amount: 2000, maxBet: 300 }],
      wagerMultiplier: 40,
      contributions: { roulette: 50, crash: 0 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ grants: 1, wagerMultiplier: 40 });
    const second = await grant(player, { bonusId: id });
    expect(second.json().data).toMatchObject({ amount: 2000, isNew: true });

    const rows = await t.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId))
      .orderBy(playerBonuses.createdAt);
    expect(
      rows.map((row) => [row.amount, row.wagerRequired, row.maxBetAmount, row.contributions]),
    ).toEqual([
      [1000, 10_000, 500, { roulette: 10 }],
      [2000, 80_000, 300, { roulette: 50, crash: 0 }],
    ]);
    const entries = await kit.auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'bonus.update',
      before: { wagerMultiplier: 10, currencies: [expect.objectContaining({ amount: 1000 })] },
      after: { wagerMultiplier: 40, currencies: [expect.objectContaining({ amount: 2000 })] },
    });
    // The type stays what it was created as: a percentage edit of a fixed bonus needs its amount.
    const missing = await update(id, { ...fixedBonus(id), currencies: [{ currency: 'EUR' }] });
    expect(messageOf(missing, 'currencies.0.amount')).toBe(rules.required);
    const stored = await kit.call('GET', `/api/backoffice/bonuses/${id}`, support.token);
    expect(stored.json().data.currencies).toEqual([
      expect.objectContaining({ currency: 'EUR', amount: 2000, maxBet: 300 }),
    ]);
    expect((await update('no-such-bonus', fixedBonus(id))).statusCode).toBe(404);
  });
});

describe('giving a bonus to a player', () => {
  it('gives it once per key, active at once, with the live event and an audit entry', async () => {
    const id = slug('gift');
    await create(fixedBonus(id, { maxPerPlayer: 1 }));
    const player = await payments.player();
    const cursor = await payments.outboxCursor();
    const idempotencyKey = ids();
    const [first, repeated] = [
      await grant(player, { bonusId: id, idempotencyKey }, support.token),
      await grant(player, { bonusId: id, idempotencyKey }, support.token),
    ];
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ bonusId: id, amount: 1000, isNew: true });
    expect(repeated.json().data).toEqual({ ...first.json().data, isNew: false });

    expect(await playerBonusesOf(player)).toEqual([
      expect.objectContaining({ bonusId: id, status: 2, amount: 1000, wagerRequired: 10_000 }),
    ]);
    const events = await payments.eventsSince(cursor, `bonus:player-bonuses#${player.playerId}`);
    expect(events).toContainEqual(expect.objectContaining({ bonusId: id, status: 2 }));
    const entries = await t.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'bonus.grant'),
          eq(operatorAuditLog.targetId, player.playerId),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: support.id,
      after: { bonusId: id, reason: 'Goodwill after an outage', idempotencyKey },
    });

    // Once per player: a second key is refused and gives nothing.
    expectError(await grant(player, { bonusId: id }), 422, ERRORS.bonusNotAvailable.code);
    expect(await playerBonusesOf(player)).toHaveLength(1);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('gives it once when the same key arrives twice at the same moment', async () => {
    const id = slug('race');
    await create(fixedBonus(id, { maxPerPlayer: 5 }));
    const player = await payments.player();
    const idempotencyKey = ids();
    const answers = await Promise.all(
      [1, 2].map(() => grant(player, { bonusId: id, idempotencyKey })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.isNew).sort()).toEqual([false, true]);
    expect(await playerBonusesOf(player)).toHaveLength(1);
  });

  it('takes an amount for a percentage bonus, within its cap, in a currency the player holds', async () => {
    const player = await payments.player();
    const noAmount = await grant(player, { bonusId: 'reload-50' });
    expect(messageOf(noAmount, 'amount')).toBe(rules.required);
    const tooMuch = await grant(player, { bonusId: 'reload-50', amount: 10_001 });
    expect(messageOf(tooMuch, 'amount')).toBe('Must be at most 10000.');
    const otherCurrency = await grant(player, {
      bonusId: 'reload-50',
      amount: 100,
      currency: 'USD',
    });
    expect(messageOf(otherCurrency, 'currency')).toBe(rules.in);
    expect(await playerBonusesOf(player)).toEqual([]);
    const given = await grant(player, { bonusId: 'reload-50', amount: 2500 });
    expect(given.json().data).toMatchObject({ amount: 2500, currency: 'EUR' });
  });

  it('gives free spins of a spins bonus, and nothing to a blocked player or a disabled bonus', async () => {
    const player = await payments.player();
    const spins = await grant(player, { bonusId: 'spins-10' });
    expect(spins.json().data).toMatchObject({ playerBonusId: null, amount: null });
    expect(spins.json().data.freespinIds).toHaveLength(1);

    const blocked = await payments.player({ status: 3 });
    expectError(await grant(blocked, { bonusId: 'signup-5' }), 403, ERRORS.forbidden.code);
    const id = slug('off');
    await create(fixedBonus(id, { isEnabled: false }));
    expectError(await grant(player, { bonusId: id }), 422, ERRORS.bonusNotAvailable.code);
    expectError(
      await kit.call('POST', `/api/backoffice/players/${ids()}/bonuses`, marketing.token, {
        bonusId: 'signup-5',
        currency: 'EUR',
        reason: 'nobody',
        idempotencyKey: ids(),
      }),
      404,
      ERRORS.notFound.code,
    );
  });

  it('is refused to roles without bonuses.issue, and definitions to roles without bonuses.manage', async () => {
    const player = await payments.player();
    const cashier = await kit.operator('payments');
    expectError(
      await grant(player, { bonusId: 'signup-5' }, cashier.token),
      403,
      ERRORS.permissionDenied.code,
    );
    expectError(
      await create(fixedBonus(slug('support')), support.token),
      403,
      ERRORS.permissionDenied.code,
    );
    expect(await playerBonusesOf(player)).toEqual([]);
  });
});

describe('cashback programmes in the back office', () => {
  const programme = (id: string, percent: number) => ({
    id,
    name: { en: 'Test weekly' },
    period: 'weekly',
    percent,
    paidAs: 'cash',
    currencies: [{ currency: 'EUR', minLoss: 1000, maxAmount: 100_000 }],
  });

  it('refuses a bonus payout without a bonus that holds money, and unknown currencies', async () => {
    const call = (body: object) =>
      kit.call('POST', '/api/backoffice/cashback-programs', marketing.token, body);
    const id = slug('cb');
    const noBonus = await call({ ...programme(id, 5), paidAs: 'bonus' });
    expect(messageOf(noBonus, 'bonusId')).toBe(rules.required);
    const spins = await call({ ...programme(id, 5), paidAs: 'bonus', bonusId: 'spins-10' });
    expect(messageOf(spins, 'bonusId')).toBe(rules.in);
    const currency = await call({
      ...programme(id, 5),
      currencies: [{ currency: 'XXX', minLoss: 1, maxAmount: 1 }],
    });
    expect(messageOf(currency, 'currencies.0.currency')).toBe(rules.in);
    const rate = await call(programme(id, 101));
    expect(messageOf(rate, 'percent')).toBe('Must be at most 100.');
    const listed = await kit.call('GET', '/api/backoffice/cashback-programs', support.token);
    expect(listed.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('pays the next run by the edited rate', async () => {
    const id = slug('cb');
    const created = await kit.call(
      'POST',
      '/api/backoffice/cashback-programs',
      marketing.token,
      programme(id, 10),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id: _, ...edit } = programme(id, 30);
    const edited = await kit.call(
      'PUT',
      `/api/backoffice/cashback-programs/${id}`,
      marketing.token,
      edit,
    );
    expect(edited.json().data).toMatchObject({ id, percent: 30 });
    expect((await kit.auditOf(id)).at(-1)).toMatchObject({
      action: 'cashbackProgram.update',
      before: { percent: 10 },
      after: { percent: 30 },
    });

    const player = await provider.sessionPlayer(20_000);
    const round = ids();
    await provider.bet(player, { transactionId: ids(), roundId: round, amount: 5000 });
    await provider.win(player, { transactionId: ids(), roundId: round, amount: 0 });
    await payDueCashback(t.db, new Date(Date.now() + 7 * 86_400_000));
    const [payout] = await t.db
      .select()
      .from(cashbackPayouts)
      .where(and(eq(cashbackPayouts.programId, id), eq(cashbackPayouts.playerId, player.playerId)));
    expect(payout).toMatchObject({ netLoss: 5000, amount: 1500 });
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
