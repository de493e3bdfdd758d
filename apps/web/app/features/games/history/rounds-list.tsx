import type { GameRound } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Gamepad2 } from '../../../components/ui/icons';
import styles from './history.module.css';
import { countPages } from './rounds';
import type { RoundsState } from './use-rounds';

export interface RoundsListProps {
  state: RoundsState;
  caption: string;
  /** The table's header cells, in the order `renderRow` fills them. */
  columns: { key: string; label: string; isNumeric?: boolean }[];
  renderRow(round: GameRound): ReactNode;
  empty: { title: string; text: string };
  page: number;
  onPageChange(page: number): void;
}

/** A page of rounds with its designed states: skeleton, error with retry, empty, pages. */
export function RoundsList(props: RoundsListProps) {
  const { t } = useTranslation();
  const { state, page } = props;
  const rounds = state.page?.rounds;
  return (
    <>
      {state.hasFailed && (
        <Alert
          type="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void state.reload()}>
              {t('play.history.retry')}
            </Button>
          }
        >
          {t('play.history.loadFailed')}
        </Alert>
      )}
      {!state.page && !state.hasFailed && <RoundsSkeleton />}
      {rounds?.length === 0 && <NoRounds {...props.empty} />}
      {rounds && rounds.length > 0 && (
        <table className={styles.table}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.key} scope="col" data-numeric={column.isNumeric || undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rounds.map(props.renderRow)}</tbody>
        </table>
      )}
      <Pagination
        page={page}
        pages={countPages(state.page?.total ?? 0)}
        onChange={props.onPageChange}
      />
    </>
  );
}

function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('play.history.pagination')}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('play.history.previous')}
      </Button>
      <span aria-current="page">{t('play.history.page', { page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('play.history.next')}
      </Button>
    </nav>
  );
}

function RoundsSkeleton() {
  return (
    <ul className={styles.skeletons} aria-busy="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index}>
          <Skeleton variant="block" height={48} />
        </li>
      ))}
    </ul>
  );
}

function NoRounds({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <EmptyState
      title={title}
      description={text}
      action={
        <Button to={href('/')} icon={<Gamepad2 />}>
          {t('play.history.browse')}
        </Button>
      }
    />
  );
}
