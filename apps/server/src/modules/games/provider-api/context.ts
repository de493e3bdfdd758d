import { loadAppSecret } from '../../../db/app-secrets.ts';
import type { Db } from '../../../db/client.ts';
import { memoize } from '../../../lib/ttl-cache.ts';
import { ensureAccount } from '../../ledger/service.ts';
import * as repo from './repo.ts';

/** What the provider API services work with. */
export interface ProviderApiContext {
  db: Db;
}

/**
 * What a call needs of its game session, kept per process so a call costs no round trip for it.
 * Everything but the status is fixed when the session opens, and a closed session never opens
 * again: so `isClosed` true is final, while false is only a hint — a bet checks the status again
 * in its own statement (repo `upsertBetRound`), which also catches a close made by another process.
 */
export interface SessionFacts {
  id: string;
  playerId: string;
  accountId: string;
  gameId: string;
  currency: string;
  integration: string;
  isClosed: boolean;
}

const sessions = new Map<string, SessionFacts>();
const SESSIONS_LIMIT = 50_000;

export async function findSession(db: Db, id: string): Promise<SessionFacts | undefined> {
  const known = sessions.get(id);
  if (known) return known;
  const row = await repo.selectSession(db, id);
  if (!row) return undefined;
  if (sessions.size >= SESSIONS_LIMIT) sessions.clear();
  const facts: SessionFacts = {
    id: row.id,
    playerId: row.playerId,
    accountId: row.accountId,
    gameId: row.gameId,
    currency: row.currency,
    integration: row.integration,
    isClosed: row.status === 'closed',
  };
  // Session ids are random UUIDs: one map serves every database of the process (tests run several).
  sessions.set(id, facts);
  return facts;
}

/** Remembers that a session was found closed, so its next bets are refused without a query. */
export function rememberSessionClosed(id: string) {
  const known = sessions.get(id);
  if (known) known.isClosed = true;
}

const houseAccounts = new WeakMap<Db, Map<string, Promise<string>>>();

/** The house's ledger account in a currency (decision 007), created on first use, id cached. */
export function houseAccountOf(db: Db, currency: string): Promise<string> {
  let byCurrency = houseAccounts.get(db);
  if (!byCurrency) {
    byCurrency = new Map();
    houseAccounts.set(db, byCurrency);
  }
  let id = byCurrency.get(currency);
  if (!id) {
    id = ensureAccount(db, { ownerType: 'system', ownerId: 'house', currency, kind: 'house' }).then(
      (account) => account.id,
    );
    id.catch(() => byCurrency.delete(currency));
    byCurrency.set(currency, id);
  }
  return id;
}

/** The game and provider names a round event shows. */
export interface GameNames {
  gameName: string;
  providerName: string;
}

/** Names a round event shows; a game's name changes rarely, a minute's delay is fine. */
export const gameNamesOf = memoize(60_000, async (db: Db, gameId: string): Promise<GameNames> => {
  const names = await repo.selectGameNames(db, gameId);
  return names ?? { gameName: gameId, providerName: '' };
});

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The signing secret of an integration, loaded once per process; undefined when no provider uses
 * that integration (no secret is created for a name a caller made up).
 */
export async function secretOf(db: Db, integration: string): Promise<string | undefined> {
  let byIntegration = secrets.get(db);
  if (!byIntegration) {
    byIntegration = new Map();
    secrets.set(db, byIntegration);
  }
  const known = byIntegration.get(integration);
  if (known) return known;
  if (!(await repo.hasIntegration(db, integration))) return undefined;
  const secret = loadAppSecret(db, `provider-api:${integration}`, 32);
  secret.catch(() => byIntegration.delete(integration));
  byIntegration.set(integration, secret);
  return secret;
}
