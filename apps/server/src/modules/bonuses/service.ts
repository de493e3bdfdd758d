import {
  type DepositBonus,
  depositBonusAmount,
  ERRORS,
  type ErrorName,
  PLAYER_BONUS_RESULTS,
  PLAYER_BONUS_STATUSES,
  type PlayerBonus,
} from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusalOf } from '../games/provider-api/calls.ts';
import { houseAccount } from '../ledger/service.ts';
import { nameForPlayer, sendMessage } from '../messenger/service.ts';
import { isTurnoverRuleOn } from '../wallet/service.ts';
import { bonusInCurrency, inCurrencyTerms } from './base-terms.ts';
import { type FreespinRow, issueFreespins } from './freespins.ts';
import * as repo from './repo.ts';

/**
 * Bonuses (docs/decisions/011-bonuses.md). Definitions say what a trigger gives; a player bonus is
 * issued, activated (its money moves to the player's bonus balance), wagered on the bet path
 * (`provider_bet`) and finished: converted to cash, canceled, expired or lost. The money steps are
 * the SQL functions of migration 0009, which the bet path shares; this module decides who may
 * take which step.
 */

const { issued, active, finished } = PLAYER_BONUS_STATUSES;

function localized(text: Record<string, string> | null | undefined, locale: string) {
  return text?.[locale] ?? text?.en ?? '';
}

type BonusHistory = Awaited<ReturnType<typeof repo.selectPlayerBonusHistory>>;

/**
 * Whether the player may still get a bonus: not more often than its `maxPerPlayer`, and a package
 * step only with the deposit it belongs to (the player's `depositNumber`th successful deposit).
 */
export function isAvailableTo(
  bonus: Pick<repo.BonusRow, 'id' | 'maxPerPlayer' | 'depositNumber'>,
  history: BonusHistory,
) {
  if (bonus.maxPerPlayer !== null && (history.taken.get(bonus.id) ?? 0) >= bonus.maxPerPlayer) {
    return false;
  }
  return bonus.depositNumber === null || history.deposits + 1 === bonus.depositNumber;
}

function isOffered(bonus: repo.BonusRow, currency: string) {
  return (
    bonus.triggerConditions.invoiceAmountItems.some((item) => item.currency === currency) &&
    (bonus.type !== 3 || bonus.freespins?.betAmount[currency] !== undefined)
  );
}

function toDepositBonus(
  bonus: repo.BonusRow,
  currency: string,
  amount: number | undefined,
  locale: string,
): DepositBonus {
  const inCurrency = <T extends { currency: string }>(items: T[]) =>
    items.filter((item) => item.currency === currency);
  return {
    id: bonus.id,
    name: localized(bonus.name, locale),
    description: localized(bonus.description, locale),
    package: bonus.packageId
      ? { id: bonus.packageId, name: localized(bonus.packageName, locale) }
      : null,
    type: bonus.type as 1 | 2 | 3,
    triggerConditions: {
      ...bonus.triggerConditions,
      invoiceAmountItems: inCurrency(bonus.triggerConditions.invoiceAmountItems),
    },
    assignConditions: {
      ...bonus.assignConditions,
      amountItems: inCurrency(bonus.assignConditions.amountItems),
      maxAmountItems: inCurrency(bonus.assignConditions.maxAmountItems),
    },
    wagerMultiplier: bonus.wagerMultiplier,
    expiryDays: bonus.expiryDays,
    expectedAmount: amount === undefined ? null : depositBonusAmount(bonus, currency, amount),
  };
}

/** The deposit bonuses the player may get in a currency, each with what `amount` would get. */
export async function listDepositBonuses(
  db: Executor,
  playerId: string,
  currency: string,
  amount: number | undefined,
  locale: string,
): Promise<DepositBonus[]> {
  const rows = await inCurrencyTerms(db, await repo.selectEnabledBonuses(db, 'deposit'), currency);
  const history = await repo.selectPlayerBonusHistory(db, playerId);
  return rows
    .filter((bonus) => isOffered(bonus, currency) && isAvailableTo(bonus, history))
    .map((bonus) => toDepositBonus(bonus, currency, amount, locale));
}

/**
 * Checks a deposit's bonus choice before the invoice is created: a bonus and a decline together
 * are contradictory (422), and a chosen bonus must be offered for the currency and amount.
 */
export async function assertDepositBonusChoice(
  db: Executor,
  playerId: string,
  choice: { bonusId?: string | null | undefined; isBonusDecline?: boolean | undefined },
  currency: string,
  amount: number,
) {
  if (!choice.bonusId) return;
  if (choice.isBonusDecline) {
    throw new AppError('validation', { fields: { isBonusDecline: [{ rule: 'declined' }] } });
  }
  const bonus = await bonusInCurrency(db, await repo.selectBonus(db, choice.bonusId), currency);
  if (
    !bonus?.isEnabled ||
    bonus.trigger !== 'deposit' ||
    !isOffered(bonus, currency) ||
    depositBonusAmount(bonus, currency, amount) === null ||
    !isAvailableTo(bonus, await repo.selectPlayerBonusHistory(db, playerId))
  ) {
    throw new AppError('bonusNotAvailable');
  }
}

/** The house account that grants and takes back bonus money in a currency. */
async function houseOf(db: Executor, currency: string) {
  const house = await houseAccount(db, currency);
  return house.id;
}

/** Turns a refusal raised by a bonus function (SQLSTATE CR001) into its AppError. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal && refusal in ERRORS) throw new AppError(refusal as ErrorName, { cause: error });
    throw error;
  }
}

/**
 * Issues a bonus to a player on one of their accounts, in the caller's transaction, and activates
 * it at once when no other bonus of the account is active (else it waits, issued).
 */
export async function issueBonus(
  tx: Executor,
  input: {
    bonus: repo.BonusRow;
    playerId: string;
    accountId: string;
    currency: string;
    amount: number;
    invoiceId?: string;
    sessionId?: string;
    playerFreespinId?: string;
  },
) {
  const { bonus } = input;
  const row = await repo.insertPlayerBonus(tx, {
    playerId: input.playerId,
    bonusId: bonus.id,
    accountId: input.accountId,
    currency: input.currency,
    amount: input.amount,
    wagerMultiplier: bonus.wagerMultiplier,
    wagerRequired: input.amount * bonus.wagerMultiplier,
    maxBetAmount: bonus.maxBet[input.currency] ?? null,
    contributions: bonus.contributions,
    restrictedGameIds: bonus.restrictedGameIds,
    invoiceId: input.invoiceId ?? null,
    issueSessionId: input.sessionId ?? null,
    playerFreespinId: input.playerFreespinId ?? null,
    lostBelow: Math.max(1, bonus.lostBelow[input.currency] ?? 1),
    expiresAt: new Date(Date.now() + bonus.expiryDays * 86_400_000),
  });
  await sendMessage(tx, {
    playerId: input.playerId,
    kind: 'bonus.issued',
    params: { bonus: await nameForPlayer(tx, input.playerId, bonus.name) },
    sourceKey: `bonus:${row.id}`,
  });
  if (await repo.hasActiveBonus(tx, input.accountId)) {
    await publishIssued(tx, row.id);
    return row;
  }
  const houseId = await houseOf(tx, input.currency);
  await repo.activateStatement(tx, row.id, houseId, isTurnoverRuleOn());
  return row;
}

/**
 * Gives a player what a definition gives, in the caller's transaction: a type 3 definition its
 * free spins; a type 1 or 2 its bonus of `amount`, and its free spins when it has them too.
 */
export async function grantBonus(
  tx: Executor,
  input: Parameters<typeof issueBonus>[1],
): Promise<{ playerBonus: repo.PlayerBonusRow | undefined; freespins: FreespinRow[] }> {
  const playerBonus = input.bonus.type === 3 ? undefined : await issueBonus(tx, input);
  const freespins = await issueFreespins(tx, input);
  return { playerBonus, freespins };
}

/** Publishes a bonus that was only issued (bonus_publish, as the other steps do in SQL). */
function publishIssued(tx: Executor, playerBonusId: string) {
  return repo.publishStatement(tx, playerBonusId, isTurnoverRuleOn());
}

/**
 * The deposit bonus an invoice chose, issued when the deposit succeeds (in its transaction). A
 * bonus no longer offered for the amount credited, or no longer the player's to take (another
 * deposit took the step first), issues nothing: the deposit stands alone.
 */
export async function issueDepositBonus(
  tx: Executor,
  invoice: {
    id: string;
    playerId: string;
    accountId: string;
    currency: string;
    bonusId: string | null;
    isBonusDecline: boolean;
  },
  amount: number,
) {
  if (!invoice.bonusId || invoice.isBonusDecline) return undefined;
  const bonus = await bonusInCurrency(
    tx,
    await repo.selectBonus(tx, invoice.bonusId),
    invoice.currency,
  );
  if (!bonus?.isEnabled || bonus.trigger !== 'deposit') return undefined;
  const bonusAmount = depositBonusAmount(bonus, invoice.currency, amount);
  if (!bonusAmount) return undefined;
  // Two deposits of one player credited at once must not both take a once-only step.
  await repo.lockPlayer(tx, invoice.playerId);
  if (!isAvailableTo(bonus, await repo.selectPlayerBonusHistory(tx, invoice.playerId))) {
    return undefined;
  }
  return grantBonus(tx, {
    bonus,
    playerId: invoice.playerId,
    accountId: invoice.accountId,
    currency: invoice.currency,
    amount: bonusAmount,
    invoiceId: invoice.id,
  });
}

export function listPlayerBonuses(
  db: Executor,
  playerId: string,
  filter: { status?: number[] | undefined; currency?: string | undefined },
  locale: string,
) {
  return repo.selectPlayerBonusViews(
    db,
    { playerId, statuses: filter.status, currency: filter.currency },
    locale,
  );
}

async function viewOf(db: Executor, playerId: string, playerBonusId: string, locale: string) {
  const [view] = await repo.selectPlayerBonusViews(db, { playerId, ids: [playerBonusId] }, locale);
  if (!view) throw new AppError('bonusNotFound');
  return view;
}

async function ownBonus(tx: Executor, playerId: string, playerBonusId: string) {
  const row = await repo.selectPlayerBonus(tx, playerBonusId);
  if (!row || row.playerId !== playerId) throw new AppError('bonusNotFound');
  return row;
}

/** Activates one of the player's issued bonuses: refused while another of its currency is active. */
export async function activatePlayerBonus(
  db: Db,
  playerId: string,
  playerBonusId: string,
  locale: string,
): Promise<PlayerBonus> {
  await db.transaction(async (tx) => {
    const row = await ownBonus(tx, playerId, playerBonusId);
    if (row.status === finished) throw new AppError('bonusFinished');
    if (row.status !== issued) throw new AppError('bonusNotActivatable');
    const houseId = await houseOf(tx, row.currency);
    await refusing(() => repo.activateStatement(tx, row.id, houseId, isTurnoverRuleOn()));
  });
  return viewOf(db, playerId, playerBonusId, locale);
}

/**
 * Cancels one of the player's bonuses. An active one forfeits its bonus money; while bets staked
 * with it are still open the player must confirm losing what they may win (cancel-unsettled-bonus).
 */
export async function cancelPlayerBonus(
  db: Db,
  playerId: string,
  playerBonusId: string,
  isUnsettledConfirmed: boolean,
  locale: string,
): Promise<PlayerBonus> {
  await db.transaction(async (tx) => {
    const row = await ownBonus(tx, playerId, playerBonusId);
    if (row.status === finished) throw new AppError('bonusFinished');
    if (row.status === active && !isUnsettledConfirmed) {
      if ((await repo.countUnsettledRounds(tx, row.id)) > 0) {
        throw new AppError('bonusUnsettledBets');
      }
    }
    const houseId = await houseOf(tx, row.currency);
    await refusing(() =>
      repo.finishStatement(tx, row.id, PLAYER_BONUS_RESULTS.canceled, houseId, isTurnoverRuleOn()),
    );
  });
  return viewOf(db, playerId, playerBonusId, locale);
}

/** Finishes bonuses past their expiry (result 4); answers how many. Safe to run on every process. */
export async function expireDueBonuses(db: Db, batch = 100): Promise<number> {
  const due = await repo.selectExpiredBonusIds(db, batch);
  let expired = 0;
  for (const bonus of due) {
    try {
      await db.transaction(async (tx) => {
        const houseId = await houseOf(tx, bonus.currency);
        await repo.finishStatement(
          tx,
          bonus.id,
          PLAYER_BONUS_RESULTS.expired,
          houseId,
          isTurnoverRuleOn(),
        );
      });
      expired++;
    } catch (error) {
      // Finished meanwhile (converted, canceled, or another process expired it).
      if (refusalOf(error) !== 'bonusFinished') throw error;
    }
  }
  return expired;
}

/** The steps of a package, in the order of the deposits they go with. */
export async function packageStepIds(db: Executor, packageId: string) {
  return (await repo.selectPackageSteps(db, packageId)).map((row) => row.id);
}

/** `GET /api/game/bonuses/status`: per asked bonus, whether the player may still get it. */
export async function bonusStatus(
  db: Executor,
  playerId: string,
  bonusIds: string[],
  currency: string,
) {
  const history = await repo.selectPlayerBonusHistory(db, playerId);
  const found = (await Promise.all(bonusIds.map((id) => repo.selectBonus(db, id)))).filter(
    (row) => row !== undefined,
  );
  const rows = new Map((await inCurrencyTerms(db, found, currency)).map((row) => [row.id, row]));
  return bonusIds.map((bonusId) => {
    const bonus = rows.get(bonusId);
    const isOfferedHere =
      bonus?.isEnabled === true && (bonus.trigger !== 'deposit' || isOffered(bonus, currency));
    return {
      bonusId,
      isAvailable: isOfferedHere && bonus !== undefined && isAvailableTo(bonus, history),
      taken: history.taken.get(bonusId) ?? 0,
    };
  });
}
