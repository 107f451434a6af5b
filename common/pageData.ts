/**
 * The first catalogue call of each title page, spelled exactly as the app makes it. The app's services
 * build their requests from these, and the server names the same URLs in a `Link: rel=preload` header
 * of the page, so the browser fetches a title's details while the app's code is still loading.
 */

import { actorRefOf, collectionRefOf } from './nameSlugs';
import { episodeNumber, seasonNumber, titleSlugId } from './pagePaths';

/** What the movie detail page reads with a movie's details (certification and cast). */
export const MOVIE_DETAIL_APPEND = 'release_dates,credits';
/** What the TV detail page reads with a show's details (content rating and cast). */
export const TV_DETAIL_APPEND = 'content_ratings,credits';
/** What the actor profile and filmography read with a person's details. */
export const PERSON_APPEND = 'combined_credits,images,external_ids';
/** The collection call's parameters (spec: language en-US). */
export const COLLECTION_PARAMS = { language: 'en-US' } as const;

const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/**
 * The calls under /api/tmdb that the page at `pathname` makes first (path and query string, as
 * fetchBaseQuery writes them), or none for pages that make none worth fetching early.
 */
export function pageDataPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  // A player path reads the same details as the title's page (and, for an episode, the episode).
  if (segments[0] === 'player') return playerDataPaths(segments.slice(1));
  const [kind, slug, sub, season, ...rest] = segments;
  const id = titleSlugId(slug);
  if (id === null) return [];
  if (kind === 'movie' && sub === undefined) {
    return [withQuery(`movie/${id}`, { append_to_response: MOVIE_DETAIL_APPEND })];
  }
  if (kind === 'tv') {
    const details = withQuery(`tv/${id}`, { append_to_response: TV_DETAIL_APPEND });
    if (sub === undefined) return [details, `tv/${id}/season/1`];
    const number = seasonNumber(season);
    if (sub === 'episodes' && number !== null && rest.length === 0) {
      return [details, `tv/${id}/season/${number}`];
    }
    return [];
  }
  if (kind === 'actor' && (sub === undefined || ((sub === 'movies' || sub === 'tv') && !season))) {
    return [withQuery(`person/${id}`, { append_to_response: PERSON_APPEND })];
  }
  if (kind === 'collection' && sub === undefined && /^\d+$/.test(slug ?? '')) {
    return [withQuery(`collection/${id}`, COLLECTION_PARAMS)];
  }
  return [];
}

/** The first calls of /player/movie/{slug} and /player/tv/{slug}/{season}/{episode}. */
function playerDataPaths([kind, slug, season, episode, ...rest]: string[]): string[] {
  const id = titleSlugId(slug);
  if (id === null || rest.length > 0) return [];
  if (kind === 'movie' && season === undefined) {
    return [withQuery(`movie/${id}`, { append_to_response: MOVIE_DETAIL_APPEND })];
  }
  const seasonAt = seasonNumber(season);
  const episodeAt = episodeNumber(episode);
  if (kind === 'tv' && seasonAt !== null && episodeAt !== null) {
    const numbers = `season/${seasonAt}/episode/${episodeAt}`;
    return [withQuery(`tv/${id}`, { append_to_response: TV_DETAIL_APPEND }), `tv/${id}/${numbers}`];
  }
  return [];
}

/**
 * The calls naming what the page at `pathname` is about (a title, a season, an episode, a person, a
 * collection): when the catalogue answers any of them 404, the address names nothing, and the server
 * answers the page with its 404. The page's first calls, but for a show's page, which reads season 1
 * ahead though a show may have none.
 */
export function pageSubjectPaths(pathname: string): string[] {
  const calls = pageDataPaths(pathname);
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] === 'tv' && segments.length === 2 ? calls.slice(0, 1) : calls;
}

/** The parameters of the searches that resolve a name in a path (spec: page 1, no adult titles). */
export const NAME_SEARCH_PARAMS = { page: '1', include_adult: 'false', language: 'en-US' } as const;

/**
 * The search that resolves a person or collection named by name in the path (/actor/brad-pitt, its
 * filmographies, /collection/star-wars), the page taking its first hit (spec): when it finds no one,
 * the address names nothing. Null for any other path.
 */
export function pageNameSearch(pathname: string): string | null {
  const [kind, slug, sub, ...rest] = pathname.split('/').filter(Boolean);
  let segment: string;
  try {
    segment = decodeURIComponent(slug ?? '');
  } catch {
    return null;
  }
  if (rest.length > 0) return null;
  const search = (type: string, query: string) =>
    withQuery(`search/${type}`, { query, ...NAME_SEARCH_PARAMS });
  if (kind === 'actor' && (sub === undefined || sub === 'movies' || sub === 'tv')) {
    const ref = actorRefOf(segment);
    return ref?.kind === 'name' ? search('person', ref.name) : null;
  }
  if (kind === 'collection' && sub === undefined) {
    const ref = collectionRefOf(segment);
    return ref?.kind === 'name' ? search('collection', ref.name) : null;
  }
  return null;
}
