import type { Init, Layout, Locale } from '@croupier/contract';
import { useRouteLoaderData } from 'react-router';
import { localizePath } from './locale';

export interface RootData {
  locale: string;
  defaultLocale: string;
  locales: Locale[];
  init: Init;
  layout: Layout;
  /**
   * The dictionary as JSON text, read with `readTranslations`: one string for React Router to
   * stream and decode instead of an object of ~1,000 entries, which its decoder (turbo-stream)
   * rebuilt one by one before the hydration could start (docs/PERFORMANCE.md §28).
   */
  translationsJson: string;
  origin: string;
  /** Path without the locale prefix, e.g. `/contact`. */
  path: string;
  search: string;
  isPwa: boolean;
}

/** The root loader's data: locale, init, layout content. Undefined only on the fatal error page. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

let lastRead: { json: string; translations: Record<string, string> } | undefined;

/** The root data's dictionary, parsed once for each text it comes as (a locale). */
export function readTranslations(
  root: Pick<RootData, 'translationsJson'> | undefined,
): Record<string, string> {
  if (!root) return {};
  if (lastRead?.json !== root.translationsJson) {
    lastRead = { json: root.translationsJson, translations: JSON.parse(root.translationsJson) };
  }
  return lastRead.translations;
}

/** Localizes a site path for the current locale: `href('/contact')` → `/de/contact` on German pages. */
export function useLocalizedHref() {
  const root = useRootData();
  return (path: string) => (root ? localizePath(path, root.locale, root.defaultLocale) : path);
}
