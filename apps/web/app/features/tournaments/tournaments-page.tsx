import type { Tournament } from '@croupier/contract';
import { formatMoney } from '~/components/ui/amount';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Clock, Trophy, Users } from '../../components/ui/icons';
import { timeLeft } from './tournament-format';
import styles from './tournaments.module.css';
import { useNow } from './use-now';

const STATUS_BADGE = { running: 'success', upcoming: 'info', finished: 'neutral' } as const;

/** `/tournaments`: running ones first, then coming, then recently finished. */
export function TournamentsPage({ tournaments }: { tournaments: readonly Tournament[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Trophy className={styles.headerIcon} aria-hidden="true" />
        <div>
          <h1 className={styles.title}>{t('tournaments.list.title')}</h1>
          <p className={styles.lead}>{t('tournaments.list.lead')}</p>
        </div>
      </header>
      {tournaments.length === 0 ? (
        <EmptyState title={t('tournaments.list.empty')} />
      ) : (
        <ul className={styles.cards}>
          {tournaments.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function StatusBadge({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_BADGE[tournament.status]}>
      {t(`tournaments.status.${tournament.status}`)}
    </Badge>
  );
}

export function Countdown({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const now = useNow();
  if (tournament.status === 'finished') return <span>{t('tournaments.ended')}</span>;
  const target = tournament.status === 'upcoming' ? tournament.startsAt : tournament.endsAt;
  const left = timeLeft(target, now ?? new Date(tournament.startsAt).getTime());
  const key = tournament.status === 'upcoming' ? 'startsIn' : 'endsIn';
  const amount =
    left.days > 0
      ? t('tournaments.daysHours', { days: left.days, hours: left.hours })
      : t('tournaments.hoursMinutes', { hours: left.hours, minutes: left.minutes });
  return <span>{t(`tournaments.${key}`, { time: amount })}</span>;
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t, locale } = useTranslation();
  const href = useLocalizedHref();
  const pool = tournament.prizes.reduce((sum, prize) => sum + prize, 0);
  return (
    <li className={styles.card} data-status={tournament.status}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{tournament.name}</h2>
        <StatusBadge tournament={tournament} />
      </div>
      <p className={styles.description}>{tournament.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('tournaments.prizePool')}</dt>
          <dd className={styles.pool}>{formatMoney(pool, tournament.currency, locale)}</dd>
        </div>
        <div>
          <dt>
            <Users aria-hidden="true" /> {t('tournaments.players')}
          </dt>
          <dd>{tournament.players}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" /> {t('tournaments.time')}
          </dt>
          <dd>
            <Countdown tournament={tournament} />
          </dd>
        </div>
      </dl>
      <Button variant="secondary" to={href(`/tournaments/${tournament.id}`)}>
        {t('tournaments.view', { name: tournament.name })}
      </Button>
    </li>
  );
}
