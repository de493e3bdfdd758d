import { interpolate } from '@croupier/contract/text';
import { createContext, useContext } from 'react';

export interface TranslateOptions {
  /** Shown when the key has no text (managed-text keys that the operator may leave unset). */
  defaultValue?: string;
  /** Picks the plural form `key_one`, `key_other`, … by the locale's rules, when present. */
  count?: number;
  [param: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  locale: string;
  t: Translate;
}

/**
 * Looks texts up in the page's flat dictionary (built-in strings under managed texts, dotted
 * keys, `{name}` placeholders, i18next's `_one`/`_other` plural suffixes). Our own few lines
 * instead of i18next: it is all the app needs, the same function renders on the server and
 * hydrates in the browser, and i18next would take a tenth of the home page's 150 KB budget
 * (docs/decisions/006-translator.md).
 */
export function createTranslator(locale: string, dictionary: Record<string, string>): Translator {
  const plurals = new Intl.PluralRules(locale);
  const t: Translate = (key, options = {}) => {
    const pluralKey =
      options.count === undefined ? undefined : `${key}_${plurals.select(options.count)}`;
    const template =
      (pluralKey && dictionary[pluralKey]) || dictionary[key] || options.defaultValue || key;
    return interpolate(template, options);
  };
  return { locale, t };
}

const TranslatorContext = createContext<Translator | undefined>(undefined);

export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: React.ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs an I18nProvider above it');
  return translator;
}
