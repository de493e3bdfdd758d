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
          <th>{t('backoffice.retention.offered')}</th>
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
      <td className={styles.nowrap}>
        {quest.startsAt || quest.endsAt ? (
          <div className={styles.stack}>
            <span>
              {t('backoffice.retention.from')}{' '}
              {quest.startsAt ? <DateTime iso={quest.startsAt} isCompact /> : '—'}
            </span>
            <span>
              {t('backoffice.retention.until')}{' '}
              {quest.endsAt ? <DateTime iso={quest.endsAt} isCompact /> : '—'}
            </span>
          </div>
        ) : (
          <span className={styles.muted}>{t('backoffice.retention.always')}</span>
        )}
      </td>
      <td className={styles.numeric}>
        {t('backoffice.retention.runsOf', { active: quest.activeRuns, total: quest.totalRuns })}
      </td>
      <td>
        <Badge variant={quest.isEnabled ? 'success' : 'neutral'}>
          {t(quest.isEnabled ? 'backoffice.retention.enabled' : 'backoffice.retention.disabled')}
        </Badge>
      </td>
      <EditCell label={t('backoffice.retention.editQuestLabel', { name })} onEdit={onEdit} />
    </tr>
  );
}
