import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ArrowLeft, Ban, CircleCheck, Receipt } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import { AdjustAction } from './adjustment-request';
import styles from './backoffice.module.css';
import { GiveBonusAction } from './bonus-grant';
import { PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import {
  AccountsSection,
  LedgerSection,
  LimitsSection,
  ProfileSection,
  SessionsSection,
} from './player-sections';
import { BLOCKED_STATUS, PlayerStatus, playerName } from './player-status';
import { ReasonDialog } from './reason-dialog';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type Detail = ResponseOf<'backofficePlayer'>['data'];

/** One player: profile, balances, ledger, sessions and limits; block or unblock with a reason. */
export function PlayerDetail({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const query = useOperatorQuery('backofficePlayer', { params: { id: playerId } });
  const detail = query.data?.data;
  return (
    <>
      <Button
        to={href('/backoffice/players')}
        variant="ghost"
        size="sm"
        icon={<ArrowLeft aria-hidden="true" />}
        className={styles.backLink}
      >
        {t('backoffice.player.back')}
      </Button>
      <QueryState query={query} isEmpty={false} emptyTitle="" emptyText="">
        {detail && <DetailBody detail={detail} onChanged={query.reload} />}
      </QueryState>
    </>
  );
}

function DetailBody({ detail, onChanged }: { detail: Detail; onChanged(): void }) {
  const { profile } = detail;
  return (
    <>
      <PageHeader
        title={playerName(profile)}
        lead={<PlayerStatus status={profile.status} />}
        actions={
          <>
            <InvoicesLink playerId={profile.id} />
            <AdjustAction playerId={profile.id} accounts={detail.accounts} onChanged={onChanged} />
            <GiveBonusAction
              player={{ id: profile.id, accounts: detail.accounts }}
              onGiven={onChanged}
            />
            <BlockAction detail={detail} onChanged={onChanged} />
          </>
        }
      />
      <div className={styles.grid}>
        <ProfileSection profile={profile} />
        <AccountsSection accounts={detail.accounts} />
        <LedgerSection entries={detail.ledger} />
        <SessionsSection sessions={detail.sessions} />
        <LimitsSection limits={detail.limits} />
      </div>
    </>
  );
}

/** The player's deposits and withdrawals of every status, on the invoices page. */
function InvoicesLink({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const href = useLocalizedHref();
  if (!can('payments.read')) return null;
  return (
    <Button
      to={href(`/backoffice/invoices?playerId=${playerId}`)}
      variant="secondary"
      icon={<Receipt aria-hidden="true" />}
    >
      {t('backoffice.player.invoices')}
    </Button>
  );
}

function BlockAction({ detail, onChanged }: { detail: Detail; onChanged(): void }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const call = useOperatorApi();
  const { show } = useToasts();
  const [isOpen, setIsOpen] = useState(false);
  if (!can('players.block')) return null;
  const { profile } = detail;
  const isBlocked = profile.status === BLOCKED_STATUS;
  const name = playerName(profile);
  const confirm = async (reason: string) => {
    await call(isBlocked ? 'backofficeUnblockPlayer' : 'backofficeBlockPlayer', {
      params: { id: profile.id },
      body: { reason },
    });
    show({
      type: 'success',
      title: t(isBlocked ? 'backoffice.player.unblocked' : 'backoffice.player.blocked'),
    });
    setIsOpen(false);
    onChanged();
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={isBlocked ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
      >
        {t(isBlocked ? 'backoffice.player.unblock' : 'backoffice.player.block')}
      </Button>
      {isOpen && (
        <ReasonDialog
          title={t(isBlocked ? 'backoffice.player.unblockTitle' : 'backoffice.player.blockTitle', {
            name,
          })}
          text={t(isBlocked ? 'backoffice.player.unblockText' : 'backoffice.player.blockText')}
          confirmLabel={t(isBlocked ? 'backoffice.player.unblock' : 'backoffice.player.block')}
          onConfirm={confirm}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
