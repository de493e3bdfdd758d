import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoProviderRounds, games, ledgerTransfers } from '../../db/schema.ts';
import type { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, type TestPlayer } from '../payments/test-kit.ts';
import type { GameBoot } from './pages.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface RealPlayer extends TestPlayer {
  accountId: string;
}

/** Players, launches and client calls the demo provider tests share: the paths a browser takes. */
export function createDemoKit(t: TestApp) {
  const payments = createPaymentsKit(t);

  async function gameOf(kind: 'slot' | 'roulette' | 'crash') {
    const [row] = await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.kind, kind), eq(games.isEnabled, true), eq(games.hasDemo, true)))
      .orderBy(games.id)
      .limit(1);
    return row!.id;
  }

  async function realPlayer(balance = 10_000, currency = 'EUR'): Promise<RealPlayer> {
    const player = await payments.player({ currencies: [currency] });
    const accountId = player.accounts[currency]!;
    if (balance > 0) await payments.fund(accountId, currency, balance);
    return { ...player, accountId };
  }

  /** The launch URL's path, as `POST /api/game/games/{id}/play` answers it. */
  async function launch(gameId: string, mode: 'real' | 'demo', token?: string, locale = 'en') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/game/games/${gameId}/play`,
      headers: {
        'accept-language': locale,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      payload: { mode },
    });
    expect(response.statusCode, response.body).toBe(201);
    const url = new URL(response.json().data.url);
    return `${url.pathname}${url.search}`;
  }

  async function openPage(path: string) {
    const response = await t.app.inject({ url: path });
    expect(response.statusCode, response.body).toBe(200);
    const match = /<script type="application\/json" id="game-boot">(.*?)<\/script>/s.exec(
      response.body,
    );
    return { response, boot: JSON.parse(match![1]!) as GameBoot };
  }

  async function openReal(kind: 'slot' | 'roulette' | 'crash', player: RealPlayer, locale = 'en') {
    const path = await launch(await gameOf(kind), 'real', player.token, locale);
    return (await openPage(path)).boot;
  }

  async function openDemo(kind: 'slot' | 'roulette' | 'crash', locale = 'en') {
    return (await openPage(await launch(await gameOf(kind), 'demo', undefined, locale))).boot;
  }

  function api(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, locale = 'en') {
    return t.app.inject({
      method,
      url: `/provider/demo/api${path}`,
      headers: { 'accept-language': locale },
      ...(payload && { payload }),
    });
  }

  function play(boot: GameBoot, stake: number, input: object = {}, locale = 'en') {
    return api(
      'POST',
      `/sessions/${boot.sessionKey}/rounds`,
      { gameId: boot.gameId, stake, input },
      locale,
    );
  }

  async function balanceOf(player: RealPlayer) {
    return (await payments.balanceOf(player.token, player.accountId)).balance;
  }

  /** Ledger transfers the provider API posted for one provider round id (bet, win, rollback). */
  async function transfersOfRound(roundId: string) {
    return t.db
      .select({ key: ledgerTransfers.idempotencyKey, kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `provider:demo:${roundId}:%`));
  }

  async function ledgerTransferCount() {
    const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransfers);
    return row!.count;
  }

  async function roundRow(roundId: string) {
    const [row] = await t.db
      .select()
      .from(demoProviderRounds)
      .where(eq(demoProviderRounds.id, roundId));
    return row;
  }

  return {
    payments,
    gameOf,
    realPlayer,
    launch,
    openPage,
    openReal,
    openDemo,
    api,
    play,
    balanceOf,
    transfersOfRound,
    ledgerTransferCount,
    roundRow,
  };
}
