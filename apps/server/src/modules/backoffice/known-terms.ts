import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies, locales } from '../../db/schema.ts';
import { fieldError } from '../players/form-validation.ts';

/**
 * What only the database knows of a bonus's or a cashback programme's terms: each row's currency
 * exists, and each text's locale is one the site has. A refusal names the first wrong field.
 */
export async function assertKnownTerms(
  db: Executor,
  body: {
    currencies: { currency: string }[];
    name: Record<string, string>;
    description: Record<string, string>;
  },
) {
  const codes = body.currencies.map((row) => row.currency);
  const found = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  const known = new Set(found.map((row) => row.code));
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0) throw fieldError(`currencies.${unknown}.currency`, 'in');
  const localeCodes = new Set(
    (await db.select({ code: locales.code }).from(locales)).map((row) => row.code),
  );
  for (const field of ['name', 'description'] as const) {
    const stray = Object.keys(body[field]).find((locale) => !localeCodes.has(locale));
    if (stray) throw fieldError(`${field}.${stray}`, 'language_code');
  }
}
