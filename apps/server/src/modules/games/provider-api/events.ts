import type { GameRound } from '@croupier/contract';
import type { Executor } from '../../../db/client.ts';
import { partitionKeyOf, personalChannel } from '../../live/channels.ts';
import { publishAfterCommit } from '../../live/events.ts';
import type { RoundRow } from './repo.ts';

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
