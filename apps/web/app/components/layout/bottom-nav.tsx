import { NavLink } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '../../lib/modals/modal-provider';
import { useLocalizedHref } from '../../lib/root-data';
import { Dices, Gift, LogIn, Menu, Search, UserRound } from '../ui/icons';
import styles from './bottom-nav.module.css';
import { DRAWER_ID } from './header';
import { useLayoutState } from './layout-state';
import { usePlayerSession } from './use-player-session';

/** Mobile only: menu, lobby, search, promotions, and sign-in or profile at thumb's reach. */
export function BottomNav() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const modals = useModals();
  const { drawer } = useLayoutState();
  const { isSignedIn } = usePlayerSession();

  return (
    <nav className={styles.bottomNav} aria-label={t('shell.bottomNav.label')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={drawer.isOpen}
            aria-controls={DRAWER_ID}
            onClick={drawer.toggle}
          >
            <Menu aria-hidden="true" />
            <span>{t('shell.nav.menu')}</span>
          </button>
        </li>
        <li>
          <NavLink to={href('/main')} className={styles.item}>
            <Dices aria-hidden="true" />
            <span>{t('shell.nav.lobby')}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => modals.open('categories')}>
            <Search aria-hidden="true" />
            <span>{t('shell.nav.search')}</span>
          </button>
        </li>
        <li>
          <NavLink to={href('/welcome-package')} className={styles.item}>
            <Gift aria-hidden="true" />
            <span>{t('shell.nav.promotions')}</span>
          </NavLink>
        </li>
        <li>
          {isSignedIn ? (
            <NavLink to={href('/profile')} className={styles.item}>
              <UserRound aria-hidden="true" />
              <span>{t('shell.nav.profile')}</span>
            </NavLink>
          ) : (
            <button
              type="button"
              className={styles.item}
              data-emphasis
              onClick={() => modals.open('sign-in')}
            >
              <LogIn aria-hidden="true" />
              <span>{t('shell.header.signIn')}</span>
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
