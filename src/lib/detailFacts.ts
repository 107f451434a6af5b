import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import type { MovieDetails, TvDetails } from '@common/tmdb';

import type { SavedDetails } from './savedTitle';

/** Spec: an overview over 300 characters is cut, with Read More / Show Less. */
export const OVERVIEW_LIMIT = 300;

/** Spec: the hero names at most three production companies. */
export const MAX_COMPANIES = 3;

/** lib/slug's errors (the spec's texts), as messages. */
const SLUG_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  'No slug provided': msg`No slug provided`,
  'Invalid slug format': msg`Invalid slug format`,
};

/** A slug error of lib/slug's parseSlug in the page's language. */
export function slugErrorText(i18n: I18n, error: string): string {
  const message = SLUG_ERRORS[error];
  return message ? i18n._(message) : error;
}

/**
 * The overview cut to `limit` characters at a word boundary with an ellipsis, or null when it is not
 * over the limit (then it shows whole, with no toggle).
 */
export function shortenOverview(text: string, limit = OVERVIEW_LIMIT): string | null {
  if (text.length <= limit) return null;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is; otherwise at the last whole word.
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The five-star value (spec: vote_average / 2, one decimal): 7.8 -> '3.9'. */
export function starValue(voteAverage: number | null | undefined): string {
  const vote = typeof voteAverage === 'number' && Number.isFinite(voteAverage) ? voteAverage : 0;
  return (Math.min(10, Math.max(0, vote)) / 2).toFixed(1);
}

/** A show's episode length: its usual run time, else the last aired episode's. */
export function tvRuntime(show: Pick<TvDetails, 'episode_run_time' | 'last_episode_to_air'>) {
  return show.episode_run_time?.find((minutes) => minutes > 0) ?? show.last_episode_to_air?.runtime;
}

/**
 * The head's words are shared with the server's link previews (common/pageText). The description's
 * (common/pageDescriptions) are imported from there by the title page alone: re-exported here, they
 * would be in the first load of every page that reads these facts (the players).
 */
export { detailPageTitle } from '@common/pageText';

/** The list page of a type: the hero's 'Movie' / 'TV Show' link. */
export function typeListPath(type: MediaType): string {
  return type === 'movie' ? '/movies' : '/tv-shows';
}

/** The list of titles of a year (spec): /movies?primary_release_year=Y or /tv-shows?first_air_date_year=Y. */
export function yearListPath(type: MediaType, year: string): string {
  const key = type === 'movie' ? 'primary_release_year' : 'first_air_date_year';
  return `${typeListPath(type)}?${key}=${encodeURIComponent(year)}`;
}

/** The list of titles of a genre: /movies?with_genres=ID or /tv-shows?with_genres=ID. */
export function genreListPath(type: MediaType, genreId: number): string {
  return `${typeListPath(type)}?with_genres=${genreId}`;
}

/**
 * The display fields a watchlist or favorites entry keeps (spec: title or name, poster, backdrop,
 * release or first air date, rating), so the lists render without asking the catalogue.
 */
export function savedDetailsOf(details: MovieDetails | TvDetails): SavedDetails {
  const images = {
    poster_path: details.poster_path ?? null,
    backdrop_path: details.backdrop_path ?? null,
    vote_average: details.vote_average ?? 0,
  };
  if ('title' in details) {
    return { title: details.title, ...images, release_date: details.release_date ?? '' };
  }
  return { name: details.name, ...images, first_air_date: details.first_air_date ?? '' };
}
