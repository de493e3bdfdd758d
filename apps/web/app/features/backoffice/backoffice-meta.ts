import type { MetaDescriptor } from 'react-router';

export interface BackofficeLayoutData {
  backofficeTranslations: Record<string, string>;
}

/**
 * A back-office page's title, and `noindex` on every one of them: a child route's meta replaces
 * its parent's, so each page states it (the layout also sends `X-Robots-Tag`).
 */
export function backofficeMeta(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  key: string,
): MetaDescriptor[] {
  const layout = matches.find(
    (match) => (match?.loaderData as BackofficeLayoutData | undefined)?.backofficeTranslations,
  )?.loaderData as BackofficeLayoutData | undefined;
  const texts = layout?.backofficeTranslations ?? {};
  const section = texts[key] ?? key;
  return [
    { title: `${section} | ${texts['backoffice.title'] ?? 'Back office'} | Croupier` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
