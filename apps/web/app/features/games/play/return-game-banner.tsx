import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { IconButton } from '~/components/ui/icon-button';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '~/lib/live';
import { useOpenModals } from '~/lib/modals/modal-provider';
import { Play, X } from '../../../components/ui/icons';
import { fetchGame } from '../api/game';
import { forgetReturnGame, gameIdOfPath, readReturnGame } from './return-game';
import styles from './return-game-banner.module.css';

const DEPOSIT = 1;
const SUCCESS = 2;

/**
 * "Back to {game}" after a successful deposit made away from the game (spec: return-game memory).
 * Shown by the shell; offered once the deposit-success modal has been seen (or a deposit's
 * success event arrived), never on the game's own page, never when the memory is disabled.
 */
export function ReturnGameBanner() {
  const { t, locale } = useTranslation();
  const { pathname } = useLocation();
  const openModals = useOpenModals();
  const [path, setPath] = useState<string>();
  const [gameName, setGameName] = useState<string>();
  const isSuccessOpen = openModals.some((modal) => modal.name === 'deposit-success');

  const offer = useEffectEvent(() => {
    const stored = readReturnGame();
    if (stored && stored !== window.location.pathname) setPath(stored);
  });
  useEffect(() => {
    if (isSuccessOpen) offer();
  }, [isSuccessOpen]);
  useLiveChannel('payment:invoices', (event) => {
    if (event.type === DEPOSIT && event.status === SUCCESS) offer();
  });

  const gameId = path ? gameIdOfPath(path) : undefined;
  useEffect(() => {
    if (!gameId) return;
    let isCancelled = false;
    fetchGame(gameId, locale).then(
      (game) => !isCancelled && setGameName(game.name),
      // Spec section 8: a failed game info fetch is only logged; the banner keeps its generic text.
      (error: unknown) => console.warn('game info not loaded', gameId, error),
    );
    return () => {
      isCancelled = true;
    };
  }, [gameId, locale]);

  if (!path || pathname === path || isSuccessOpen) return null;
  const dismiss = () => setPath(undefined);
  return (
    <aside className={styles.banner} aria-label={t('play.returnGame.label')}>
      <p className={styles.text}>
        <strong>{t('play.returnGame.title')}</strong>
        <span>{t('play.returnGame.text')}</span>
      </p>
      <Button size="sm" icon={<Play />} to={path} onClick={dismiss}>
        {gameName ? t('play.returnGame.back', { name: gameName }) : t('play.returnGame.backPlain')}
      </Button>
      <IconButton
        label={t('play.returnGame.dismiss')}
        icon={<X />}
        size="sm"
        onClick={() => {
          forgetReturnGame();
          dismiss();
        }}
      />
    </aside>
  );
}
