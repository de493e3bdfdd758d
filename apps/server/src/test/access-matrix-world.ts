import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bonuses } from '../db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../db/seed/bonuses.ts';
import * as bonusService from '../modules/bonuses/service.ts';
import { createDemoKit } from '../modules/demo-provider/test-kit.ts';
import { uploadDocument } from '../modules/documents/service.ts';
import {
  createProviderKit,
  GAME_ID,
  type SessionPlayer,
} from '../modules/games/provider-api/test-kit.ts';
import { createPaymentsKit } from '../modules/payments/test-kit.ts';
import { openSession } from '../modules/sessions/service.ts';
import type { startTestApp } from './test-app.ts';

/*
 * The access matrix's two players: A, who names what is not theirs, and B, who owns one of each
 * object the API has an id for. B's objects are made the way B would make them (the API) where a
 * test can, else by the service the API calls.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type ApiKit = ReturnType<typeof createPaymentsKit>;
type ProviderKit = Awaited<ReturnType<typeof createProviderKit>>;
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The provider kit's game and the currency of both players' game sessions. */
export const KIT_GAME = { gameId: GAME_ID, currency: 'EUR' };
/** A slot of the built-in demo provider (the provider kit's own games sort before it). */
export const DEMO_SLOT = 'royal-lynx';
/** A running seeded tournament with a buy-in, which B pays to join. */
export const PAID_TOURNAMENT = 'big-multiplier';
export const CARD_FIELDS = { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' };

/** 3 spins of 0.20 on the provider kit's game, so a provider call can name them. */
const KIT_SPINS = {
  id: 'access-matrix-spins',
  name: { en: 'Access matrix spins' },
  type: 3,
  trigger: 'code',
  ...CODE_BONUS_CONDITIONS,
  wagerMultiplier: 1,
  expiryDays: 7,
  freespins: {
    gameId: GAME_ID,
    count: 3,
    batches: 1,
    betAmount: { EUR: 20 },
    expiryDays: 7,
    wagerMultiplier: 1,
    winningsExpiryDays: 5,
  },
} as const;

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 7),
]);

/** A and B (B with a second account, in USD), each with an open round of the kit game. */
export async function buildWorld(t: TestApp, dataDir: string) {
  const api = createPaymentsKit(t);
  const provider = await createProviderKit(t);
  const a = await gamePlayer(api, provider, ['EUR']);
  const b = await gamePlayer(api, provider, ['EUR', 'USD']);
  const aRound = await openRound(provider, a);
  const bRound = await openRound(provider, b);
  const make = { t, api, b, dataDir };
  const owned = {
    ...(await giveAccountObjects(make)),
    ...(await giveBonusObjects(make)),
    ...(await givePaymentObjects(make)),
  };
  await givePlay(make);
  await enterWelcomeCode(api, a);
  const aMessageId = await newestMessageOf(api, a);
  return { api, provider, a, b, aRound, bRound, owned, aMessageId };
}

/** A funded player with an open session of the provider kit's game on the first currency. */
async function gamePlayer(
  api: ApiKit,
  provider: ProviderKit,
  currencies: string[],
): Promise<SessionPlayer> {
  const player = await api.player({ currencies });
  const accountId = player.accounts[currencies[0]!]!;
  await api.fund(accountId, currencies[0]!, 50_000);
  const sessionId = await provider.openGameSession(player.playerId, accountId);
  return { ...player, accountId, sessionId };
}

/** A bet of 1.00 in a round left open: its provider ids and the platform's round id. */
async function openRound(provider: ProviderKit, player: SessionPlayer) {
  const roundId = crypto.randomUUID();
  const transactionId = crypto.randomUUID();
  expectStatus(await provider.bet(player, { transactionId, roundId, amount: 100 }), 200);
  return { roundId, transactionId, id: (await provider.roundOf(roundId))!.id };
}

/** The sign-up code WELCOME5: a bonus, active at once, and a message about it. */
async function enterWelcomeCode(api: ApiKit, player: SessionPlayer) {
  const code = { bonusCode: 'WELCOME5', trigger: 1 };
  expectStatus(await api.call('POST', '/api/game/bonuses/bonuscodes', player.token, code), 200);
}

async function newestMessageOf(api: ApiKit, player: SessionPlayer) {
  const messages = await api.call('GET', '/api/notification/messenger/messages', player.token);
  return messages.json().data[0].id as string;
}

interface Maker {
  t: TestApp;
  api: ApiKit;
  b: SessionPlayer;
  dataDir: string;
}

/** B's session on another device, USD account, deposit limit, quest and identity document. */
async function giveAccountObjects({ t, api, b, dataDir }: Maker) {
  const session = await openSession(t.db, t.app.tokens, {
    playerId: b.playerId,
    method: 'password',
    ttlDays: 30,
    ip: '10.2.0.2',
    userAgent: 'B on another device',
  });
  const limit = await api.call('POST', '/api/player/limits', b.token, {
    definition: 3,
    period: 'weekly',
    amount: 900_000,
  });
  const quest = await api.call('PUT', '/api/retention/quests/first-steps/activate', b.token, {
    currency: 'EUR',
  });
  const document = await uploadDocument(t.db, dataDir, b.playerId, {
    type: 'identity',
    fileName: 'passport.jpg',
    content: JPEG,
    isTruncated: false,
  });
  return {
    sessionId: session.sessionId,
    otherAccountId: b.accounts.USD!,
    limitId: dataOf(limit, 201).id as string,
    questRunId: dataOf(quest, 200).id as string,
    documentId: document.id,
  };
}

/**
 * B's bonuses (WELCOME5's, active; another waiting, issued), free spins (issued, and active),
 * a deposit code waiting for its deposit, and the message the first bonus sent.
 */
async function giveBonusObjects({ t, api, b }: Maker) {
  await enterWelcomeCode(api, b);
  const depositCode = dataOf(
    await api.call('POST', '/api/game/bonuses/bonuscodes', b.token, {
      bonusCode: 'DOUBLE50',
      trigger: 3,
    }),
    200,
  );
  const [activeBonus] = (await api.call('GET', '/api/game/player-bonuses', b.token)).json().data;
  const issuedSpinsId = await grantKitSpins(t, b);
  const activeSpinsId = await grantKitSpins(t, b);
  const activated = await api.call(
    'PUT',
    `/api/game/player-freespins/${activeSpinsId}/activate`,
    b.token,
  );
  expectStatus(activated, 200);
  return {
    activeBonusId: activeBonus.id as string,
    issuedBonusId: await issueWaitingBonus(t, b),
    issuedSpinsId,
    activeSpinsId,
    depositCodeId: depositCode.playerBonusCodeId as string,
    messageId: await newestMessageOf(api, b),
  };
}

/** A bonus issued while WELCOME5's is active: it waits for B to activate it. */
async function issueWaitingBonus(t: TestApp, b: SessionPlayer) {
  const [bonus] = await t.db.select().from(bonuses).where(eq(bonuses.id, 'reload-50'));
  const row = await t.db.transaction((tx) =>
    bonusService.issueBonus(tx, {
      bonus: bonus!,
      playerId: b.playerId,
      accountId: b.accountId,
      currency: 'EUR',
      amount: 1000,
    }),
  );
  return row.id;
}

/** The kit game's free spins, issued (as a code or a loyalty level would give them). */
async function grantKitSpins(t: TestApp, b: SessionPlayer) {
  await t.db.insert(bonuses).values(KIT_SPINS).onConflictDoNothing();
  const [bonus] = await t.db.select().from(bonuses).where(eq(bonuses.id, KIT_SPINS.id));
  const granted = await t.db.transaction((tx) =>
    bonusService.grantBonus(tx, {
      bonus: bonus!,
      playerId: b.playerId,
      accountId: b.accountId,
      currency: 'EUR',
      amount: 0,
    }),
  );
  return granted.freespins[0]!.id;
}

/** B's pending deposit and pending withdrawal (held) on the EUR account. */
async function givePaymentObjects({ api, b }: Maker) {
  const pay = (direction: 'deposit' | 'withdrawal', fields: object) =>
    api.call('POST', `/api/payment/invoices/${direction}`, b.token, {
      method: 'card',
      currency: 'EUR',
      accountId: b.accountId,
      amount: 2000,
      fields,
    });
  return {
    depositInvoiceId: dataOf(await pay('deposit', {}), 201).invoiceId as string,
    withdrawalInvoiceId: dataOf(await pay('withdrawal', CARD_FIELDS), 201).invoiceId as string,
  };
}

/**
 * A real-money round of a demo game, played through the demo provider as a browser plays it; the
 * game made a favourite; a paid tournament entry.
 */
async function givePlay({ t, api, b }: Maker) {
  const demo = createDemoKit(t);
  const { boot } = await demo.openPage(await demo.launch(DEMO_SLOT, 'real', b.token));
  expectStatus(await demo.play(boot, 100), 200);
  const favorite = await api.call('POST', `/api/game/games/${DEMO_SLOT}/favorite`, b.token);
  expectStatus(favorite, 200);
  const joined = await api.call(
    'POST',
    `/api/retention/tournaments/${PAID_TOURNAMENT}/join`,
    b.token,
  );
  expectStatus(joined, 200);
}

export function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

function dataOf(response: { statusCode: number; body: string; json(): unknown }, status: number) {
  expectStatus(response, status);
  return (response.json() as { data: Record<string, unknown> }).data;
}
