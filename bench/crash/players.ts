/**
 * The harness's players, made through the API as a person would: registered, the game opened for
 * real money (which opens the EUR account and a game session), the account looked up.
 */
import { firstGameId } from '../provider-callbacks.ts';
import { type Answer, type ClientContext, playerCall, request } from './client.ts';

/** The per-IP registration limit of the player API (players/rate-limits.ts). */
export const MAX_PLAYERS = 10;
const PASSWORD = 'crash-harness-1';

export interface CrashPlayer {
  index: number;
  token: string;
  playerId: string;
  accountId: string;
  sessionId: string;
  gameId: string;
}

function dataOf<T>(answer: Answer, what: string): T {
  if (answer.kind === 'lost' || answer.status >= 300) {
    throw new Error(`${what}: ${JSON.stringify(answer)}`);
  }
  return (answer.body as { data: T }).data;
}

async function registerPlayer(ctx: ClientContext, email: string) {
  const answer = await request(ctx.slot, '/api/player/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      agreements: 1,
    }),
  });
  return dataOf<{ accessToken: string; profileId: string }>(answer, `register ${email}`);
}

export async function createPlayers(
  ctx: ClientContext,
  count: number,
  runId: string,
): Promise<CrashPlayer[]> {
  if (count > MAX_PLAYERS) throw new Error(`at most ${MAX_PLAYERS} players (registration limit)`);
  const gameId = await firstGameId(ctx.slot.baseUrl);
  const players: CrashPlayer[] = [];
  for (let index = 0; index < count; index++) {
    const session = await registerPlayer(ctx, `crash-${runId}-${index}@croupier.example`);
    const token = session.accessToken;
    const play = dataOf<{ sessionId: string }>(
      await playerCall(ctx, token, 'POST', `/api/game/games/${gameId}/play`, {
        mode: 'real',
        device: 'desktop',
      }),
      'open the game',
    );
    const accounts = dataOf<{ id: string; currency: string }[]>(
      await playerCall(ctx, token, 'GET', '/api/wallet/accounts'),
      'list accounts',
    );
    const account = accounts.find((a) => a.currency === 'EUR');
    if (!account) throw new Error('the player has no EUR account');
    const player = {
      index,
      token,
      playerId: session.profileId,
      accountId: account.id,
      sessionId: play.sessionId,
      gameId,
    };
    const { playerId, accountId, sessionId } = player;
    ctx.log.write({ kind: 'player', player: index, playerId, accountId, sessionId });
    players.push(player);
  }
  return players;
}
