import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { messagesFor } from '@croupier/contract';
import { setRecent } from './recent-map';

type Json = { [key: string]: string | Json };

const files = import.meta.glob<Json>('../locales/*/*.json', { eager: true, import: 'default' });

/**
 * Namespaces only their own route tree reads: the back office's strings would otherwise ride in
 * every player page's root data. Its layout loads them (buildSeparateTranslations).
 */
const SEPARATE_NAMESPACES: readonly string[] = ['backoffice'];

/** Built-in translations by locale, flattened to dotted keys (`shell.header.deposit`). */
const builtIn = new Map<string, Record<string, string>>();
const separate = new Map<string, Record<string, string>>();
for (const [file, json] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  const [into, key] = SEPARATE_NAMESPACES.includes(namespace)
    ? [separate, `${namespace}:${locale}`]
    : [builtIn, locale];
  const target = into.get(key) ?? {};
  flatten(json, namespace, target);
  into.set(key, target);
}

function flatten(json: Json, prefix: string, into: Record<string, string>) {
  for (const [key, value] of Object.entries(json)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
}

/**
 * The dictionary a page is rendered with: English as the floor, the locale's built-in strings
 * over it, then the operator's managed texts (from the database) over both.
 */
export function buildTranslations(locale: string, managed: Record<string, string>) {
  const shared: Record<string, string> = {};
  flatten(messagesFor(locale) as unknown as Json, '', shared);
  return { ...builtIn.get('en'), ...builtIn.get(locale), ...stripDot(shared), ...managed };
}

/** Shared messages flatten to `.validation.min`; their keys are `validation.min`. */
function stripDot(entries: Record<string, string>) {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [key.slice(1), value]));
}

/** A separate namespace's strings (`backoffice`) in the locale, over English. */
export function buildSeparateTranslations(namespace: string, locale: string) {
  const code = [...builtIn.keys()].find((known) => known.toLowerCase() === locale.toLowerCase());
  return { ...separate.get(`${namespace}:en`), ...separate.get(`${namespace}:${code ?? 'en'}`) };
}

/** A locale's dictionary as the page links it: its text, and the versioned address it is served at. */
export interface Dictionary {
  url: string;
  json: string;
  translations: Record<string, string>;
  /** The text compressed once at brotli's best (15 KB; 18 KB as compressed on the fly). */
  brotli: () => Buffer;
}

const DICTIONARIES_KEPT = 32;
const dictionaries = new Map<string, Dictionary>();

/**
 * The dictionary of `buildTranslations`, with an address that names its content
 * (`/i18n/de/3kq0Xc9LwTzA.json`): the browser keeps it across pages and visits, and the page's
 * document no longer carries 66 KB of it (docs/PERFORMANCE.md §36). Built once for each locale and
 * version of the managed texts; the few most recent are kept.
 */
export function dictionaryFor(locale: string, managed: Record<string, string>): Dictionary {
  const key = `${locale}\n${JSON.stringify(managed)}`;
  const kept = dictionaries.get(key);
  if (kept) return kept;
  const translations = buildTranslations(locale, managed);
  const json = JSON.stringify(translations);
  const version = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  let brotli: Buffer | undefined;
  const dictionary = {
    url: `/i18n/${encodeURIComponent(locale)}/${version}.json`,
    json,
    translations,
    brotli: () =>
      (brotli ??= brotliCompressSync(json, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      })),
  };
  setRecent(dictionaries, key, dictionary, DICTIONARIES_KEPT);
  return dictionary;
}
