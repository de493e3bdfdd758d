import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DateTime, Money } from './console-parts';
import { ReasonDialog } from './reason-dialog';
import { EditCell, EditorList } from './retention-editor';
import { type TournamentDefinition, TournamentDialog } from './tournament-form';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

const STATUS_BADGE = {
  upcoming: 'info',
  running: 'success',
  finished: 'neutral',
  cancelled: 'warning',
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
      renderRow={(tournament, onEdit) => (
        <TournamentRow tournament={tournament} onEdit={onEdit} onCancelled={query.reload} />
      )}
      renderDialog={(tournament, onClose, onSaved) => (
        <TournamentDialog tournament={tournament} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}

interface RowProps {
  tournament: TournamentDefinition;
  onEdit: (() => void) | undefined;
  onCancelled(): void;
}

function TournamentRow({ tournament, onEdit, onCancelled }: RowProps) {
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
        <div className={styles.stack}>
          <span>
            <Badge variant={STATUS_BADGE[tournament.status]}>
              {t(`backoffice.retention.statuses.${tournament.status}`)}
            </Badge>
          </span>
          {tournament.cancelReason && (
            <span className={styles.muted}>{tournament.cancelReason}</span>
          )}
        </div>
      </td>
      {onEdit && (
        <td className={styles.numeric}>
          <div className={styles.rowActions}>
            {tournament.status === 'upcoming' && (
              <CancelAction tournament={tournament} name={name} onCancelled={onCancelled} />
            )}
            {tournament.status !== 'cancelled' && (
              <EditCell
                label={t('backoffice.retention.editTournamentLabel', { name })}
                onEdit={onEdit}
                isBare
              />
            )}
          </div>
        </td>
      )}
    </tr>
  );
}

interface CancelActionProps {
  tournament: TournamentDefinition;
  name: string;
  onCancelled(): void;
}

/**
 * Cancels an upcoming tournament with the reason players are told; the API refunds the buy-ins
 * and refuses one that started meanwhile (its message shows in the dialog).
 */
function CancelAction({ tournament, name, onCancelled }: CancelActionProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const [isOpen, setIsOpen] = useState(false);
  const confirm = async (reason: string) => {
    await call('backofficeCancelTournament', { params: { id: tournament.id }, body: { reason } });
    show({ type: 'success', title: t('backoffice.retention.tournamentCancelled', { name }) });
    setIsOpen(false);
    onCancelled();
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('backoffice.retention.cancelTournamentLabel', { name })}
        onClick={() => setIsOpen(true)}
      >
        {t('backoffice.retention.cancelTournament')}
      </Button>
      {/* Out of the table cell, whose right-aligned, unwrapped text the dialog would take on. */}
      {isOpen &&
        createPortal(
          <ReasonDialog
            title={t('backoffice.retention.cancelTournamentTitle', { name })}
            text={t(
              tournament.players > 0
                ? 'backoffice.retention.cancelTournamentText'
                : 'backoffice.retention.cancelTournamentEmptyText',
              { count: tournament.players },
            )}
            confirmLabel={t('backoffice.retention.cancelTournament')}
            onConfirm={confirm}
            onClose={() => setIsOpen(false)}
          />,
          document.body,
        )}
    </>
  );
}
