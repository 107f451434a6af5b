/**
 * /stats' figures, worked out from the visitor's own records alone: pure functions of the diary, the
 * ratings, the dated episodes and what is known of each title (stored with the diary, or fetched).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { genreName } from '@common/genres';
import type { MediaType } from '@common/mediaType';
import { dateFormat, formatNumber } from '@/lib/intlFormats';

/** This calendar year, or everything on record. */
export type Period = 'year' | 'all';

/** `?period=all` is all time; anything else (or nothing) is this year. */
export function parseStatsQuery(params: URLSearchParams): Period {
  return params.get('period') === 'all' ? 'all' : 'year';
}

/** One viewing from the diary, as the figures read it. */
export interface Viewing {
  media_id: number;
  media_type: MediaType;
  /** `YYYY-MM-DD`, the visitor's calendar. */
  watched_on: string;
  rewatch: boolean;
  details: {
    title?: string;
    name?: string;
    release_date?: string;
    first_air_date?: string;
    runtime?: number;
    genre_ids?: number[];
  };
}

/** A rating the visitor gave. */
export interface GivenRating {
  media_id: number;
  media_type: MediaType;
  /** 0.5 to 5 in half steps. */
  rating: number;
  /** An ISO time. */
  rated_at: string;
  details: { title?: string; name?: string };
}

/** An episode the visitor opened whose day is on record. */
export interface DatedEpisode {
  show_id: number;
  season: number;
  episode: number;
  /** An ISO time. */
  at: string;
}

/** A person as the charts name them. */
export interface Person {
  id: number;
  name: string;
}

/** What is known of a title beyond its diary entry (runtime of a show: of one episode). */
export interface TitleFacts {
  runtime?: number;
  genre_ids?: number[];
  /** The year it came out (a show: first aired). */
  year?: number;
  cast?: Person[];
  directors?: Person[];
}

/** Facts by `{media_type}-{media_id}`. */
export type FactsByTitle = ReadonlyMap<string, TitleFacts>;

export interface StatsSources {
  viewings: readonly Viewing[];
  ratings: readonly GivenRating[];
  episodes: readonly DatedEpisode[];
}

export interface TimeBucket {
  /** `YYYY-MM` or `YYYY`. */
  key: string;
  /** What the axis says: "Jan", "2024". */
  label: string;
  /** What a screen reader and the table say: "January 2026", "2024". */
  long: string;
}

export interface TitlesInBucket extends TimeBucket {
  movies: number;
  shows: number;
}

export interface EpisodesInBucket extends TimeBucket {
  episodes: number;
}

export interface Counted {
  label: string;
  count: number;
}

export interface CountedPerson extends Person {
  count: number;
}

export interface RatingStep {
  /** 0.5 to 5. */
  value: number;
  count: number;
}

export interface Figures {
  period: Period;
  /** The year "this year" is. */
  year: number;
  /** The charts over time count by month, or by year for a long all-time record. */
  unit: 'month' | 'year';
  titlesOverTime: TitlesInBucket[];
  episodesOverTime: EpisodesInBucket[];
  totals: {
    /** Diary entries (each viewing, rewatches included). */
    viewings: number;
    movies: number;
    shows: number;
    rewatches: number;
    /** Different titles among the viewings. */
    titles: number;
    episodes: number;
    /** Minutes of the viewings and episodes whose runtime is known. */
    minutes: number;
    /** Viewings and episodes whose runtime is not known (left out of the minutes). */
    withoutRuntime: number;
    ratings: number;
  };
  /** Most viewings first, at most TOP. */
  genres: Counted[];
  /** Oldest decade first. */
  decades: Counted[];
  /** Every half step from ½ to 5, in order. */
  ratingSteps: RatingStep[];
  /** Most viewings first, at most TOP. */
  actors: CountedPerson[];
  directors: CountedPerson[];
  /** Viewings whose cast and crew are known (the people lists count only these). */
  withPeople: number;
  /** The highest rating given in the period, newest first among equals. */
  topRated?: { title: string; rating: number };
}

/** How many genres and people the lists show. */
export const TOP = 10;
/** An all-time record longer than this many months is counted by year. */
export const MAX_MONTHS = 24;
/** Actors counted per title: its top-billed cast, not the whole call sheet. */
export const BILLED_CAST = 10;

const pad = (value: number) => String(value).padStart(2, '0');

/** A time's day in the visitor's calendar, `YYYY-MM-DD`. */
export function localDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const titleKey = (title: { media_type: string; media_id: number }) =>
  `${title.media_type}-${title.media_id}`;

/** A title's stored name; '' when none was kept (the page then says 'Untitled'). */
export const titleName = (details: { title?: string; name?: string }) =>
  details.title ?? details.name ?? '';

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
const MONTH_AND_YEAR: Intl.DateTimeFormatOptions = {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
/** An axis's month when the axis spans new years: 'Jan 25'. */
const MONTH_AND_SHORT_YEAR: Intl.DateTimeFormatOptions = { ...MONTH, year: '2-digit' };

/** A month's bucket, named in the language: 'Jan' on the axis (`label`), 'January 2026' (`long`). */
function monthBucket(locale: string, year: number, month: number, withYear = false): TimeBucket {
  const date = new Date(Date.UTC(year, month - 1, 1));
  const name = (options: Intl.DateTimeFormatOptions) => dateFormat(locale, options).format(date);
  return {
    key: `${year}-${pad(month)}`,
    label: name(withYear ? MONTH_AND_SHORT_YEAR : MONTH),
    long: name(MONTH_AND_YEAR),
  };
}

/** The buckets the charts over time count in, from the first day on record to today. */
function timeBuckets(
  locale: string,
  period: Period,
  now: Date,
  days: readonly string[],
): { unit: 'month' | 'year'; buckets: TimeBucket[] } {
  const year = now.getFullYear();
  if (period === 'year') {
    return {
      unit: 'month',
      buckets: Array.from({ length: 12 }, (_, index) => monthBucket(locale, year, index + 1)),
    };
  }
  const today = `${year}-${pad(now.getMonth() + 1)}`;
  const months = days.map((day) => day.slice(0, 7)).sort();
  const first = months[0] ?? today;
  const last = months.at(-1)! > today ? months.at(-1)! : today;
  const [firstYear, firstMonth] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  const span = (lastYear - firstYear) * 12 + (lastMonth - firstMonth) + 1;
  if (span > MAX_MONTHS) {
    return {
      unit: 'year',
      buckets: Array.from({ length: lastYear - firstYear + 1 }, (_, index) => {
        const label = String(firstYear + index);
        return { key: label, label, long: label };
      }),
    };
  }
  return {
    unit: 'month',
    buckets: Array.from({ length: span }, (_, index) => {
      const month = firstMonth - 1 + index;
      // Across a new year the axis says which year a January is in.
      return monthBucket(locale, firstYear + Math.floor(month / 12), (month % 12) + 1, span > 12);
    }),
  };
}

/** The year a title came out, from its stored date, or its fetched facts. */
function yearOf(viewing: Viewing, facts: TitleFacts | undefined): number | undefined {
  const date = viewing.details.release_date ?? viewing.details.first_air_date;
  const year = date ? Number(date.slice(0, 4)) : NaN;
  return Number.isInteger(year) && year > 1800 ? year : facts?.year;
}

function tally<K>(counts: Map<K, number>, key: K, by = 1) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Most first; equals by name, so the order does not depend on the diary's. */
function ranked(counts: Map<string, number>, limit = TOP): Counted[] {
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}

function rankedPeople(counts: Map<number, CountedPerson>): CountedPerson[] {
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, TOP);
}

/** The viewings, ratings and episodes of a period: this calendar year, or everything. */
export function inPeriod(sources: StatsSources, period: Period, now: Date): StatsSources {
  if (period === 'all') return sources;
  const prefix = `${now.getFullYear()}-`;
  const inYear = (day: string | null) => day !== null && day.startsWith(prefix);
  return {
    viewings: sources.viewings.filter((viewing) => inYear(viewing.watched_on)),
    ratings: sources.ratings.filter((rating) => inYear(localDay(rating.rated_at))),
    episodes: sources.episodes.filter((episode) => inYear(localDay(episode.at))),
  };
}

/** Whether anything at all is on record (else /stats has nothing to show). */
export const hasAnything = (sources: StatsSources) =>
  sources.viewings.length > 0 || sources.ratings.length > 0 || sources.episodes.length > 0;

/**
 * The period's figures. Each viewing counts (a rewatch again) for the months, hours, genres, decades
 * and people; a show's diary entry counts one episode's runtime, as the diary keeps it. The facts
 * fill what a diary entry lacks (runtime, genres, year) and bring the cast and directors.
 */
export function computeFigures(
  i18n: I18n,
  all: StatsSources,
  facts: FactsByTitle,
  period: Period,
  now: Date,
): Figures {
  const { viewings, ratings, episodes } = inPeriod(all, period, now);
  const episodeDays = episodes.map((episode) => localDay(episode.at)).filter((day) => day !== null);
  const { unit, buckets } = timeBuckets(i18n.locale, period, now, [
    ...viewings.map((viewing) => viewing.watched_on),
    ...episodeDays,
    // A rating's day starts the all-time axis too, so its months are not cut off.
    ...ratings.map((rating) => localDay(rating.rated_at)).filter((day) => day !== null),
  ]);
  const bucketOf = (day: string) => (unit === 'month' ? day.slice(0, 7) : day.slice(0, 4));
  const titlesOverTime = buckets.map((bucket) => ({ ...bucket, movies: 0, shows: 0 }));
  const episodesOverTime = buckets.map((bucket) => ({ ...bucket, episodes: 0 }));
  const titleAt = new Map(titlesOverTime.map((bucket) => [bucket.key, bucket]));
  const episodesAt = new Map(episodesOverTime.map((bucket) => [bucket.key, bucket]));

  let minutes = 0;
  let withoutRuntime = 0;
  let withPeople = 0;
  const genres = new Map<string, number>();
  const decades = new Map<number, number>();
  const actors = new Map<number, CountedPerson>();
  const directors = new Map<number, CountedPerson>();
  const countPerson = (counts: Map<number, CountedPerson>, person: Person) => {
    const known = counts.get(person.id);
    if (known) known.count += 1;
    else counts.set(person.id, { id: person.id, name: person.name, count: 1 });
  };

  for (const viewing of viewings) {
    const known = facts.get(titleKey(viewing));
    const bucket = titleAt.get(bucketOf(viewing.watched_on));
    if (bucket) bucket[viewing.media_type === 'movie' ? 'movies' : 'shows'] += 1;
    const runtime = viewing.details.runtime ?? known?.runtime;
    if (runtime) minutes += runtime;
    else withoutRuntime += 1;
    const genreIds = viewing.details.genre_ids?.length
      ? viewing.details.genre_ids
      : known?.genre_ids;
    for (const id of new Set(genreIds ?? [])) {
      const name = genreName(id);
      if (name) tally(genres, name);
    }
    const year = yearOf(viewing, known);
    if (year !== undefined) tally(decades, Math.floor(year / 10) * 10);
    if (known?.cast || known?.directors) {
      withPeople += 1;
      const seen = new Set<number>();
      for (const person of (known.cast ?? []).slice(0, BILLED_CAST)) {
        if (!seen.has(person.id)) countPerson(actors, person);
        seen.add(person.id);
      }
      for (const person of new Map((known.directors ?? []).map((p) => [p.id, p])).values()) {
        countPerson(directors, person);
      }
    }
  }

  for (const [index, episode] of episodes.entries()) {
    const bucket = episodesAt.get(bucketOf(episodeDays[index]!));
    if (bucket) bucket.episodes += 1;
    const runtime = facts.get(`tv-${episode.show_id}`)?.runtime;
    if (runtime) minutes += runtime;
    else withoutRuntime += 1;
  }

  const steps = new Map<number, number>();
  for (const rating of ratings) tally(steps, Math.round(rating.rating * 2) / 2);
  const best = [...ratings].sort(
    (a, b) => b.rating - a.rating || b.rated_at.localeCompare(a.rated_at),
  )[0];

  return {
    period,
    year: now.getFullYear(),
    unit,
    titlesOverTime,
    episodesOverTime,
    totals: {
      viewings: viewings.length,
      movies: viewings.filter((viewing) => viewing.media_type === 'movie').length,
      shows: viewings.filter((viewing) => viewing.media_type === 'tv').length,
      rewatches: viewings.filter((viewing) => viewing.rewatch).length,
      titles: new Set(viewings.map(titleKey)).size,
      episodes: episodes.length,
      minutes,
      withoutRuntime,
      ratings: ratings.length,
    },
    genres: ranked(genres),
    decades: [...decades]
      .sort(([a], [b]) => a - b)
      .map(([decade, count]) => ({ label: i18n._(msg`${decade}s`), count })),
    ratingSteps: Array.from({ length: 10 }, (_, index) => {
      const value = (index + 1) / 2;
      return { value, count: steps.get(value) ?? 0 };
    }),
    actors: rankedPeople(actors),
    directors: rankedPeople(directors),
    withPeople,
    topRated: best ? { title: titleName(best.details), rating: best.rating } : undefined,
  };
}

/** Hours as the page says them: whole hours from 10 up, one decimal below ("2.5", German "2,5"). */
export function hoursText(minutes: number, locale: string): string {
  const hours = minutes / 60;
  return formatNumber(hours >= 10 ? Math.round(hours) : Math.round(hours * 10) / 10, locale);
}
