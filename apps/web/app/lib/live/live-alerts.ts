import type { ToastType } from '../../components/ui/toast';
import { isLevelUpNoticePage } from './level-up';
import type { LiveChannel } from './live-channels';
import type { BetEvent, BonusEvent, InvoiceEvent, LiveEventMap, QuestEvent } from './live-events';

/** A toast a live event asks for: a translation key under `live.alert`, and what fills it. */
export interface LiveAlert {
  type: ToastType;
  key: string;
  /** The bonus or quest name from the event, shown under the title. */
  name?: string;
  maxBet?: NonNullable<BetEvent['maxBet']>;
  /** The invoice amount, shown under a deposit or withdrawal alert. */
  money?: { amountMinor: number; currency: string };
}

type AlertEntry = Pick<LiveAlert, 'type' | 'key'>;

/** Bonus `status-result` → alert (spec section 4); free spins share it except lost. */
const BONUS_ALERTS: Record<string, AlertEntry> = {
  '1-1': { type: 'info', key: 'live.alert.bonusIssued' },
  '2-1': { type: 'success', key: 'live.alert.bonusActivated' },
  '3-2': { type: 'success', key: 'live.alert.bonusPlayed' },
  '3-3': { type: 'warning', key: 'live.alert.bonusCanceled' },
  '3-4': { type: 'warning', key: 'live.alert.bonusExpired' },
  '3-5': { type: 'error', key: 'live.alert.bonusLost' },
};
const FREESPIN_ALERTS: Record<string, AlertEntry> = {
  '1-1': { type: 'info', key: 'live.alert.freespinsIssued' },
  '2-1': { type: 'success', key: 'live.alert.freespinsActivated' },
  '3-2': { type: 'success', key: 'live.alert.freespinsPlayed' },
  '3-3': { type: 'warning', key: 'live.alert.freespinsCanceled' },
  '3-4': { type: 'warning', key: 'live.alert.freespinsExpired' },
};
/** Invoice `type-status`: 2 success, 3 error, for deposits (1) and withdrawals (2). */
const INVOICE_ALERTS: Record<string, AlertEntry> = {
  '1-2': { type: 'success', key: 'live.alert.depositSucceeded' },
  '1-3': { type: 'error', key: 'live.alert.depositFailed' },
  '2-2': { type: 'success', key: 'live.alert.withdrawalSucceeded' },
  '2-3': { type: 'error', key: 'live.alert.withdrawalFailed' },
};
/** Quest state → alert; state 3 (completed) has none, as the spec asks. */
const QUEST_ALERTS: Record<number, AlertEntry> = {
  2: { type: 'info', key: 'live.alert.questActivated' },
  5: { type: 'warning', key: 'live.alert.questExpired' },
  6: { type: 'warning', key: 'live.alert.questExpired' },
};
const QUEST_ACTIVE = 2;

/**
 * The alert the spec maps to a live event, or undefined when the event shows none. `pathname` is
 * the page shown: a level-up is a notice only where its modal does not open.
 */
export function alertForLiveEvent<C extends LiveChannel>(
  channel: C,
  data: LiveEventMap[C],
  pathname: string,
): LiveAlert | undefined {
  if (!data || typeof data !== 'object') return undefined;
  switch (channel) {
    case 'bonus:player-bonuses':
      return bonusAlert(BONUS_ALERTS, data as BonusEvent);
    case 'bonus:player-freespins':
      return bonusAlert(FREESPIN_ALERTS, data as BonusEvent);
    case 'payment:invoices': {
      const invoice = data as InvoiceEvent;
      const entry = INVOICE_ALERTS[`${invoice.type}-${invoice.status}`];
      if (!entry) return undefined;
      const hasAmount = typeof invoice.amount === 'number' && Boolean(invoice.currency);
      return {
        ...entry,
        ...(hasAmount && { money: { amountMinor: invoice.amount, currency: invoice.currency } }),
      };
    }
    case 'retention:quests':
      return questAlert(data as QuestEvent);
    case 'retention:accounts':
      return levelUpAlert(data as LiveEventMap['retention:accounts'], pathname);
    case 'game:bets':
      return betAlert(data as BetEvent);
    case 'messenger:notifications':
      return messageAlert(data as LiveEventMap['messenger:notifications']);
    default:
      return undefined;
  }
}

function bonusAlert(table: Record<string, AlertEntry>, bonus: BonusEvent) {
  const entry = table[`${bonus.status}-${bonus.result}`];
  return entry && { ...entry, ...(bonus.name && { name: bonus.name }) };
}

function questAlert(event: QuestEvent): LiveAlert | undefined {
  if (event.kind === 'quest') {
    const entry = QUEST_ALERTS[event.state];
    return entry && { ...entry, ...(event.name && { name: event.name }) };
  }
  if (event.kind !== 'task') return undefined;
  const isCompleted = event.questState === QUEST_ACTIVE && event.progress === event.quantity;
  if (!isCompleted) return undefined;
  return {
    type: 'success',
    key: 'live.alert.taskCompleted',
    ...(event.name && { name: event.name }),
  };
}

function levelUpAlert(
  event: LiveEventMap['retention:accounts'],
  pathname: string,
): LiveAlert | undefined {
  const { levelOrder, previousLevelOrder, levelName } = event;
  if (previousLevelOrder === undefined || !(levelOrder > previousLevelOrder)) return undefined;
  if (!isLevelUpNoticePage(pathname)) return undefined;
  return { type: 'success', key: 'live.alert.levelUp', ...(levelName && { name: levelName }) };
}

function betAlert(event: BetEvent): LiveAlert | undefined {
  if (event.event === 'game.bet.restricted') {
    return { type: 'error', key: 'live.alert.betRestricted' };
  }
  if (event.event === 'game.bet.max.exceed') {
    return {
      type: 'warning',
      key: event.maxBet ? 'live.alert.betMaxExceeded' : 'live.alert.betMaxExceededPlain',
      ...(event.maxBet && { maxBet: event.maxBet }),
    };
  }
  return undefined;
}

/** Messages whose event has no alert of its own: payments, bonuses, levels and quests have. */
const MESSAGE_ALERT_KINDS = /^(document\.|kyc\.|tournament\.|broadcast$)/;

/** A new message: its title under a 'new message' toast; declines read as a warning. */
function messageAlert(event: LiveEventMap['messenger:notifications']): LiveAlert | undefined {
  if (!event.message || !MESSAGE_ALERT_KINDS.test(event.message.kind)) return undefined;
  return {
    type: event.message.kind.endsWith('.declined') ? 'warning' : 'info',
    key: 'live.alert.newMessage',
    name: event.message.content.title,
  };
}
