import type { Game } from '@croupier/contract';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { Gamepad2, Heart, History, LogIn, RotateCcw } from '../../../components/ui/icons';
import { useFavoriteGames } from '../api/favorites';
import { usePlayedGames } from '../api/played';
import { GameGrid } from '../tile/game-grid';
import styles from './lobby.module.css';

type MyGamesKind = 'favorites' | 'recentlyPlayed';

interface MyGamesList {
  isSignedIn: boolean;
  status: 'loading' | 'ready' | 'error';
  data: Game[] | undefined;
  reload(): void;
}

/** `/favorites`: the player's hearted games; un-hearting one removes it at once. */
export function FavoritesView() {
  return <MyGamesView kind="favorites" list={useFavoriteGames()} />;
}

/** `/recently-played`: the games the player opened lately. */
export function RecentlyPlayedView() {
  return <MyGamesView kind="recentlyPlayed" list={usePlayedGames()} />;
}

/** A signed-in player's list of games; guests are invited to sign in instead. */
function MyGamesView({ kind, list }: { kind: MyGamesKind; list: MyGamesList }) {
  const { t } = useTranslation();
  const Icon = kind === 'favorites' ? Heart : History;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>
          <span className={styles.titleIcon}>
            <Icon aria-hidden="true" />
          </span>
          {t(`games.${kind}.title`)}
        </h1>
        {list.isSignedIn && <p className={styles.pageLead}>{t(`games.${kind}.lead`)}</p>}
      </header>
      <MyGamesBody kind={kind} list={list} />
    </div>
  );
}

function MyGamesBody({ kind, list }: { kind: MyGamesKind; list: MyGamesList }) {
  const { t } = useTranslation();
  const modals = useModals();
  const href = useLocalizedHref();
  if (!list.isSignedIn) {
    return (
      <EmptyState
        size="lg"
        title={t(`games.${kind}.guestTitle`)}
        description={t(`games.${kind}.guestText`)}
        action={
          <Button size="lg" icon={<LogIn />} onClick={() => modals.open('sign-in')}>
            {t(`games.${kind}.signIn`)}
          </Button>
        }
      />
    );
  }
  if (list.status === 'error') {
    return (
      <EmptyState
        title={t('games.lobby.loadError')}
        action={
          <Button variant="secondary" icon={<RotateCcw />} onClick={list.reload}>
            {t('games.lobby.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <GameGrid
      games={list.data ?? []}
      isLoading={list.status === 'loading'}
      empty={
        <EmptyState
          title={t(`games.${kind}.emptyTitle`)}
          description={t(`games.${kind}.emptyText`)}
          action={
            <Button to={href('/main')} icon={<Gamepad2 />}>
              {t(`games.${kind}.emptyAction`)}
            </Button>
          }
        />
      }
    />
  );
}
