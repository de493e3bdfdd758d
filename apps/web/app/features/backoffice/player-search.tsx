import type { ResponseOf } from '@croupier/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Search } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import styles from './backoffice.module.css';
import { DataTable, DateTime, PageHeader, Pagination, QueryState } from './console-parts';
import { PlayerStatus, playerName } from './player-status';
import { useOperatorQuery } from './use-operator-api';

type Player = ResponseOf<'backofficePlayers'>['data'][number];
const PER_PAGE = 25;

/** Players by e-mail, phone, id or nickname; the query lives in the URL so Back returns to it. */
export function PlayerSearch() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const page = Number(searchParams.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState(query);
  const results = useOperatorQuery(
    'backofficePlayers',
    query ? { query: { query, page, perPage: PER_PAGE } } : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    setSearchParams(trimmed ? { query: trimmed } : {});
  };

  return (
    <>
      <PageHeader title={t('backoffice.players.heading')} />
      <search>
        <form className={styles.searchForm} onSubmit={submit}>
          <TextField
            label={t('backoffice.players.search')}
            hint={t('backoffice.players.searchHint')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" icon={<Search aria-hidden="true" />}>
            {t('backoffice.players.searchSubmit')}
          </Button>
        </form>
      </search>
      {query ? (
        <QueryState
          query={results}
          isEmpty={results.data?.data.length === 0}
          emptyTitle={t('backoffice.players.noResultsTitle')}
          emptyText={t('backoffice.players.noResultsText')}
        >
          <PlayerTable players={results.data?.data ?? []} />
          {results.data && (
            <Pagination
              meta={results.data.meta}
              onPage={(next) => setSearchParams({ query, page: String(next) })}
            />
          )}
        </QueryState>
      ) : (
        <EmptyState
          title={t('backoffice.players.startTitle')}
          description={t('backoffice.players.startText')}
        />
      )}
    </>
  );
}

function PlayerTable({ players }: { players: Player[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <DataTable
      label={t('backoffice.players.resultsLabel')}
      head={
        <>
          <th>{t('backoffice.players.email')}</th>
          <th>{t('backoffice.players.phone')}</th>
          <th>{t('backoffice.players.nickname')}</th>
          <th>{t('backoffice.players.name')}</th>
          <th>{t('backoffice.players.country')}</th>
          <th>{t('backoffice.players.status')}</th>
          <th>{t('backoffice.players.createdAt')}</th>
        </>
      }
    >
      {players.map((player) => (
        <tr key={player.id}>
          <td>
            <Link
              to={href(`/backoffice/players/${player.id}`)}
              aria-label={t('backoffice.players.open', { name: playerName(player) })}
            >
              {player.email ?? player.id}
            </Link>
          </td>
          <td className={styles.nowrap}>{player.phone ?? '—'}</td>
          <td>{player.nickname ?? '—'}</td>
          <td>{[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}</td>
          <td>{player.country ?? '—'}</td>
          <td>
            <PlayerStatus status={player.status} />
          </td>
          <td className={styles.nowrap}>
            <DateTime iso={player.createdAt} isDateOnly />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
