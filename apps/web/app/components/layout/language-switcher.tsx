import { COOKIE_NAMES } from '@croupier/contract/constants';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { setCookie } from '../../lib/browser/cookies';
import { localizePath, splitLocale } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';
import { ChevronDown, Globe } from '../ui/icons';
import styles from './language-switcher.module.css';

/**
 * Lists the site's languages by their native names. Choosing one remembers it in the
 * user-language cookie and opens the same page, with the same query, under that language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  if (!root || root.locales.length < 2) return null;
  const { locales, locale, defaultLocale } = root;

  const switchTo = (code: string) => {
    setCookie(COOKIE_NAMES.language, code);
    // The root data's `path` is from the last locale change; the location is current.
    const { path } = splitLocale(
      location.pathname,
      locales.map((l) => l.code),
    );
    void navigate(`${localizePath(path, code, defaultLocale)}${location.search}${location.hash}`);
  };

  return (
    <div className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language.label')}
      </label>
      <Globe className={styles.globe} aria-hidden="true" />
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => switchTo(event.target.value)}
      >
        {locales.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </div>
  );
}
