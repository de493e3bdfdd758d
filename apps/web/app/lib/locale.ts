/** URL prefix of a locale: none for the default, else its code in lower case (`pt-BR` → `pt-br`). */
export function localePrefix(locale: string, defaultLocale: string) {
  return locale === defaultLocale ? '' : `/${locale.toLowerCase()}`;
}

/** A site path under the locale's prefix: `localizePath('/contact', 'de', 'en')` → `/de/contact`. */
export function localizePath(path: string, locale: string, defaultLocale: string) {
  const prefix = localePrefix(locale, defaultLocale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The path without its locale prefix, and the prefix's locale if the first segment names one. */
export function splitLocale(pathname: string, localeCodes: readonly string[]) {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = localeCodes.find((code) => code.toLowerCase() === first.toLowerCase());
  if (!locale) return { locale: undefined, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}

export const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2})?$/i;
