/**
 * Numbers, dates and lists in the page's language, through the runtime's Intl (issue 35): '1,234' and
 * 'Nov 3, 2019' in English, '1.234' and '3. Nov. 2019' in German, '2019年11月3日' in Japanese.
 *
 * One formatter per language and kind, made the first time it is asked for and kept for the page's
 * life (and the server's): making one is slow, and a date formatter made per card once cost about
 * 55 ms of the home page's hydration. Callers keep their options in a constant and pass the page's
 * locale (`useLingui().i18n.locale`, or the `I18n` a function takes).
 *
 * Digits are always Western (latn): the server and every browser then write the same text for a
 * language (runtimes disagree on Arabic's default digits), and the page's other figures (ratings,
 * years, plurals) are written with them too.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const made = new Map<string, Formatter>();

function once<T extends Formatter>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

/** A number formatter for the language; without options, a count with the language's grouping. */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return once(`n ${locale} ${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' });
  });
}

/** A count or figure as the language writes it: 1234 is '1,234' in English, '1.234' in German. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/**
 * A date formatter for the language. A TMDB date or any other calendar day is read in UTC
 * (`timeZone: 'UTC'` in the options), so the server and every visitor's browser give the same day.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return once(`d ${locale} ${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, { ...options, numberingSystem: 'latn' });
  });
}

/** A calendar day ('2019-11-03') as a Date at its UTC midnight, for a formatter read in UTC. */
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Names in a sentence: 'A, B and C', 'A, B und C', 'A、B、C', 'A وB وC'. English keeps the list
 * without a comma before 'and', as the app has always written it (en-GB's pattern, which is that).
 */
export function formatList(items: readonly string[], locale: string): string {
  const listLocale = locale === 'en' ? 'en-GB' : locale;
  return once(`l ${listLocale}`, () => new Intl.ListFormat(listLocale)).format(items);
}
