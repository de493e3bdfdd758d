import type { Init, Layout, Locale } from '@croupier/contract';
import { useRouteLoaderData } from 'react-router';
import { localizePath } from './locale';

export interface RootData {
  locale: string;
  defaultLocale: string;
  locales: Locale[];
  init: Init;
  layout: Layout;
  translations: Record<string, string>;
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

/** Localizes a site path for the current locale: `href('/contact')` → `/de/contact` on German pages. */
export function useLocalizedHref() {
  const root = useRootData();
  return (path: string) => (root ? localizePath(path, root.locale, root.defaultLocale) : path);
}
