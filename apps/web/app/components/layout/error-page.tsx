import { useContext } from 'react';
import { useTranslation } from '~/lib/i18n';
import { localizePath } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';
import { Button } from '../ui/button';
import { House } from '../ui/icons';
import styles from './error-page.module.css';
import { InsideShellContext } from './layout-state';
import { Logo } from './logo';

/**
 * The error page of the spec: image, title, description and a homepage button. Managed texts
 * (error.title, error.description, error.buttonLabel) win over the shell's defaults. Without root
 * data (the root loader failed) it draws its own minimal chrome in English.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const root = useRootData();
  const isInsideShell = useContext(InsideShellContext);
  const homeHref = root ? localizePath('/', root.locale, root.defaultLocale) : '/';
  const shellText = (key: string, english: string) =>
    t(`shell.error.${key}`, { defaultValue: english });

  const content = (
    <section className={styles.error} aria-labelledby="error-title">
      <ErrorIllustration status={status} />
      {status === 404 && (
        <p className={styles.eyebrow}>{shellText('eyebrow404', 'Page not found')}</p>
      )}
      <h1 id="error-title" className={styles.title}>
        {t('error.title', { defaultValue: shellText('title', 'Something went wrong') })}
      </h1>
      <p className={styles.description}>
        {t('error.description', {
          defaultValue: shellText(
            'description',
            'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
          ),
        })}
      </p>
      <Button to={homeHref} size="lg" icon={<House />} reloadDocument={!root}>
        {t('error.buttonLabel', { defaultValue: shellText('buttonLabel', 'Homepage') })}
      </Button>
    </section>
  );

  if (isInsideShell) return content;
  return (
    <div className={styles.standalone}>
      <header className={styles.standaloneHeader}>
        <Logo to={homeHref} />
      </header>
      <main id="main-content" className={styles.standaloneMain}>
        {content}
      </main>
    </div>
  );
}

/** A playing card showing the status code, with a chip leaning on it. */
function ErrorIllustration({ status }: { status: number }) {
  return (
    <svg
      viewBox="0 0 200 160"
      width="200"
      height="160"
      fill="none"
      aria-hidden="true"
      className={styles.illustration}
    >
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="#050812" />
      <g transform="rotate(-8 70 78)">
        <rect
          x="34"
          y="22"
          width="72"
          height="104"
          rx="10"
          fill="#19233b"
          stroke="#3a4870"
          strokeWidth="2"
        />
        <path d="M70 60l10 14-10 14-10-14z" fill="#3a4870" />
      </g>
      <g transform="rotate(7 118 76)">
        <rect
          x="82"
          y="18"
          width="80"
          height="114"
          rx="10"
          fill="#222e4a"
          stroke="#a78bfa"
          strokeWidth="2"
        />
        <text x="94" y="42" fill="#a78bfa" fontSize="14" fontWeight="700">
          {status}
        </text>
        <text x="122" y="86" fill="#f3f5fb" fontSize="26" fontWeight="700" textAnchor="middle">
          {status}
        </text>
        <path d="M122 96l8 11-8 11-8-11z" fill="#a78bfa" />
      </g>
      <circle cx="160" cy="126" r="18" fill="#f5b83d" />
      <circle cx="160" cy="126" r="12" stroke="#1a1204" strokeWidth="3" strokeDasharray="4.7 4.7" />
      <circle cx="160" cy="126" r="6" fill="#e39c1c" />
    </svg>
  );
}
