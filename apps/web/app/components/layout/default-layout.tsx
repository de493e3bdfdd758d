import { STORAGE_KEYS } from '@croupier/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage } from '~/lib/browser/storage';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '../../lib/live';
import { isLevelUpNoticePage } from '../../lib/live/level-up';
import { useModals, useOpenModals } from '../../lib/modals/modal-provider';
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
 * The page's frame, marked covered while a modal is open (not while it closes): on a phone, where
 * a modal is a full-screen sheet, the page under it is then left unrendered (the CSS). Its own
 * component, so a modal opening re-renders the frame alone: the children stay the same elements.
 */
function LayoutFrame({ children }: { children: React.ReactNode }) {
  const isCovered = useOpenModals().some((modal) => !modal.isLeaving);
  return (
    // data-covered: COVERED_PAGE_ATTRIBUTE (app-start.ts), which the scripts' starter looks for.
    <div className={styles.layout} data-covered={isCovered || undefined}>
      {children}
    </div>
  );
}

/** The level modal of a rise in loyalty level, off the pages where its notice shows instead. */
function useLevelUpModal() {
  const modals = useModals();
  useLiveChannel('retention:accounts', (event) => {
    const isNoticePage = isLevelUpNoticePage(window.location.pathname);
    if (event.levelOrder > event.previousLevelOrder && !isNoticePage) {
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
      <LayoutFrame>
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
      </LayoutFrame>
    </LayoutStateProvider>
  );
}
