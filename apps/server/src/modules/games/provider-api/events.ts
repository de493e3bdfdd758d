import type { BetAlertEvent, GameRound } from '@croupier/contract';
import type { Executor } from '../../../db/client.ts';
import { partitionKeyOf, personalChannel } from '../../live/channels.ts';
import { publishAfterCommit } from '../../live/events.ts';
import { type RoundRow, selectActiveMaxBet } from './repo.ts';

/** Writes the round as it is now to `game:bets#{playerId}`, sent after `tx` commits. */
export function publishRoundChange(
  tx: Executor,
  round: RoundRow,
  names: { gameName: string; providerName: string },
) {
  const event: GameRound = {
    id: round.id,
    gameId: round.gameId,
    gameName: names.gameName,
    providerName: names.providerName,
    currency: round.currency,
    amount: round.stakeAmount,
    winAmount: round.winAmount,
    status: round.status,
    createdAt: round.createdAt,
    settledAt: round.settledAt,
  };
  return publishAfterCommit(tx, personalChannel('game:bets', round.playerId), event);
}

/** Where a call statement writes its events: the player's wallet and bets channels, in order. */
export function callChannelsOf(playerId: string) {
  const account = personalChannel('wallet:accounts', playerId);
  return {
    account,
    round: personalChannel('game:bets', playerId),
    partitionKey: partitionKeyOf(account),
  };
}

/** The refusals a player hears about on `game:bets`. */
export const BET_ALERT_REFUSALS = ['betRefused', 'betRestricted', 'gameLimit'] as const;
export type BetAlertRefusal = (typeof BET_ALERT_REFUSALS)[number];

/**
 * Tells the player why a bet was refused by their active bonus or a limit (`game.bet.restricted`, or
 * `game.bet.max.exceed` with the max bet in the bonus currency), on `game:bets#{playerId}`.
 */
export async function publishBetAlert(
  db: Executor,
  session: { playerId: string; accountId: string },
  refusal: BetAlertRefusal,
) {
  let event: BetAlertEvent = {
    event: refusal === 'gameLimit' ? 'game.limit.reached' : 'game.bet.restricted',
  };
  if (refusal === 'betRefused') {
    const maxBet = await selectActiveMaxBet(db, session.accountId);
    event = { event: 'game.bet.max.exceed', ...(maxBet && { maxBet }) };
  }
  await publishAfterCommit(db, personalChannel('game:bets', session.playerId), event);
}
