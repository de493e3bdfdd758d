import type { MetaDescriptor } from 'react-router';
import { type RootData, readTranslations } from './root-data';

/** Page title and description in the site's pattern: "Title | Croupier". */
export function pageMeta(title: string | undefined, description?: string): MetaDescriptor[] {
  const fullTitle = title ? `${title} | Croupier` : 'Croupier';
  return [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
  ];
}

/** Translation lookup for meta functions, which run outside React (root data carries the dictionary). */
export function translate(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  key: string,
) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return readTranslations(root)[key] ?? key;
}
