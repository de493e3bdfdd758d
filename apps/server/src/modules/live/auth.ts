import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticate } from '../sessions/service.ts';
import type { TokenSigner } from '../sessions/tokens.ts';
import type { Connection } from './connection.ts';
import { CLOSE, REPLY_ERROR } from './protocol.ts';

export type AuthOutcome =
  | { status: 'ok'; playerId: string; sessionId: string; expiresAt: Date }
  | { status: 'invalid' | 'expired' | 'closed' | 'blocked' };

export type Authenticator = (token: string) => Promise<AuthOutcome>;

/**
 * Checks a connection token: the access JWT of the API. The signature tells forged (3500) from
 * expired (109 on connect, so the client fetches a new token); the session row then decides, as
 * for every API call, so a closed session or a blocked account cannot open a socket.
 */
export function createAuthenticator(
  db: Executor,
  tokens: TokenSigner,
  lifetime: { ttlDays: number; maxAgeDays: number },
): Authenticator {
  return async (token) => {
    const claims = await tokens.verify(token, { allowExpired: true });
    if (!claims) return { status: 'invalid' };
    if (claims.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
    try {
      await authenticate(db, tokens, token, { allowExpired: true, ...lifetime });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.errorName === 'accountBlocked' ? 'blocked' : 'closed' };
    }
    return { status: 'ok', ...claims };
  };
}

/** Connect: true when the socket may go on (a player, or a guest when anonymous access is on). */
export async function handleConnect(conn: Connection, id: number, token: unknown) {
  if (typeof token !== 'string' || token === '') {
    if (conn.deps.options.allowAnonymous) return true;
    conn.reject('connect without token');
    return false;
  }
  const outcome = await conn.deps.authenticate(token);
  switch (outcome.status) {
    case 'ok':
      conn.userId = outcome.playerId;
      conn.sessionId = outcome.sessionId;
      conn.expiresAt = outcome.expiresAt;
      return true;
    case 'expired':
      conn.replyError(id, REPLY_ERROR.tokenExpired);
      return false;
    default:
      closeRefused(conn, outcome.status);
      return false;
  }
}

/** Refresh: a new token of the same player moves the expiry deadline (and maybe the session). */
export async function handleRefresh(conn: Connection, id: number, token: unknown) {
  if (!conn.userId || typeof token !== 'string' || token === '') return conn.reject('bad refresh');
  const outcome = await conn.deps.authenticate(token);
  if (conn.isClosed) return;
  if (outcome.status === 'expired') return conn.close(CLOSE.connectionExpired);
  if (outcome.status !== 'ok') return closeRefused(conn, outcome.status);
  if (outcome.playerId !== conn.userId) return closeRefused(conn, 'invalid');
  const previousSessionId = conn.sessionId;
  conn.sessionId = outcome.sessionId;
  conn.deps.hub.moveSession(conn, previousSessionId);
  conn.expiresAt = outcome.expiresAt;
  conn.scheduleExpiry();
  conn.reply(id, 'refresh', { client: conn.id, version: '1', ...conn.expiryFields() });
}

function closeRefused(conn: Connection, status: 'invalid' | 'closed' | 'blocked') {
  conn.deps.log.info({ client: conn.id, status }, 'live token refused');
  const close = {
    invalid: CLOSE.invalidToken,
    closed: CLOSE.sessionClosed,
    blocked: CLOSE.accountBlocked,
  };
  conn.close(close[status]);
}
