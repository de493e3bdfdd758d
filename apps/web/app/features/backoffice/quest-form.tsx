import type { ResponseOf } from '@croupier/contract';
import { COUNTED_TASK_TYPES, QUEST_TASK_TYPES } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { IconButton } from '../../components/ui/icon-button';
import { Plus, Trash2 } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import retentionStyles from './retention.module.css';
import { EditorDialog } from './retention-editor';
import {
  idsOf,
  isoOf,
  localInputOf,
  localizedDraft,
  localizedOf,
  minorOf,
  TextsFields,
  unitsOf,
  useContentLocales,
} from './retention-fields';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

export type QuestDefinition = ResponseOf<'backofficeQuests'>['data'][number];
type TaskType = (typeof QUEST_TASK_TYPES)[number];
type StoredTask = Partial<QuestDefinition['tasks'][number]>;

/** Amounts as typed per currency (units), kept for every currency while one is shown. */
type AmountTexts = Record<string, string>;

/** A task as edited: its count, or its amount per currency; its other locales' names kept. */
interface TaskDraft {
  key: string;
  type: TaskType;
  name: string;
  count: string;
  amounts: AmountTexts;
  gameIds: string;
  stored: StoredTask;
}

const isCounted = (type: TaskType) => (COUNTED_TASK_TYPES as readonly string[]).includes(type);

function textsOf(amounts: Record<string, number> | null | undefined): AmountTexts {
  return Object.fromEntries(
    Object.entries(amounts ?? {}).map(([currency, minor]) => [currency, unitsOf(minor, currency)]),
  );
}

/** The typed amounts in minor units; a currency left empty is left out. */
function amountsOf(texts: AmountTexts) {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, units]) => units.trim() !== '')
      .map(([currency, units]) => [currency, minorOf(units, currency)]),
  );
}

function taskDraftOf(task: StoredTask): TaskDraft {
  return {
    key: task.id ?? crypto.randomUUID(),
    type: task.type ?? 'bets',
    name: task.name?.en ?? '',
    count: String(task.count ?? ''),
    amounts: textsOf(task.amounts),
    gameIds: (task.gameIds ?? []).join(', '),
    stored: task,
  };
}

function taskBodyOf(task: TaskDraft) {
  const counted = isCounted(task.type);
  return {
    type: task.type,
    name: { ...task.stored.name, en: task.name.trim() },
    count: counted ? Number(task.count || Number.NaN) : null,
    amounts: counted ? null : amountsOf(task.amounts),
    gameIds: idsOf(task.gameIds),
  };
}

interface QuestDialogProps {
  /** The quest to edit; none for a new one. */
  quest: QuestDefinition | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * A quest with its tasks and its optional window on offer (dates in the operator's zone, either
 * end open when empty). Amounts show one currency at a time (the operator switches it); every
 * currency's typed amounts are sent. The API refuses wrong fields under each field and, for a
 * quest players took, task or reward changes.
 */
export function QuestDialog({ quest, onClose, onSaved }: QuestDialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const codes = useContentLocales().map((locale) => locale.code);
  const [currency, setCurrency] = useState('EUR');
  const [rewards, setRewards] = useState(() => textsOf(quest?.rewardAmounts));
  const form = useOperatorForm({
    ...localizedDraft('name', quest?.name, codes),
    ...localizedDraft('description', quest?.description, codes),
    durationHours: String(quest?.durationHours ?? 72),
    rewardBonusId: quest?.rewardBonusId ?? '',
    position: String(quest?.position ?? 0),
    startsAt: quest?.startsAt ? localInputOf(quest.startsAt) : '',
    endsAt: quest?.endsAt ? localInputOf(quest.endsAt) : '',
  });
  const [isEnabled, setIsEnabled] = useState(quest?.isEnabled ?? true);
  const [tasks, setTasks] = useState(() => (quest?.tasks ?? [{}]).map((task) => taskDraftOf(task)));
  const setTask = (index: number, changes: Partial<TaskDraft>) =>
    setTasks((before) => before.map((task, i) => (i === index ? { ...task, ...changes } : task)));

  const submit = form.submitWith(async (draft) => {
    const body = {
      name: localizedOf('name', draft),
      description: localizedOf('description', draft),
      durationHours: Number(draft.durationHours || Number.NaN),
      rewardBonusId: draft.rewardBonusId.trim() || null,
      rewardAmounts: amountsOf(rewards),
      position: Number(draft.position || 0),
      isEnabled,
      tasks: tasks.map(taskBodyOf),
      // Either end left empty is open: on offer from now on, or until disabled.
      startsAt: draft.startsAt ? isoOf(draft.startsAt) : null,
      endsAt: draft.endsAt ? isoOf(draft.endsAt) : null,
    };
    const { data } = quest
      ? await call('backofficeUpdateQuest', { params: { id: quest.id }, body })
      : await call('backofficeCreateQuest', { body });
    show({ type: 'success', title: t('backoffice.retention.questSaved', { name: data.name.en }) });
    onSaved();
  });

  return (
    <EditorDialog
      title={
        quest
          ? t('backoffice.retention.editQuestTitle', { name: quest.name.en ?? quest.id })
          : t('backoffice.retention.newQuestTitle')
      }
      formLabel={t('backoffice.retention.questFormLabel')}
      note={quest && quest.totalRuns > 0 ? t('backoffice.retention.questTakenNote') : null}
      failure={form.failure}
      isSending={form.isSending}
      submitLabel={t('backoffice.retention.saveQuest')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextsFields draft={form.draft} change={form.change} errorOf={form.errorOf} />
        <TextField
          label={t('backoffice.retention.durationHours')}
          type="number"
          inputMode="numeric"
          min={1}
          value={form.draft.durationHours}
          onChange={form.change('durationHours')}
          error={form.errorOf('durationHours')}
          required
        />
        <TextField
          label={t('backoffice.retention.amountsCurrency')}
          hint={t('backoffice.retention.amountsCurrencyHint')}
          value={currency}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCurrency(event.target.value.trim().toUpperCase())}
        />
        <TextField
          label={t('backoffice.retention.rewardIn', { currency })}
          hint={t('backoffice.retention.optional')}
          inputMode="decimal"
          value={rewards[currency] ?? ''}
          onChange={(event) =>
            setRewards((before) => ({ ...before, [currency]: event.target.value }))
          }
          error={form.errorOf('rewardAmounts') ?? form.errorOf(`rewardAmounts.${currency}`)}
        />
        <TextField
          label={t('backoffice.retention.rewardBonus')}
          hint={t('backoffice.retention.rewardBonusHint')}
          value={form.draft.rewardBonusId}
          spellCheck={false}
          onChange={form.change('rewardBonusId')}
          error={form.errorOf('rewardBonusId')}
        />
        <TextField
          label={t('backoffice.retention.offeredFrom')}
          hint={t('backoffice.retention.offeredFromHint')}
          type="datetime-local"
          value={form.draft.startsAt}
          onChange={form.change('startsAt')}
          error={form.errorOf('startsAt')}
        />
        <TextField
          label={t('backoffice.retention.offeredUntil')}
          hint={t('backoffice.retention.offeredUntilHint')}
          type="datetime-local"
          value={form.draft.endsAt}
          onChange={form.change('endsAt')}
          error={form.errorOf('endsAt')}
        />
      </div>
      <Checkbox
        label={t('backoffice.retention.questEnabled')}
        checked={isEnabled}
        onChange={(event) => setIsEnabled(event.target.checked)}
      />
      <h3 className={styles.sectionTitle}>{t('backoffice.retention.tasks')}</h3>
      {form.errorOf('tasks') && <Alert type="error">{form.errorOf('tasks')}</Alert>}
      <ol className={retentionStyles.taskList}>
        {tasks.map((task, index) => (
          <TaskFields
            key={task.key}
            index={index}
            task={task}
            currency={currency}
            errorOf={(field) =>
              form.errorOf(`tasks.${index}.${field}`) ??
              form.errorOf(`tasks.${index}.${field}.${currency}`)
            }
            onChange={(changes) => setTask(index, changes)}
            onRemove={
              tasks.length > 1
                ? () => setTasks((before) => before.filter((_, i) => i !== index))
                : undefined
            }
          />
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus />}
          onClick={() => setTasks((before) => [...before, taskDraftOf({})])}
        >
          {t('backoffice.retention.addTask')}
        </Button>
      </div>
    </EditorDialog>
  );
}

interface TaskFieldsProps {
  index: number;
  task: TaskDraft;
  currency: string;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<TaskDraft>): void;
  onRemove: (() => void) | undefined;
}

function TaskFields({ index, task, currency, errorOf, onChange, onRemove }: TaskFieldsProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <li className={retentionStyles.taskRow}>
      <Select
        label={t('backoffice.retention.taskType', { number })}
        options={QUEST_TASK_TYPES.map((type) => ({
          value: type,
          label: t(`backoffice.retention.taskTypes.${type}`),
        }))}
        value={task.type}
        onChange={(event) => onChange({ type: event.target.value as TaskType })}
      />
      <TextField
        label={t('backoffice.retention.taskName', { number })}
        value={task.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errorOf('name')}
        required
      />
      <TextField
        label={
          isCounted(task.type)
            ? t('backoffice.retention.taskCount', { number })
            : t('backoffice.retention.taskAmount', { number, currency })
        }
        inputMode={isCounted(task.type) ? 'numeric' : 'decimal'}
        value={isCounted(task.type) ? task.count : (task.amounts[currency] ?? '')}
        onChange={(event) =>
          onChange(
            isCounted(task.type)
              ? { count: event.target.value }
              : { amounts: { ...task.amounts, [currency]: event.target.value } },
          )
        }
        error={errorOf(isCounted(task.type) ? 'count' : 'amounts')}
        required
      />
      {task.type === 'games' && (
        <TextField
          label={t('backoffice.retention.taskGames', { number })}
          hint={t('backoffice.retention.gamesHint')}
          value={task.gameIds}
          spellCheck={false}
          onChange={(event) => onChange({ gameIds: event.target.value })}
          error={errorOf('gameIds')}
        />
      )}
      {onRemove && (
        <IconButton
          label={t('backoffice.retention.removeTask', { number })}
          icon={<Trash2 />}
          onClick={onRemove}
        />
      )}
    </li>
  );
}
