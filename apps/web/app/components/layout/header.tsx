import { NavLink } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '../../lib/modals/modal-provider';
import { useLocalizedHref, useRootData } from '../../lib/root-data';
import { Button } from '../ui/button';
import { IconButton } from '../ui/icon-button';
import { Menu, PanelLeftClose, PanelLeftOpen, Search, X } from '../ui/icons';
import styles from './header.module.css';
import { useLayoutState } from './layout-state';
import { Logo } from './logo';
import { listMainNav } from './nav-items';
import { PlayerMenus } from './player-menus';
import { usePlayerSession } from './use-player-session';

export const DRAWER_ID = 'site-drawer';

/** Desktop: logo, search, main navigation, account area. Mobile: menu, logo, sign-in or balance. */
export function Header() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRootData();
  const modals = useModals();
  const session = usePlayerSession();
  const mainNav = root ? listMainNav(root.init.features) : [];

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <DrawerToggle />
        <Logo to={href('/')} isCompactOnPhone={session.isSignedIn} />
      </div>

      <button type="button" className={styles.search} onClick={() => modals.open('categories')}>
        <Search aria-hidden="true" />
        <span>{t('shell.header.search')}</span>
      </button>

      <nav className={styles.nav} aria-label={t('shell.header.mainNavLabel')}>
        <ul className={styles.navList}>
          {mainNav.map((item) => (
            <li key={item.labelKey}>
              <NavLink
                to={href(item.to ?? '/')}
                className={styles.navLink}
                title={t(`shell.nav.${item.labelKey}`)}
              >
                <item.icon aria-hidden="true" />
                <span className={styles.navLabel}>{t(`shell.nav.${item.labelKey}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.end}>
        {session.isSignedIn ? (
          <PlayerMenus session={session} />
        ) : (
          <>
            <Button variant="secondary" size="md" onClick={() => modals.open('sign-in')}>
              {t('shell.header.signIn')}
            </Button>
            <Button
              variant="primary"
              size="md"
              className={styles.signUp}
              onClick={() => modals.open('sign-up')}
            >
              {t('shell.header.signUp')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}

/** Opens the drawer overlay on mobile; switches the sidebar's compact mode on desktop. */
function DrawerToggle() {
  const { t } = useTranslation();
  const { drawer } = useLayoutState();
  if (drawer.isMobile) {
    return (
      <IconButton
        label={t(drawer.isOpen ? 'shell.header.closeMenu' : 'shell.header.openMenu')}
        icon={drawer.isOpen ? <X /> : <Menu />}
        aria-expanded={drawer.isOpen}
        aria-controls={DRAWER_ID}
        onClick={drawer.toggle}
      />
    );
  }
  return (
    <IconButton
      label={t(drawer.isCompact ? 'shell.header.expandMenu' : 'shell.header.collapseMenu')}
      icon={drawer.isCompact ? <PanelLeftOpen /> : <PanelLeftClose />}
      aria-expanded={!drawer.isCompact}
      aria-controls={DRAWER_ID}
      onClick={drawer.toggle}
    />
  );
}
