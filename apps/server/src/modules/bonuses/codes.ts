import {
  BONUS_CODE_STATUSES,
  BONUS_CODE_TRIGGERS,
  type BonusCode,
  depositBonusAmount,
} from '@croupier/contract';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bonusCodes, playerBonusCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { selectAccountRecords } from '../wallet/repo.ts';
import { bonusInCurrency } from './base-terms.ts';
import * as repo from './repo.ts';
import { grantBonus, issueDepositBonus } from './service.ts';

/**
 * Bonus codes (contract `bonusCodeSchema`). A sign-up code (trigger 1) issues its bonus at once, a
 * fixed amount in the currency of the player's active account; a deposit code (trigger 3) waits
 * for the next deposit its bonus accepts. Each player uses a code once; a code may have an expiry
 * and a number of uses. Wrong codes change nothing and answer status 3 or 4.
 */

const { pending, used, incorrect, notAvailable } = BONUS_CODE_STATUSES;
type CodeRow = typeof bonusCodes.$inferSelect;
type EntryRow = typeof playerBonusCodes.$inferSelect;

function toBonusCode(code: CodeRow, entry: EntryRow): BonusCode {
  return {
    id: code.bonusId,
    bonusCode: entry.code,
    trigger: entry.trigger as 1 | 3,
    playerBonusCodeId: entry.id,
    status: entry.status as 1 | 2,
  };
}

function publishCode(tx: Executor, playerId: string, event: BonusCode) {
  return publishAfterCommit(tx, personalChannel('bonus:player-bonus-codes', playerId), event);
}

export async function listBonusCodes(db: Executor, playerId: string, trigger?: number) {
  const rows = await db
    .select({ code: bonusCodes, entry: playerBonusCodes })
    .from(playerBonusCodes)
    .innerJoin(bonusCodes, eq(bonusCodes.code, playerBonusCodes.code))
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        trigger ? eq(playerBonusCodes.trigger, trigger) : undefined,
      ),
    )
    .orderBy(desc(playerBonusCodes.createdAt));
  return rows.map(({ code, entry }) => toBonusCode(code, entry));
}

/** Takes one use of a code if it has any left; false when it is used up or expired meanwhile. */
async function takeUse(tx: Executor, code: string) {
  const rows = await tx
    .update(bonusCodes)
    .set({ uses: sql`${bonusCodes.uses} + 1` })
    .where(
      and(
        eq(bonusCodes.code, code),
        eq(bonusCodes.isEnabled, true),
        or(isNull(bonusCodes.maxUses), lt(bonusCodes.uses, bonusCodes.maxUses)),
        or(isNull(bonusCodes.expiresAt), sql`${bonusCodes.expiresAt} > now()`),
      ),
    )
    .returning({ code: bonusCodes.code });
  return rows.length === 1;
}

function isUsable(code: CodeRow) {
  return (
    code.isEnabled &&
    (code.maxUses === null || code.uses < code.maxUses) &&
    (code.expiresAt === null || code.expiresAt > new Date())
  );
}

/** The sign-up code's bonus in the player's active currency, issued now (in `tx`). */
async function issueSignUpBonus(tx: Executor, playerId: string, code: CodeRow) {
  const [account] = (await selectAccountRecords(tx, playerId)).filter((a) => a.status === 1);
  if (!account) return undefined;
  const bonus = await bonusInCurrency(
    tx,
    await repo.selectBonus(tx, code.bonusId),
    account.currency,
  );
  if (!bonus?.isEnabled) return undefined;
  const amount =
    bonus.type === 3
      ? bonus.freespins?.betAmount[account.currency] && bonus.freespins.count
      : bonus.assignConditions.amountItems.find((item) => item.currency === account.currency)
          ?.amount;
  if (!amount || !(await takeUse(tx, code.code))) return undefined;
  return grantBonus(tx, {
    bonus,
    playerId,
    accountId: account.id,
    currency: account.currency,
    amount,
  });
}

/**
 * Enters a code for a player, in the caller's transaction. Publishes the outcome on
 * `bonus:player-bonus-codes` whatever it is, so the player's other tabs and the sign-up flow hear it.
 */
export async function enterBonusCode(
  tx: Executor,
  playerId: string,
  input: { bonusCode: string; trigger: 1 | 3 },
): Promise<BonusCode> {
  const text = input.bonusCode.trim().toUpperCase();
  const refused = (status: 3 | 4, bonusId: string | null = null): BonusCode => ({
    id: bonusId,
    bonusCode: text,
    trigger: input.trigger,
    playerBonusCodeId: null,
    status,
  });
  const [code] = await tx.select().from(bonusCodes).where(eq(bonusCodes.code, text));
  let answer: BonusCode;
  if (!code) {
    answer = refused(incorrect);
  } else if (code.trigger !== input.trigger || !isUsable(code)) {
    answer = refused(notAvailable, code.bonusId);
  } else {
    answer = await enterUsableCode(tx, playerId, code, refused);
  }
  await publishCode(tx, playerId, answer);
  return answer;
}

async function enterUsableCode(
  tx: Executor,
  playerId: string,
  code: CodeRow,
  refused: (status: 3 | 4, bonusId?: string | null) => BonusCode,
): Promise<BonusCode> {
  if (code.trigger === BONUS_CODE_TRIGGERS.registration) {
    const [earlier] = await tx
      .select({ id: playerBonusCodes.id })
      .from(playerBonusCodes)
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(playerBonusCodes.trigger, BONUS_CODE_TRIGGERS.registration),
        ),
      );
    if (earlier) return refused(notAvailable, code.bonusId);
  }
  const [entry] = await tx
    .insert(playerBonusCodes)
    .values({ playerId, code: code.code, trigger: code.trigger })
    .onConflictDoNothing()
    .returning();
  if (!entry) return refused(notAvailable, code.bonusId);
  if (code.trigger === BONUS_CODE_TRIGGERS.deposit) {
    // One deposit code waits at a time: the newest replaces an older one.
    await tx
      .delete(playerBonusCodes)
      .where(
        and(
          eq(playerBonusCodes.playerId, playerId),
          eq(playerBonusCodes.status, pending),
          sql`${playerBonusCodes.id} <> ${entry.id}`,
        ),
      );
    return toBonusCode(code, entry);
  }
  const bonus = await issueSignUpBonus(tx, playerId, code);
  if (!bonus) throw new CodeUnavailable();
  const [usedEntry] = await tx
    .update(playerBonusCodes)
    .set({ status: used, usedAt: new Date(), playerBonusId: bonus.playerBonus?.id ?? null })
    .where(eq(playerBonusCodes.id, entry.id))
    .returning();
  return toBonusCode(code, usedEntry!);
}

/** A sign-up code with no bonus in the player's currency (or used up meanwhile): nothing stays. */
class CodeUnavailable extends Error {}

/** `POST /api/game/bonuses/bonuscodes`: enters a code; nothing changes unless it is usable. */
export async function addBonusCode(
  db: Db,
  playerId: string,
  input: { bonusCode: string; trigger: 1 | 3 },
): Promise<BonusCode> {
  try {
    return await db.transaction((tx) => enterBonusCode(tx, playerId, input));
  } catch (error) {
    if (!(error instanceof CodeUnavailable)) throw error;
    const answer: BonusCode = {
      id: null,
      bonusCode: input.bonusCode.trim().toUpperCase(),
      trigger: input.trigger,
      playerBonusCodeId: null,
      status: notAvailable,
    };
    await db.transaction((tx) => publishCode(tx, playerId, answer));
    return answer;
  }
}

/** Honours the code of a registration form (trigger 1), in the registration's transaction. */
export async function enterSignUpCode(tx: Executor, playerId: string, bonusCode: string) {
  try {
    return await tx.transaction((inner) =>
      enterBonusCode(inner, playerId, { bonusCode, trigger: BONUS_CODE_TRIGGERS.registration }),
    );
  } catch (error) {
    if (error instanceof CodeUnavailable) return undefined;
    throw error;
  }
}

/** `DELETE /api/game/bonuses/bonuscodes`: removes a deposit code still waiting for its deposit. */
export async function removeBonusCode(db: Executor, playerId: string, playerBonusCodeId: string) {
  const removed = await db
    .delete(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.id, playerBonusCodeId),
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.status, pending),
      ),
    )
    .returning({ id: playerBonusCodes.id });
  if (removed.length === 0) throw new AppError('notFound');
}

/**
 * A successful deposit that chose no bonus (and did not decline) uses the player's waiting deposit
 * code, when its bonus accepts the amount; otherwise the code keeps waiting.
 */
export async function useDepositCode(
  tx: Executor,
  invoice: { id: string; playerId: string; accountId: string; currency: string },
  amount: number,
) {
  const [row] = await tx
    .select({ code: bonusCodes, entry: playerBonusCodes })
    .from(playerBonusCodes)
    .innerJoin(bonusCodes, eq(bonusCodes.code, playerBonusCodes.code))
    .where(
      and(
        eq(playerBonusCodes.playerId, invoice.playerId),
        eq(playerBonusCodes.status, pending),
        eq(playerBonusCodes.trigger, BONUS_CODE_TRIGGERS.deposit),
      ),
    )
    .for('update', { of: playerBonusCodes });
  if (!row) return undefined;
  const bonus = await bonusInCurrency(
    tx,
    await repo.selectBonus(tx, row.code.bonusId),
    invoice.currency,
  );
  if (!bonus?.isEnabled) return undefined;
  const bonusAmount = depositBonusAmount(bonus, invoice.currency, amount);
  if (!bonusAmount || !(await takeUse(tx, row.code.code))) return undefined;
  const granted = await grantBonus(tx, {
    bonus,
    playerId: invoice.playerId,
    accountId: invoice.accountId,
    currency: invoice.currency,
    amount: bonusAmount,
    invoiceId: invoice.id,
  });
  const [entry] = await tx
    .update(playerBonusCodes)
    .set({ status: used, usedAt: new Date(), playerBonusId: granted.playerBonus?.id ?? null })
    .where(eq(playerBonusCodes.id, row.entry.id))
    .returning();
  await publishCode(tx, invoice.playerId, toBonusCode(row.code, entry!));
  return granted;
}

/**
 * What a successful deposit gets, in its transaction: the bonus it chose, else (unless it declined)
 * the player's waiting deposit code.
 */
export async function applyDepositBonus(
  tx: Executor,
  invoice: Parameters<typeof issueDepositBonus>[1],
  amount: number,
) {
  if (invoice.isBonusDecline) return undefined;
  if (invoice.bonusId) return issueDepositBonus(tx, invoice, amount);
  return useDepositCode(tx, invoice, amount);
}
