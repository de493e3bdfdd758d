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
 * in its own statement (`provider_bet`), which also catches a close made by another process.
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

/**
 * The house's ledger account is striped: bets credit one of HOUSE_STRIPES system accounts per
 * currency, picked by the player's account, so concurrent bets do not all share one row (each
 * entry's foreign key takes a share lock on its account row). The house's balance in a currency
 * is the sum of its stripes; stripe 0 is the original `house` account.
 */
export const HOUSE_STRIPES = 16;

const houseAccounts = new WeakMap<Db, Map<string, Promise<string>>>();

/** The house stripe of a player's account: the first 32 bits of its random UUID, modulo. */
export function houseStripeOf(accountId: string) {
  return Number.parseInt(accountId.slice(0, 8), 16) % HOUSE_STRIPES;
}

/** The house account (decision 007) that takes this player account's bets, created on first use. */
export function houseAccountOf(db: Db, currency: string, playerAccountId: string): Promise<string> {
  let byStripe = houseAccounts.get(db);
  if (!byStripe) {
    byStripe = new Map();
    houseAccounts.set(db, byStripe);
  }
  const stripe = houseStripeOf(playerAccountId);
  const ownerId = stripe === 0 ? 'house' : `house:${stripe}`;
  const key = `${currency}:${ownerId}`;
  let id = byStripe.get(key);
  if (!id) {
    id = ensureAccount(db, { ownerType: 'system', ownerId, currency, kind: 'house' }).then(
      (account) => account.id,
    );
    id.catch(() => byStripe.delete(key));
    byStripe.set(key, id);
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
