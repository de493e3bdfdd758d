import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref, useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import { ChevronRight, LogIn, UserRound } from '../../../components/ui/icons';
import styles from './profile.module.css';
import { listProfileSections } from './profile-sections';

/**
 * The profile's frame: the player card and the section nav (tabs on desktop; on mobile the
 * sections list on /profile and a way back to it inside a section). Guests are asked to sign in.
 */
export function ProfileLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const modals = useModals();
  const isSignedIn = profile !== null;

  // A guest who opens a profile page is asked to sign in; a player who just signed out here is
  // on the way home, not asked again.
  const wasSignedIn = useRef(isSignedIn);
  useEffect(() => {
    if (!isSignedIn && !wasSignedIn.current) modals.open('sign-in');
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, modals.open]);

  if (!profile) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel="h1"
          size="lg"
          title={t('account.profile.guestTitle')}
          description={t('account.profile.guestText')}
          action={
            <Button size="lg" icon={<LogIn />} onClick={() => modals.open('sign-in')}>
              {t('account.profile.signIn')}
            </Button>
          }
        />
      </div>
    );
  }

  const name = profile.nickname || profile.email || profile.phone || '';
  return (
    <div className={styles.page}>
      <header className={styles.playerCard}>
        <span className={styles.avatar} aria-hidden="true">
          <UserRound />
        </span>
        <div className={styles.playerText}>
          <h1 className={styles.playerName}>{name}</h1>
          <p className={styles.playerId}>
            {t('account.profile.playerId', { id: profile.id.split('-')[0]?.toUpperCase() ?? '' })}
          </p>
        </div>
      </header>
      <ProfileNav />
      <div className={styles.content}>{children}</div>
    </div>
  );
}

function ProfileNav() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const isDocumentsHidden = useRootData()?.init.features.isDocumentsPageHidden ?? false;
  const isIndex = /\/profile\/?$/.test(pathname);
  return (
    <nav
      className={styles.nav}
      data-index={isIndex || undefined}
      aria-label={t('account.profile.navLabel')}
    >
      <ul className={styles.navList}>
        {listProfileSections(isDocumentsHidden).map(({ id, icon: Icon }) => (
          <li key={id}>
            <NavLink to={href(`/profile/${id}`)} className={styles.navLink}>
              <Icon aria-hidden="true" />
              <span>{t(`account.profile.sections.${id}`)}</span>
              <ChevronRight className={styles.navChevron} aria-hidden="true" />
            </NavLink>
          </li>
        ))}
      </ul>
      {!isIndex && (
        <NavLink to={href('/profile')} className={styles.backToSections}>
          {t('account.profile.allSections')}
        </NavLink>
      )}
    </nav>
  );
}
