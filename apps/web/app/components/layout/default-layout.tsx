import { ReturnGameBanner } from '~/features/games/play/return-game-banner';
import { useTranslation } from '~/lib/i18n';
import { BottomNav } from './bottom-nav';
import styles from './default-layout.module.css';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { Header } from './header';
import { LayoutStateProvider } from './layout-state';

/** Header, drawer, content column and footer; on mobile a top bar and a bottom navigation. */
export function DefaultLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
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
        <ReturnGameBanner />
      </div>
    </LayoutStateProvider>
  );
}
