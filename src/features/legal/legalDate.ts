const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date `YYYY-MM-DD` written out in US English ('2025-03-11' -> 'March 11, 2025'), or null
 * for anything that is not a real date. Read as written, with no time zone, so it never shifts a day.
 */
export function formatIsoDate(value: string | null | undefined): string | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * The date the legal pages carry: the operator's (site config `legalDate`) when it is a real date, else
 * the build's, else `today` (a development build or a test, where no build date was set).
 */
export function legalDate(
  configured: string | null | undefined,
  buildDate: string | null | undefined,
  today: Date = new Date(),
): string {
  return (
    formatIsoDate(configured) ??
    formatIsoDate(buildDate) ??
    `${MONTHS[today.getMonth()]} ${today.getDate()}, ${today.getFullYear()}`
  );
}
