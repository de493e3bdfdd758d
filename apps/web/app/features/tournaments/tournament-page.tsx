import type { LeaderboardEntry, TournamentDetail } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '~/lib/live';
import { useModals } from '~/lib/modals';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { Gamepad2, Medal, Trophy } from '../../components/ui/icons';
import { formatScore } from './tournament-format';
import styles from './tournaments.module.css';
import { Countdown, StatusBadge } from './tournaments-page';

/**
 * `/tournaments/{identity}`: how it scores, its prizes and games, the leaderboard kept live by the
 * `tournaments` channel, and joining (with its buy-in) for a signed-in player.
 */
export function TournamentPage({ initial }: { initial: TournamentDetail }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const href = useLocalizedHref();
  const modals = useModals();
  const toasts = useToasts();
  const { isSignedIn } = useSession();
  const [tournament, setTournament] = useState(initial);
  const [isJoining, setIsJoining] = useState(false);
  const [round, setRound] = useState(0);

  // The page rendered for everyone; a signed-in player's own entry comes from the API.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    api('tournament', { params: { id: initial.id } }).then(
      (answer) => isCurrent && setTournament(answer.data),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [api, initial.id, isSignedIn, round]);

  useLiveChannel('tournaments', (event) => {
    if (event.tournamentId !== initial.id) return;
    setTournament((current) => ({
      ...current,
      players: event.players,
      status: event.status,
      // Public boards name nobody; a signed-in player's own row comes back with the refetch.
      leaderboard: event.leaderboard.map((entry) => ({ ...entry, isMe: false })),
    }));
    if (isSignedIn) setRound((value) => value + 1);
  });

  const join = async () => {
    setIsJoining(true);
    try {
      const { data } = await api('joinTournament', { params: { id: tournament.id } });
      setTournament(data);
      toasts.show({ type: 'success', title: t('tournaments.joined', { name: data.name }) });
    } catch (error) {
      toasts.show({ type: 'error', title: errorMessageOf(error, t('tournaments.joinFailed')) });
    } finally {
      setIsJoining(false);
    }
  };

  const score = (entry: LeaderboardEntry) =>
    formatScore(entry.score, tournament.scoring, tournament.currency, locale);
  const money = (amount: number) => formatMoney(amount, tournament.currency, locale);
  const pool = tournament.prizes.reduce((sum, prize) => sum + prize, 0);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="tournament-title">
        <Trophy className={styles.headerIcon} aria-hidden="true" />
        <div className={styles.heroText}>
          <div className={styles.cardHead}>
            <h1 id="tournament-title" className={styles.title}>
              {tournament.name}
            </h1>
            <StatusBadge tournament={tournament} />
          </div>
          <p className={styles.lead}>{tournament.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('tournaments.prizePool')}</dt>
              <dd className={styles.pool}>{money(pool)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.scoring')}</dt>
              <dd>{t(`tournaments.scorings.${tournament.scoring}`)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.time')}</dt>
              <dd>
                <Countdown tournament={tournament} />
              </dd>
            </div>
            <div>
              <dt>{t('tournaments.players')}</dt>
              <dd>{tournament.players}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            {tournament.status === 'finished' ? null : !isSignedIn ? (
              <Button onClick={() => modals.open('sign-in')}>
                {t('tournaments.signInToJoin')}
              </Button>
            ) : tournament.isJoined ? (
              <p className={styles.joinedNote}>{t('tournaments.youTakePart')}</p>
            ) : (
              <Button isLoading={isJoining} onClick={() => void join()}>
                {tournament.buyIn > 0
                  ? t('tournaments.joinFor', { amount: money(tournament.buyIn) })
                  : t('tournaments.joinFree')}
              </Button>
            )}
          </div>
        </div>
      </section>

      <div className={styles.columns}>
        <Card as="section" padding="lg" aria-labelledby="leaderboard-title">
          <h2 id="leaderboard-title" className={styles.sectionTitle}>
            {t('tournaments.leaderboard')}
          </h2>
          {tournament.leaderboard.length === 0 ? (
            <p className={styles.lead}>{t('tournaments.noScores')}</p>
          ) : (
            <table className={styles.board}>
              <thead>
                <tr>
                  <th scope="col">{t('tournaments.place')}</th>
                  <th scope="col">{t('tournaments.player')}</th>
                  <th scope="col">{t('tournaments.score')}</th>
                  <th scope="col">{t('tournaments.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {tournament.leaderboard.map((entry) => (
                  <tr key={entry.place} data-me={entry.isMe}>
                    <td>{entry.place}</td>
                    <td>{entry.isMe ? t('tournaments.you', { name: entry.name }) : entry.name}</td>
                    <td>{score(entry)}</td>
                    <td>{entry.prize ? money(entry.prize) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {tournament.me && !tournament.leaderboard.some((entry) => entry.isMe) && (
            <p className={styles.myPlace}>
              {t('tournaments.myPlace', {
                place: tournament.me.place,
                score: score(tournament.me),
              })}
            </p>
          )}
        </Card>
        <div className={styles.aside}>
          <Card as="section" padding="lg" aria-labelledby="prizes-title">
            <h2 id="prizes-title" className={styles.sectionTitle}>
              {t('tournaments.prizes')}
            </h2>
            <ol className={styles.prizes}>
              {tournament.prizes
                .map((prize, index) => ({ place: index + 1, prize }))
                .map(({ place, prize }) => (
                  <li key={place}>
                    <Medal aria-hidden="true" className={styles.prizeIcon} />
                    <span>{t('tournaments.placeN', { place })}</span>
                    <strong>{money(prize)}</strong>
                  </li>
                ))}
            </ol>
          </Card>
          <Card as="section" padding="lg" aria-labelledby="games-title">
            <h2 id="games-title" className={styles.sectionTitle}>
              {t('tournaments.games')}
            </h2>
            <ul className={styles.games}>
              {tournament.games.map((game) => (
                <li key={game.id}>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Gamepad2 />}
                    to={href(`/games/${game.id}`)}
                  >
                    {game.name}
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
