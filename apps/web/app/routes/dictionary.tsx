import { data } from 'react-router';
import { callApi } from '~/lib/api.server';
import { dictionaryFor } from '~/lib/translations.server';
import type { Route } from './+types/dictionary';

/**
 * A resource route: a locale's dictionary as the pages link it (root.tsx), `/i18n/{locale}/{version}.json`.
 * The current version is kept by the browser for a year, since its name changes with its text. An
 * older version (a page rendered before an operator edited a text) gets today's text, not kept.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { data: locales } = await callApi(context, 'locales');
  const locale = locales.find((l) => l.code === params.locale)?.code;
  if (!locale) throw data(null, { status: 404 });
  const { data: texts } = await callApi(context, 'texts', { locale });
  const dictionary = dictionaryFor(locale, texts.texts);
  const current = dictionary.url.endsWith(`/${params.file}`);
  const brotli = /\bbr\b/.test(request.headers.get('accept-encoding') ?? '');
  return new Response(brotli ? new Uint8Array(dictionary.brotli()) : dictionary.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-store',
      vary: 'accept-encoding',
      ...(brotli && { 'content-encoding': 'br' }),
    },
  });
}
