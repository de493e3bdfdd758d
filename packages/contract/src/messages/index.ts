import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import { es } from './es.ts';
import { ptBR } from './pt-br.ts';

export { interpolate } from '../text.ts';
export type { Messages };

const messagesByLocale: Record<string, Messages> = { en, de, es, 'pt-BR': ptBR };

/** The shared messages of a locale; unknown locales fall back to English. */
export function messagesFor(locale: string): Messages {
  return messagesByLocale[locale] ?? en;
}
