import { dateFormat } from '@/lib/intlFormats';

/** Words a biography shows before 'Show More' (spec). */
export const BIOGRAPHY_WORD_LIMIT = 100;

export interface BiographyCut {
  /** The text to show while collapsed: the whole biography, or its first words and an ellipsis. */
  short: string;
  /** True when the biography is over the limit, so a Show More / Show Less toggle is offered. */
  isCut: boolean;
}

/**
 * A biography cut after `limit` words, only when it is longer than that (spec: 100). The cut keeps
 * the text's own line breaks up to the last word kept and ends with an ellipsis.
 */
export function cutBiography(text: string, limit = BIOGRAPHY_WORD_LIMIT): BiographyCut {
  const trimmed = text.trim();
  const words = [...trimmed.matchAll(/\S+/g)];
  const last = words[limit - 1];
  if (words.length <= limit || !last) return { short: trimmed, isCut: false };
  const end = last.index + last[0].length;
  return { short: `${trimmed.slice(0, end).replace(/[.,;:!?]+$/, '')}…`, isCut: true };
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * A TMDB date ('1963-12-18') in long form in the language ('December 18, 1963', '18. Dezember 1963'). Read and written in UTC, so the
 * visitor's time zone never moves it a day. Null for a missing or impossible date.
 */
export function formatLongDate(locale: string, date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  // 1963-02-30 rolls over to March: not a date TMDB meant.
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return null;
  return dateFormat(locale, LONG_DATE).format(parsed);
}
