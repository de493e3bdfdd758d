import type { Winner } from '@croupier/contract';
import { Link } from 'react-router';
import { formatMoney } from '~/components/ui/amount';
import { useTranslation } from '~/lib/i18n';
import { numberFormat } from '~/lib/number-format';
import { useLocalizedHref } from '~/lib/root-data';
import { Trophy } from '../../../components/ui/icons';
import { useWinners } from '../api/winners';
import { gamePath } from '../tile/image-set';
import styles from './winners-ticker.module.css';

/**
 * Recent big wins gliding by (paused on hover and focus, static with reduced motion). It is
 * decoration, so it is not a live region; the list itself stays readable.
 */
export function WinnersTicker({ initial }: { initial: Winner[] }) {
  const { t } = useTranslation();
  const winners = useWinners(initial);
  if (winners.length === 0) return null;
  return (
    <section className={styles.ticker} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.title}>
        <Trophy aria-hidden="true" />
        <span>{t('games.winners.title')}</span>
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track} data-count={winners.length}>
          <WinnerList winners={winners} />
          {/* A second copy makes the loop seamless; screen readers get the list once. */}
          <WinnerList winners={winners} isCopy />
        </div>
      </div>
    </section>
  );
}

function WinnerList({ winners, isCopy = false }: { winners: Winner[]; isCopy?: boolean }) {
  const { t, locale } = useTranslation();
  const href = useLocalizedHref();
  const multiplierFormat = numberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <ul className={styles.list} aria-hidden={isCopy || undefined}>
      {winners.map((winner) => {
        const amount = formatMoney(winner.winAmount, winner.currency, locale);
        return (
          <li key={winner.id} className={styles.item}>
            <Link
              to={href(gamePath(winner.gameId))}
              className={styles.link}
              tabIndex={isCopy ? -1 : undefined}
              aria-label={t('games.winners.win', {
                player: winner.playerName,
                amount,
                game: winner.gameName,
              })}
            >
              <img
                src={winner.image}
                alt=""
                width={40}
                height={40}
                className={styles.image}
                loading="lazy"
              />
              <span className={styles.text}>
                <span className={styles.player}>{winner.playerName}</span>
                <span className={styles.game}>{winner.gameName}</span>
              </span>
              <span className={styles.amount}>
                <span className={styles.money}>{amount}</span>
                <span className={styles.multiplier}>
                  {t('games.winners.multiplier', {
                    multiplier: multiplierFormat.format(winner.multiplier),
                  })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
