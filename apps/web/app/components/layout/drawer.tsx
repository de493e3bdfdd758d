import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '../../lib/modals/modal-provider';
import { useInstallPrompt } from '../../lib/pwa/install-prompt';
import { useLocalizedHref, useRootData } from '../../lib/root-data';
import { IconButton } from '../ui/icon-button';
import { ChevronRight, Download, Gift, Globe, X } from '../ui/icons';
import styles from './drawer.module.css';
import { DRAWER_ID } from './header';
import { LanguageSwitcher } from './language-switcher';
import { useLayoutState } from './layout-state';
import { Logo } from './logo';
import { listDrawerSections, type NavItem } from './nav-items';
import { usePlayerSession } from './use-player-session';

/**
 * The left drawer: a sidebar on desktop (compact shows icons only), an overlay on mobile. On a
 * phone its content is rendered from its first opening on (kept after, for the closing slide):
 * closed, it is never seen, and its ~90 elements and 20 links were a fifth of every phone page's
 * hydration.
 */
export function Drawer() {
  const { t } = useTranslation();
  const { drawer } = useLayoutState();
  const panelRef = useRef<HTMLElement>(null);
  const isOverlayOpen = drawer.isMobile && drawer.isOpen;
  const [hasOpened, setHasOpened] = useState(false);
  if (isOverlayOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (!isOverlayOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') drawer.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOverlayOpen, drawer.close]);

  return (
    <>
      <div
        className={styles.scrim}
        data-open={isOverlayOpen || undefined}
        onClick={drawer.close}
        aria-hidden="true"
      />
      <aside
        id={DRAWER_ID}
        ref={panelRef}
        className={styles.drawer}
        data-open={isOverlayOpen || undefined}
        data-compact={drawer.isCompact || undefined}
        aria-label={t('shell.drawer.label')}
      >
        {(!drawer.isMobile || hasOpened) && <DrawerContent />}
      </aside>
    </>
  );
}

function DrawerContent() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRootData();
  const { drawer } = useLayoutState();
  const sections = root ? listDrawerSections(root.init.features) : [];
  return (
    <>
      <div className={styles.overlayHeader}>
        <Logo to={href('/')} />
        <IconButton label={t('shell.header.closeMenu')} icon={<X />} onClick={drawer.close} />
      </div>

      <Link to={href('/welcome-package')} className={styles.promo}>
        <span className={styles.promoIcon} aria-hidden="true">
          <Gift />
        </span>
        <span className={styles.promoText}>
          <span className={styles.promoTitle}>{t('shell.drawer.promoTitle')}</span>
          <span className={styles.promoSubtitle}>{t('shell.drawer.promoText')}</span>
        </span>
        <ChevronRight className={styles.promoChevron} aria-hidden="true" />
      </Link>

      <nav aria-label={t('shell.drawer.navLabel')} className={styles.nav}>
        {sections.map((section) => (
          <section
            key={section.titleKey}
            className={styles.section}
            aria-labelledby={`drawer-${section.titleKey}`}
          >
            <h2 id={`drawer-${section.titleKey}`} className={styles.sectionTitle}>
              {t(`shell.drawer.${section.titleKey}`)}
            </h2>
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item.labelKey}>
                  <DrawerItem item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>

      <InstallAppItem />

      <div className={styles.language}>
        {drawer.isCompact ? (
          <IconButton
            label={t('shell.language.label')}
            icon={<Globe />}
            onClick={() => drawer.setCompact(false)}
          />
        ) : (
          <LanguageSwitcher className={styles.languageSwitcher} />
        )}
      </div>
    </>
  );
}

function DrawerItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const modals = useModals();
  const { isSignedIn } = usePlayerSession();
  const label = t(item.labelKey.includes('.') ? item.labelKey : `shell.nav.${item.labelKey}`);
  const content = (
    <>
      <item.icon className={styles.itemIcon} aria-hidden="true" />
      <span className={styles.itemLabel}>{label}</span>
    </>
  );

  if (item.to === undefined) {
    // Quests live in a modal for players; guests are asked to sign in first.
    return (
      <button
        type="button"
        className={styles.item}
        title={label}
        onClick={() => modals.open(isSignedIn ? 'quests-hub' : 'sign-in')}
      >
        {content}
      </button>
    );
  }
  return (
    <NavLink to={href(item.to)} className={styles.item} title={label} end={item.to === '/main'}>
      {content}
    </NavLink>
  );
}

/** "Install the app": shown only while the browser offers to install the site (Chromium). */
function InstallAppItem() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  if (!install) return null;
  const label = t('pwa.install.item');
  return (
    <ul className={styles.list}>
      <li>
        <button type="button" className={styles.item} title={label} onClick={install}>
          <Download className={styles.itemIcon} aria-hidden="true" />
          <span className={styles.itemLabel}>{label}</span>
        </button>
      </li>
    </ul>
  );
}
