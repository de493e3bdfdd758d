import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { OnlinePlayers } from '../../lib/live';
import { useLocalizedHref, useRootData } from '../../lib/root-data';
import { Phone } from '../ui/icons';
import styles from './footer.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PaymentLogos } from './payment-logos';

/** Site links on this site are localized; anything else opens in a new tab. */
function SmartLink({ href, children }: { href: string; children: React.ReactNode }) {
  const localize = useLocalizedHref();
  if (href.startsWith('/')) return <Link to={localize(href)}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const root = useRootData();
  if (!root) return null;
  const { layout } = root;
  const tagline = t('footer.tagline', { defaultValue: '' });

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo to={href('/')} />
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          <LanguageSwitcher className={styles.language} />
          <OnlinePlayers />
        </div>

        <nav className={styles.columns} aria-label={t('shell.footer.navLabel')}>
          <FooterColumn title={t('shell.footer.info')}>
            {layout.footerPages.map((page) => (
              <li key={page.identity}>
                <SmartLink href={`/static/${page.identity}`}>{page.title}</SmartLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={t('shell.footer.help')}>
            <li>
              <SmartLink href="/questions">{t('shell.nav.faq')}</SmartLink>
            </li>
            <li>
              <SmartLink href="/contact">{t('shell.nav.contact')}</SmartLink>
            </li>
          </FooterColumn>
          <FooterColumn title={t('shell.footer.responsibleGaming')}>
            {layout.responsibleGamingLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </FooterColumn>
        </nav>
      </div>

      {layout.helplines.length > 0 && (
        <section className={styles.helplines} aria-labelledby="footer-helplines">
          <h2 id="footer-helplines" className={styles.heading}>
            {t('shell.footer.helplines')}
          </h2>
          <ul className={styles.helplineList}>
            {layout.helplines.map((line) => (
              <li key={line.name} className={styles.helpline}>
                <a
                  href={line.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.helplineName}
                >
                  {line.name}
                </a>
                <a
                  href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}
                  className={styles.helplinePhone}
                >
                  <Phone aria-hidden="true" />
                  {line.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.payments} aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.heading}>
          {t('shell.footer.payments')}
        </h2>
        <PaymentLogos />
      </section>

      <div className={styles.legal}>
        <div className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            18+
          </span>
          <p>{layout.ageNotice}</p>
        </div>
        <p className={styles.licence}>{layout.licence}</p>
        <p className={styles.copyright}>{layout.copyright}</p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>{children}</ul>
    </div>
  );
}
