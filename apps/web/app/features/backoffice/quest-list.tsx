import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, Money, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { type QuestDefinition, QuestDialog } from './quest-form';
import retentionStyles from './retention.module.css';
import { useOperatorQuery } from './use-operator-api';

/** Quests in the order players see them, with their tasks and runs; new and edit in a dialog. */
export function QuestList() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const query = useOperatorQuery('backofficeQuests', {});
  const [editing, setEditing] = useState<QuestDefinition | 'new' | null>(null);
  const quests = query.data?.data ?? [];
  const canManage = can('retention.manage');
  return (
    <>
      <PageHeader
        title={t('backoffice.retention.questsHeading')}
        lead={query.data && t('backoffice.retention.questCount', { count: quests.length })}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.retention.refresh')}
            </Button>
            {canManage && (
              <Button size="sm" icon={<Plus />} onClick={() => setEditing('new')}>
                {t('backoffice.retention.newQuest')}
              </Button>
            )}
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={quests.length === 0}
        emptyTitle={t('backoffice.retention.questsEmptyTitle')}
        emptyText={t('backoffice.retention.questsEmptyText')}
      >
        <DataTable
          label={t('backoffice.retention.questsTableLabel')}
          head={
            <>
              <th>{t('backoffice.retention.name')}</th>
              <th>{t('backoffice.retention.tasks')}</th>
              <th>{t('backoffice.retention.reward')}</th>
              <th className={styles.numeric}>{t('backoffice.retention.durationHours')}</th>
              <th className={styles.numeric}>{t('backoffice.retention.runs')}</th>
              <th>{t('backoffice.retention.state')}</th>
              {canManage && <th className={styles.numeric}>{t('backoffice.retention.actions')}</th>}
            </>
          }
        >
          {quests.map((quest) => (
            <QuestRow
              key={quest.id}
              quest={quest}
              onEdit={canManage ? () => setEditing(quest) : undefined}
            />
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <QuestDialog
          quest={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
        />
      )}
    </>
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
        <Badge variant={quest.isEnabled ? 'success' : 'neutral'}>
          {t(quest.isEnabled ? 'backoffice.retention.enabled' : 'backoffice.retention.disabled')}
        </Badge>
      </td>
      {onEdit && (
        <td className={styles.numeric}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('backoffice.retention.editQuestLabel', { name })}
            onClick={onEdit}
          >
            {t('backoffice.retention.edit')}
          </Button>
        </td>
      )}
    </tr>
  );
}
