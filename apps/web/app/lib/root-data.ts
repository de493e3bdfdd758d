import type { Init, Layout, Locale } from '@croupier/contract';
import { useRouteLoaderData } from 'react-router';
import type { WalletSnapshot } from '../features/wallet/wallet-snapshot';
import { localizePath } from './locale';
import { setRecent } from './recent-map';

export interface RootData {
  locale: string;
  defaultLocale: string;
  locales: Locale[];
  init: Init;
  layout: Layout;
  /**
   * Where the locale's dictionary is served, its version in the name; read with
   * `readTranslations` once `loadDictionary` has it. Not in the root data itself: 66 KB of JSON
   * in every document, where the browser can keep the file (docs/PERFORMANCE.md §36).
   */
  dictionaryUrl: string;
  origin: string;
  /** Path without the locale prefix, e.g. `/contact`. */
  path: string;
  search: string;
  isPwa: boolean;
  /**
   * The request came from a phone (`isPhoneRequest`): the server rendered the phone's layout, and
   * the hydration starts from it (`useIsMobile`), so a phone's first render needs no second one.
   */
  isPhone: boolean;
  /** The signed-in player's wallet the server rendered the document with; none on navigations. */
  wallet?: WalletSnapshot | undefined;
}

/** The root loader's data: locale, init, layout content. Undefined only on the fatal error page. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

const DICTIONARIES_KEPT = 32;
const dictionaries = new Map<string, Record<string, string>>();

/**
 * Keeps a dictionary under its address: the server's root loader puts in the one it renders
 * with, the browser the ones it downloads.
 */
export function provideDictionary(url: string, translations: Record<string, string>) {
  setRecent(dictionaries, url, translations, DICTIONARIES_KEPT);
}

/**
 * Downloads the dictionary at `url` unless it is kept already. The hydration waits for it (the
 * document links it with a preload, so it is on its way with the scripts), and so does the root's
 * client loader when the locale changes.
 */
export async function loadDictionary(url: string): Promise<void> {
  if (dictionaries.has(url)) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The dictionary at ${url} answered ${response.status}`);
  provideDictionary(url, (await response.json()) as Record<string, string>);
}

/** The root data's dictionary, once provided; none without root data (the fatal error page). */
export function readTranslations(
  root: Pick<RootData, 'dictionaryUrl'> | undefined,
): Record<string, string> {
  return (root && dictionaries.get(root.dictionaryUrl)) || {};
}

/** Localizes a site path for the current locale: `href('/contact')` → `/de/contact` on German pages. */
export function useLocalizedHref() {
  const root = useRootData();
  return (path: string) => (root ? localizePath(path, root.locale, root.defaultLocale) : path);
}
