import type { Game } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { useTranslation } from '~/lib/i18n';
import {
  Gauge,
  Monitor,
  Percent,
  Smartphone,
  Sparkles,
  Wallet,
} from '../../../components/ui/icons';
import { GameGrid } from '../tile/game-grid';
import type { GameFactTexts } from './game-facts';
import styles from './game-page.module.css';

/** What a player checks before staking: RTP, volatility, provider, stakes, devices, the story. */
export function GameInfo({ game, texts }: { game: Game; texts: GameFactTexts }) {
  const { t } = useTranslation();
  const facts: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [
    { key: 'rtp', icon: <Percent />, label: t('play.info.rtp'), value: texts.rtp },
    {
      key: 'volatility',
      icon: <Gauge />,
      label: t('play.info.volatility'),
      value: <VolatilityMeter volatility={game.volatility} />,
    },
    {
      key: 'kind',
      icon: <Sparkles />,
      label: t('play.info.kind'),
      value: t(`play.kinds.${game.kind}`, { defaultValue: game.kind }),
    },
    {
      key: 'devices',
      icon: game.devices.includes('mobile') ? <Smartphone /> : <Monitor />,
      label: t('play.info.devices'),
      value: game.devices.map((device) => t(`play.devices.${device}`)).join(' · '),
    },
  ];
  if (texts.stakes) {
    facts.push({
      key: 'stakes',
      icon: <Wallet />,
      label: t('play.info.stakes'),
      value: texts.stakes,
    });
  }
  return (
    <section className={styles.info} aria-labelledby="game-info-title">
      <div className={styles.infoHead}>
        <h2 id="game-info-title" className={styles.sectionTitle}>
          {t('play.info.title')}
        </h2>
        <p className={styles.infoProvider}>{t('play.info.by', { provider: game.provider.name })}</p>
      </div>
      {game.description && <p className={styles.description}>{game.description}</p>}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>
              <span aria-hidden="true">{fact.icon}</span>
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {game.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('play.info.tags')}>
          {game.tags.map((tag) => (
            <li key={tag}>
              <Badge variant={tag === 'jackpot' || tag === 'hot' ? 'reward' : 'neutral'}>
                {t(`games.tags.${tag}`, { defaultValue: tag })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const VOLATILITY_LEVELS = { low: 1, medium: 2, high: 3 } as const;

/** Three bars filled to the level, with the level's name: colour is not the only signal. */
function VolatilityMeter({ volatility }: { volatility: Game['volatility'] }) {
  const { t } = useTranslation();
  const level = VOLATILITY_LEVELS[volatility];
  return (
    <span className={styles.volatility} data-level={level}>
      <span className={styles.volatilityBars} aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      {t(`play.volatility.${volatility}`)}
    </span>
  );
}

/** Games of the same collection or provider, as lobby tiles. */
export function SimilarGames({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation();
  if (games.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-games-title">
      <h2 id="similar-games-title" className={styles.sectionTitle}>
        {t('play.similar.title')}
      </h2>
      <GameGrid games={games} />
    </section>
  );
}
