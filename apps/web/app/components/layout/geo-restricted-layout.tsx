import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref, useRootData } from '../../lib/root-data';
import { CircleHelp, FileText, HeartHandshake, Mail } from '../ui/icons';
import styles from './geo-restricted-layout.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const HELP_LINKS = [
  { labelKey: 'faq', to: '/questions', icon: CircleHelp },
  { labelKey: 'contact', to: '/contact', icon: Mail },
  { labelKey: 'terms', to: '/static/terms-and-conditions', icon: FileText },
  { labelKey: 'responsibleGaming', to: '/static/responsible-gaming', icon: HeartHandshake },
] as const;

/** The visitor's country in the page's language, or undefined when the request had none. */
function nameCountry(country: string | null, locale: string) {
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country);
  } catch {
    return country;
  }
}

/** For visitors from a restricted country: what is not possible, and what still is. */
export function GeoRestrictedLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRootData();
  const country = root ? nameCountry(root.init.country, root.locale) : undefined;

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Logo to={href('/')} />
        <LanguageSwitcher />
      </header>
      <main id="main-content" className={styles.main}>
        <section className={styles.notice} aria-labelledby="geo-title">
          <GlobeIllustration />
          <p className={styles.eyebrow}>{t('shell.geo.eyebrow')}</p>
          <h1 id="geo-title" className={styles.title}>
            {country ? t('shell.geo.title', { country }) : t('shell.geo.titleUnknown')}
          </h1>
          <p className={styles.text}>{t('shell.geo.text')}</p>
          <nav aria-label={t('shell.geo.helpTitle')} className={styles.help}>
            <ul className={styles.links}>
              {HELP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={href(link.to)} className={styles.link}>
                    <link.icon aria-hidden="true" />
                    {t(`shell.geo.${link.labelKey}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <div className={styles.content}>{children}</div>
      </main>
      {root && (
        <footer className={styles.footer}>
          <p>{root.layout.ageNotice}</p>
          <p>{root.layout.copyright}</p>
        </footer>
      )}
    </div>
  );
}

function GlobeIllustration() {
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      fill="none"
      aria-hidden="true"
      className={styles.illustration}
    >
      <circle cx="60" cy="60" r="44" fill="#19233b" stroke="#3a4870" strokeWidth="2" />
      <ellipse cx="60" cy="60" rx="18" ry="44" stroke="#3a4870" strokeWidth="2" />
      <path d="M16 60h88M22 38h76M22 82h76" stroke="#3a4870" strokeWidth="2" />
      <circle cx="88" cy="88" r="20" fill="#121a2e" stroke="#fb7185" strokeWidth="4" />
      <path d="M74 102l28-28" stroke="#fb7185" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
