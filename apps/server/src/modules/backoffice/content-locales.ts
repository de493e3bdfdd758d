import type { Executor } from '../../db/client.ts';
import { fieldError } from '../players/form-validation.ts';
import { getDefaultLocale, listLocales } from '../settings/service.ts';
import type { SignedInOperator } from './operators.ts';

export type ContentActor = { operator: SignedInOperator; ip: string };

/** A locale of the site, else 422 on the field. */
export async function checkLocale(db: Executor, locale: string, field: string) {
  const locales = await listLocales(db);
  if (!locales.some((known) => known.code === locale)) throw fieldError(field, 'in');
}

/**
 * Translations by locale: every locale must be one of the site's, and the default locale must be
 * there, since players of a locale without its own translation are shown the default one.
 */
export async function checkTranslationLocales(db: Executor, translations: Record<string, unknown>) {
  for (const locale of Object.keys(translations)) {
    await checkLocale(db, locale, `translations.${locale}`);
  }
  const fallback = await getDefaultLocale(db);
  if (!(fallback in translations)) throw fieldError(`translations.${fallback}`, 'required');
}
