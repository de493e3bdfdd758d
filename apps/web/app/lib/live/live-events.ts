import type {
  AccountEvent,
  GameRound,
  InvoiceEvent,
  LoyaltyEvent,
  MessengerEvent,
  QuestEvent,
  TournamentEvent,
} from '@croupier/contract';
import type { LiveChannel } from './live-channels';

/**
 * What each channel carries. The modules that publish (wallet, payment, bonus, retention, game)
 * write these shapes through `publishAfterCommit`; `global:online` is the live plugin's own.
 */
export interface LiveEventMap {
  'bonus:player-bonus-codes': BonusCodeEvent;
  'bonus:player-bonuses': BonusEvent;
  'bonus:player-freespins': BonusEvent;
  'wallet:accounts': AccountEvent;
  'payment:invoices': InvoiceEvent;
  'retention:quests': QuestEvent;
  'retention:accounts': LoyaltyEvent;
  'messenger:notifications': NotificationEvent;
  /** A round after each stake, win or rollback; or a refused bet (bonus rules). */
  'game:bets': GameRound | BetEvent;
  'global:online': OnlineEvent;
  tournaments: TournamentEvent;
}

export interface BonusCodeEvent {
  code?: string;
  status: number;
}

/** A player bonus or free-spin pack: status 1 issued, 2 active, 3 finished; result 1–5. */
export interface BonusEvent {
  id: string;
  name?: string;
  status: number;
  result: number;
}

/** `wallet:accounts` carries the whole account; `payment:invoices` an invoice whose status or QR changed. */
/** A quest whose state changed, or one of its tasks whose progress changed. */
/** The loyalty account after points or the level changed. */
export type { AccountEvent, InvoiceEvent, LoyaltyEvent, QuestEvent };

/** The unread count after any change, with the new message when one arrived. */
export type NotificationEvent = MessengerEvent;

export interface BetEvent {
  event: 'game.bet.restricted' | 'game.bet.max.exceed' | 'game.limit.reached' | (string & {});
  /** The active bonus's maximum bet, in the bonus currency (with game.bet.max.exceed). */
  maxBet?: { amountMinor: number; currency: string; subunitToUnit: number };
}

export interface OnlineEvent {
  count: number;
}

export type { TournamentEvent };

export type LiveData<C extends LiveChannel> = LiveEventMap[C];
