import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, DateTime, Money, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { type TournamentDefinition, TournamentDialog } from './tournament-form';
import { useOperatorQuery } from './use-operator-api';

const STATUS_BADGE = { upcoming: 'info', running: 'success', finished: 'neutral' } as const;

/** Tournaments of every status, the latest start first; new and edit in a dialog. */
export function TournamentList() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const query = useOperatorQuery('backofficeTournaments', {});
  const [editing, setEditing] = useState<TournamentDefinition | 'new' | null>(null);
  const tournaments = query.data?.data ?? [];
  const canManage = can('retention.manage');
  return (
    <>
      <PageHeader
        title={t('backoffice.retention.tournamentsHeading')}
        lead={
          query.data && t('backoffice.retention.tournamentCount', { count: tournaments.length })
        }
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.retention.refresh')}
            </Button>
            {canManage && (
              <Button size="sm" icon={<Plus />} onClick={() => setEditing('new')}>
                {t('backoffice.retention.newTournament')}
              </Button>
            )}
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={tournaments.length === 0}
        emptyTitle={t('backoffice.retention.tournamentsEmptyTitle')}
        emptyText={t('backoffice.retention.tournamentsEmptyText')}
      >
        <DataTable
          label={t('backoffice.retention.tournamentsTableLabel')}
          head={
            <>
              <th>{t('backoffice.retention.name')}</th>
              <th>{t('backoffice.retention.period')}</th>
              <th>{t('backoffice.retention.scoring')}</th>
              <th className={styles.numeric}>{t('backoffice.retention.firstPrize')}</th>
              <th className={styles.numeric}>{t('backoffice.retention.players')}</th>
              <th>{t('backoffice.retention.state')}</th>
              {canManage && <th className={styles.numeric}>{t('backoffice.retention.actions')}</th>}
            </>
          }
        >
          {tournaments.map((tournament) => (
            <TournamentRow
              key={tournament.id}
              tournament={tournament}
              onEdit={canManage ? () => setEditing(tournament) : undefined}
            />
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <TournamentDialog
          tournament={editing === 'new' ? null : editing}
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

interface RowProps {
  tournament: TournamentDefinition;
  onEdit: (() => void) | undefined;
}

function TournamentRow({ tournament, onEdit }: RowProps) {
  const { t } = useTranslation();
  const name = tournament.name.en ?? tournament.id;
  return (
    <tr>
      <td>
        <div className={styles.stack}>
          <span>{name}</span>
          <span className={`${styles.muted} ${styles.mono}`}>{tournament.id}</span>
        </div>
      </td>
      <td className={styles.nowrap}>
        <div className={styles.stack}>
          <DateTime iso={tournament.startsAt} isCompact />
          <DateTime iso={tournament.endsAt} isCompact />
        </div>
      </td>
      <td>{t(`backoffice.retention.scorings.${tournament.scoring}`)}</td>
      <td className={styles.numeric}>
        <Money amountMinor={tournament.prizes[0] ?? 0} currency={tournament.currency} />
      </td>
      <td className={styles.numeric}>{tournament.players}</td>
      <td>
        <Badge variant={STATUS_BADGE[tournament.status]}>
          {t(`backoffice.retention.statuses.${tournament.status}`)}
        </Badge>
      </td>
      {onEdit && (
        <td className={styles.numeric}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('backoffice.retention.editTournamentLabel', { name })}
            onClick={onEdit}
          >
            {t('backoffice.retention.edit')}
          </Button>
        </td>
      )}
    </tr>
  );
}
