import type { Endpoints, ResponseOf } from '@croupier/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { operatorAuditLog, players, walletAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bonusInCurrency } from '../bonuses/base-terms.ts';
import * as bonusRepo from '../bonuses/repo.ts';
import { grantBonus, isAvailableTo } from '../bonuses/service.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

type Actor = { operator: SignedInOperator; ip: string };
type GrantBody = z.output<Endpoints['backofficeGrantBonus']['body']>;
type Grant = ResponseOf<'backofficeGrantBonus'>['data'];

const GRANT_ACTION = 'bonus.grant';

/** The grant an earlier request with this key made, read from its audit entry. */
async function earlierGrant(tx: Executor, playerId: string, key: string) {
  const [row] = await tx
    .select({ after: operatorAuditLog.after })
    .from(operatorAuditLog)
    .where(
      and(
        eq(operatorAuditLog.targetType, 'player'),
        eq(operatorAuditLog.targetId, playerId),
        eq(operatorAuditLog.action, GRANT_ACTION),
        sql`${operatorAuditLog.after}->>'idempotencyKey' = ${key}`,
      ),
    );
  return row?.after as
    | (Omit<Grant, 'isNew'> & { idempotencyKey: string; reason: string })
    | undefined;
}

/**
 * Locks the player's row (their bonus decisions run one at a time, as the deposit path's do). A
 * blocked or self-excluded player gets no bonus: 403, as their other changes are refused.
 */
async function lockGrantablePlayer(tx: Executor, playerId: string) {
  const [player] = await tx
    .select({ status: players.status })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!player) throw new AppError('notFound');
  if (player.status === 3 || player.status === 4) throw new AppError('forbidden');
}

/** What the definition gives in the currency: its fixed amount, the operator's within its cap, or spins. */
function amountOf(bonus: bonusRepo.BonusRow, currency: string, asked: number | null) {
  if (bonus.type === 3) {
    if (!bonus.freespins?.betAmount[currency]) throw fieldError('currency', 'in');
    return 0;
  }
  if (bonus.type === 1) {
    const fixed = bonus.assignConditions.amountItems.find((item) => item.currency === currency);
    if (!fixed) throw fieldError('currency', 'in');
    return fixed.amount;
  }
  const cap = bonus.assignConditions.maxAmountItems.find((item) => item.currency === currency);
  if (!cap) throw fieldError('currency', 'in');
  if (asked === null) throw fieldError('amount', 'required');
  if (asked > cap.amount) throw fieldError('amount', 'max_numeric', { max: String(cap.amount) });
  return asked;
}

/**
 * Gives a definition to a player through the bonuses module's own grant (the deposit bonus and
 * code path: terms copied, activated when no other bonus of the account is, the player's live
 * event and message). The player's row lock and the audit entry make the key count once: a
 * repeated request answers the first grant and gives nothing.
 */
export async function grantBonusToPlayer(db: Db, actor: Actor, playerId: string, body: GrantBody) {
  return db.transaction(async (tx): Promise<Grant> => {
    await lockGrantablePlayer(tx, playerId);
    const earlier = await earlierGrant(tx, playerId, body.idempotencyKey);
    if (earlier) {
      const { idempotencyKey: _, reason: __, ...grant } = earlier;
      return { ...grant, isNew: false };
    }
    const [account] = await tx
      .select()
      .from(walletAccounts)
      .where(
        and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, body.currency)),
      );
    if (!account) throw fieldError('currency', 'in');
    const bonus = await bonusInCurrency(
      tx,
      await bonusRepo.selectBonus(tx, body.bonusId),
      body.currency,
    );
    if (!bonus) throw fieldError('bonusId', 'in');
    const amount = amountOf(bonus, body.currency, body.amount);
    const history = await bonusRepo.selectPlayerBonusHistory(tx, playerId);
    if (!bonus.isEnabled || !isAvailableTo({ ...bonus, depositNumber: null }, history)) {
      throw new AppError('bonusNotAvailable');
    }
    const granted = await grantBonus(tx, {
      bonus,
      playerId,
      accountId: account.id,
      currency: body.currency,
      amount,
    });
    const grant = {
      playerBonusId: granted.playerBonus?.id ?? null,
      freespinIds: granted.freespins.map((row) => row.id),
      bonusId: bonus.id,
      currency: body.currency,
      amount: bonus.type === 3 ? null : amount,
    };
    await appendAudit(tx, {
      operator: actor.operator,
      action: GRANT_ACTION,
      target: { type: 'player', id: playerId },
      after: { ...grant, reason: body.reason, idempotencyKey: body.idempotencyKey },
      ip: actor.ip,
    });
    return { ...grant, isNew: true };
  });
}
