import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DateTime, Money } from './console-parts';
import { EditCell, EditorList } from './retention-editor';
import { type TournamentDefinition, TournamentDialog } from './tournament-form';
import { useOperatorQuery } from './use-operator-api';

const STATUS_BADGE = {
  upcoming: 'info',
  running: 'success',
  finished: 'neutral',
  cancelled: 'danger',
} as const;

/** Tournaments of every status, the latest start first; new and edit in a dialog. */
export function TournamentList() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeTournaments', {});
  return (
    <EditorList
      query={query}
      texts={{
        heading: t('backoffice.retention.tournamentsHeading'),
        count:
          query.data &&
          t('backoffice.retention.tournamentCount', { count: query.data.data.length }),
        newItem: t('backoffice.retention.newTournament'),
        emptyTitle: t('backoffice.retention.tournamentsEmptyTitle'),
        emptyText: t('backoffice.retention.tournamentsEmptyText'),
        tableLabel: t('backoffice.retention.tournamentsTableLabel'),
      }}
      head={
        <>
          <th>{t('backoffice.retention.name')}</th>
          <th>{t('backoffice.retention.period')}</th>
          <th>{t('backoffice.retention.scoring')}</th>
          <th className={styles.numeric}>{t('backoffice.retention.firstPrize')}</th>
          <th className={styles.numeric}>{t('backoffice.retention.players')}</th>
          <th>{t('backoffice.retention.state')}</th>
        </>
      }
      keyOf={(tournament) => tournament.id}
      renderRow={(tournament, onEdit) => <TournamentRow tournament={tournament} onEdit={onEdit} />}
      renderDialog={(tournament, onClose, onSaved) => (
        <TournamentDialog tournament={tournament} onClose={onClose} onSaved={onSaved} />
      )}
    />
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
      <EditCell label={t('backoffice.retention.editTournamentLabel', { name })} onEdit={onEdit} />
    </tr>
  );
}
