/** A text of a per-locale record (seeded names, descriptions): the locale's, else English. */
export function localizedText(texts: Record<string, string> | null | undefined, locale: string) {
  return texts?.[locale] ?? texts?.en ?? '';
}
