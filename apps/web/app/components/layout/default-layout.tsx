import { STORAGE_KEYS } from '@croupier/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage } from '~/lib/browser/storage';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '../../lib/live';
import { useModals } from '../../lib/modals/modal-provider';
import { BottomNav } from './bottom-nav';
import styles from './default-layout.module.css';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { Header } from './header';
import { LayoutStateProvider } from './layout-state';

// Loaded only for a tab that remembers a game, so the home page's script does not carry it.
const ReturnGameBanner = lazy(() =>
  import('~/features/games/play/return-game-banner').then((module) => ({
    default: module.ReturnGameBanner,
  })),
);

/**
 * Whether this tab may remember a game to return to, checked again on each page; the banner
 * itself reads the memory properly (a `disabled` memory shows nothing).
 */
function useHasReturnGame() {
  const { pathname } = useLocation();
  const [hasReturnGame, setHasReturnGame] = useState(false);
  useEffect(() => {
    if (pathname) setHasReturnGame(readStorage('session', STORAGE_KEYS.returnGame) !== undefined);
  }, [pathname]);
  return hasReturnGame;
}

/**
 * Spec section 4: when the loyalty level rises, the level modal opens, except on a game page,
 * where the 3 s notice (the live alert's toast) is all that shows.
 */
function useLevelUpModal() {
  const modals = useModals();
  useLiveChannel('retention:accounts', (event) => {
    const isOnGamePage = /\/games\/[^/]+$/.test(window.location.pathname);
    if (event.levelOrder > event.previousLevelOrder && !isOnGamePage) {
      modals.open('loyalty-level', { levelOrder: event.levelOrder, levelName: event.levelName });
    }
  });
}

/** Header, drawer, content column and footer; on mobile a top bar and a bottom navigation. */
export function DefaultLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const hasReturnGame = useHasReturnGame();
  useLevelUpModal();
  return (
    <LayoutStateProvider>
      <a href="#main-content" className={styles.skipLink}>
        {t('shell.common.skipToContent')}
      </a>
      <div className={styles.layout}>
        <Header />
        <div className={styles.body}>
          <Drawer />
          <div className={styles.column}>
            <main id="main-content" className={styles.main} tabIndex={-1}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
        <BottomNav />
        {hasReturnGame && (
          <Suspense fallback={null}>
            <ReturnGameBanner />
          </Suspense>
        )}
      </div>
    </LayoutStateProvider>
  );
}
