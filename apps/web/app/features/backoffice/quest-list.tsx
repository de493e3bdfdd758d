import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DateTime, Money } from './console-parts';
import { type QuestDefinition, QuestDialog } from './quest-form';
import retentionStyles from './retention.module.css';
import { EditCell, EditorList } from './retention-editor';
import { useOperatorQuery } from './use-operator-api';

/** Quests in the order players see them, with their tasks and runs; new and edit in a dialog. */
export function QuestList() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeQuests', {});
  return (
    <EditorList
      query={query}
      texts={{
        heading: t('backoffice.retention.questsHeading'),
        count:
          query.data && t('backoffice.retention.questCount', { count: query.data.data.length }),
        newItem: t('backoffice.retention.newQuest'),
        emptyTitle: t('backoffice.retention.questsEmptyTitle'),
        emptyText: t('backoffice.retention.questsEmptyText'),
        tableLabel: t('backoffice.retention.questsTableLabel'),
      }}
      head={
        <>
          <th>{t('backoffice.retention.name')}</th>
          <th>{t('backoffice.retention.tasks')}</th>
          <th>{t('backoffice.retention.reward')}</th>
          <th className={styles.numeric}>{t('backoffice.retention.durationHours')}</th>
          <th className={styles.numeric}>{t('backoffice.retention.runs')}</th>
          <th>{t('backoffice.retention.state')}</th>
        </>
      }
      keyOf={(quest) => quest.id}
      renderRow={(quest, onEdit) => <QuestRow quest={quest} onEdit={onEdit} />}
      renderDialog={(quest, onClose, onSaved) => (
        <QuestDialog quest={quest} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}

function QuestRow({ quest, onEdit }: { quest: QuestDefinition; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation();
  const name = quest.name.en ?? quest.id;
  return (
    <tr>
      <td>
        <div className={styles.stack}>
          <span>{name}</span>
          <span className={`${styles.muted} ${styles.mono}`}>{quest.id}</span>
        </div>
      </td>
      <td>
        <ol className={retentionStyles.compactList}>
          {quest.tasks.map((task) => (
            <li key={task.id}>
              {task.name.en} · {t(`backoffice.retention.taskTypes.${task.type}`)}
            </li>
          ))}
        </ol>
      </td>
      <td>
        {quest.rewardAmounts.EUR !== undefined && (
          <Money amountMinor={quest.rewardAmounts.EUR} currency="EUR" />
        )}
        {quest.rewardBonusId && <span className={styles.muted}> {quest.rewardBonusId}</span>}
      </td>
      <td className={styles.numeric}>{quest.durationHours}</td>
      <td className={styles.numeric}>
        {t('backoffice.retention.runsOf', { active: quest.activeRuns, total: quest.totalRuns })}
      </td>
      <td>
        <QuestState quest={quest} />
      </td>
      <EditCell label={t('backoffice.retention.editQuestLabel', { name })} onEdit={onEdit} />
    </tr>
  );
}

const OFFER_BADGE = {
  enabled: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'neutral',
} as const;

/** On offer, off, or outside its window (coming or over), with the window's ends below. */
function QuestState({ quest }: { quest: QuestDefinition }) {
  const { t } = useTranslation();
  const now = Date.now();
  let state: keyof typeof OFFER_BADGE = quest.isEnabled ? 'enabled' : 'disabled';
  if (quest.isEnabled && quest.startsAt && new Date(quest.startsAt).getTime() > now) {
    state = 'scheduled';
  } else if (quest.isEnabled && quest.endsAt && new Date(quest.endsAt).getTime() <= now) {
    state = 'ended';
  }
  return (
    <div className={styles.stack}>
      <span>
        <Badge variant={OFFER_BADGE[state]}>{t(`backoffice.retention.${state}`)}</Badge>
      </span>
      {quest.startsAt && (
        <span className={`${styles.muted} ${styles.nowrap}`}>
          {t('backoffice.retention.from')} <DateTime iso={quest.startsAt} isCompact />
        </span>
      )}
      {quest.endsAt && (
        <span className={`${styles.muted} ${styles.nowrap}`}>
          {t('backoffice.retention.until')} <DateTime iso={quest.endsAt} isCompact />
        </span>
      )}
    </div>
  );
}
