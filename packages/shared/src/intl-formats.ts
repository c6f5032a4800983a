/*
 * Intl's formatters, made once per locale and options: making one costs far more than formatting with it, and a
 * page of events formats hundreds of dates and prices (on the server for every page it writes).
 */

/** Enough for every locale × time zone × format a deployment sees; past it, the oldest go (a Map keeps order). */
const MAX_FORMATS = 1000;

function remembered<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    if (formats.size >= MAX_FORMATS) formats.delete(formats.keys().next().value as string);
    formats.set(key, format);
  }
  return format;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(
    dateTimeFormats,
    `${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(
    numberFormats,
    `${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
