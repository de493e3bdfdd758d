import { messagesFor } from '@croupier/contract';

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
