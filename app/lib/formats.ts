// Intl formatters cost about a third of a millisecond each to create and nothing to reuse: a page
// of 50 leads made 200 of them (most of its server time), and the CSV export one per row. Each
// set of options gets one, made on first use (eslint forbids `new Intl.*` inside a function).

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The one Intl.DateTimeFormat for `options` (an unknown time zone throws, as the constructor does). */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
