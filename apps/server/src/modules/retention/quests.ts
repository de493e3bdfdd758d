import {
  BET_STATUSES,
  INVOICE_STATUSES,
  type PlayerQuest,
  QUEST_STATES,
  type Quest,
  type QuestEvent,
  type QuestTask,
} from '@croupier/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import {
  bonuses,
  invoices,
  playerQuestContributions,
  playerQuests,
  playerQuestTasks,
  type QuestTaskType,
  quests,
  questTasks,
  walletAccounts,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { localizedText } from '../../lib/localized.ts';
import { issueFreespins } from '../bonuses/freespins.ts';
import { selectBonus } from '../bonuses/repo.ts';
import { houseAccount, postTransfer } from '../ledger/service.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { sendMessage } from '../messenger/service.ts';
import { selectPlayerLocale } from '../players/repo.ts';
import { publishAccountChange } from '../wallet/service.ts';
import { type CountedRound, readCountedRound } from './counted-round.ts';

type TaskRow = typeof questTasks.$inferSelect;
type PlayerQuestRow = typeof playerQuests.$inferSelect;
type PlayerTaskRow = typeof playerQuestTasks.$inferSelect;

const AMOUNT_TYPES = new Set<QuestTaskType>(['wager', 'deposit']);

/** A task's goal in a currency: a count, or an amount the quest defines for that currency. */
function goalOf(task: TaskRow, currency: string): number | undefined {
  if (AMOUNT_TYPES.has(task.type)) return task.amounts?.[currency];
  return task.count ?? undefined;
}

/**
 * `offeredOnly`: enabled quests inside their availability window (`startsAt`/`endsAt`, either
 * end open when null), what players are offered and can activate. Runs keep their own time.
 */
async function loadQuests(db: Executor, filter?: { ids?: string[]; offeredOnly?: boolean }) {
  const rows = await db
    .select({ quest: quests, bonusName: bonuses.name })
    .from(quests)
    .leftJoin(bonuses, eq(bonuses.id, quests.rewardBonusId))
    .where(
      and(
        filter?.offeredOnly
          ? and(
              eq(quests.isEnabled, true),
              or(isNull(quests.startsAt), lte(quests.startsAt, sql`now()`)),
              or(isNull(quests.endsAt), gt(quests.endsAt, sql`now()`)),
            )
          : undefined,
        filter?.ids ? inArray(quests.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(quests.position), asc(quests.id));
  const tasks = rows.length
    ? await db
        .select()
        .from(questTasks)
        .where(
          inArray(
            questTasks.questId,
            rows.map((row) => row.quest.id),
          ),
        )
        .orderBy(asc(questTasks.position))
    : [];
  return rows.map((row) => ({
    ...row,
    tasks: tasks.filter((task) => task.questId === row.quest.id),
  }));
}

type LoadedQuest = Awaited<ReturnType<typeof loadQuests>>[number];

function rewardOf(loaded: LoadedQuest, currency: string, locale: string) {
  return {
    bonusName: loaded.bonusName ? localizedText(loaded.bonusName, locale) : null,
    amount: loaded.quest.rewardAmounts[currency] ?? null,
  };
}

/** The quests on offer now (enabled, inside their window), in `currency`: a quest with no goal in that currency is left out. */
export async function listQuests(db: Executor, currency: string, locale: string): Promise<Quest[]> {
  const loaded = await loadQuests(db, { offeredOnly: true });
  return loaded
    .filter(
      ({ tasks }) => tasks.length > 0 && tasks.every((t) => goalOf(t, currency) !== undefined),
    )
    .map((entry) => ({
      id: entry.quest.id,
      name: localizedText(entry.quest.name, locale),
      description: localizedText(entry.quest.description, locale),
      durationHours: entry.quest.durationHours,
      currency,
      reward: rewardOf(entry, currency, locale),
      tasks: entry.tasks.map((task, index) => ({
        id: task.id,
        questId: task.questId,
        type: task.type,
        name: localizedText(task.name, locale),
        isActive: index === 0,
        isCompleted: false,
        progress: 0,
        quantity: goalOf(task, currency)!,
        gameIds: task.gameIds,
      })),
    }));
}

function viewOf(
  run: PlayerQuestRow,
  loaded: LoadedQuest,
  runTasks: readonly PlayerTaskRow[],
  locale: string,
): PlayerQuest {
  const active = runTasks.find((task) => !task.completedAt);
  const tasks: QuestTask[] = loaded.tasks.flatMap((task) => {
    const mine = runTasks.find((row) => row.taskId === task.id);
    if (!mine) return [];
    return [
      {
        id: task.id,
        questId: task.questId,
        type: task.type,
        name: localizedText(task.name, locale),
        isActive: run.state === QUEST_STATES.active && active?.taskId === task.id,
        isCompleted: mine.completedAt !== null,
        progress: Math.min(mine.progress, mine.quantity),
        quantity: mine.quantity,
        gameIds: task.gameIds,
      },
    ];
  });
  return {
    id: run.id,
    questId: run.questId,
    name: localizedText(loaded.quest.name, locale),
    description: localizedText(loaded.quest.description, locale),
    durationHours: loaded.quest.durationHours,
    currency: run.currency,
    reward: rewardOf(loaded, run.currency, locale),
    state: run.state as PlayerQuest['state'],
    activatedAt: run.activatedAt.toISOString(),
    expiresAt: run.expiresAt.toISOString(),
    tasks,
  };
}

async function viewsOf(db: Executor, runs: PlayerQuestRow[], locale: string) {
  if (runs.length === 0) return [];
  const [loaded, tasks] = await Promise.all([
    loadQuests(db, { ids: [...new Set(runs.map((run) => run.questId))] }),
    db
      .select()
      .from(playerQuestTasks)
      .where(
        inArray(
          playerQuestTasks.playerQuestId,
          runs.map((run) => run.id),
        ),
      )
      .orderBy(asc(playerQuestTasks.position)),
  ]);
  return runs.flatMap((run) => {
    const quest = loaded.find((entry) => entry.quest.id === run.questId);
    if (!quest) return [];
    return [
      viewOf(
        run,
        quest,
        tasks.filter((task) => task.playerQuestId === run.id),
        locale,
      ),
    ];
  });
}

/** The player's quests, newest first; runs past their time are expired first. */
export async function listPlayerQuests(
  db: Db,
  playerId: string,
  filter: { state?: number[]; currency?: string },
  locale: string,
): Promise<PlayerQuest[]> {
  await expireDueQuests(db, playerId);
  const runs = await db
    .select()
    .from(playerQuests)
    .where(
      and(
        eq(playerQuests.playerId, playerId),
        filter.state?.length ? inArray(playerQuests.state, filter.state) : undefined,
        filter.currency ? eq(playerQuests.currency, filter.currency) : undefined,
      ),
    )
    .orderBy(desc(playerQuests.activatedAt));
  return viewsOf(db, runs, locale);
}

function publishQuest(tx: Executor, run: PlayerQuestRow, name: string) {
  const event: QuestEvent = {
    kind: 'quest',
    id: run.id,
    questId: run.questId,
    name,
    state: run.state,
  };
  return publishAfterCommit(tx, personalChannel('retention:quests', run.playerId), event);
}

/**
 * Starts a quest in one of the player's currencies: refused when it is not on offer, has no goal
 * in that currency, the player has no account in it, or it already runs.
 */
export async function activateQuest(
  db: Db,
  playerId: string,
  questId: string,
  currency: string,
  locale: string,
): Promise<PlayerQuest> {
  const [loaded] = await loadQuests(db, { ids: [questId], offeredOnly: true });
  if (!loaded) throw new AppError('questNotFound');
  const goals = loaded.tasks.map((task) => goalOf(task, currency));
  if (goals.length === 0 || goals.some((goal) => goal === undefined)) {
    throw new AppError('questNotAvailable');
  }
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
    if (!account) throw new AppError('questNotAvailable');
    const [run] = await tx
      .insert(playerQuests)
      .values({
        playerId,
        questId,
        currency,
        expiresAt: sql`now() + make_interval(hours => ${loaded.quest.durationHours}::int)`,
      })
      .onConflictDoNothing()
      .returning();
    if (!run) throw new AppError('questNotAvailable');
    const tasks = await tx
      .insert(playerQuestTasks)
      .values(
        loaded.tasks.map((task, index) => ({
          playerQuestId: run.id,
          taskId: task.id,
          position: task.position,
          quantity: goals[index]!,
        })),
      )
      .returning();
    await publishQuest(
      tx,
      run,
      localizedText(loaded.quest.name, await selectPlayerLocale(tx, playerId)),
    );
    return viewOf(run, loaded, tasks, locale);
  });
}

/** Cancels an active quest of the player (state 6); another player's is not found. */
export async function cancelPlayerQuest(
  db: Db,
  playerId: string,
  id: string,
  locale: string,
): Promise<PlayerQuest> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(playerQuests)
      .where(and(eq(playerQuests.id, id), eq(playerQuests.playerId, playerId)))
      .for('update');
    if (!run) throw new AppError('questNotFound');
    if (run.state !== QUEST_STATES.active || run.expiresAt.getTime() <= Date.now()) {
      throw new AppError('questNotActive');
    }
    const [cancelled] = await tx
      .update(playerQuests)
      .set({ state: QUEST_STATES.cancelled, finishedAt: sql`now()` })
      .where(eq(playerQuests.id, id))
      .returning();
    const [view] = await viewsOf(tx, [cancelled!], locale);
    await publishQuest(tx, cancelled!, view!.name);
    return view!;
  });
}

/** Expires active quests past their time (one player's, or everyone's); answers how many. */
export async function expireDueQuests(db: Db, playerId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(playerQuests)
      .set({ state: QUEST_STATES.expired, finishedAt: sql`now()` })
      .where(
        and(
          eq(playerQuests.state, QUEST_STATES.active),
          lte(playerQuests.expiresAt, sql`now()`),
          playerId ? eq(playerQuests.playerId, playerId) : undefined,
        ),
      )
      .returning();
    if (expired.length === 0) return 0;
    const loaded = await loadQuests(tx, { ids: [...new Set(expired.map((run) => run.questId))] });
    for (const run of expired) {
      const quest = loaded.find((entry) => entry.quest.id === run.questId);
      const locale = await selectPlayerLocale(tx, run.playerId);
      await publishQuest(tx, run, localizedText(quest?.quest.name, locale));
    }
    return expired.length;
  });
}

/** What a round gives a task of each type, from the round as it is now. */
function roundValue(
  task: TaskRow,
  round: { stake: number; bonusStake: number; win: number; status: number; gameId: string },
) {
  if (round.status === BET_STATUSES.refunded) return 0;
  const realStake = Math.max(0, round.stake - round.bonusStake);
  switch (task.type) {
    case 'wager':
      return realStake;
    case 'bets':
      return round.stake > 0 ? 1 : 0;
    case 'wins':
      return round.win > 0 ? 1 : 0;
    case 'games':
      return round.stake > 0 && task.gameIds.includes(round.gameId) ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * Counts a round for the player's active quests in its currency that started before it: the
 * task it was first counted for (the active one then) is given the round's value now. Events of
 * a round counted twice or out of order leave the same progress.
 */
export async function countRoundForQuests(db: Db, round: CountedRound) {
  await countSource(
    db,
    round.playerId,
    round.currency,
    round.createdAt,
    `round:${round.id}`,
    (task) => (task.type === 'deposit' ? undefined : roundValue(task, round)),
  );
}

/** Counts a paid deposit for the player's active quests in its currency (deposit tasks). */
export async function countDepositForQuests(db: Db, invoiceId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  // Deposits only (invoice type 1).
  if (invoice?.type !== 1) return;
  const paid = invoice.status === INVOICE_STATUSES.success;
  await countSource(
    db,
    invoice.playerId,
    invoice.currency,
    invoice.createdAt,
    `invoice:${invoiceId}`,
    (task) => (task.type === 'deposit' ? (paid ? invoice.amount : 0) : undefined),
  );
}

async function countSource(
  db: Db,
  playerId: string,
  currency: string,
  happenedAt: Date,
  source: string,
  valueFor: (task: TaskRow) => number | undefined,
) {
  const runs = await db
    .select({ id: playerQuests.id })
    .from(playerQuests)
    .where(
      and(
        eq(playerQuests.playerId, playerId),
        eq(playerQuests.state, QUEST_STATES.active),
        eq(playerQuests.currency, currency),
        lte(playerQuests.activatedAt, happenedAt),
      ),
    );
  for (const { id } of runs) await countForRun(db, id, source, valueFor);
}

async function countForRun(
  db: Db,
  runId: string,
  source: string,
  valueFor: (task: TaskRow) => number | undefined,
) {
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(playerQuests)
      .where(eq(playerQuests.id, runId))
      .for('update');
    if (!run || run.state !== QUEST_STATES.active || run.expiresAt.getTime() <= Date.now()) return;
    const [loaded] = await loadQuests(tx, { ids: [run.questId] });
    if (!loaded) return;
    const runTasks = await tx
      .select()
      .from(playerQuestTasks)
      .where(eq(playerQuestTasks.playerQuestId, run.id))
      .orderBy(asc(playerQuestTasks.position));
    const [counted] = await tx
      .select()
      .from(playerQuestContributions)
      .where(
        and(
          eq(playerQuestContributions.playerQuestId, run.id),
          eq(playerQuestContributions.source, source),
        ),
      );
    // The task this source counts for: the one it was first counted for, else the active one.
    const target = counted
      ? runTasks.find((task) => task.taskId === counted.taskId)
      : runTasks.find((task) => !task.completedAt);
    if (!target || target.completedAt) return;
    const definition = loaded.tasks.find((task) => task.id === target.taskId)!;
    const value = valueFor(definition);
    if (value === undefined) return;
    const delta = value - (counted?.amount ?? 0);
    if (counted && delta === 0) return;
    await tx
      .insert(playerQuestContributions)
      .values({ playerQuestId: run.id, taskId: target.taskId, source, amount: value })
      .onConflictDoUpdate({
        target: [
          playerQuestContributions.playerQuestId,
          playerQuestContributions.taskId,
          playerQuestContributions.source,
        ],
        set: { amount: value },
      });
    if (delta === 0) return;
    const progress = target.progress + delta;
    const isDone = progress >= target.quantity;
    await tx
      .update(playerQuestTasks)
      .set({ progress, ...(isDone && { completedAt: sql`now()` }) })
      .where(
        and(eq(playerQuestTasks.playerQuestId, run.id), eq(playerQuestTasks.taskId, target.taskId)),
      );
    const locale = await selectPlayerLocale(tx, run.playerId);
    const isLast =
      isDone && runTasks.every((task) => task.taskId === target.taskId || task.completedAt);
    const state = isLast ? QUEST_STATES.completed : run.state;
    const event: QuestEvent = {
      kind: 'task',
      questId: run.questId,
      playerQuestId: run.id,
      questState: QUEST_STATES.active,
      id: target.taskId,
      name: localizedText(definition.name, locale),
      progress: Math.min(progress, target.quantity),
      quantity: target.quantity,
    };
    await publishAfterCommit(tx, personalChannel('retention:quests', run.playerId), event);
    if (state === QUEST_STATES.completed) await completeQuest(tx, run, loaded, locale);
  });
}

/** The quest's reward, once: its free spins and its cash, then its message and event. */
async function completeQuest(
  tx: Executor,
  run: PlayerQuestRow,
  loaded: LoadedQuest,
  locale: string,
) {
  const [completed] = await tx
    .update(playerQuests)
    .set({ state: QUEST_STATES.completed, finishedAt: sql`now()` })
    .where(and(eq(playerQuests.id, run.id), eq(playerQuests.state, QUEST_STATES.active)))
    .returning();
  if (!completed) return;
  const [account] = await tx
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(
      and(eq(walletAccounts.playerId, run.playerId), eq(walletAccounts.currency, run.currency)),
    );
  if (account && loaded.quest.rewardBonusId) {
    const bonus = await selectBonus(tx, loaded.quest.rewardBonusId);
    if (bonus) {
      await issueFreespins(tx, {
        bonus,
        playerId: run.playerId,
        accountId: account.id,
        currency: run.currency,
      });
    }
  }
  const cash = loaded.quest.rewardAmounts[run.currency];
  if (account && cash) {
    const house = await houseAccount(tx, run.currency);
    await postTransfer(
      tx,
      {
        idempotencyKey: `quest:${run.id}`,
        kind: 'adjustment',
        legs: [
          { accountId: house.id, amountMinor: -cash },
          { accountId: account.id, amountMinor: cash },
        ],
        metadata: { questId: run.questId, playerQuestId: run.id },
      },
      { status: 'posted' },
    );
    await publishAccountChange(tx, run.playerId, account.id);
  }
  const name = localizedText(loaded.quest.name, locale);
  await publishQuest(tx, completed, name);
  await sendMessage(tx, {
    playerId: run.playerId,
    kind: 'quest.completed',
    params: { quest: name },
    sourceKey: `quest:${run.id}`,
  });
}

/**
 * Rebuilds the progress of every active run from the history: its contributions forgotten, then
 * every round and paid deposit of its player in its currency since it started counted again in
 * the order they happened. Completed runs are history and stay as they are. Answers how many runs.
 */
export async function rebuildQuestProgress(db: Db): Promise<number> {
  const runs = await db
    .select()
    .from(playerQuests)
    .where(eq(playerQuests.state, QUEST_STATES.active));
  for (const run of runs) {
    await db.transaction(async (tx) => {
      await tx
        .delete(playerQuestContributions)
        .where(eq(playerQuestContributions.playerQuestId, run.id));
      await tx
        .update(playerQuestTasks)
        .set({ progress: 0, completedAt: null })
        .where(eq(playerQuestTasks.playerQuestId, run.id));
    });
    const sources = await queryRows<{ kind: string; id: string }>(
      db,
      sql`
      select 'round' as kind, id::text as id, created_at from game_rounds
        where player_id = ${run.playerId} and currency = ${run.currency}
          and created_at >= ${run.activatedAt}
      union all
      select 'invoice', id::text, created_at from invoices
        where player_id = ${run.playerId} and currency = ${run.currency} and type = 1
          and status = ${INVOICE_STATUSES.success} and created_at >= ${run.activatedAt}
      order by created_at, id`,
    );
    for (const source of sources) {
      if (source.kind === 'invoice') await countDepositForQuests(db, source.id);
      else {
        const round = await readCountedRound(db, source.id);
        if (round) await countRoundForQuests(db, round);
      }
    }
  }
  return runs.length;
}
