import { DEMO_INTEGRATION } from '../../modules/demo-provider/context.ts';
import { GAME_ID, INTEGRATION } from '../../modules/games/provider-api/test-kit.ts';
import { DEMO_SLOT, type World } from '../access-matrix-world.ts';
import type { startTestApp } from '../test-app.ts';
import { FIELD_HINTS, type KnownValues } from './requests.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Lists whose ids name things of the catalogue: games, studios, tournaments, quests. */
const CATALOGUE_SOURCES = [
  '/api/game/games?perPage=50',
  '/api/game/providers',
  '/api/retention/tournaments',
  '/api/retention/quests',
];
/** Lists whose `identity` names a content page. */
const PAGE_SOURCES = ['/api/content/layout', '/api/content/bonus-pages', '/api/content/questions'];

/**
 * Ids and names the server knows, so requests name things that exist: the fuzzed player's own
 * objects (the access matrix's player B owns one of each), and the catalogue as a client reads it.
 */
export async function collectKnownValues(t: TestApp, world: World): Promise<KnownValues> {
  const { b, owned, bRound } = world;
  const get = async (url: string): Promise<unknown> =>
    (await t.app.inject({ url, headers: { authorization: `Bearer ${b.token}` } })).json();
  const ids = new Set([...Object.values(owned), ...Object.values(b.accounts)]);
  for (const url of CATALOGUE_SOURCES) collectInto(await get(url), { id: ids });
  const pageIdentities = new Set<string>();
  for (const url of PAGE_SOURCES) collectInto(await get(url), { identity: pageIdentities });
  const methods = new Set<string>();
  collectInto(await get('/api/payment/methods/deposit?currency=EUR'), { id: methods });
  return {
    params: {
      id: [...ids],
      pageIdentity: [...pageIdentities],
      integration: [INTEGRATION, DEMO_INTEGRATION],
      provider: ['sandbox', 'google'],
    },
    hints: {
      ...FIELD_HINTS,
      sessionToken: [b.sessionId],
      accountId: Object.values(b.accounts),
      gameId: [GAME_ID, DEMO_SLOT],
      method: [...methods],
      roundId: [...(FIELD_HINTS.roundId ?? []), bRound.roundId],
      transactionId: [...(FIELD_HINTS.transactionId ?? []), bRound.transactionId],
      rollbackTransactionId: [bRound.transactionId],
      freespinId: [owned.issuedSpinsId, owned.activeSpinsId],
      messageIds: [[owned.messageId]],
      playerBonusCodeId: [owned.depositCodeId],
      bonusCode: ['WELCOME5', 'DOUBLE50'],
    },
  };
}

/** Adds the string (or numeric) values of the named keys anywhere in `value` to their sets. */
function collectInto(value: unknown, sets: Record<string, Set<string>>) {
  if (Array.isArray(value)) {
    for (const item of value) collectInto(item, sets);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const set = sets[key];
      if (set && (typeof item === 'string' || typeof item === 'number')) set.add(String(item));
      else collectInto(item, sets);
    }
  }
}
