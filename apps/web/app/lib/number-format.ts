const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and options: building an Intl.NumberFormat costs far more than
 * formatting with one, and a signed-in page formats every balance, win and limit as it hydrates.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
