import { subunitsOf, toMinor } from '../../components/ui/amount';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';

/** Pieces the retention editors share: texts per locale, amounts typed in units. */

/** The site's locales, English first: the text every other locale falls back to. */
export function useContentLocales() {
  const locales = useRootData()?.locales ?? [];
  return [...locales].sort((a, b) => Number(b.code === 'en') - Number(a.code === 'en'));
}

/** A per-locale text as flat draft fields (`name.de`), empty where there is none. */
export function localizedDraft(
  field: string,
  texts: Record<string, string> | undefined,
  codes: string[],
) {
  return Object.fromEntries(codes.map((code) => [`${field}.${code}`, texts?.[code] ?? '']));
}

/** The draft's texts of a field, left out where empty (players then get the English one). */
export function localizedOf(field: string, draft: Record<string, string>) {
  const prefix = `${field}.`;
  return Object.fromEntries(
    Object.entries(draft)
      .filter(([key, text]) => key.startsWith(prefix) && text.trim() !== '')
      .map(([key, text]) => [key.slice(prefix.length), text.trim()]),
  );
}

interface LocalizedFieldsProps {
  field: string;
  label: string;
  draft: Record<string, string>;
  change(key: string): (event: { target: { value: string } }) => void;
  /** The API's refusal of the whole text (English missing, an unknown locale). */
  error: string | undefined;
}

/** One input per locale; English is required, the others optional. */
function LocalizedFields({ field, label, draft, change, error }: LocalizedFieldsProps) {
  const { t } = useTranslation();
  return useContentLocales().map((locale) => (
    <TextField
      key={locale.code}
      label={t('backoffice.retention.inLocale', { label, locale: locale.name })}
      value={draft[`${field}.${locale.code}`] ?? ''}
      onChange={change(`${field}.${locale.code}`)}
      error={locale.code === 'en' ? error : undefined}
      required={locale.code === 'en'}
    />
  ));
}

interface TextsFieldsProps {
  draft: Record<string, string>;
  change(key: string): (event: { target: { value: string } }) => void;
  errorOf(field: string): string | undefined;
}

/** A name and a description per locale. */
export function TextsFields({ draft, change, errorOf }: TextsFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <LocalizedFields
        field="name"
        label={t('backoffice.retention.name')}
        draft={draft}
        change={change}
        error={errorOf('name')}
      />
      <LocalizedFields
        field="description"
        label={t('backoffice.retention.description')}
        draft={draft}
        change={change}
        error={errorOf('description')}
      />
    </>
  );
}

/** Minor units as typed in the currency's units (`12.5` EUR for 1250). */
export function unitsOf(amountMinor: number | undefined, currency: string) {
  if (amountMinor === undefined) return '';
  return String(amountMinor / subunitsOf(currency));
}

/** Units as typed to minor units; NaN for text that is no amount, so the API names the field. */
export function minorOf(units: string, currency: string) {
  return toMinor(units.trim(), subunitsOf(currency)) ?? Number.NaN;
}

/** Ids as typed, comma or space separated. */
export function idsOf(text: string) {
  return text
    .split(/[\s,;]+/)
    .map((id) => id.trim())
    .filter(Boolean);
}

/** A `datetime-local` value in the operator's zone, and back to an instant. */
export function localInputOf(iso: string) {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function isoOf(localInput: string) {
  const date = new Date(localInput);
  return Number.isNaN(date.getTime()) ? localInput : date.toISOString();
}
