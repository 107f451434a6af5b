const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date written out in full in `locale` ('en-US': 'March 11, 2025'), read in `timeZone`. */
const writtenOut = (date: Date, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);

/**
 * A calendar date `YYYY-MM-DD` written out in `locale` ('2025-03-11' -> 'March 11, 2025' in US
 * English), or null for anything that is not a real date. Read as written, with no time zone, so it
 * never shifts a day.
 */
export function formatIsoDate(
  value: string | null | undefined,
  locale: string = 'en-US',
): string | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return writtenOut(date, locale, 'UTC');
}

/**
 * The date the legal pages carry, written out in `locale`: the operator's (site config `legalDate`)
 * when it is a real date, else the build's, else `today` (a development build or a test, where no
 * build date was set).
 */
export function legalDate(
  configured: string | null | undefined,
  buildDate: string | null | undefined,
  today: Date = new Date(),
  locale: string = 'en-US',
): string {
  return (
    formatIsoDate(configured, locale) ??
    formatIsoDate(buildDate, locale) ??
    writtenOut(today, locale)
  );
}
