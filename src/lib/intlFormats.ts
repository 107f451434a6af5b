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

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter of `Kind` for the language and options: the one made before, else a new one kept. */
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Kind: new (locale: string, options: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  let kept = made.get(key) as T | undefined;
  if (!kept) {
    kept = new Kind(locale, { ...options, numberingSystem: 'latn' });
    made.set(key, kept);
  }
  return kept;
}

/** A number formatter for the language; without options, a count with the language's grouping. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  formatter(Intl.NumberFormat, locale, options);

/** A count or figure as the language writes it: 1234 is '1,234' in English, '1.234' in German. */
export const formatNumber = (value: number, locale: string) => numberFormat(locale).format(value);

/**
 * A date formatter for the language. A TMDB date or any other calendar day is read in UTC
 * (`timeZone: 'UTC'` in the options), so the server and every visitor's browser give the same day.
 */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(Intl.DateTimeFormat, locale, options);

/** A calendar day ('2019-11-03') as a Date at its UTC midnight, for a formatter read in UTC. */
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
