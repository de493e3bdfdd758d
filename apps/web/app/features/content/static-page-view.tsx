import type { StaticPage } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { Prose } from '../../components/ui/prose';
import { useLocalizedHref, useRootData } from '../../lib/root-data';
import styles from './content.module.css';

/** A managed content page with the other legal and information pages beside it. */
export function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const pages = useRootData()?.layout.footerPages ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.lead}>{page.description}</p>
      </header>
      <div className={styles.columns}>
        <article className={styles.panel}>
          <Prose html={page.content} />
        </article>
        <nav className={`${styles.panel} ${styles.aside}`} aria-label={t('pages.static.morePages')}>
          <h2 className={styles.asideTitle}>{t('pages.static.morePages')}</h2>
          <ul className={styles.navList}>
            {pages.map((link) => (
              <li key={link.identity}>
                <Link
                  to={href(`/static/${link.identity}`)}
                  className={styles.navLink}
                  aria-current={link.identity === page.identity ? 'page' : undefined}
                >
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
