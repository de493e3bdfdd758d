import type { GameRound, PlayMode } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Modal, ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { Hourglass } from '../../../components/ui/icons';
import { isGameRound } from '../history/rounds';
import styles from './game-page.module.css';
import { figuresOf, foldRound, nextCheckAt } from './reality-check';
import { formatSessionTime } from './session-clock';

/** Above the site's modals (1000 and up): play stops until the player answers. */
const REALITY_CHECK_Z_INDEX = 1100;

/**
 * The reality check (UKGC RTS 13): in real play, every interval the player chose on
 * /profile/limits, a dialog stops play with the session's time, stakes, wins and net result;
 * "Keep playing" goes on, "Stop playing" closes the game. Mounted anew for every session.
 */
export function RealityCheck({
  openedAt,
  mode,
  onStop,
}: {
  openedAt: number;
  mode: PlayMode;
  onStop(): void;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const [intervalMinutes, setIntervalMinutes] = useState(0);
  const [rounds, setRounds] = useState<ReadonlyMap<string, GameRound>>(new Map());
  const [checksShown, setChecksShown] = useState(0);
  const [shownAt, setShownAt] = useState<number>();
  const isReal = mode === 'real';

  useEffect(() => {
    if (!isReal) return;
    let isCurrent = true;
    api('realityCheck').then(
      (answer) => isCurrent && setIntervalMinutes(answer.data.intervalMinutes),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [api, isReal]);

  useLiveChannel('game:bets', (event) => {
    if (isGameRound(event)) setRounds((current) => foldRound(current, event, openedAt));
  });

  useEffect(() => {
    if (!isReal || intervalMinutes === 0 || shownAt !== undefined) return;
    const due = nextCheckAt(openedAt, intervalMinutes, checksShown);
    const timer = setTimeout(() => setShownAt(Date.now()), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [isReal, intervalMinutes, openedAt, checksShown, shownAt]);

  if (shownAt === undefined) return null;
  const figures = figuresOf(rounds);
  const money = (amount: number) => formatMoney(amount, figures.currency ?? 'EUR', locale);
  const net = figures.wonMinor - figures.stakedMinor;
  const keepPlaying = () => {
    setChecksShown((count) => count + 1);
    setShownAt(undefined);
  };
  return (
    <Modal zIndex={REALITY_CHECK_Z_INDEX} size="sm" onClose={keepPlaying}>
      <div className={styles.realityCheck}>
        <span className={styles.realityIcon} aria-hidden="true">
          <Hourglass className={styles.realityGlyph} />
        </span>
        <ModalTitle>{t('play.reality.title')}</ModalTitle>
        <p>{t('play.reality.text', { time: formatSessionTime(shownAt - openedAt) })}</p>
        <dl className={styles.realityFigures}>
          <div>
            <dt>{t('play.reality.staked')}</dt>
            <dd>{money(figures.stakedMinor)}</dd>
          </div>
          <div>
            <dt>{t('play.reality.won')}</dt>
            <dd>{money(figures.wonMinor)}</dd>
          </div>
          <div data-tone={net < 0 ? 'down' : net > 0 ? 'up' : 'even'}>
            <dt>{t('play.reality.net')}</dt>
            <dd>
              {net > 0 ? '+' : ''}
              {money(net)}
            </dd>
          </div>
        </dl>
        <Button size="lg" isFullWidth onClick={keepPlaying}>
          {t('play.reality.continue')}
        </Button>
        <Button variant="ghost" size="lg" isFullWidth onClick={onStop}>
          {t('play.reality.stop')}
        </Button>
      </div>
    </Modal>
  );
}
