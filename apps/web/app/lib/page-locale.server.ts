import type { RouterContextProvider } from 'react-router';
import { callApi } from './api.server';

/** The locale a page's content is fetched in: the URL's prefix, else the default locale. */
export async function resolvePageLocale(
  context: Readonly<RouterContextProvider>,
  segment?: string,
) {
  const { data: locales } = await callApi(context, 'locales');
  const match = segment && locales.find((l) => l.code.toLowerCase() === segment.toLowerCase());
  return match ? match.code : (locales.find((l) => l.isDefault)?.code ?? 'en');
}
