import { type BackofficeQuestBody, COUNTED_TASK_TYPES, QUEST_STATES } from '@croupier/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { playerQuests, quests, questTasks } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { throwIfFailed } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import {
  type Actor,
  createRetentionChecks,
  isSameValue,
  newRetentionId,
} from './retention-checks.ts';

type QuestBody = BackofficeQuestBody;
type QuestRow = typeof quests.$inferSelect;
type TaskRow = typeof questTasks.$inferSelect;

/** What a player's progress depends on: a task's kind, goal and games, in their order. */
const ruleOf = (task: Pick<TaskRow, 'type' | 'count' | 'amounts' | 'gameIds'>) => ({
  type: task.type,
  count: task.count,
  amounts: task.amounts,
  gameIds: task.gameIds,
});

function toQuest(row: QuestRow, tasks: TaskRow[], runs: { active: number; total: number }) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationHours: row.durationHours,
    rewardBonusId: row.rewardBonusId,
    rewardAmounts: row.rewardAmounts,
    position: row.position,
    isEnabled: row.isEnabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    tasks: tasks.map((task) => ({
      id: task.id,
      type: task.type,
      name: task.name,
      count: task.count,
      amounts: task.amounts,
      gameIds: task.gameIds,
    })),
    activeRuns: runs.active,
    totalRuns: runs.total,
  };
}

async function runsOf(db: Executor, questIds: string[]) {
  if (questIds.length === 0) return new Map<string, { active: number; total: number }>();
  const rows = await db
    .select({
      questId: playerQuests.questId,
      active: sql<number>`(count(*) filter (where ${playerQuests.state} = ${QUEST_STATES.active}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(playerQuests)
    .where(inArray(playerQuests.questId, questIds))
    .groupBy(playerQuests.questId);
  return new Map(rows.map((row) => [row.questId, { active: row.active, total: row.total }]));
}

async function loadQuestDefinitions(db: Executor, ids?: string[]) {
  const rows = await db
    .select()
    .from(quests)
    .where(ids ? inArray(quests.id, ids) : undefined)
    .orderBy(asc(quests.position), asc(quests.id));
  const questIds = rows.map((row) => row.id);
  const [tasks, runs] = await Promise.all([
    questIds.length
      ? db
          .select()
          .from(questTasks)
          .where(inArray(questTasks.questId, questIds))
          .orderBy(asc(questTasks.position))
      : Promise.resolve([]),
    runsOf(db, questIds),
  ]);
  return rows.map((row) =>
    toQuest(
      row,
      tasks.filter((task) => task.questId === row.id),
      runs.get(row.id) ?? { active: 0, total: 0 },
    ),
  );
}

/** Every quest, enabled or not, in the order players see them. */
export function listQuestDefinitions(db: Executor) {
  return loadQuestDefinitions(db);
}

/** Locales, currencies, games and the reward bonus: 422 naming each wrong field. */
async function checkQuest(db: Executor, body: QuestBody) {
  const checks = createRetentionChecks(db);
  await checks.locales('name', body.name);
  await checks.locales('description', body.description);
  await checks.freespinsBonus('rewardBonusId', body.rewardBonusId);
  await checks.currencies('rewardAmounts', Object.keys(body.rewardAmounts));
  for (const [index, task] of body.tasks.entries()) {
    await checks.locales(`tasks.${index}.name`, task.name);
    await checks.currencies(`tasks.${index}.amounts`, Object.keys(task.amounts ?? {}));
    await checks.games(`tasks.${index}.gameIds`, task.gameIds);
  }
  throwIfFailed(checks.failures);
}

const questValues = (body: QuestBody) => ({
  name: body.name,
  description: body.description,
  durationHours: body.durationHours,
  rewardBonusId: body.rewardBonusId,
  rewardAmounts: body.rewardAmounts,
  position: body.position,
  isEnabled: body.isEnabled,
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  endsAt: body.endsAt ? new Date(body.endsAt) : null,
});

/** A task's goal is a count or amounts by its kind, never both: the other is stored empty. */
function taskValues(questId: string, task: QuestBody['tasks'][number], index: number) {
  const isCounted = (COUNTED_TASK_TYPES as readonly string[]).includes(task.type);
  return {
    id: `${questId}-${index + 1}`,
    questId,
    position: index + 1,
    type: task.type,
    name: task.name,
    count: isCounted ? task.count : null,
    amounts: isCounted ? null : task.amounts,
    gameIds: task.gameIds,
  };
}

/** A new quest with its tasks; enabled, it is on offer to players at once. */
export async function createQuest(db: Db, actor: Actor, body: QuestBody) {
  await checkQuest(db, body);
  const id = newRetentionId(body.name);
  return db.transaction(async (tx) => {
    await tx.insert(quests).values({ id, ...questValues(body) });
    await tx.insert(questTasks).values(body.tasks.map((task, i) => taskValues(id, task, i)));
    const [created] = await loadQuestDefinitions(tx, [id]);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'quest.create',
      target: { type: 'quest', id },
      after: created,
      ip: actor.ip,
    });
    return created!;
  });
}

/**
 * Edits a quest without corrupting players' runs. A run keeps its task rows (and goals) and
 * counts rounds by its tasks' kind and games, so once any player took the quest its tasks can
 * only be renamed; while a run is active its reward stays as advertised. Anything else is 409
 * `questInUse`. A quest nobody took is rewritten whole. Name, description, duration (of runs
 * started from now), order, enabling and the
 * availability window (which offers and activations follow; runs keep their time) always change.
 */
export async function updateQuest(db: Db, actor: Actor, id: string, body: QuestBody) {
  await checkQuest(db, body);
  return db.transaction(async (tx) => {
    // FOR UPDATE: a player's activation (its key-share lock on the quest) waits for this edit.
    const [row] = await tx.select().from(quests).where(eq(quests.id, id)).for('update');
    if (!row) throw new AppError('notFound');
    const [before] = await loadQuestDefinitions(tx, [id]);
    const next = body.tasks.map((task, i) => taskValues(id, task, i));
    const isSameTasks = isSameValue(before!.tasks.map(ruleOf), next.map(ruleOf));
    const isSameReward =
      row.rewardBonusId === body.rewardBonusId &&
      isSameValue(row.rewardAmounts, body.rewardAmounts);
    if ((!isSameTasks && before!.totalRuns > 0) || (!isSameReward && before!.activeRuns > 0)) {
      throw new AppError('questInUse');
    }
    await tx.update(quests).set(questValues(body)).where(eq(quests.id, id));
    if (isSameTasks) {
      for (const [index, task] of before!.tasks.entries()) {
        await tx
          .update(questTasks)
          .set({ name: next[index]!.name })
          .where(eq(questTasks.id, task.id));
      }
    } else {
      await tx.delete(questTasks).where(eq(questTasks.questId, id));
      await tx.insert(questTasks).values(next);
    }
    const [after] = await loadQuestDefinitions(tx, [id]);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'quest.update',
      target: { type: 'quest', id },
      before,
      after,
      ip: actor.ip,
    });
    return after!;
  });
}
