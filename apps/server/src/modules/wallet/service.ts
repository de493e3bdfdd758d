import { ACCOUNT_STATUSES, type Account } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ensureAccount } from '../ledger/service.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import * as repo from './repo.ts';

export type { WalletAccountRow } from './repo.ts';

/** A wallet account as the server's modules see it: the spec's Account plus its owner and turnover. */
export interface WalletAccountView {
  id: string;
  playerId: string;
  currency: string;
  type: 'fiat' | 'crypto';
  status: 1 | 2 | 3;
  /** Cash; the player may also stake `bonusBalance`, the active bonus's money. */
  balance: number;
  bonusBalance: number;
  withdrawalBalance: number;
  turnoverRequired: number;
  turnoverWagered: number;
}

const { active, enabled, hidden } = ACCOUNT_STATUSES;

/** Deposits add `amount × multiplier` to the turnover to wager; set from config at app start. */
let turnoverMultiplier = 1;

export function configureWallet(options: { turnoverMultiplier: number }) {
  turnoverMultiplier = options.turnoverMultiplier;
}

/** Whether the deposit turnover holds back withdrawals (what `wallet_account_json` is told). */
export function isTurnoverRuleOn() {
  return turnoverMultiplier !== 0;
}

/**
 * The deposit turnover still to wager. Turning the rule off (multiplier 0) lifts what earlier
 * deposits required too, so no player stays blocked by a rule that no longer applies.
 */
function outstandingTurnover(account: { turnoverRequired: number; turnoverWagered: number }) {
  if (turnoverMultiplier === 0) return 0;
  return Math.max(0, account.turnoverRequired - account.turnoverWagered);
}

/** What may be withdrawn: the balance less the deposit turnover still to wager. */
export function withdrawalBalanceOf(account: {
  balance: number;
  turnoverRequired: number;
  turnoverWagered: number;
}) {
  return Math.max(0, account.balance - outstandingTurnover(account));
}

function toView(record: repo.WalletAccountRecord): WalletAccountView {
  return { ...record, withdrawalBalance: withdrawalBalanceOf(record) };
}

/** The wire shape (contract Account) of an account: its balance is what the player can stake. */
export function toAccount(view: WalletAccountView): Account {
  return {
    id: view.id,
    currency: view.currency,
    type: view.type,
    status: view.status,
    balance: view.balance + view.bonusBalance,
    withdrawalBalance: view.withdrawalBalance,
  };
}

/**
 * Ensures the player's cash ledger account and its wallet row in `currency` (idempotent). The
 * player's first account is active; `makeActive` makes this one active (and shows it if hidden).
 * Locks the player row, so a player's account changes run one at a time. Publishes nothing: a
 * caller that changes what the player sees calls `publishAccountChange` in the same transaction.
 */
export async function openWalletAccount(
  tx: Executor,
  playerId: string,
  currency: string,
  options: { makeActive?: boolean } = {},
): Promise<repo.WalletAccountRow> {
  await repo.lockPlayer(tx, playerId);
  const existing = await repo.selectWalletAccount(tx, playerId, currency);
  if (existing) {
    return options.makeActive && existing.status !== active
      ? activate(tx, playerId, existing.id)
      : existing;
  }
  const ledger = await ensureAccount(tx, {
    ownerType: 'player',
    ownerId: playerId,
    currency,
    kind: 'cash',
  });
  const current = await repo.selectActiveAccount(tx, playerId);
  if (current && options.makeActive) await repo.updateStatus(tx, current.id, enabled);
  const status = !current || options.makeActive ? active : enabled;
  const row = await repo.insertWalletAccount(tx, { id: ledger.id, playerId, currency, status });
  if (!row) throw new Error(`wallet account ${ledger.id} was not created`);
  return row;
}

/** Makes an account active, the previous active one enabled. The player row must be locked. */
async function activate(tx: Executor, playerId: string, accountId: string) {
  const current = await repo.selectActiveAccount(tx, playerId);
  if (current?.id === accountId) return current;
  if (current) await repo.updateStatus(tx, current.id, enabled);
  return repo.updateStatus(tx, accountId, active);
}

export async function findPlayerAccount(
  db: Executor,
  playerId: string,
  accountId: string,
): Promise<WalletAccountView | undefined> {
  const [record] = await repo.selectAccountRecords(db, playerId, accountId);
  return record && toView(record);
}

/** Every account of a player, active first, then by the currency's position. */
export async function listPlayerAccounts(
  db: Executor,
  playerId: string,
): Promise<WalletAccountView[]> {
  return (await repo.selectAccountRecords(db, playerId)).map(toView);
}

/** Writes the account as it is now in `tx` to `wallet:accounts#{playerId}`, sent after commit. */
export async function publishAccountChange(
  tx: Executor,
  playerId: string,
  accountId: string,
): Promise<void> {
  const view = await findPlayerAccount(tx, playerId, accountId);
  if (!view) throw new Error(`wallet account ${accountId} of ${playerId} not found`);
  await publishAfterCommit(tx, personalChannel('wallet:accounts', playerId), toAccount(view));
}

export async function addDepositTurnover(
  tx: Executor,
  accountId: string,
  depositAmountMinor: number,
): Promise<void> {
  const required = Math.round(depositAmountMinor * turnoverMultiplier);
  if (required > 0) await repo.addTurnoverRequired(tx, accountId, required);
}

export async function recordWager(
  tx: Executor,
  accountId: string,
  betAmountMinor: number,
): Promise<void> {
  if (betAmountMinor > 0) await repo.addTurnoverWagered(tx, accountId, betAmountMinor);
}

/**
 * The player's accounts; a player with none (signed up before wallets, or through a social
 * provider without a currency) gets one in their currency, or the base currency.
 */
export async function listOrOpenAccounts(db: Executor, playerId: string) {
  const accounts = await listPlayerAccounts(db, playerId);
  if (accounts.length > 0) return accounts;
  return db.transaction(async (tx) => {
    const player = await repo.lockPlayer(tx, playerId);
    if (!player) throw new AppError('notFound');
    // A concurrent first read may have opened it while this one waited for the lock.
    const opened = await listPlayerAccounts(tx, playerId);
    if (opened.length > 0) return opened;
    const currency = await pickCurrency(tx, player.currency);
    if (!currency) return [];
    const row = await openWalletAccount(tx, playerId, currency);
    await publishAccountChange(tx, playerId, row.id);
    return listPlayerAccounts(tx, playerId);
  });
}

async function pickCurrency(db: Executor, preferred: string | null) {
  const currency = preferred ? await repo.selectCurrency(db, preferred) : undefined;
  return currency?.isEnabled ? currency.code : repo.selectBaseCurrency(db);
}

/** Adds an enabled currency's account, or answers the one the player has (shown again if hidden). */
export function addAccount(db: Executor, playerId: string, currency: string) {
  return db.transaction(async (tx) => {
    const known = await repo.selectCurrency(tx, currency);
    if (!known?.isEnabled)
      throw new AppError('currencyUnavailable', { fields: { currency: [{ rule: 'in' }] } });
    const before = await repo.selectWalletAccount(tx, playerId, currency);
    let row = await openWalletAccount(tx, playerId, currency);
    if (row.status === hidden) row = await repo.updateStatus(tx, row.id, enabled);
    if (!before || before.status !== row.status) await publishAccountChange(tx, playerId, row.id);
    return (await findPlayerAccount(tx, playerId, row.id))!;
  });
}

/** Makes an account the active one; answers every account of the player. */
export function switchAccount(db: Executor, playerId: string, accountId: string) {
  return db.transaction(async (tx) => {
    await repo.lockPlayer(tx, playerId);
    const target = await findPlayerAccount(tx, playerId, accountId);
    if (!target) throw new AppError('notFound');
    if (target.status === hidden) throw new AppError('accountHidden');
    if (target.status !== active) {
      const previous = await repo.selectActiveAccount(tx, playerId);
      await activate(tx, playerId, accountId);
      if (previous) await publishAccountChange(tx, playerId, previous.id);
      await publishAccountChange(tx, playerId, accountId);
    }
    return listPlayerAccounts(tx, playerId);
  });
}

/** Hides an account that is not the active one; its money stays on it. */
export function hideAccount(db: Executor, playerId: string, accountId: string) {
  return db.transaction(async (tx) => {
    await repo.lockPlayer(tx, playerId);
    const target = await findPlayerAccount(tx, playerId, accountId);
    if (!target) throw new AppError('notFound');
    if (target.status === active) throw new AppError('activeAccount');
    if (target.status === hidden) return target;
    await repo.updateStatus(tx, accountId, hidden);
    await publishAccountChange(tx, playerId, accountId);
    return (await findPlayerAccount(tx, playerId, accountId))!;
  });
}

/** The deposit turnover of the player's account in a currency (risk data of spec section 7). */
/**
 * What the player still has to wager on an account: the deposit turnover, plus the active bonus's
 * wagering (its money turns into cash when that is met).
 */
export async function getTurnover(db: Executor, playerId: string, currency: string) {
  const account = await repo.selectWalletAccount(db, playerId, currency);
  if (!account) throw new AppError('notFound');
  const bonus = await repo.selectActiveBonusWagering(db, account.id);
  const bonusWagered = bonus ? Math.min(bonus.wagered, bonus.wagerRequired) : 0;
  return {
    total: account.turnoverRequired + (bonus?.wagerRequired ?? 0),
    turnOverWager: account.turnoverWagered + bonusWagered,
    turnOverWagerAmount:
      outstandingTurnover(account) + (bonus ? bonus.wagerRequired - bonusWagered : 0),
    currency,
  };
}
