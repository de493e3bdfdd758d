import type { GameRound } from '@croupier/contract';
import { Link } from 'react-router';
import { Amount } from '~/components/ui/amount';
import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { useTranslation } from '~/lib/i18n';
import { numberFormat } from '~/lib/number-format';
import { useLocalizedHref } from '~/lib/root-data';
import styles from './history.module.css';
import { BET_STATUS_NAMES, multiplierOf } from './rounds';

const STATUS_VARIANTS: Record<GameRound['status'], BadgeVariant> = {
  1: 'info',
  2: 'success',
  3: 'neutral',
  4: 'warning',
};

/** The header cells every rounds table opens with, in the order `RoundCells` fills them. */
export function useRoundColumns() {
  const { t } = useTranslation();
  return [
    { key: 'game', label: t('play.history.game') },
    { key: 'time', label: t('play.history.time') },
    { key: 'stake', label: t('play.history.stake'), isNumeric: true },
    { key: 'win', label: t('play.history.win'), isNumeric: true },
  ];
}

/** The cells every rounds table opens with: game, time, stake and win. */
export function RoundCells({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  return (
    <>
      <GameCell round={round} />
      <TimeCell round={round} />
      <MoneyCell
        label={t('play.history.stake')}
        amountMinor={round.amount}
        currency={round.currency}
      />
      <MoneyCell
        label={t('play.history.win')}
        amountMinor={round.winAmount}
        currency={round.currency}
        isWin
      />
    </>
  );
}

/** The game of a round, linking to its page, with its provider below. */
function GameCell({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <td data-label={t('play.history.game')}>
      <Link className={styles.game} to={href(`/games/${encodeURIComponent(round.gameId)}`)}>
        {round.gameName}
      </Link>
      <span className={styles.provider}>{round.providerName}</span>
    </td>
  );
}

function TimeCell({ round }: { round: GameRound }) {
  const { t, locale } = useTranslation();
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(round.createdAt),
  );
  return (
    <td data-label={t('play.history.time')} className={styles.time}>
      <time dateTime={round.createdAt}>{text}</time>
    </td>
  );
}

function MoneyCell({
  label,
  amountMinor,
  currency,
  isWin = false,
}: {
  label: string;
  amountMinor: number;
  currency: string;
  isWin?: boolean;
}) {
  const { locale } = useTranslation();
  return (
    <td
      data-label={label}
      className={styles.money}
      data-win={(isWin && amountMinor > 0) || undefined}
    >
      <Amount amountMinor={amountMinor} currency={currency} locale={locale} />
    </td>
  );
}

export function MultiplierCell({ round }: { round: GameRound }) {
  const { t, locale } = useTranslation();
  const multiplier = multiplierOf(round);
  const text =
    multiplier === undefined
      ? '—'
      : `×${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(multiplier)}`;
  return (
    <td
      data-label={t('play.history.multiplier')}
      className={styles.multiplier}
      data-big={(multiplier ?? 0) >= 10 || undefined}
    >
      {text}
    </td>
  );
}

export function StatusCell({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  return (
    <td data-label={t('play.history.status')}>
      <Badge variant={STATUS_VARIANTS[round.status]}>
        {t(`play.betStatus.${BET_STATUS_NAMES[round.status]}`)}
      </Badge>
    </td>
  );
}
