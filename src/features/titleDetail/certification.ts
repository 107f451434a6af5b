import type { MovieDetails, TvDetails } from '@common/tmdb';

/** Shown when a title has no US rating (spec). */
export const NOT_RATED = 'NR';

/** The country whose rating the detail page shows (spec: US certification). */
const COUNTRY = 'US';

/**
 * A movie's US certification: the first non-empty one among its US release dates (TMDB lists one per
 * release: theatrical, digital...; some carry none), else 'NR'.
 */
export function movieCertification(releaseDates: MovieDetails['release_dates']): string {
  const us = releaseDates?.results?.find((result) => result.iso_3166_1 === COUNTRY);
  const certification = us?.release_dates
    ?.map((release) => release.certification?.trim())
    .find((value) => Boolean(value));
  return certification || NOT_RATED;
}

/** A show's US content rating, else 'NR'. */
export function tvCertification(contentRatings: TvDetails['content_ratings']): string {
  const us = contentRatings?.results?.find((result) => result.iso_3166_1 === COUNTRY);
  return us?.rating?.trim() || NOT_RATED;
}
